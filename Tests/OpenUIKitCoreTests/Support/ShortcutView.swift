import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A view that offers key commands and logs the actions it performs.
@MainActor
class ShortcutView: RecordingView {
    var commands: [UIKeyCommand] = []
    var performsCopy = false
    override var keyCommands: [UIKeyCommand]? { commands }

    func save(_ sender: Any?) { log.append("\(debugName).save(\((sender as? UIKeyCommand)?.description ?? "?"))") }
    func copy(_ sender: Any?) { log.append("\(debugName).copy") }
    func undo(_ sender: Any?) { log.append("\(debugName).undo(\((sender as? UIKeyCommand)?.description ?? "?"))") }

    override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging([
            "save:": .method(ShortcutView.save), "copy:": .method(ShortcutView.copy),
            "undo:": .method(ShortcutView.undo),
        ]) { $1 }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == "copy:" { return performsCopy }
        return super.canPerformAction(action, withSender: sender)
    }
}
