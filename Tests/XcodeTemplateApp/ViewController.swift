import OpenUIKit

class ViewController: UIViewController {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        // Laid out from the view's size in viewDidLoad, as much UIKit code does: the badge sits bottom-right.
        badge.center = CGPoint(x: view.bounds.width - 30, y: view.bounds.height - 30)
        view.addSubview(badge)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.addTarget(self, action: #Selector(buttonTapped(_:)), for: .touchUpInside)
        view.addSubview(button)
        print("viewDidLoad: view \(Int(view.bounds.width))x\(Int(view.bounds.height))")
        NotificationCenter.default.addObserver(
            self, selector: #Selector(applicationDidBecomeActive(_:)), name: UIApplication.didBecomeActiveNotification,
            object: nil)
    }

    @ObjC func applicationDidBecomeActive(_ notification: Notification) {
        print("became active")
        fflush(stdout)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear: window \(Int(view.window?.bounds.width ?? 0))x\(Int(view.window?.bounds.height ?? 0))")
        fflush(stdout)
    }

    @ObjC func buttonTapped(_ sender: UIButton) {
        print("tapped")
        fflush(stdout)
    }
}

class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = frame.width / 2
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    deinit {
        print("badge gone")
    }
}

/// Nonisolated code using views, as much Swift 5 UIKit code has (helpers, models that build views): UIKit's
/// main-actor annotations are preconcurrency ones, so Swift 5 mode accepts it without a diagnostic.
func makeSeparator(width: CGFloat) -> UIView {
    let separator = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
    separator.backgroundColor = .separator
    return separator
}

struct Palette {
    static func accent() -> UIColor { .systemBlue }
    let label = UILabel()
}
