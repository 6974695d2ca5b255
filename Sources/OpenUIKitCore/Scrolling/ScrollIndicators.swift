import Foundation

/// The two thin bars that show where the visible part lies in the content while it scrolls, then fade.
///
/// Mirrors UIKit's scroll indicators: subviews of the scroll view (in front of the content, taking no touches),
/// shown while a finger drags or the content moves and for ``fadeDelay`` after, then faded out over
/// ``fadeDuration`` on the frame clock and removed. Each bar's length is the visible fraction of the content,
/// at least ``minimumLength``, and shrinks while the content is stretched past an edge.
@MainActor
final class ScrollIndicators {
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 12
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    let vertical = ScrollIndicatorView()
    let horizontal = ScrollIndicatorView()
    private var fadeTimer: ScheduledTimer?
    private var fadeLink: CADisplayLink?

    var isShowing: Bool { vertical.superview != nil || horizontal.superview != nil }

    /// Shows the indicators the scroll view wants (fully opaque), in front of its content.
    func show(in scrollView: UIScrollView) {
        cancelFade()
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size
        let content = scrollView.contentSize
        let wantsVertical =
            scrollView.showsVerticalScrollIndicator && content.height + inset.top + inset.bottom > size.height
        let wantsHorizontal =
            scrollView.showsHorizontalScrollIndicator && content.width + inset.left + inset.right > size.width
        for (bar, wanted) in [(vertical, wantsVertical), (horizontal, wantsHorizontal)] {
            guard wanted else {
                if bar.superview != nil { bar.removeFromSuperview() }
                continue
            }
            bar.alpha = 1
            bar.backgroundColor =
                scrollView.indicatorStyle == .white ? UIColor(white: 1, alpha: 0.6) : UIColor(white: 0, alpha: 0.45)
            let subviews = scrollView.subviews
            let inFront = subviews.last === bar || (subviews.count > 1 && subviews[subviews.count - 2] === bar)
            if bar.superview !== scrollView || !inFront { scrollView.addSubview(bar) }
        }
        layout(in: scrollView)
    }

    /// Places the shown bars for the scroll view's current offset.
    func layout(in scrollView: UIScrollView) {
        guard isShowing else { return }
        let bounds = scrollView.bounds
        let limits = scrollView.offsetLimits
        let both = vertical.superview != nil && horizontal.superview != nil
        let corner = both ? Self.thickness + Self.margin : 0
        let inset = scrollView.adjustedContentInset
        let content = scrollView.contentSize
        for (bar, isVertical) in [(vertical, true), (horizontal, false)] where bar.superview != nil {
            // Worked out along the bar's own axis: `along(v, h)` picks the vertical or the horizontal quantity.
            func along(_ verticalValue: CGFloat, _ horizontalValue: CGFloat) -> CGFloat {
                isVertical ? verticalValue : horizontalValue
            }
            let (start, length) = Self.bar(
                offset: along(bounds.minY, bounds.minX), low: along(limits.min.y, limits.min.x),
                high: along(limits.max.y, limits.max.x),
                track: along(bounds.height, bounds.width) - 2 * Self.margin - corner,
                visible: along(bounds.height, bounds.width),
                extent: along(content.height + inset.top + inset.bottom, content.width + inset.left + inset.right))
            let across = along(bounds.maxX, bounds.maxY) - Self.margin - Self.thickness
            let position = along(bounds.minY, bounds.minX) + Self.margin + start
            bar.frame =
                isVertical
                ? CGRect(x: across, y: position, width: Self.thickness, height: length)
                : CGRect(x: position, y: across, width: length, height: Self.thickness)
        }
    }

    /// Where along its track a bar starts, and how long it is.
    static func bar(
        offset: CGFloat, low: CGFloat, high: CGFloat, track: CGFloat, visible: CGFloat, extent: CGFloat
    ) -> (CGFloat, CGFloat) {
        guard extent > 0, track > 0 else { return (0, 0) }
        var length = max(minimumLength, track * min(1, visible / extent))
        let stretch = offset < low ? low - offset : (offset > high ? offset - high : 0)
        length = max(thickness * 2, length - stretch)
        let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
        return (progress * (track - length), length)
    }

    /// Fades the bars out after ``fadeDelay``, unless they are shown again first.
    func scheduleFade(in scrollView: UIScrollView) {
        guard isShowing, let application = scrollView.owningApplication else { return }
        cancelFade()
        fadeTimer = application.clock.schedule(after: Self.fadeDelay) { [weak self, weak application] in
            guard let self, let application else { return }
            self.fadeTimer = nil
            let start = application.clock.now
            let link = CADisplayLink { [weak self] link in self?.fadeFrame(elapsed: link.timestamp - start) }
            self.fadeLink = link
            link.add(to: .main, forMode: .common)
        }
    }

    private func fadeFrame(elapsed: TimeInterval) {
        let alpha = 1 - CGFloat(elapsed / Self.fadeDuration)
        guard alpha > 0 else {
            hide()
            return
        }
        for bar in [vertical, horizontal] where bar.superview != nil { bar.alpha = alpha }
    }

    private func cancelFade() {
        fadeTimer?.cancel()
        fadeTimer = nil
        fadeLink?.invalidate()
        fadeLink = nil
    }

    /// Removes the bars now.
    func hide() {
        cancelFade()
        for bar in [vertical, horizontal] where bar.superview != nil { bar.removeFromSuperview() }
    }

    /// Stops any fade without touching the views (safe from the scroll view's deinit).
    func stop() {
        cancelFade()
    }
}

/// One scroll indicator: a rounded bar that takes no touches.
@MainActor
final class ScrollIndicatorView: UIView {
    /// Toolkit-internal: never made from an archive.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        layer.cornerRadius = ScrollIndicators.thickness / 2
        accessibilityIdentifier = "scrollIndicator"
    }
}
