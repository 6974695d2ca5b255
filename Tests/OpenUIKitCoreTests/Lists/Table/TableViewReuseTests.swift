import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A UIKit-style cell subclass: it overrides both designated initializers, as ported code does, and counts the
/// cells made and reused.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    private(set) var reuses = 0
    let badge = UILabel(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A cell subclass with no initializers of its own (it inherits them all).
final class PlainSubclassCell: UITableViewCell {}

@MainActor
@Suite(.serialized) struct TableViewReuseTests {
    @Test func onlyTheVisibleRowsHaveCellsAndScrolledOffCellsAreReused() {
        CountingCell.made = 0
        let scene = TableScene { table, source in
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
            source.logsDisplay = true
        }
        #expect(scene.visibleRows == (0..<10).map { "0.\($0)" })
        #expect(CountingCell.made == 10)
        #expect(scene.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(scene.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0.3")
        let first = scene.log.take()
        #expect(first.prefix(4) == ["cellForRowAt(0.0)", "willDisplay(0.0)", "cellForRowAt(0.1)", "willDisplay(0.1)"])
        #expect(first.count == 20)

        scene.table.contentOffset = CGPoint(x: 0, y: 66)
        // Row 0 (0–44) leaves first; rows 10 and 11 (440–528) come: 66 + 440 = 506 reaches into row 11.
        #expect(
            scene.take() == [
                "didEndDisplaying(0.0)", "cellForRowAt(0.10)", "willDisplay(0.10)", "cellForRowAt(0.11)",
                "willDisplay(0.11)",
            ])
        #expect(scene.visibleRows == (1..<12).map { "0.\($0)" })
        #expect(CountingCell.made == 11, "row 10 reuses row 0's cell; row 11's is new")

        scene.table.contentOffset = CGPoint(x: 0, y: 440)
        scene.window.layoutIfNeeded()
        #expect(scene.visibleRows == (10..<20).map { "0.\($0)" })
        #expect(CountingCell.made == 11, "every later row reuses a cell")
        let reused = scene.table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        #expect(reused == 9, "row 10's cell once, and the eight rows 12–19")
        #expect(scene.table.subviews.filter { $0 is UITableViewCell }.count == 10)
    }

    @Test func registeredSubclassesAreMadeThroughTheirOwnInitializer() {
        let scene = TableScene { table, _ in
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
        }
        let cell = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell is CountingCell)
        #expect(cell?.cellStyle == .subtitle, "the subclass's override ran and chose its style")
        #expect(cell?.reuseIdentifier == "row")
        scene.table.register(PlainSubclassCell.self, forCellReuseIdentifier: "plain")
        let plain = scene.table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
        #expect(plain is PlainSubclassCell)
        #expect(plain.cellStyle == .default)
    }

    @Test func dequeueingAnUnregisteredIdentifierIsReportedAndStillGivesACell() {
        let scene = TableScene()
        let cell = scene.table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "nope")
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
        #expect(scene.table.dequeueReusableCell(withIdentifier: "nope") == nil)
        scene.table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(
            scene.driver.diagnostics.last?.message
                == "UITableView.register(_:forCellReuseIdentifier:): UIView is not a UITableViewCell subclass")
    }

    @Test func geometryQueriesAnswerForRowsOnAndOffScreen() {
        let scene = TableScene(sections: [5, 3]) { _, source in source.titles = ["First", "Second"] }
        let table = scene.table
        // Plain headers with titles are 28 points: section 0 rows start at 28, section 1's header at 28 + 220.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 248, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 364, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 250)) == nil, "a header is not a row")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 300)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1000)) == nil)
        #expect(table.contentSize == CGSize(width: 320, height: 408))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
        #expect(scene.driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }

    /// Plain footers float as headers do, at the other edge: a section's footer sits above the table's bottom edge
    /// while its rows run on below it, and scrolls with them once the section ends on screen.
    @Test func plainFootersStayPinnedAboveTheBottomEdge() {
        let scene = TableScene(sections: [20, 20]) { _, source in source.footerTitles = ["End A", "End B"] }
        let table = scene.table
        // Section 0's rows span 0–880, its 28-point footer 880–908; section 1 starts at 908.
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 880, width: 320, height: 28))
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 412, width: 320, height: 28))
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "End A")
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        scene.window.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame.minY == CGFloat(300 + 412), "still pinned")
        table.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        scene.window.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame.minY == 880, "the section ended on screen")
        #expect(table.footerView(forSection: 1)?.frame.minY == CGFloat(700 + 412), "section 1's footer took over")
        let footerIndex = table.subviews.firstIndex { $0 === table.footerView(forSection: 1) } ?? -1
        let cellIndexes = table.visibleCells.compactMap { cell in table.subviews.firstIndex { $0 === cell } }
        #expect(!cellIndexes.isEmpty && cellIndexes.allSatisfy { $0 < footerIndex }, "footers float above the rows")
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let scene = TableScene()
        let table = scene.table
        let row = IndexPath(row: 50, section: 0)  // 2200–2244
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(2222 - 220))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(2244 - 440))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440), "clamped to the end of the content")
        table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(4400 - 440), "already visible: no scrolling")
        scene.window.layoutIfNeeded()
        #expect(scene.table.cellForRow(at: IndexPath(row: 95, section: 0)) != nil)
    }

    @Test func aMillionEstimatedRowsCostNoMoreThanTheVisibleOnes() {
        let scene = TableScene(sections: [0]) { table, _ in
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 44
        }
        scene.source.rows = [Array(repeating: "row", count: 1_000_000)]
        scene.table.reloadData()
        scene.window.layoutIfNeeded()
        #expect(scene.table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(scene.table.contentSize.height == 44_000_000)
        #expect(scene.table.visibleCells.count == 10)
        scene.table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
    }
}
