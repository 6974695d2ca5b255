import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// `UIRefreshControl` on a scroll view: a long pull starts one refresh during the drag, the content rests under
/// the control while it refreshes and goes back when it ends; `beginRefreshing()` sends no action.
@MainActor
@Suite struct RefreshControlTests {
    /// Logs each `.valueChanged` with the control's and the scroll view's state.
    @MainActor
    final class Target {
        var log: [String] = []
        init(_ control: UIRefreshControl, in scrollView: UIScrollView) {
            control.addAction(
                UIAction { [unowned self, unowned control, unowned scrollView] _ in
                    log.append("refresh refreshing=\(control.isRefreshing) dragging=\(scrollView.isDragging)")
                }, for: .valueChanged)
        }
    }

    @Test func aLongPullRefreshesOnceAndTheContentRestsUnderTheControlUntilItEnds() throws {
        let scene = ScrollScene()
        let control = UIRefreshControl()
        let target = Target(control, in: scene.scrollView)
        scene.scrollView.refreshControl = control
        #expect(control.superview === scene.scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
        // A pull to 360 points below the start: past 90 points of stretched offset during the drag.
        try scene.drag(
            from: CGPoint(x: 100, y: 20), through: (1...12).map { CGPoint(x: 100, y: 20 + CGFloat($0) * 30) })
        #expect(target.log == ["refresh refreshing=true dragging=true"])
        #expect(scene.scrollView.adjustedContentInset.top == 60)
        scene.driver.advance(by: 2)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -60))
        #expect(control.frame.minY == -60)
        // Another pull while refreshing starts nothing.
        try scene.drag(
            from: CGPoint(x: 100, y: 20), through: (1...12).map { CGPoint(x: 100, y: 20 + CGFloat($0) * 30) })
        scene.driver.advance(by: 2)
        #expect(target.log.count == 1)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scene.scrollView.adjustedContentInset.top == 0)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 0))
        #expect(scene.driver.finish().isClean)
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let scene = ScrollScene()
        let control = UIRefreshControl()
        let target = Target(control, in: scene.scrollView)
        scene.scrollView.refreshControl = control
        try scene.drag(from: CGPoint(x: 100, y: 20), through: [CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)])
        scene.driver.advance(by: 2)
        #expect(target.log.isEmpty && !control.isRefreshing)
        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test func beginRefreshingShowsTheControlWithoutAnAction() {
        let scene = ScrollScene()
        let control = UIRefreshControl()
        let target = Target(control, in: scene.scrollView)
        scene.scrollView.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing && target.log.isEmpty)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -60))
        control.endRefreshing()
        #expect(scene.scrollView.contentOffset == .zero)
        // Replacing the control takes the old one out.
        let other = UIRefreshControl()
        scene.scrollView.refreshControl = other
        #expect(control.superview == nil && other.superview === scene.scrollView)
    }
}
