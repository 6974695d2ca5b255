import Foundation

/// A storyboard whose scenes are written in code: the replacement for an Interface Builder storyboard, which
/// OpenUIKit cannot read. Mirrors UIKit's `UIStoryboard` for the code that uses one: `UIStoryboard(name:bundle:)`,
/// `instantiateInitialViewController()`, `instantiateViewController(withIdentifier:)`, and the main storyboard
/// that `UIApplicationMain` loads before the delegate finishes launching.
///
/// A port replaces `Main.storyboard` with one registration, made before the app starts (in its entry, say):
///
/// ```swift
/// UIStoryboard.register(name: "Main", initial: { ViewController() },
///                       scenes: ["detail": { DetailViewController() }])
/// UIStoryboard.mainStoryboardName = "Main"   // Info.plist's UIMainStoryboardFile, if the bundle has none
/// AppDelegate.main()
/// ```
///
/// With a main storyboard, launching does what UIKit does: a window the size of the screen with the initial view
/// controller as its root is made and given to the delegate's `window` before
/// `application(_:willFinishLaunchingWithOptions:)`, and shown (`makeKeyAndVisible()`) after
/// `application(_:didFinishLaunchingWithOptions:)`. Segues are not modelled: a scene's outlets are whatever its
/// factory sets up.
@preconcurrency @MainActor
open class UIStoryboard {
    /// A registered storyboard's scenes.
    struct Definition {
        var initial: (@MainActor () -> UIViewController)?
        var scenes: [String: @MainActor () -> UIViewController]
    }

    private static var definitions: [String: Definition] = [:]

    /// The storyboard `UIApplicationMain` loads: Info.plist's `UIMainStoryboardFile` when the main bundle has one,
    /// else what the app sets (nil: none, as an app that makes its own window).
    public static var mainStoryboardName: String? =
        Bundle.main.object(forInfoDictionaryKey: "UIMainStoryboardFile") as? String

    /// Defines the storyboard `name`: its initial view controller and its identified scenes, each made fresh on
    /// every instantiation. Defining a name again replaces it. OpenUIKit's replacement for a storyboard file.
    public static func register(
        name: String, initial: (@MainActor () -> UIViewController)?,
        scenes: [String: @MainActor () -> UIViewController] = [:]
    ) {
        definitions[name] = Definition(initial: initial, scenes: scenes)
    }

    private let name: String
    private let definition: Definition?

    /// The storyboard registered as `name`. The bundle is accepted and not used (scenes are code). A name never
    /// registered gives a storyboard with no scenes, and a diagnostic when one is asked for (UIKit raises).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        self.definition = Self.definitions[name]
    }

    /// A new instance of the initial view controller; nil if the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = definition?.initial else {
            // No view: the current application hears it, as it does of views in no window.
            UIApplication.reportProgrammingError(
                "UIStoryboard \"\(name)\" has no initial view controller (register it with "
                    + "UIStoryboard.register(name:initial:scenes:))")
            return nil
        }
        return initial()
    }

    /// A new instance of the scene `identifier`. An unknown identifier gives a plain view controller and a
    /// diagnostic, where UIKit raises an exception.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = definition?.scenes[identifier] else {
            UIApplication.reportProgrammingError(
                "UIStoryboard \"\(name)\" has no view controller with identifier \"\(identifier)\"; an empty "
                    + "UIViewController stands in")
            return UIViewController()
        }
        return scene()
    }
}
