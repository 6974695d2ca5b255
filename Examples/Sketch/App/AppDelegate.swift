import OpenUIKit  // UIKit: import UIKit

// UIKit: @main (the entry is Launch/main.swift: the tests import this module, and a library has no @main)
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = SketchViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The canvas fills the window; a shake clears it.
final class SketchViewController: UIViewController {
    let canvas = SketchCanvasView(frame: .zero)

    override func loadView() {
        view = canvas
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { canvas.clear() }
    }
}
