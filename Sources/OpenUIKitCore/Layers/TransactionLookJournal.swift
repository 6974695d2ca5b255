import Foundation

/// The looks of layers and views at the start of the current transaction, kept as an undo log, so a
/// ``CATransition`` added after the changes it shows still starts from the look the transaction started from, as
/// Core Animation's does (it renders that look from the last committed state).
///
/// Every change of a property that alters what a committed layer or a view in a window draws records the value it
/// replaced. Picturing the old look undoes the log newest first, paints, then redoes it oldest first: each entry
/// swaps the value it holds with the object's, so an entry need not know whether its property changed again
/// later, and recording is one append, with no search for an earlier entry. The log empties when the transaction
/// commits (a frame is drawn, `CATransaction.flush()`, an outermost `commit()`) and after a frame is painted (the
/// changes its layout pass made are on screen).
///
/// Why a log rather than the window's last frame cut to the layer's area: the picture is of the layer (or view)
/// alone, with nothing from behind or above it (a `push` of a label over a gradient slides only the text), it
/// works for layers in no window and under any transform, and the log costs nothing while nothing changes:
/// animations move presentation values, which are not recorded, and a layer set up in the transaction that made
/// it (or a view outside a window) records nothing, as it had no look to go back to.
///
/// App code may run while the log is undone (a view's `draw(_:)`, a layer delegate's `draw(_:in:)`): a change it
/// makes then is taken out before the redo and put back after it, so it is kept, and recorded as a change of the
/// transaction. Objects are held unowned: one that goes away has its entries skipped from then on (its `deinit`
/// reports the token it was given when it first recorded, as a `deinit` may not pass `self` on), so the log never
/// keeps a layer or view alive.
///
/// Without frames or commits (a headless run that draws nothing) the log would only grow: past
/// ``TransactionLookJournal/limit`` entries it starts again, and a transition added then starts from a later look.
@MainActor
enum TransactionLookJournal {
    private struct Entry {
        let object: UInt32
        /// Swaps the value the entry holds with the object's.
        let swap: @MainActor () -> Void
    }

    /// The most entries kept: far more changes than a frame of a real screen makes.
    static let limit = 16_384

    private static var entries: [Entry] = []
    /// Whether the log is undone for a picture.
    private static var isUndone = false
    /// Changes made while the log is undone, oldest first.
    private static var changesWhileUndone: [Entry] = []
    /// The tokens of objects freed since the log last emptied, whose entries are skipped.
    private static var freed: Set<UInt32> = []
    private static var lastToken: UInt32 = 0

    /// A token for an object's entries, never 0 (tokens wrap after four billion objects, when a new object could
    /// share a freed one's token until the log empties, and its changes would then not be undone for a picture).
    static func makeToken() -> UInt32 {
        lastToken = lastToken == .max ? 1 : lastToken + 1
        return lastToken
    }

    /// Records that `object`'s value changed from `old`; `exchange` puts a value in the object and returns the one it
    /// replaced, with no side effect beyond what painting needs (marks are suppressed while the log is undone).
    static func record<Object: AnyObject, Value>(
        _ object: Object, token: UInt32, old: Value, exchange: @escaping @MainActor (Object, Value) -> Value
    ) {
        var held = old
        let entry = Entry(object: token) { [unowned(unsafe) object] in
            held = exchange(object, held)
        }
        if isUndone { changesWhileUndone.append(entry) } else { append(entry) }
    }

    /// Runs `body` with every change of the transaction undone, then redoes them.
    static func withStartOfTransaction(_ body: () -> Void) {
        guard !entries.isEmpty, !isUndone else { return body() }
        isUndone = true
        let undone = entries
        swapping(undone.reversed())
        body()
        // Changes made meanwhile are taken out (each puts back what it replaced and holds the new value), the log is
        // redone, and they are put back on top, now holding the value they replace after the redo.
        let changes = changesWhileUndone
        changesWhileUndone = []
        swapping(changes.reversed())
        swapping(undone)
        swapping(changes)
        isUndone = false
        for entry in changes { append(entry) }
    }

    private static func append(_ entry: Entry) {
        if entries.count >= limit { transactionDidCommit() }
        entries.append(entry)
    }

    /// Runs the log's own swaps, skipping freed objects: they mark nothing and record nothing (layers' setters check
    /// the mark suppression; views' swaps write storage directly). App code painted between them marks and records
    /// as usual.
    private static func swapping(_ entries: some Sequence<Entry>) {
        CALayer.suppressingMarks += 1
        for entry in entries where freed.isEmpty || !freed.contains(entry.object) { entry.swap() }
        CALayer.suppressingMarks -= 1
    }

    /// The transaction committed: its changes are the look the next one starts from.
    static func transactionDidCommit() {
        if !entries.isEmpty { entries.removeAll() }
        // While the log is undone its redo still needs to know what was freed (app code may commit meanwhile).
        if !freed.isEmpty && !isUndone { freed.removeAll() }
    }

    /// An object that recorded changes went away.
    static func forget(_ object: UInt32) {
        guard !entries.isEmpty || isUndone else { return }
        freed.insert(object)
    }
}

extension CALayer {
    /// Records that `property` changed from `old` (the model value before), for a transition added later in the
    /// transaction. A layer made in this transaction records nothing: it had no look before.
    func journalChange(_ property: LayerProperty, from old: LayerValue) {
        guard Self.suppressingMarks == 0, isCommitted else { return }
        if lookJournalToken == 0 { lookJournalToken = TransactionLookJournal.makeToken() }
        TransactionLookJournal.record(self, token: lookJournalToken, old: old) { layer, value in
            let current = layer.layerValue(property) ?? value
            layer.setLayerValue(value, for: property)
            layer.dropRasterizedBitmaps()
            return current
        }
    }

    /// Marks the layer's area and records that the property at `key` (of this layer's class) changed from `old`:
    /// the `didSet` of a property that changes what the layer draws.
    func lookDidChange<Layer: CALayer, Value>(_ key: ReferenceWritableKeyPath<Layer, Value>, from old: Value) {
        markArea()
        journalChange(key, from: old)
    }

    /// Records that the property at `key` (of this layer's class) changed from `old`.
    func journalChange<Layer: CALayer, Value>(_ key: ReferenceWritableKeyPath<Layer, Value>, from old: Value) {
        guard Self.suppressingMarks == 0, isCommitted, let layer = self as? Layer else { return }
        if lookJournalToken == 0 { lookJournalToken = TransactionLookJournal.makeToken() }
        TransactionLookJournal.record(layer, token: lookJournalToken, old: old) { layer, value in
            let current = layer[keyPath: key]
            layer[keyPath: key] = value
            layer.dropRasterizedBitmaps()
            return current
        }
    }

    /// Drops the rasterized bitmaps the layer is part of (its own and its ancestors'), as a mark does: the journal's
    /// swaps mark nothing, and a bitmap painted between them (for the picture) must not outlive them.
    private func dropRasterizedBitmaps() {
        var layer: CALayer? = self
        while let current = layer {
            current.rasterizedContent = nil
            layer = current.superlayer ?? current.maskOwner
        }
    }
}

extension UIView {
    /// Records that a property of `view` (this view) that changes how it is drawn changed from `old`; `exchange`
    /// puts a value in the view's storage with no side effect and returns the one it replaced. A view in no window
    /// records nothing: it was not on screen.
    final func journalChange<View: UIView, Value>(
        of view: View, from old: Value, exchange: @escaping @MainActor (View, Value) -> Value
    ) {
        guard storedWindow != nil else { return }
        if lookJournalToken == 0 { lookJournalToken = TransactionLookJournal.makeToken() }
        TransactionLookJournal.record(view, token: lookJournalToken, old: old, exchange: exchange)
    }
}
