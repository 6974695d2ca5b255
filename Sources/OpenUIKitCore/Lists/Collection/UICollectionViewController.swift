import Foundation

/// A view controller whose view is a collection view, and which is that collection view's data source and
/// delegate.
///
/// Mirrors `UICollectionViewController`: `init(collectionViewLayout:)`, a ``collectionView`` made in `loadView()`
/// (the screen's size, as every root view) with the controller as its data source and delegate, and
/// ``clearsSelectionOnViewWillAppear``. Subclasses override the data source and delegate methods they need, with
/// `override`, as in UIKit.
///
/// Difference: the scroll-view delegate methods (`scrollViewDidScroll(_:)`…) are declared here too, so a subclass
/// writes them with `override` (UIKit's subclasses do not): without the Objective-C runtime a subclass's method
/// would otherwise never be called through the protocol.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Made from an archive with a plain flow layout (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, made with the controller's view; setting it replaces the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
            installStandardMovementGesture()
        }
    }

    /// Whether a long press on an item lifts it and moves it with the finger (through the collection view's
    /// interactive movement), as UIKit's standard gesture does. True by default. Items move only where
    /// `collectionView(_:canMoveItemAt:)` says so (false by default).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { installStandardMovementGesture() }
    }
    private var standardMovementGesture: UILongPressGestureRecognizer?

    private func installStandardMovementGesture() {
        standardMovementGesture?.view?.removeGestureRecognizer(standardMovementGesture!)
        standardMovementGesture = nil
        guard installsStandardGestureForInteractiveMovement, let collectionView = storedCollectionView else { return }
        let gesture = UILongPressGestureRecognizer { [weak collectionView] recognizer in
            collectionView?.driveInteractiveMovement(with: recognizer)
        }
        gesture.name = "interactiveMovement"
        collectionView.addGestureRecognizer(gesture)
        standardMovementGesture = gesture
    }

    /// The collection view's layout.
    public var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Whether the selection is cleared each time the controller's view is about to appear. True by default.
    open var clearsSelectionOnViewWillAppear = true

    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        storedCollectionView = collectionView
        view = collectionView
        installStandardMovementGesture()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Must be overridden when there are items (UIKit raises); reported, and a plain cell shown.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.placeholderCell(
            reporting:
                "UICollectionViewController: \(type(of: self)) does not override collectionView(_:cellForItemAt:)")
    }

    /// Must be overridden when the layout has supplementary views (UIKit raises); reported, and an empty view shown.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.placeholderSupplementaryView(
            reporting: "UICollectionViewController: \(type(of: self)) does not override"
                + " collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate (see the type's difference from UIKit)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
