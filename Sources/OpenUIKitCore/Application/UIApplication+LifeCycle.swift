import Foundation

extension UIApplication {
    /// Where the application is in its life cycle (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    // UIKit's life-cycle notifications, posted on `NotificationCenter.default` with the application as the object,
    // right after the matching delegate method (`UIApplicationDelegate`).
    public static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")

    /// Launches: the delegate's will- and did-finish-launching (stopping at the first that returns false), then
    /// becoming active. Returns whether the launch went on.
    func runLaunch(delegate: any UIApplicationDelegate) -> Bool {
        // A main storyboard's window exists before the delegate is asked anything, and shows once it has finished.
        let storyboardWindow = makeMainStoryboardWindow()
        if let storyboardWindow { delegate.window = storyboardWindow }
        guard delegate.application(self, willFinishLaunchingWithOptions: nil),
            delegate.application(self, didFinishLaunchingWithOptions: nil)
        else { return false }
        if let storyboardWindow { (delegate.window ?? storyboardWindow).makeKeyAndVisible() }
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        applicationState = .active
        delegate.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
        return true
    }

    /// The main storyboard's window (UIStoryboard.swift): the screen's size, the initial view controller as root.
    private func makeMainStoryboardWindow() -> UIWindow? {
        guard let name = UIStoryboard.mainStoryboardName,
            let root = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
        else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        return window
    }

    /// Ends the run: resigning active, entering the background (where UIKit apps save their state), terminating.
    func runTermination(delegate: any UIApplicationDelegate) {
        applicationState = .inactive
        delegate.applicationWillResignActive(self)
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .background
        delegate.applicationDidEnterBackground(self)
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        delegate.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }
}

extension UIResponder {
    // UIKit's keyboard notifications. A desktop has no on-screen keyboard, so OpenUIKit never posts them; they exist
    // so code that observes them compiles and runs.
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
