import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Nibs written in code: a controller made with `init(nibName:bundle:)` loads its registered nib's first view, as
/// UIKit loads a xib, and its owner is the controller.
@MainActor
@Suite struct NibReplacementTests {
    @Test func aControllersNamedNibGivesItsViewAndUnknownNibsAreDiagnosed() {
        let driver = EventDriver()
        var owners: [String] = []
        UINib.register(name: "ChatScene") { owner in
            owners.append(owner is UIViewController ? "controller" : "\(String(describing: owner))")
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.tag = 42
            return ["a top-level object that is not a view", view, UIView()]
        }
        let chat = UIViewController(nibName: "ChatScene", bundle: nil)
        #expect(chat.view.tag == 42 && chat.view.bounds.size == CGSize(width: 300, height: 200))
        #expect(owners == ["controller"])
        // A nib that was never registered: the plain view, as before, and nothing reported (UIKit would look for
        // a file; OpenUIKit never has one).
        let plain = UIViewController(nibName: "NoSuchNib", bundle: nil)
        #expect(plain.view.tag == 0)
        #expect(UINib(nibName: "NoSuchNib", bundle: nil).instantiate(withOwner: nil).isEmpty)
        #expect(UINib(nibName: "ChatScene", bundle: nil).instantiate(withOwner: nil).count == 3)
        #expect(owners == ["controller", "nil"])
        #expect(
            driver.diagnostics.map(\.message) == [
                "UINib \"NoSuchNib\" is not registered (register it with UINib.register(name:contents:)); it has no objects"
            ])
    }
}
