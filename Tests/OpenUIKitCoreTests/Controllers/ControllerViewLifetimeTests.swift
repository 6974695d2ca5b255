import Foundation
import Testing
import OpenUIKitCore

@MainActor
@Suite struct ControllerViewLifetimeTests {
    /// A view controller's view does not keep its controller alive, in UIKit or here: code that holds on to
    /// `alert.view` after the alert is dismissed and gone (a transition's snapshot, a cache of views) may still put
    /// it in a window, lay it out and tap it. The view then has no controller to ask: it keeps its subviews, lays
    /// them out from what it last knew, and its buttons run nothing.
    @Test func anAlertsViewKeptAfterTheAlertIsGoneStillLaysOutAndTakesTaps() throws {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        log.clear()
        var alert: UIAlertController? = UIAlertController(title: "Delete?", message: "Gone?", preferredStyle: .alert)
        alert?.addAction(UIAlertAction(title: "Cancel", style: .cancel) { log.append("handler \($0.title ?? "")") })
        alert?.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { log.append("handler \($0.title ?? "")") })
        root.present(alert!, animated: false)
        window.layoutIfNeeded()
        let keptView = alert!.view!
        let titles = allViews(in: keptView).compactMap { ($0 as? UIButton)?.currentTitle }
        #expect(titles == ["Cancel", "Delete"])
        alert?.dismiss(animated: false)
        weak let released = alert
        alert = nil
        #expect(released == nil)
        #expect(root.presentedViewController == nil && keptView.window == nil)

        keptView.frame = window.bounds
        window.addSubview(keptView)
        keptView.setNeedsLayout()
        window.layoutIfNeeded()
        let buttons = allViews(in: keptView).compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.currentTitle ?? "" } == ["Cancel", "Delete"])
        let delete = buttons[1]
        try driver.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        driver.advance(by: 1)
        #expect(log.take() == [])
        #expect(keptView.superview === window)
    }
}
