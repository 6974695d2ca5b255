import Foundation

/// A text field's undo and redo stacks.
///
/// Each step keeps the text and selection before and after one edit. Consecutive typing joins one step, and so
/// does consecutive deleting, as UIKit's "Undo Typing" takes back a whole run; a run ends when the kind of edit
/// changes, the selection moves by other means, or editing ends. Cuts, pastes and clears are a step each.
/// Difference: UIKit keeps these in an `UndoManager` shared up the responder chain; OpenUIKit keeps them in the
/// field (no `undoManager`), reached through the `undo:` and `redo:` actions.
struct TextEditHistory {
    struct State: Equatable {
        var text: String
        var selection: Range<Int>
    }

    enum Kind: Equatable {
        case typing
        case deleting
        /// An edit that is a step of its own (cut, paste, clear).
        case other
    }

    private struct Step {
        var before: State
        var after: State
        var kind: Kind
    }

    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []
    /// Whether the next edit of the same kind may join the last step.
    private var runIsOpen = false

    /// The most steps kept; the oldest go first.
    static let limit = 100

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    mutating func record(_ kind: Kind, from before: State, to after: State) {
        redoSteps.removeAll()
        if runIsOpen, kind != .other, let last = undoSteps.last, last.kind == kind, last.after == before {
            undoSteps[undoSteps.count - 1].after = after
        } else {
            undoSteps.append(Step(before: before, after: after, kind: kind))
            if undoSteps.count > Self.limit { undoSteps.removeFirst() }
        }
        runIsOpen = kind != .other
    }

    /// Ends the current typing or deleting run: the next edit starts a new step.
    mutating func endRun() { runIsOpen = false }

    /// Takes back the last step; returns the state to restore.
    mutating func undo() -> State? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        runIsOpen = false
        return step.before
    }

    /// Does again the last step taken back; returns the state to restore.
    mutating func redo() -> State? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        runIsOpen = false
        return step.after
    }

    mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        runIsOpen = false
    }
}
