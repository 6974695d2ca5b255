import Foundation

// Zooming: the delegate's viewForZooming(in:) gets a scale transform, placed so its frame starts at the content's
// origin, and contentSize follows its scaled size. A pinch keeps the content point under the fingers under them.

/// A pinch in progress: the view it scales, the point of that view (its own coordinates) held under the fingers,
/// and the zoom scale when it began.
struct ZoomGesture {
    let view: UIView
    let anchor: CGPoint
    let startScale: CGFloat
}

extension UIScrollView {
    /// Attaches the pinch while zooming is possible and keeps ``zoomScale`` within the limits.
    func zoomLimitsDidChange() {
        if zoomEnabled {
            if scrollPinch.view !== self { addGestureRecognizer(scrollPinch) }
        } else if scrollPinch.view === self {
            removeGestureRecognizer(scrollPinch)
        }
        let clamped = clampedZoomScale(storedZoomScale)
        if clamped != storedZoomScale { setZoomScale(clamped, animated: false) }
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// ``setZoomScale(_:animated:)``'s work: about the middle of what is visible.
    func zoomAboutVisibleCentre(_ scale: CGFloat, animated: Bool = false) {
        guard scale.isFinite, scale > 0 else {
            UIApplication.owning(self).report(
                .apiMisuse, "UIScrollView.setZoomScale: \(scale) is not a positive number; ignored")
            return
        }
        stopZoomAnimation()
        guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self) else {
            storedZoomScale = clampedZoomScale(scale)
            return
        }
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        zoom(view, to: scale, anchor: anchor, animated: animated)
    }

    /// ``zoom(to:animated:)``'s work. A rectangle with no area asks for the largest scale (as dividing by its zero
    /// size does); one that is not finite is a programming error.
    func zoomToRect(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width >= 0, rect.height >= 0
        else {
            UIApplication.owning(self).report(
                .apiMisuse, "UIScrollView.zoom(to:): \(rect) is not finite; ignored")
            return
        }
        stopZoomAnimation()
        guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self) else { return }
        let fit = min(bounds.width / max(rect.width, 0), bounds.height / max(rect.height, 0))
        let scale = fit.isFinite ? fit : maximumZoomScale
        zoom(view, to: scale, anchor: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
    }

    /// Zooms `view` to `scale` with `anchor` (a point of it) moving to the middle of the visible area, at once or
    /// over ``ZoomAnimation/duration``.
    private func zoom(_ view: UIView, to scale: CGFloat, anchor: CGPoint, animated: Bool) {
        let focus = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let target = clampedZoomScale(scale)
        let startAnchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        guard animated, window != nil, target != storedZoomScale || startAnchor != anchor else {
            applyZoom(scale, to: view, anchor: anchor, focus: focus)
            return
        }
        zoomAnimation = ZoomAnimation(
            view: view, fromScale: storedZoomScale, toScale: target, fromAnchor: startAnchor, toAnchor: anchor,
            focus: focus, start: clockNow)
        let link = CADisplayLink { [weak self] link in self?.zoomAnimationFrame(at: link.timestamp) }
        zoomAnimationLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Ends an animated zoom where it is, without its end callback (a finger, the app or the window took over).
    func stopZoomAnimation() {
        zoomAnimation = nil
        zoomAnimationLink?.invalidate()
        zoomAnimationLink = nil
    }

    private func zoomAnimationFrame(at time: TimeInterval) {
        guard let current = zoomAnimation, current.view.isDescendant(of: self) else {
            stopZoomAnimation()
            return
        }
        let (scale, anchor, isFinished) = current.state(at: time)
        applyZoom(scale, to: current.view, anchor: anchor, focus: current.focus)
        // scrollViewDidScroll or scrollViewDidZoom may have stopped or replaced this animation.
        guard isFinished, let still = zoomAnimation, still.start == current.start, still.view === current.view
        else { return }
        stopZoomAnimation()
        delegate?.scrollViewDidEndZooming(self, with: still.view, atScale: storedZoomScale)
    }

    /// Sets the scale and places the view so `anchor` (a point of the view) sits at `focus` (a point of the
    /// visible area, relative to its top-left corner), as far as the content's limits allow.
    func applyZoom(_ requested: CGFloat, to view: UIView, anchor: CGPoint, focus: CGPoint) {
        let scale = clampedZoomScale(requested)
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        storedZoomScale = scale
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let offset = CGPoint(
            x: (anchor.x - view.bounds.minX) * scale - focus.x, y: (anchor.y - view.bounds.minY) * scale - focus.y)
        moveContent(to: clampedOffset(offset))
        delegate?.scrollViewDidZoom(self)
    }

    func pinchDidChange(_ pinch: ScrollViewPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            stopZoomAnimation()
            guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self) else { return }
            zoomGesture = ZoomGesture(view: view, anchor: pinch.location(in: view), startScale: storedZoomScale)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            updateZoom(pinch)
        case .changed:
            updateZoom(pinch)
        case .ended, .cancelled:
            guard let gesture = zoomGesture else { return }
            zoomGesture = nil
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: gesture.view, atScale: storedZoomScale)
        default:
            break
        }
    }

    private func updateZoom(_ pinch: ScrollViewPinchGestureRecognizer) {
        // The delegate may have ended the zoom or moved its view out of the scroll view from a callback.
        guard let gesture = zoomGesture, gesture.view.isDescendant(of: self) else { return }
        let fingers = pinch.location(in: self)
        let focus = CGPoint(x: fingers.x - bounds.minX, y: fingers.y - bounds.minY)
        applyZoom(gesture.startScale * pinch.scale, to: gesture.view, anchor: gesture.anchor, focus: focus)
    }
}
