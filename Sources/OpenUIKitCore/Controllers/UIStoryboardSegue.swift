import Foundation

/// A transition between two scenes of a storyboard. Mirrors UIKit's `UIStoryboardSegue` (`identifier`, `source`,
/// `destination`, `perform()`) so that code preparing for segues compiles. OpenUIKit's storyboards are code
/// (UIStoryboard.swift) and have no segues: nothing makes one but app code, and `perform()` does nothing unless a
/// subclass overrides it, as in UIKit.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination. The base class does nothing; subclasses override it.
    open func perform() {}
}
