import Foundation

/// The system clipboard a backend provides (the X11 CLIPBOARD and PRIMARY selections). Backends install one with
/// ``UIPasteboard/installSystemClipboard(_:)``; without one, pasteboards keep their contents in the process.
@_spi(Clipboard)
@preconcurrency @MainActor
public protocol SystemClipboard: AnyObject {
    /// Makes this process the owner of the selection, serving `strings` (the first one) to other applications.
    func publish(_ strings: [String], primary: Bool)
    /// What the selection's owner (this process or another) serves as text, or nil; blocks for the transfer.
    func readString(primary: Bool) -> String?
}
