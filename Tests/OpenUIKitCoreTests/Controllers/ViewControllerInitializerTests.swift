import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ViewControllerInitializerTests {
    /// UIKit's default `loadView()` makes a view as large as the screen, so layout done in `viewDidLoad` from
    /// `view.bounds` does not pile up at the origin; the window then sizes it.
    @Test func theDefaultViewHasTheScreensSizeInViewDidLoad() {
        final class Measuring: UIViewController {
            var seen: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                seen.append("viewDidLoad \(Int(view.bounds.width))×\(Int(view.bounds.height))")
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                seen.append("viewDidLayoutSubviews \(Int(view.bounds.width))×\(Int(view.bounds.height))")
            }
        }
        let driver = EventDriver()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = Measuring(nibName: "Ignored", bundle: nil)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        driver.backend.flush()
        #expect(controller.seen == ["viewDidLoad 1280×800", "viewDidLayoutSubviews 300×200"])
        #expect(controller.nibName == "Ignored" && controller.nibBundle == nil)
    }

    /// UIKit code's initializers compile and make usable objects: `init?(coder:)` on views, controls and
    /// controllers (no archive is read), `awakeFromNib()` overridable.
    @Test func archiveInitializersMakeDefaultObjects() throws {
        let coder = NSCoder()
        let label = try #require(UILabel(coder: coder))
        let button = try #require(UIButton(coder: coder))
        let toggle = try #require(UISwitch(coder: coder))
        let controller = try #require(UIViewController(coder: coder))
        let navigation = try #require(UINavigationController(coder: coder))
        #expect(label.frame == .zero && !label.isUserInteractionEnabled)
        #expect(button.buttonType == .custom && toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(controller.view.bounds.size == UIScreen.main.bounds.size)
        #expect(navigation.viewControllers.isEmpty)
        #expect(UIAlertController(coder: coder) == nil)
    }
}
