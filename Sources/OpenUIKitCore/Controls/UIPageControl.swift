import Foundation

/// A row of dots showing which page of several is current.
///
/// Mirrors `UIPageControl`: a tap that lifts left of the current page's dot goes back one page, right of it
/// forward one page, sending `valueChanged` (then `primaryActionTriggered`) when the page changes. With
/// ``hidesForSinglePage`` and one page or none, the control neither shows nor takes touches. Dots are
/// ``dotSpacing`` points apart, centred. A single-finger tap stays with the control rather than a superview's
/// recognizer (Docs/EventModel.md, "Interacting with other UI controls").
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            setNeedsDisplay()
        }
    }
    /// The current page, kept within `0..<numberOfPages`.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            setNeedsDisplay()
        }
    }
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// Distance between dot centres, in points. OpenUIKit extension; 16.
    public var dotSpacing: CGFloat = 16

    /// The size that shows `pageCount` dots: ``dotSpacing`` per dot plus 8 points a side, 26 points high (iOS 14's
    /// page control height).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * dotSpacing + 16 : 0, height: 26)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    private var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The centre of the dot for `page`, in the control's coordinates.
    public func dotCenter(for page: Int) -> CGPoint {
        let total = CGFloat(max(numberOfPages - 1, 0)) * dotSpacing
        return CGPoint(x: bounds.midX - total / 2 + CGFloat(page) * dotSpacing, y: bounds.midY)
    }

    open override func draw(_ rect: CGRect) {
        guard !isHiddenForSinglePage, numberOfPages > 0 else { return }
        UIGraphicsGetCurrentContext()?.setAlpha(isEnabled ? 1 : ControlDrawing.disabledAlpha)
        for page in 0..<numberOfPages {
            let center = dotCenter(for: page)
            let dot = CGRect(x: center.x - 3.5, y: center.y - 3.5, width: 7, height: 7)
            let color =
                page == currentPage
                ? (currentPageIndicatorTintColor ?? .label)
                : (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.25))
            ControlDrawing.fill(UIBezierPath(ovalIn: dot), color)
        }
    }

    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        !isHiddenForSinglePage && super.point(inside: point, with: event)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isInsideForTracking(touch), numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let target = x < dotCenter(for: currentPage).x ? currentPage - 1 : currentPage + 1
        guard target >= 0, target < numberOfPages else { return }
        currentPage = target
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    override func isDefaultActionGesture(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
