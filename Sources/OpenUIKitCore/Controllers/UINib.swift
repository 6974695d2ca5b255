import Foundation

/// A nib whose views are written in code: the replacement for an Interface Builder `.xib`, which OpenUIKit cannot
/// read. Mirrors UIKit's `UINib` for the code that uses one: `UINib(nibName:bundle:)`, `instantiate(withOwner:
/// options:)`, and a view controller made with `init(nibName:bundle:)` whose `loadView()` loads its nib.
///
/// A port replaces `DetailViewController.xib` with one registration made before the app starts:
///
/// ```swift
/// UINib.register(name: "DetailViewController") { owner in
///     let view = UIView(frame: UIScreen.main.bounds)
///     …  // what the xib held; set the owner's outlets through `owner`
///     return [view]
/// }
/// ```
///
/// As in UIKit, a controller's `nibName` defaults to nothing (OpenUIKit does not guess it from the class name), and
/// `loadView()` takes the nib's first top-level object that is a view as the controller's view.
@preconcurrency @MainActor
open class UINib {
    /// What a registered nib makes: its top-level objects, given the owner (the controller loading it, or what
    /// `instantiate(withOwner:)` is given).
    public typealias Contents = @MainActor (_ owner: Any?) -> [Any]

    private static var definitions: [String: Contents] = [:]

    /// Defines the nib `name`. Defining a name again replaces it. OpenUIKit's replacement for a nib file.
    public static func register(name: String, contents: @escaping Contents) {
        definitions[name] = contents
    }

    /// Whether a nib of that name is registered.
    static func isRegistered(_ name: String) -> Bool { definitions[name] != nil }

    private let name: String

    /// The nib registered as `name`; the bundle is accepted and not used (nibs are code).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// New instances of the nib's top-level objects, in order. A name never registered gives none, and a
    /// diagnostic (UIKit raises).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        guard let contents = Self.definitions[name] else {
            // No view: the current application hears it, as it does of views in no window.
            UIApplication.reportProgrammingError(
                "UINib \"\(name)\" is not registered (register it with UINib.register(name:contents:)); it has "
                    + "no objects")
            return []
        }
        return contents(ownerOrNil)
    }
}
