import Foundation

// Movements that run without a finger: deceleration, springing back, paging and animated offsets. Each runs on a
// display link created for it and invalidated when it ends, so an idle scroll view costs no frames.

extension UIScrollView {
    /// Whether the content is moving on its own (decelerating or animating).
    var isAnimating: Bool { animation != nil }

    func startAnimation(_ newAnimation: ScrollAnimation) {
        animation = newAnimation
        isDecelerating = newAnimation.ending == .deceleration
        guard animationLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.animationFrame(at: link.timestamp) }
        animationLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Stops the movement where it is, without its end callback (a finger caught it, or the app moved the content);
    /// an animated zoom stops with it.
    func stopAnimation() {
        animation = nil
        isDecelerating = false
        animationLink?.invalidate()
        animationLink = nil
        stopZoomAnimation()
    }

    private func animationFrame(at time: TimeInterval) {
        guard let current = animation else {
            stopAnimation()
            return
        }
        let (offset, isFinished) = current.offset(at: time)
        moveContent(to: offset)
        // scrollViewDidScroll may have stopped or replaced this animation.
        guard isFinished, let still = animation, still.start == current.start, still.to == current.to else { return }
        finishAnimation(still)
    }

    /// The movement reached its end: the link goes, then the delegate hears of it.
    func finishAnimation(_ finished: ScrollAnimation) {
        stopAnimation()
        indicators.scheduleFade(in: self)
        switch finished.ending {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
