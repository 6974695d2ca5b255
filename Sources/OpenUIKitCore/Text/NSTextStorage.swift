import Foundation

/// The text a TextKit stack lays out: an attributed string that knows the layout managers showing it.
///
/// Mirrors TextKit 1's `NSTextStorage` as UIKit code uses it with ``NSLayoutManager``: it is an
/// `NSMutableAttributedString` (every editing method works), and ``addLayoutManager(_:)`` connects a layout manager.
/// The layout managers read the storage's current contents whenever they measure or draw, so edits need no
/// notification. Differences: no `delegate`, no `processEditing()` or edited-range bookkeeping.
open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers showing this text, in the order they were added.
    public private(set) var layoutManagers: [NSLayoutManager] = []

    /// An empty text storage, as TextKit code makes one before filling it.
    public convenience init() {
        self.init(string: "")
    }

    /// Connects `layoutManager`, which then lays out this text.
    @MainActor
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    @MainActor
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }
}
