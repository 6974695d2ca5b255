import Foundation
import OpenUIKit

/// The key scenario (issue 13; not in gtkb, driven by `side-by-side/keydrive.c`): an undecorated 400×300 window at
/// the root's origin holding one 200×40 text field at (100, 100), first responder. Prints `READY x y` (the field's
/// centre on the root) once the window is on screen, then `K t` from every `.editingChanged` (gtkentry.c: GtkEntry's
/// "changed"); `QUIT` or end of input exits.
final class TextFieldScenario: UIResponder, UIApplicationDelegate {
    let screen: OnScreen
    var window: UIWindow?

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(screen: OnScreen) {
        self.screen = screen
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = UIColor(rgb: 0xf6f5f4)
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 200, height: 40))
        field.borderStyle = .roundedRect
        field.addAction(UIAction { _ in Drive.out("K \(nowNanoseconds())") }, for: .editingChanged)
        window.addSubview(field)
        Drive.watchCommands { line in
            if line == nil || line == "QUIT" { exit(0) }
        }
        self.window = window
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        screen.whenFirstFrameOnScreen(probe: field) { [self] _ in
            guard let point = screen.centre(of: field) else { return }
            Drive.out("READY \(point.x) \(point.y)")
        }
        return true
    }
}
