import Foundation

/// Text shared between applications.
///
/// Mirrors `UIPasteboard` for text: ``general`` is the desktop's clipboard (on X11 the CLIPBOARD selection: other
/// applications paste what the app copies and the app pastes what they copy), ``primarySelection`` (OpenUIKit
/// extension) is X's PRIMARY selection, what a middle click pastes. Images and item providers are missing.
@preconcurrency @MainActor
open class UIPasteboard {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// OpenUIKit extension: X's PRIMARY selection.
        public static let primary = Name(rawValue: "org.openuikit.pboard.primary")
    }

    public static let general = UIPasteboard(name: .general)
    /// OpenUIKit extension: the PRIMARY selection (the text last selected anywhere; middle click pastes it).
    public static let primarySelection = UIPasteboard(name: .primary)

    /// Installed clipboards, the newest last. A process may hold several backends (tests, tools with a second
    /// display); the newest one still alive serves, and one going away hands the pasteboards back to the one
    /// before it.
    private static var systemClipboards: [WeakClipboard] = []

    private struct WeakClipboard {
        weak var clipboard: (any SystemClipboard)?
    }

    private static var systemClipboard: (any SystemClipboard)? {
        systemClipboards.last { $0.clipboard != nil }?.clipboard
    }

    /// A backend's clipboard, used by ``general`` and ``primarySelection`` from now on (until it is removed).
    @_spi(Clipboard) public static func installSystemClipboard(_ clipboard: any SystemClipboard) {
        systemClipboards.removeAll { $0.clipboard == nil || $0.clipboard === clipboard }
        systemClipboards.append(WeakClipboard(clipboard: clipboard))
    }

    /// Takes back a clipboard installed by ``installSystemClipboard(_:)`` (its backend shuts down); the one
    /// installed before it, if still alive, serves again.
    @_spi(Clipboard) public static func removeSystemClipboard(_ clipboard: any SystemClipboard) {
        systemClipboards.removeAll { $0.clipboard == nil || $0.clipboard === clipboard }
    }

    public let name: Name
    /// Bumped at each change made through this object.
    open private(set) var changeCount = 0
    private var localStrings: [String] = []

    private init(name: Name) {
        self.name = name
    }

    private var isPrimary: Bool { name == .primary }

    /// The first string, or nil. Setting nil empties the pasteboard.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var strings: [String]? {
        get {
            if let clipboard = Self.systemClipboard {
                return clipboard.readString(primary: isPrimary).map { [$0] }
            }
            return localStrings.isEmpty ? nil : localStrings
        }
        set {
            localStrings = newValue ?? []
            changeCount += 1
            Self.systemClipboard?.publish(localStrings, primary: isPrimary)
        }
    }

    open var hasStrings: Bool { !(strings ?? []).isEmpty }
}
