import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A view overriding the members UIKit lets subclasses override and component libraries do override: visibility
/// with a `didSet` (a loading bar starting its animation), the hierarchy calls, layout and display requests.
private final class OverridingView: UIView {
    var log: [String] = []
    override var isHidden: Bool {
        didSet { log.append("isHidden \(oldValue)→\(isHidden)") }
    }
    override var alpha: CGFloat {
        didSet { log.append("alpha \(alpha)") }
    }
    override var isUserInteractionEnabled: Bool {
        didSet { log.append("interaction \(isUserInteractionEnabled)") }
    }
    override var tag: Int {
        didSet { log.append("tag \(tag)") }
    }
    override var clipsToBounds: Bool {
        didSet { log.append("clips \(clipsToBounds)") }
    }
    override var transform: CGAffineTransform {
        didSet { log.append("transform \(transform.a)") }
    }
    override func addSubview(_ view: UIView) {
        log.append("addSubview")
        super.addSubview(view)
    }
    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insertSubview at \(index)")
        super.insertSubview(view, at: index)
    }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        log.append("insertSubview above")
        super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        log.append("insertSubview below")
        super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func bringSubviewToFront(_ view: UIView) {
        log.append("bringSubviewToFront")
        super.bringSubviewToFront(view)
    }
    override func sendSubviewToBack(_ view: UIView) {
        log.append("sendSubviewToBack")
        super.sendSubviewToBack(view)
    }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        log.append("exchangeSubview")
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    override func setNeedsLayout() {
        log.append("setNeedsLayout")
        super.setNeedsLayout()
    }
    override func layoutIfNeeded() {
        log.append("layoutIfNeeded")
        super.layoutIfNeeded()
    }
    override func layoutSubviews() {
        log.append("layoutSubviews")
    }
    override func setNeedsDisplay() {
        log.append("setNeedsDisplay")
        super.setNeedsDisplay()
    }
    override func setNeedsDisplay(_ rect: CGRect) {
        log.append("setNeedsDisplay \(rect.width)")
        super.setNeedsDisplay(rect)
    }
    override func sizeToFit() {
        log.append("sizeToFit")
        super.sizeToFit()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
    override func endEditing(_ force: Bool) -> Bool {
        log.append("endEditing \(force)")
        return super.endEditing(force)
    }
}

@MainActor
@Suite struct OverridableViewMembersTests {
    @Test func everyOverrideRunsAndItsSuperDoesTheWork() {
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let d = UIView()
        view.addSubview(a)
        view.insertSubview(b, at: 0)
        view.insertSubview(c, aboveSubview: a)
        view.insertSubview(d, belowSubview: b)
        #expect(view.subviews == [d, b, a, c])
        view.bringSubviewToFront(d)
        view.sendSubviewToBack(c)
        view.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(view.subviews == [d, b, a, c])
        view.isHidden = true
        view.isHidden = true
        view.alpha = 2
        view.isUserInteractionEnabled = false
        view.tag = 7
        view.clipsToBounds = true
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.transform = .identity
        view.sizeToFit()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = view.endEditing(true)
        #expect(
            view.log == [
                "addSubview", "insertSubview at 0", "insertSubview above", "insertSubview below",
                "bringSubviewToFront", "sendSubviewToBack", "exchangeSubview",
                // Setting the same value again still calls the observers, as a stored override's do in UIKit.
                "isHidden false→true", "isHidden true→true", "alpha 1.0", "interaction false", "tag 7", "clips true",
                "transform 2.0", "transform 1.0",
                // sizeToFit changes the bounds, which asks for layout through the overridable request.
                "sizeToFit", "setNeedsLayout", "setNeedsDisplay 10.0", "endEditing true",
            ])
        // The base class's work happened: clamped alpha, the new size, the flags.
        #expect(view.alpha == 1 && view.bounds.size == CGSize(width: 40, height: 20))
        #expect(view.isHidden && !view.isUserInteractionEnabled && view.clipsToBounds && view.tag == 7)
        #expect(view.viewWithTag(7) === view)
    }

    @Test func overriddenVisibilityStillDecidesHitTestingAndLayoutRunsThroughTheOverrides() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        view.isHidden = true
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        view.isHidden = false
        view.log = []
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.log == ["setNeedsLayout", "layoutIfNeeded", "layoutSubviews", "layoutIfNeeded"])
    }
}
