import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Editing controls as UIKit shows them: the delete control asks for confirmation with a Delete button, the insert
/// control commits at once, and outside editing mode a data source that commits edits gives rows a Delete swipe.
@MainActor
@Suite struct TableViewEditingTests {
    /// Row 2 of the scene spans 88–132; the delete control's circle is centred 27 points from the left.
    let deleteControl = CGPoint(x: 27, y: 110)
    /// The confirmation button is 74 points wide at the row's trailing edge.
    let deleteButton = CGPoint(x: 320 - 37, y: 110)

    private func buttonTitles(_ cell: UITableViewCell?) -> [String] {
        (cell?.subviews ?? []).flatMap { $0.subviews }.compactMap { ($0 as? UIButton)?.currentTitle }
    }

    /// The data source of the scene deletes the row it is asked to commit, as apps do.
    private func deletingOnCommit(_ scene: TableScene) {
        scene.source.onCall = { [source = scene.source, table = scene.table] name, row in
            guard name == "commit(delete)", let row else { return }
            source.rows[row.section].remove(at: row.row)
            table.deleteRows(at: [row], with: .automatic)
        }
    }

    @Test func theDeleteControlShowsAConfirmationButtonThatCommitsTheDeletion() throws {
        let scene = TableScene(sections: [10])
        deletingOnCommit(scene)
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        try scene.driver.tap(at: deleteControl)
        scene.driver.advance(by: 0.5)
        #expect(scene.take() == ["willBeginEditing(0.2)"], "the control neither selects nor commits")
        #expect(buttonTitles(cell) == ["Delete"])
        #expect(cell?.contentView.frame.minX == CGFloat(38 - 74), "the row slid aside by the button's width")
        try scene.driver.tap(at: deleteButton)
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["commit(delete)(0.2)", "didEndEditing"])
        #expect(scene.visibleRows.prefix(3) == ["0.0", "0.1", "0.2"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0.3")
        #expect(scene.driver.finish().isClean)
    }

    @Test func aTapElsewhereHidesTheConfirmationWithoutDeleting() throws {
        let scene = TableScene(sections: [10])
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        try scene.driver.tap(at: deleteControl)
        scene.driver.advance(by: 0.5)
        try scene.driver.tap(at: CGPoint(x: 200, y: 250))
        scene.driver.advance(by: 0.5)
        #expect(scene.take() == ["willBeginEditing(0.2)", "didEndEditing(0.2)"], "the tap only closed the button")
        #expect(cell?.contentView.frame.minX == CGFloat(38))
        #expect(buttonTitles(cell) == [])
        #expect(scene.source.rows[0].count == 10)
        #expect(scene.driver.finish().isClean)
    }

    @Test func theInsertControlCommitsAtOnce() throws {
        let scene = TableScene(sections: [10]) { _, source in source.editingStyles = { _ in .insert } }
        scene.table.setEditing(true, animated: false)
        scene.window.layoutIfNeeded()
        try scene.driver.tap(at: deleteControl)
        scene.driver.advance(by: 0.5)
        #expect(scene.take() == ["commit(insert)(0.2)"])
        #expect(scene.driver.finish().isClean)
    }

    /// UIKit shows a Delete swipe action on rows of a data source that implements `commit(_:forRowAt:)` when the
    /// delegate gives no trailing actions. The scene's delegate answers `editingStyleForRowAt` itself, which tells
    /// OpenUIKit the rows are meant to be edited; nothing is committed before the user taps Delete.
    @Test func aDataSourceThatCommitsEditsGetsTheDefaultDeleteSwipe() throws {
        let scene = TableScene(sections: [10])
        deletingOnCommit(scene)
        try swipeLeft(scene, row: 2)
        #expect(scene.take() == ["willBeginEditing(0.2)"])
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(buttonTitles(cell) == ["Delete"])
        #expect(cell?.contentView.frame.minX == CGFloat(-74))
        try scene.driver.tap(at: deleteButton)
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["commit(delete)(0.2)", "didEndEditing"])
        #expect(scene.source.rows[0].count == 9)
        try swipeLeft(scene, row: 4)
        #expect(scene.take() == ["willBeginEditing(0.4)"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aDataSourceWithoutCommitGetsNoDeleteSwipe() throws {
        let log = CallbackLog()
        let source = PlainListSource(log: log)
        let (driver, table) = tableScene(source)
        try swipeLeft(driver, row: 2)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 0)
        #expect(log.take() == ["didSelect(2)"], "with nothing to reveal the drag stays an ordinary touch")
        #expect(driver.finish().isClean)
        withExtendedLifetime(source) {}
    }

    @Test func aTitleForTheDeleteConfirmationButtonIsShown() throws {
        let log = CallbackLog()
        let source = PlainListSource(log: log)
        source.deleteTitle = "Remove"
        let (driver, table) = tableScene(source)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        try driver.tap(at: deleteControl)
        driver.advance(by: 0.5)
        #expect(buttonTitles(table.cellForRow(at: IndexPath(row: 2, section: 0))) == ["Remove"])
        #expect(driver.finish().isClean)
    }

    /// A table of `source`'s rows at the window's origin, with the scene's geometry (44-point rows), laid out. The
    /// table holds its data source weakly: the caller keeps `source`.
    private func tableScene(_ source: UITableViewDataSource & UITableViewDelegate) -> (EventDriver, UITableView) {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (driver, table)
    }

    /// Swipes row 2 of a table of `source` open, checks that it shows the Delete button (and `beforeTap`), and taps
    /// the button.
    private func swipeRowTwoAndTapDelete(
        _ source: UITableViewDataSource & UITableViewDelegate, beforeTap: () -> Void
    ) throws -> (EventDriver, UITableView) {
        let (driver, table) = tableScene(source)
        try swipeLeft(driver, row: 2)
        beforeTap()
        #expect(buttonTitles(table.cellForRow(at: IndexPath(row: 2, section: 0))) == ["Delete"])
        try driver.tap(at: deleteButton)
        driver.advance(by: 1)
        return (driver, table)
    }

    private func swipeLeft(_ driver: EventDriver, row: Int) throws {
        let y = CGFloat(row) * 44 + 22
        try driver.touchDown(1, at: CGPoint(x: 250, y: y))
        for step in 1...6 {
            driver.advance(by: 1.0 / 64)
            try driver.touchMove(1, to: CGPoint(x: 250 - CGFloat(step) * 20, y: y))
        }
        driver.advance(by: 0.1)
        try driver.touchUp(1)
        driver.advance(by: 0.5)
    }

    /// UIKit code may delete whatever style it is asked to commit. The table never calls `commit(_:forRowAt:)` to
    /// learn whether the data source implements it, so a swipe deletes nothing: a data source that implements only
    /// `commit` (neither `canEditRowAt` nor the delegate's `editingStyleForRowAt`) gets no Delete swipe until the
    /// table has seen it commit an edit, and the drag stays an ordinary touch.
    @Test func aSwipeNeverCommitsToFindOutWhetherTheDataSourceCommits() throws {
        let log = CallbackLog()
        let source = CarelessDeletingSource(log: log)
        let (driver, table) = tableScene(source)
        try swipeLeft(driver, row: 2)
        #expect(log.take() == ["didSelect(2)"])
        #expect(source.rows.count == 30, "no row lost")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 0)
        // An edit the user commits in editing mode shows that the data source implements it.
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        try driver.tap(at: deleteControl)
        driver.advance(by: 0.5)
        try driver.tap(at: deleteButton)
        driver.advance(by: 1)
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(log.take() == ["commit(delete)(2)"])
        #expect(source.rows.count == 29)
        try swipeLeft(driver, row: 4)
        #expect(log.take() == [], "the swipe opened the row and committed nothing")
        #expect(buttonTitles(table.cellForRow(at: IndexPath(row: 4, section: 0))) == ["Delete"])
        try driver.tap(at: CGPoint(x: 320 - 37, y: 4 * 44 + 22))
        driver.advance(by: 1)
        #expect(log.take() == ["commit(delete)(4)"])
        #expect(source.rows.count == 28)
        #expect(driver.finish().isClean)
    }

    /// A data source that answers `canEditRowAt` itself means its rows to be edited: the Delete swipe is offered
    /// without asking `commit`, which runs once, when the user taps Delete.
    @Test func aDataSourceThatAnswersCanEditGetsTheDeleteSwipeWithoutACommit() throws {
        let log = CallbackLog()
        let source = CarelessEditableSource(log: log)
        let (driver, _) = try swipeRowTwoAndTapDelete(source) {
            #expect(log.take() == [])
            #expect(source.rows.count == 30)
        }
        #expect(log.take() == ["commit(delete)(2)"])
        #expect(source.rows.count == 29)
        #expect(driver.finish().isClean)
    }

    /// A data source that answers `canEditRowAt` but leaves `commit(_:forRowAt:)` to the protocol's default: the
    /// Delete button it was offered deletes nothing, closes the row, and the table offers it no more.
    @Test func aDeleteThatReachesTheDefaultCommitClosesTheRowAndTurnsTheSwipeOff() throws {
        let log = CallbackLog()
        let source = EditableListSource(log: log)
        let (driver, table) = try swipeRowTwoAndTapDelete(source) {}
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 0)
        #expect(table.numberOfRows(inSection: 0) == 30)
        try swipeLeft(driver, row: 4)
        #expect(log.take() == ["didSelect(4)"], "no Delete swipe any more: the drag is an ordinary touch")
        #expect(driver.finish().isClean)
        withExtendedLifetime(source) {}
    }

    private func swipeLeft(_ scene: TableScene, row: Int) throws {
        try swipeLeft(scene.driver, row: row)
    }
}

/// Thirty rows, no `commit(_:forRowAt:)`: the protocol's default.
@MainActor
final class PlainListSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    var deleteTitle: String?
    init(log: CallbackLog) { self.log = log }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { deleteTitle }
}

/// Thirty rows whose `commit(_:forRowAt:)` deletes the row whatever the style, as UIKit code that skips the style
/// check does.
@MainActor
class CarelessDeletingSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    var rows = (0..<30).map { "Row \($0)" }
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
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        let style = editingStyle == .delete ? "delete" : editingStyle == .insert ? "insert" : "none"
        log.append("commit(\(style))(\(indexPath.row))")
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// ``CarelessDeletingSource`` that also answers `canEditRowAt` itself (a subclass could not: the conformance of
/// the base class keeps the protocol's default).
@MainActor
final class CarelessEditableSource: UITableViewDataSource, UITableViewDelegate {
    let base: CarelessDeletingSource
    var rows: [String] { base.rows }
    init(log: CallbackLog) { base = CarelessDeletingSource(log: log) }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        base.tableView(tableView, numberOfRowsInSection: section)
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        base.tableView(tableView, cellForRowAt: indexPath)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        base.tableView(tableView, didSelectRowAt: indexPath)
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        base.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
}

/// Thirty rows it says may be edited, and no `commit(_:forRowAt:)`.
@MainActor
final class EditableListSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
    }
}
