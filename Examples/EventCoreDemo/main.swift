// The event-core demo: a small app built with OpenUIKit, driven headless by scripted input, printing what each
// responder hears and why each touch landed where it did. Run it with `bash Examples/demo.sh` (or
// `swift run openuikit-demo`).
import OpenUIKit
import OpenUIKitTesting

/// A square the user drags around by hand: custom touch handling, as seed 003 recommends for direct manipulation.
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

/// The screen's controller: handles `save:` sent with a nil target, and shakes.
final class NotesController: UIViewController {
    var onEvent: (String) -> Void = { _ in }

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
    var onEvent: (String) -> Void = { _ in }
    override func remoteControlReceived(with event: UIEvent?) {
        onEvent("app delegate: remote control \(event!.subtype)")
    }
}

/// A text field stand-in that can become first responder.
final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

func format(_ point: CGPoint) -> String { "(\(Int(point.x.rounded())), \(Int(point.y.rounded())))" }

@MainActor
func runDemo() throws {
    let delegate = AppDelegate()
    let driver = EventDriver(delegate: delegate)
    let say: (String) -> Void = { print("  " + $0) }
    delegate.onEvent = say

    let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.accessibilityIdentifier = "window"
    let controller = NotesController()
    controller.onEvent = say
    controller.view.accessibilityIdentifier = "notes"
    window.rootViewController = UINavigationController(rootViewController: controller)

    controller.view.backgroundColor = .systemBackground
    let square = DraggableSquare(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    square.accessibilityIdentifier = "square"
    square.backgroundColor = .systemOrange
    square.layer.cornerRadius = 10
    square.layer.shadowOpacity = 0.3
    square.layer.shadowOffset = CGSize(width: 0, height: 3)
    square.onEvent = say
    let photo = UIImageView(image: UIImage(size: CGSize(width: 120, height: 80)))
    photo.frame = CGRect(x: 200, y: 20, width: 120, height: 80)
    photo.accessibilityIdentifier = "photo"
    photo.backgroundColor = .systemGray5
    photo.layer.cornerRadius = 6
    let caption = UILabel(frame: CGRect(x: 200, y: 104, width: 180, height: 20))
    caption.text = "图片不接收触摸事件"
    caption.font = .systemFont(ofSize: 13)
    caption.textColor = .secondaryLabel
    let field = FieldView(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
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
    let slider = UISlider(frame: CGRect(x: 86, y: 250, width: 130, height: 31))
    slider.value = 0.6
    let segments = UISegmentedControl(items: ["Touch", "Motion", "远程"])
    segments.frame = CGRect(x: 226, y: 250, width: 164, height: 30)
    segments.selectedSegmentIndex = 0
    for view in [square, photo, caption, field, button, toggle, slider, segments] as [UIView] {
        controller.view.addSubview(view)
    }
    driver.application.drainEventQueue()

    print("1. Drag the square with one finger")
    try driver.touchDown(1, at: CGPoint(x: 40, y: 40))
    try driver.touchMove(1, to: CGPoint(x: 90, y: 60))
    try driver.touchMove(1, to: CGPoint(x: 140, y: 90))
    try driver.touchUp(1)

    print("2. Tap the photo: image views take no touches, so the touch falls through to the controller")
    window.hitTestTraceObserver = { trace in
        for line in trace.summary { print("     trace  \(line)") }
        print("     chain  \(trace.responderChain.joined(separator: " → "))")
    }
    try driver.tap(at: CGPoint(x: 250, y: 50))
    window.hitTestTraceObserver = nil

    print("3. A nil-targeted action from the field")
    _ = field.becomeFirstResponder()
    _ = driver.application.sendAction("save:", to: nil, from: field, for: nil)

    print("4. Shake, then press play on a media key")
    try driver.shake()
    try driver.remoteControl(.remoteControlPlay)

    print("5. The square is removed while a finger is on it")
    try driver.touchDown(2, at: CGPoint(x: 130, y: 80))
    square.removeFromSuperview()
    try driver.touchUp(2)

    print("6. Bad input is reported, not crashed on")
    driver.sendUnchecked(RawInput(window: window.identifier, timestamp: 1, payload: .touches([
        .init(identifier: .init(device: 1, number: 9), phase: .moved, location: CGPoint(x: CGFloat.nan, y: 0)),
    ])))
    for diagnostic in driver.diagnostics { say("diagnostic: \(diagnostic)") }

    print("7. Tap the button: its nil-targeted save: reaches the controller")
    try driver.tap(at: CGPoint(x: 300, y: 215), finger: 3)

    // Until the X11 backend lands the window is drawn off-screen; save what it shows.
    controller.view.addSubview(square)
    square.center = CGPoint(x: 120, y: 80)
    let path = CommandLine.arguments.dropFirst().first ?? "openuikit-demo.png"
    if let data = window.renderer.image().pngData() {
        do {
            try data.write(to: URL(fileURLWithPath: path))
            print("Screenshot of the demo window (drawn off-screen by Cairo): \(path)")
        } catch {
            print("could not write \(path): \(error)")
        }
    }
}

MainActor.assumeIsolated {
    do {
        try runDemo()
    } catch {
        print("demo failed: \(error)")
        exit(1)
    }
}
