import Foundation

// Dragging: the pan recognizer's translation moves the content (whatever input produced it: touches, or wheel
// and touchpad scrolling once the pan accepts them), past an edge it rubber-bands, and letting go hands over to
// deceleration, paging or springing back.

/// What a drag in progress remembers.
struct DragState {
    enum Axis { case horizontal, vertical }
    /// The offset when the drag began, with any rubber-band stretch undone (see `UIScrollView.unstretched`).
    var startOffset: CGPoint
    /// The axis the drag is locked to (``UIScrollView/isDirectionalLockEnabled``), or nil for free movement.
    var lock: Axis?
}

extension UIScrollView {
    /// How much of the finger's travel past an edge the content follows: UIKit's feel, where the stretch grows
    /// ever more slowly and never exceeds the view's size.
    static let rubberBandFactor: CGFloat = 0.55

    /// Below this speed (points per second) a paged drag settles on the nearest page instead of the next one.
    static let pagingFlickVelocity: CGFloat = 200

    /// The rate for springing back into the content and for settling on a page: short, like UIKit's.
    static let settleRate = DecelerationRate.fast

    /// A finger touched the scroll view (or a drag began without one): it is tracking; content that was moving
    /// stops under the finger.
    func fingerDidTouchDown() {
        isTracking = true
        guard let moving = animation else { return }
        stopAnimation()
        // Every scrollViewWillBeginDecelerating is paired with an end, even when a finger catches the content.
        if moving.ending == .deceleration { delegate?.scrollViewDidEndDecelerating(self) }
    }

    func fingersDidLift() {
        isTracking = false
        if !isDragging && !isAnimating { indicators.scheduleFade(in: self) }
    }

    func panDidChange(_ pan: ScrollViewPanGestureRecognizer) {
        switch pan.state {
        case .began:
            // Input without touches (wheel scrolling, once the pan accepts it) has no touch-down to stop the glide.
            if isAnimating { fingerDidTouchDown() }
            let translation = pan.translation(in: self)
            var lock: DragState.Axis?
            if isDirectionalLockEnabled {
                // Locked when the drag starts within about 27° of an axis; a diagonal start moves freely.
                if abs(translation.y) < abs(translation.x) / 2 {
                    lock = .horizontal
                } else if abs(translation.x) < abs(translation.y) / 2 {
                    lock = .vertical
                }
            }
            let start = DragState(startOffset: unstretched(contentOffset), lock: lock)
            drag = start
            // The pan's threshold is a dead zone: the content follows only the movement beyond it, so it starts
            // under the finger without a jump. Scrolling has no threshold: its first step moves the content.
            let length = hypot(translation.x, translation.y)
            let deadZone = pan.isDrivenByScrolling ? 0 : pan.minimumTranslation
            let kept = length > deadZone ? (length - deadZone) / length : 0
            let beyond = CGPoint(x: translation.x * kept, y: translation.y * kept)
            pan.setTranslation(beyond, in: self)
            isDragging = true
            indicators.show(in: self)
            delegate?.scrollViewWillBeginDragging(self)
            if drag != nil, !isZooming { moveContent(to: draggedOffset(beyond, start)) }
        case .changed:
            guard let drag else { return }
            if isZooming {
                // The pinch places the content while it runs; the drag goes on from wherever it leaves it.
                self.drag?.startOffset = unstretched(contentOffset)
                pan.setTranslation(.zero, in: self)
                return
            }
            moveContent(to: draggedOffset(pan.translation(in: self), drag))
        case .ended:
            endDrag(velocity: pan.velocity(in: self))
        case .cancelled:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    /// Where `translation` (the finger's movement since the drag began) puts the content.
    func draggedOffset(_ translation: CGPoint, _ drag: DragState) -> CGPoint {
        var dx = -translation.x, dy = -translation.y
        if drag.lock == .horizontal || !scrollsVertically { dy = 0 }
        if drag.lock == .vertical || !scrollsHorizontally { dx = 0 }
        return stretched(CGPoint(x: drag.startOffset.x + dx, y: drag.startOffset.y + dy))
    }

    /// The finger lifted (or the drag was cancelled): the delegate may change where the content stops; then the
    /// content decelerates, settles on a page or springs back, or stays.
    func endDrag(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        isDragging = false
        var velocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
        if drag.lock == .horizontal || !scrollsVertically { velocity.y = 0 }
        if drag.lock == .vertical || !scrollsHorizontally { velocity.x = 0 }
        if !velocity.x.isFinite || !velocity.y.isFinite { velocity = .zero }

        let offset = contentOffset
        let isStretched = offset != clampedOffset(offset)
        var target: CGPoint
        let rate: CGFloat
        if isPagingEnabled {
            target = pageTarget(from: drag.startOffset, current: offset, velocity: velocity)
            rate = Self.settleRate.rawValue
        } else if isStretched {
            target = clampedOffset(offset)
            rate = Self.settleRate.rawValue
        } else {
            rate = decelerationRate.rawValue
            target = clampedOffset(
                CGPoint(
                    x: offset.x + ScrollAnimation.projectedDistance(velocity: velocity.x, rate: rate),
                    y: offset.y + ScrollAnimation.projectedDistance(velocity: velocity.y, rate: rate)))
        }
        var proposed = target
        withUnsafeMutablePointer(to: &proposed) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        if proposed.x.isFinite && proposed.y.isFinite {
            target = clampedOffset(proposed)
        } else {
            UIApplication.owning(self).report(
                .apiMisuse, "scrollViewWillEndDragging set a target of \(proposed); using \(target)")
        }
        // The delegate may have moved the content, removed the scroll view or started something else.
        let from = contentOffset
        let willDecelerate =
            window != nil && animation == nil
            && hypot(target.x - from.x, target.y - from.y) >= ScrollAnimation.restDistance
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            if !isTracking && !isAnimating { indicators.scheduleFade(in: self) }
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        guard window != nil, animation == nil, !isDragging else {
            // The delegate took over (or removed the view): the deceleration it was told of ends at once.
            delegate?.scrollViewDidEndDecelerating(self)
            return
        }
        // The content may have changed size in the callback: the glide still ends inside it.
        startAnimation(
            ScrollAnimation(
                from: contentOffset, to: clampedOffset(target), start: clockNow, curve: .decay(rate: rate),
                ending: .deceleration))
    }

    /// The page a paged drag settles on: the next page in the direction of a flick, else the nearest, never more
    /// than one page from where the drag began.
    func pageTarget(from start: CGPoint, current: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ start: CGFloat, _ current: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return current }
            let startPage = (start / size).rounded()
            var page = (current / size).rounded()
            if velocity > Self.pagingFlickVelocity {
                page = (current / size).rounded(.down) + 1
            } else if velocity < -Self.pagingFlickVelocity {
                page = (current / size).rounded(.up) - 1
            }
            return min(max(page, startPage - 1), startPage + 1) * size
        }
        return clampedOffset(
            CGPoint(
                x: page(start.x, current.x, velocity.x, bounds.width),
                y: page(start.y, current.y, velocity.y, bounds.height)))
    }

    // MARK: Rubber band

    /// `offset` with the part beyond the limits shrunk to the rubber band's stretch (or cut off without bounces).
    func stretched(_ offset: CGPoint) -> CGPoint {
        let limits = offsetLimits
        return CGPoint(
            x: stretched(offset.x, limits.min.x, limits.max.x, bounds.width),
            y: stretched(offset.y, limits.min.y, limits.max.y, bounds.height))
    }

    private func stretched(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if value < low { return bounces ? low - Self.band(low - value, dimension) : low }
        if value > high { return bounces ? high + Self.band(value - high, dimension) : high }
        return value
    }

    /// The inverse of ``stretched(_:)``: the unstretched offset that shows `offset`, so a drag that catches the
    /// content mid-bounce goes on without a jump.
    func unstretched(_ offset: CGPoint) -> CGPoint {
        let limits = offsetLimits
        func undo(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low - Self.unband(low - value, dimension) }
            if value > high { return high + Self.unband(value - high, dimension) }
            return value
        }
        return CGPoint(
            x: undo(offset.x, limits.min.x, limits.max.x, bounds.width),
            y: undo(offset.y, limits.min.y, limits.max.y, bounds.height))
    }

    /// The stretch shown for `excess` points of finger travel past an edge of a view `dimension` points long.
    static func band(_ excess: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (excess * rubberBandFactor / dimension + 1)) * dimension
    }

    static func unband(_ stretch: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard dimension > 0, stretch < dimension else { return stretch }
        return (1 / (1 - stretch / dimension) - 1) * dimension / rubberBandFactor
    }
}
