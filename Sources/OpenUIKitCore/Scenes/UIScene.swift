import Foundation

/// One instance of the app's user interface, as UIKit's `UIScene`. OpenUIKit runs one scene per application, a
/// ``UIWindowScene`` holding every window (what `window.windowScene` gives); the scene life cycle (sessions,
/// `UISceneDelegate`, connection options) is not implemented: the application delegate's life cycle is the app's.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's title, shown by UIKit in the app switcher; stored.
    open var title: String = ""

    /// The application, next in the responder chain as in UIKit.
    weak var application: UIApplication?

    open override var next: UIResponder? { application }
}
