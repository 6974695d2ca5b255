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
    func zoomAboutVisibleCentre(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else {
            owningApplicationOrShared.report(
                .programmingError, "UIScrollView.setZoomScale: \(scale) is not a positive number; ignored")
            return
        }
        guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self) else {
            storedZoomScale = clampedZoomScale(scale)
            return
        }
        let focus = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        applyZoom(scale, to: view, anchor: anchor, focus: focus)
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
