import Foundation
import OpenUIKit

/// gtkb's `startup` and `click`: an undecorated 400×300 window at the root's origin whose content view (GtkFixed's
/// counterpart) holds one 200×80 button "Click me" at (100, 100); the probe is the button.
///
/// startup: prints `STARTUP t0 t_main t_init t_present t_frame` (main entered, X11Backend opened the display,
/// `makeKeyAndVisible()` returned, first frame on screen) and exits. OpenUIKit creates and maps the X window when
/// the backend's loop attaches (after `didFinishLaunching`), so its window creation falls in present→frame, while
/// `gtk_window_present` realizes and maps inside build→present.
/// click: prints `READY x y` (the button's centre on the root) once the window is on screen, then `P t` from the
/// button's `.touchDown` action and `C t` from its `.touchUpInside` action (gtkb: a capture-phase GtkGestureClick
/// "pressed", and "clicked"); `QUIT` or end of input prints the in-app medians (``InAppLatency``) and exits.
final class ButtonScenario: UIResponder, UIApplicationDelegate {
    let screen: OnScreen
    let click: Bool
    let mainEntered: Int64, toolkitReady: Int64
    var window: UIWindow?

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(screen: OnScreen, click: Bool, mainEntered: Int64, toolkitReady: Int64) {
        self.screen = screen
        self.click = click
        self.mainEntered = mainEntered
        self.toolkitReady = toolkitReady
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        // GTK's window paints its theme background; so does this one, and the button has a background and rounded
        // corners as Adwaita's does.
        window.backgroundColor = UIColor(rgb: 0xf6f5f4)
        let content = UIView(frame: window.bounds)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 80)
        button.setTitle("Click me", for: .normal)
        button.backgroundColor = UIColor(rgb: 0xe8e8e7)
        button.layer.cornerRadius = 5
        content.addSubview(button)
        window.addSubview(content)
        if click {
            let inApp = InAppLatency(screen: screen)
            button.addAction(UIAction { _ in inApp.acted(press: true) }, for: .touchDown)
            button.addAction(UIAction { _ in inApp.acted(press: false) }, for: .touchUpInside)
            Drive.watchCommands { line in
                if line == nil || line == "QUIT" {
                    inApp.report()
                    exit(0)
                }
            }
        }
        self.window = window
        window.makeKeyAndVisible()
        let presented = nowNanoseconds()
        screen.whenFirstFrameOnScreen(probe: button) { [self] time in
            if click {
                guard let point = screen.centre(of: button) else { return }
                Drive.out("READY \(point.x) \(point.y)")
            } else {
                let t0 = ProcessInfo.processInfo.environment["GTKB_T0_NS"] ?? "0"
                Drive.out("STARTUP \(t0) \(mainEntered) \(toolkitReady) \(presented) \(time)")
                exit(0)
            }
        }
        return true
    }
}
