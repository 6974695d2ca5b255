import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A cell whose fitting height is set per row by the test.
final class SizedCell: UITableViewCell {
    var wantedHeight: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: wantedHeight) }
}

/// Gives every row the height in `heights` (60 when absent) through `heightForRowAt`.
@MainActor
final class HeightSource: UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var asked: [Int] = []
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked.append(indexPath.row)
        return 60
    }
}

/// Row heights: fixed, from the delegate, self-sizing; estimates corrected as rows are measured, without moving
/// what is on screen.
@MainActor
@Suite struct TableViewHeightTests {
    @Test func selfSizingRowsCorrectTheEstimateAsTheyAppear() {
        let scene = TableScene(sections: [100], rowHeight: UITableView.automaticDimension) { table, source in
            table.register(SizedCell.self, forCellReuseIdentifier: "row")
            table.estimatedRowHeight = 50
            source.logsDisplay = false
        }
        // Every SizedCell measures 44 by default: ten rows of 44 fill 440, the rest are still estimated at 50.
        #expect(scene.table.visibleCells.count == 10)
        #expect(scene.table.contentSize.height == CGFloat(10 * 44 + 90 * 50))
        #expect(scene.table.rectForRow(at: IndexPath(row: 10, section: 0)).minY == 440)
        #expect(scene.table.rectForRow(at: IndexPath(row: 11, section: 0)).minY == 490)
    }

    @Test func aRowAboveTheScreenMeasuredTallerKeepsTheVisibleRowsInPlace() {
        let scene = TableScene(sections: [100], rowHeight: UITableView.automaticDimension) { table, _ in
            table.register(TextHeightCell.self, forCellReuseIdentifier: "row")
            table.estimatedRowHeight = 44
        }
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        scene.window.layoutIfNeeded()
        let firstVisible = IndexPath(row: 50, section: 0)
        #expect(scene.table.indexPathsForVisibleRows?.first == firstVisible)
        let screenY = scene.table.rectForRow(at: firstVisible).minY - scene.table.contentOffset.y
        // Scrolling up by 20 brings row 49 on screen, and it measures 80 instead of the estimated 44.
        scene.table.contentOffset = CGPoint(x: 0, y: 44 * 50 - 20)
        scene.window.layoutIfNeeded()
        let after = scene.table.rectForRow(at: firstVisible).minY - scene.table.contentOffset.y
        #expect(after == screenY + 20, "row 50 moved down by the 20 points scrolled, not by row 49's growth")
        #expect(scene.table.rectForRow(at: IndexPath(row: 49, section: 0)).height == 80)
        #expect(scene.table.contentOffset.y == CGFloat(44 * 50 - 20 + 36))
        #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 49, section: 0))
    }

    @Test func theDelegatesHeightsAreAskedOnlyForRowsOnScreen() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 44
        let source = HeightSource(count: 1000)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        // The first call is the table's probe of whether heightForRowAt is implemented.
        #expect(source.asked == [0] + Array(0..<8))
        #expect(table.visibleCells.count == 8)
        #expect(table.contentSize.height == CGFloat(8 * 60 + 992 * 44))
    }

    @Test func withoutEstimatesEveryRowsHeightIsAskedOnReload() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 0
        let source = HeightSource(count: 30)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(source.asked == [0] + Array(0..<30))
        #expect(table.contentSize.height == CGFloat(30 * 60))
    }

    @Test func standardCellsSizeToTheirText() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 44, "empty: UIKit's standard 44")
        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "One\nTwo\nThree\nFour"
        configured.contentConfiguration = content
        #expect(configured.sizeThatFits(CGSize(width: 320, height: 0)).height > 60)
    }
}

/// 80 points tall for the row titled "0.49", 44 for the others.
final class TextHeightCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: textLabel?.text == "0.49" ? 80 : 44)
    }
}
