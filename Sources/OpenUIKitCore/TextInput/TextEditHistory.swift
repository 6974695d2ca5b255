import Foundation

/// A text field's undo and redo stacks.
///
/// A step keeps what one edit changed, not the whole text: where it happened (UTF-16), the text it removed and the
/// text it inserted, and the selection before and after, so typing into a long text copies nothing but the typed
/// characters. Consecutive typing joins one step, and so does consecutive deleting (backwards or forwards), as
/// UIKit's "Undo Typing" takes back a whole run; a run ends when the kind of edit changes, the selection moves by
/// other means, or editing ends. Cuts, pastes and clears are a step each. Difference: UIKit keeps these in an
/// `UndoManager` shared up the responder chain; OpenUIKit keeps them in the field (no `undoManager`), reached
/// through the `undo:` and `redo:` actions.
struct TextEditHistory {
    enum Kind: Equatable {
        case typing
        case deleting
        /// An edit that is a step of its own (cut, paste, clear).
        case other
    }

    /// One edit: at `location`, `removed` was replaced by `inserted`.
    struct Edit: Equatable {
        var location: Int
        var removed: String
        var inserted: String
        var selectionBefore: Range<Int>
        var selectionAfter: Range<Int>
    }

    /// What undo or redo does to the text: replace `range` with `replacement`, then select `selection`.
    struct Change: Equatable {
        var range: Range<Int>
        var replacement: String
        var selection: Range<Int>
    }

    private var undoSteps: [(edit: Edit, kind: Kind)] = []
    private var redoSteps: [(edit: Edit, kind: Kind)] = []
    /// Whether the next edit of the same kind may join the last step.
    private var runIsOpen = false

    /// The most steps kept; the oldest go first.
    static let limit = 100

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    mutating func record(_ kind: Kind, _ edit: Edit) {
        redoSteps.removeAll()
        if runIsOpen, kind != .other, let last = undoSteps.last, last.kind == kind,
            let joined = Self.join(last.edit, edit)
        {
            undoSteps[undoSteps.count - 1].edit = joined
        } else {
            undoSteps.append((edit, kind))
            if undoSteps.count > Self.limit { undoSteps.removeFirst() }
        }
        runIsOpen = kind != .other
    }

    /// `next` continuing `last` as one edit: typing right after what was typed, or deleting right before (Backspace)
    /// or at (Delete) where the last deletion was; nil when it does not continue it.
    private static func join(_ last: Edit, _ next: Edit) -> Edit? {
        guard last.selectionAfter == next.selectionBefore else { return nil }
        var joined = last
        joined.selectionAfter = next.selectionAfter
        if next.removed.isEmpty, next.location == last.location + last.inserted.utf16.count {
            joined.inserted += next.inserted
        } else if last.inserted.isEmpty, next.inserted.isEmpty,
            next.location + next.removed.utf16.count == last.location
        {
            joined.location = next.location
            joined.removed = next.removed + last.removed
        } else if last.inserted.isEmpty, next.inserted.isEmpty, next.location == last.location {
            joined.removed += next.removed
        } else {
            return nil
        }
        return joined
    }

    /// Ends the current typing or deleting run: the next edit starts a new step.
    mutating func endRun() { runIsOpen = false }

    /// Takes back the last step: what to do to the text.
    mutating func undo() -> Change? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        runIsOpen = false
        let edit = step.edit
        return Change(
            range: edit.location..<(edit.location + edit.inserted.utf16.count), replacement: edit.removed,
            selection: edit.selectionBefore)
    }

    /// Does again the last step taken back: what to do to the text.
    mutating func redo() -> Change? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        runIsOpen = false
        let edit = step.edit
        return Change(
            range: edit.location..<(edit.location + edit.removed.utf16.count), replacement: edit.inserted,
            selection: edit.selectionAfter)
    }

    mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        runIsOpen = false
    }
}
