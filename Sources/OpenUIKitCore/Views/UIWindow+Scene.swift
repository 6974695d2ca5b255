import Foundation

extension UIWindow {
    /// A window for `windowScene`, as UIKit's scene-based apps make theirs: the size of the scene's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }

    /// The scene the window belongs to: its application's one scene (``UIWindowScene``); nil for a window of no
    /// application. Setting another scene is ignored: OpenUIKit has one per application.
    public var windowScene: UIWindowScene? {
        get { application.map { UIWindowScene.scene(of: $0) } }
        set {}
    }

    /// The screen the window is on: OpenUIKit knows one (``UIScreen/main``); setting it is ignored.
    public var screen: UIScreen {
        get { UIScreen.main }
        set {}
    }
}
