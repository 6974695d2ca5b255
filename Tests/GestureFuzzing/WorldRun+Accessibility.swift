import Foundation
import OpenUIKit
import OpenUIKitTesting

// Accessibility actions in the generated worlds. Views whose id is 2 modulo 3 offer two custom actions, whose
// handlers are `controlAction` callbacks (one kind for every action app code attaches, so the worlds of a fixed seed
// keep their draws); `accessibilityAction` mutations perform an action of a view, from inside any callback, through
// the dispatch the desktop bridge's `doAction` uses: a button's activation (its target-actions), a text field's
// (it begins editing, its delegate hears it), a custom action (its handler, which may fire more mutations).
extension WorldRun {
    /// Gives `view` its custom actions when its id asks for them.
    func addAccessibilityActions(to view: UIView, id: Int) {
        guard id % 3 == 2 else { return }
        view.accessibilityCustomActions = ["Archive", "Flag"].map { actionName in
            UIAccessibilityCustomAction(name: actionName) { [weak view] _ in
                if let view { WorldRun.current?.accessibilityCustomAction(actionName, of: view) }
                return true
            }
        }
    }

    func accessibilityCustomAction(_ actionName: String, of view: UIView) {
        note("\(name(view)).accessibilityCustomAction(\(actionName))")
        callback(.controlAction, view: view, recognizer: nil)
    }

    /// Performs the action at `index` (modulo how many view `id` offers) as a screen reader's `doAction` does.
    func performAccessibilityAction(_ index: Int, of id: Int) {
        guard let view = views[id] else { return }
        let names = driver.accessibilityActionNames(of: view)
        guard !names.isEmpty else { return }
        note("\(name(view)).doAction(\(names[index % names.count]))")
        driver.performAccessibilityAction(at: index % names.count, of: view)
    }
}
