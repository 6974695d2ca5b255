import Foundation

// The one way the core finds an application: a view's is its window's; what belongs to no view finds the current
// application here, and nowhere else.

extension UIApplication {
    /// The application that work from no view goes to (an animation block's clock, a display link added to the
    /// main run loop, a bar button item's action, API misuse that names no view): the current one, the newest made,
    /// which `shared` returns. UIKit has exactly one; OpenUIKit's test harness makes one per test before the test's
    /// objects, so each test's work reaches its own.
    static var current: UIApplication { shared }

    /// The application `view` belongs to: its window's, else (a view in no window belongs to none) the current one.
    static func owning(_ view: UIView?) -> UIApplication {
        view?.window?.application ?? current
    }

    /// Reports a misuse of an API (UIKit raises an exception) to the application `view` belongs to, or to the
    /// current one when the misuse names no view; the call was ignored or corrected.
    static func reportProgrammingError(_ message: String, about view: UIView? = nil) {
        owning(view).report(.apiMisuse, message)
    }

    /// The application whose clock and frames animations run on (`UIView.animate`, layer animations,
    /// `CACurrentMediaTime()`): the current one. An animation block names no view, and a standalone layer may
    /// belong to none, so this is a global by nature, as Core Animation's clock is.
    static var animationApplication: UIApplication { current }

    /// Reports a programming error of `kind` about `view` to the application `view` belongs to (with no view, to
    /// the current application).
    static func reportProgrammingError(_ kind: ProgrammingError.Kind, _ message: String, about view: UIView? = nil) {
        owning(view).report(kind, message)
    }
}

extension UIView {
    /// The application whose input reaches this view: the one its window is shown in. Nil off-window.
    var owningApplication: UIApplication? {
        window?.application
    }
}
