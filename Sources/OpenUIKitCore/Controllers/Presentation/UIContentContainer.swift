import Foundation

/// What a container of view controllers answers about its children's sizes, as UIKit's `UIContentContainer`:
/// view controllers and presentation controllers adopt it.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have; zero lets the parent choose.
    var preferredContentSize: CGSize { get }

    /// The size to give a child, within `parentSize`; the parent's size by default.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
}

extension UIViewController: UIContentContainer {}
