import OpenUIKit

/// A square the user drags around by hand: custom touch handling, as UIKit suggests for direct manipulation.
final class DraggableSquare: UIView {
    var onEvent: (String) -> Void = { _ in }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onEvent("square: picked up at \(format(touches.first!.location(in: superview)))")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        onEvent("square: dragged to centre \(format(center))")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onEvent("square: dropped")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onEvent("square: drag cancelled")
    }
}

/// The screen's controller: handles `save:` sent with a nil target, shakes, and touches nobody else wanted.
final class NotesController: UIViewController {
    var onEvent: (String) -> Void = { _ in }
    /// Holds the demo's views inside the safe area: the controller's view extends under the navigation bar, as in
    /// UIKit, so content laid out from its top would sit under the bar.
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        content.accessibilityIdentifier = "content"
        view.addSubview(content)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.frame = view.safeAreaLayoutGuide.layoutFrame
    }

    func save(_ sender: Any?) { onEvent("controller: save: performed (found by walking up from the first responder)") }

    override class var actionMethods: [Selector: ActionMethod] {
        super.actionMethods.merging(["save:": .method(NotesController.save)]) { $1 }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        onEvent("controller: \(motion) ended → undo")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onEvent("controller: a touch on the background reached me through the responder chain")
    }
}

/// The application delegate, last in the responder chain: it handles remote-control events.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var onEvent: (String) -> Void = { print("  " + $0) }
    var onLaunch: ((UIWindow) -> Void)?
    var window: UIWindow?
    private(set) var screen: DemoScreen?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let screen = DemoScreen(say: onEvent)
        self.screen = screen
        window = screen.window
        screen.window.makeKeyAndVisible()
        onLaunch?(screen.window)
        return true
    }

    override func remoteControlReceived(with event: UIEvent?) {
        onEvent("app delegate: remote control \(event!.subtype)")
    }
}

/// A text field stand-in that can become first responder.
final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

func format(_ point: CGPoint) -> String { "(\(Int(point.x.rounded())), \(Int(point.y.rounded())))" }

/// The demo's window: a draggable square, an image view that takes no touches, a text field stand-in, a button
/// sending a nil-targeted `save:`, a switch, a slider, a segmented control, and a double-tap recognizer.
@MainActor
final class DemoScreen {
    let window: UIWindow
    let controller = NotesController()
    let square = DraggableSquare(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    let field = FieldView(frame: CGRect(x: 20, y: 200, width: 200, height: 30))

    init(say: @escaping (String) -> Void) {
        // 300 points of content under the navigation bar.
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300 + UINavigationBar.standardHeight))
        window.accessibilityIdentifier = "OpenUIKit demo"
        controller.title = "Event core"
        controller.onEvent = say
        controller.view.accessibilityIdentifier = "notes"
        controller.view.backgroundColor = .systemBackground
        window.rootViewController = UINavigationController(rootViewController: controller)

        square.accessibilityIdentifier = "square"
        square.backgroundColor = .systemOrange
        square.layer.cornerRadius = 10
        square.layer.shadowOpacity = 0.3
        square.layer.shadowOffset = CGSize(width: 0, height: 3)
        square.onEvent = say
        let doubleTap = UITapGestureRecognizer { _ in say("double tap on the square: colour changes") }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addHandler { [square] _ in
            square.backgroundColor = square.backgroundColor == .systemOrange ? .systemPink : .systemOrange
        }
        square.addGestureRecognizer(doubleTap)

        let photo = UIImageView(image: UIImage(size: CGSize(width: 120, height: 80)))
        photo.frame = CGRect(x: 200, y: 20, width: 120, height: 80)
        photo.accessibilityIdentifier = "photo"
        photo.backgroundColor = .systemGray5
        photo.layer.cornerRadius = 6
        let caption = UILabel(frame: CGRect(x: 200, y: 104, width: 180, height: 20))
        caption.text = "图片不接收触摸事件"
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel

        field.accessibilityIdentifier = "field"
        field.backgroundColor = .systemGray6
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor.systemGray3.cgColor
        field.layer.cornerRadius = 6

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 240, y: 197, width: 120, height: 36)
        button.setTitle("Save 保存", for: .normal)
        button.backgroundColor = .systemGray6
        button.layer.cornerRadius = 8
        button.addTarget(nil, action: "save:", for: .primaryActionTriggered)

        let toggle = UISwitch(frame: CGRect(x: 20, y: 250, width: 0, height: 0))
        toggle.isOn = true
        toggle.addAction(UIAction { _ in say("switch: \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
        let slider = UISlider(frame: CGRect(x: 86, y: 250, width: 130, height: 31))
        slider.value = 0.6
        slider.isContinuous = false
        slider.addAction(UIAction { _ in say("slider: \(slider.value)") }, for: .valueChanged)
        let segments = UISegmentedControl(items: ["Touch", "Motion", "远程"])
        segments.frame = CGRect(x: 226, y: 250, width: 164, height: 30)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { _ in say("segment: \(segments.selectedSegmentIndex)") }, for: .valueChanged)
        for view in [square, photo, caption, field, button, toggle, slider, segments] as [UIView] {
            controller.content.addSubview(view)
        }
        _ = field.becomeFirstResponder()
    }
}
