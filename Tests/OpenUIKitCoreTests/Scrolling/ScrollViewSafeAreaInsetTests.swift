import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A scroll view under a navigation bar: its content starts below the bar, as UIKit's `adjustedContentInset` makes it.
@MainActor
@Suite struct ScrollViewSafeAreaInsetTests {
    final class RowsController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func aTableUnderANavigationBarStartsBelowIt() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let rows = RowsController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: rows)
        window.layoutIfNeeded()
        let table = rows.tableView!
        let bar = UINavigationBar.standardHeight
        // The table fills the window under the bar; its safe area holds the bar.
        #expect(table.convert(table.bounds, to: window).minY == 0)
        #expect(table.safeAreaInsets.top == bar)
        #expect(table.adjustedContentInset.top == bar)
        #expect(table.contentOffset.y == -bar)
        // The first row shows just below the bar.
        #expect(table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window).minY == bar)
    }

    @Test func eachBehaviourAddsTheSafeAreaAsUIKitDocuments() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let controller = UIViewController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        controller.view.addSubview(scroll)
        window.layoutIfNeeded()
        let bar = UINavigationBar.standardHeight
        var seen: [String] = []
        for behavior in [
            UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always, .never,
        ] {
            scroll.contentInsetAdjustmentBehavior = behavior
            seen.append("\(behavior.rawValue): \(scroll.adjustedContentInset.top)")
        }
        // Automatic and always add the bar at the top; scrollable axes only once the content scrolls vertically.
        #expect(seen == ["0: \(5 + bar)", "1: 5.0", "3: \(5 + bar)", "2: 5.0"])
        scroll.contentSize = CGSize(width: 10, height: scroll.bounds.height * 3)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset.top == 5 + bar)
    }
}
