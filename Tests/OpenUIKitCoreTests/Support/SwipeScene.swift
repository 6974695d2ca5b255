import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A source whose rows have trailing actions "Delete" (destructive, removes the row) and "Archive", and a leading
/// "Pin" on even rows.
@MainActor
final class SwipeSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    var rows = (0..<30).map { "row \($0)" }
    init(log: CallbackLog) { self.log = log }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.log.append("Delete(\(indexPath.row))")
            self.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
            self.log.append("Archive(\(indexPath.row))")
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, archive])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard indexPath.row.isMultiple(of: 2) else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
                self.log.append("Pin(\(indexPath.row))")
                done(true)
            }
        ])
    }
}

/// A 320×440 plain table of 30 rows of 44 points with `SwipeSource`'s actions, and the checks of each test. Made
/// inside each test's body: another test making its application between a suite's `init` and its test would take
/// `UIApplication.shared` (and the view animator) from it.
@MainActor
struct SwipeScene {
    let log = CallbackLog()
    let driver = EventDriver()
    let window: UIWindow
    let table: UITableView
    let source: SwipeSource

    init() {
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        source = SwipeSource(log: log)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
    }

    private func swipe(row: Int, from startX: CGFloat, to endX: CGFloat, steps: Int = 6) throws {
        try driver.drag(from: CGPoint(x: startX, y: CGFloat(row) * 44 + 22), by: endX - startX, steps: steps)
    }

    private func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    private func buttonTitles(_ row: Int) -> [String] {
        (cell(row)?.subviews ?? []).flatMap { $0.subviews }.compactMap { ($0 as? UIButton)?.currentTitle }
    }

    func aSwipeLeftOpensTheTrailingActionsAndATapOnOneRunsIt() throws {
        try swipe(row: 2, from: 250, to: 130)
        #expect(log.take() == [], "a swipe neither highlights nor selects")
        let width: CGFloat = 74  // a button's width
        #expect(cell(2)?.contentView.frame.minX == -2 * width, "open: both buttons showing")
        #expect(buttonTitles(2) == ["Delete", "Archive"])
        // Trailing: Delete (the first) is outermost at the right edge, Archive inside it.
        try driver.tap(at: CGPoint(x: 320 - width / 2, y: 110))
        driver.advance(by: 1)
        #expect(log.take() == ["Delete(2)"])
        table.window?.layoutIfNeeded()
        #expect(cell(2)?.textLabel?.text == "row 3")
        #expect(cell(2)?.contentView.frame.minX == 0)
        #expect(driver.finish().isClean)
    }

    func aSmallSwipeSpringsBackClosed() throws {
        try swipe(row: 1, from: 250, to: 215)
        #expect(cell(1)?.contentView.frame.minX == 0)
        #expect(buttonTitles(1) == [])
        #expect(log.take() == [])
        #expect(driver.finish().isClean)
    }

    func aFullSwipeRunsTheFirstAction() throws {
        try swipe(row: 4, from: 300, to: 20, steps: 10)
        #expect(log.take() == ["Delete(4)"])
        #expect(source.rows.count == 29)
        #expect(driver.finish().isClean)
    }

    func aSwipeRightOpensTheLeadingActionsOnlyWhereThereAreSome() throws {
        try swipe(row: 1, from: 40, to: 200)
        #expect(cell(1)?.contentView.frame.minX == 0, "row 1 has no leading actions")
        // With nothing to reveal, the drag is the cell's: it stayed on the row, so lifting selects it.
        #expect(log.take() == ["didSelect(1)"])
        try swipe(row: 2, from: 40, to: 200)
        #expect(cell(2)?.contentView.frame.minX == CGFloat(74))
        try driver.tap(at: CGPoint(x: 30, y: 110))
        driver.advance(by: 1)
        #expect(log.take() == ["Pin(2)"])
        #expect(driver.finish().isClean)
    }

    func aTapOrASwipeElsewhereClosesTheOpenRowFirst() throws {
        try swipe(row: 2, from: 250, to: 130)
        try driver.tap(at: CGPoint(x: 100, y: 220))
        driver.advance(by: 1)
        #expect(log.take() == [], "the tap only closed the open row")
        #expect(cell(2)?.contentView.frame.minX == 0)
        try swipe(row: 2, from: 250, to: 130)
        try swipe(row: 6, from: 250, to: 130)
        #expect(cell(2)?.contentView.frame.minX == 0, "the other row's swipe closed row 2")
        #expect(cell(6)?.contentView.frame.minX == 0, "and did not open its own")
        try driver.tap(at: CGPoint(x: 100, y: 220))
        driver.advance(by: 1)
        #expect(log.take() == ["didSelect(5)"])
        #expect(driver.finish().isClean)
    }

    func aVerticalDragStillScrolls() throws {
        try driver.touchDown(1, at: CGPoint(x: 200, y: 300))
        for step in 1...6 {
            driver.advance(by: 1.0 / 64)
            try driver.touchMove(1, to: CGPoint(x: 200 - CGFloat(step) * 3, y: 300 - CGFloat(step) * 20))
        }
        try driver.touchUp(1)
        driver.advance(by: 6)
        #expect(table.contentOffset.y > 100)
        #expect(table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        #expect(driver.finish().isClean)
    }
}
