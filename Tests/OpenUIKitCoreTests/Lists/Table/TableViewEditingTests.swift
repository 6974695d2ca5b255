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
    /// delegate gives no trailing actions. OpenUIKit learns that the data source implements it by asking once with
    /// `.none` (logged first).
    @Test func aDataSourceThatCommitsEditsGetsTheDefaultDeleteSwipe() throws {
        let scene = TableScene(sections: [10])
        deletingOnCommit(scene)
        try swipeLeft(scene, row: 2)
        #expect(scene.take() == ["commit(none)(0.2)", "willBeginEditing(0.2)"])
        let cell = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(buttonTitles(cell) == ["Delete"])
        #expect(cell?.contentView.frame.minX == CGFloat(-74))
        try scene.driver.tap(at: deleteButton)
        scene.driver.advance(by: 1)
        #expect(scene.take() == ["commit(delete)(0.2)", "didEndEditing"])
        #expect(scene.source.rows[0].count == 9)
        try swipeLeft(scene, row: 4)
        #expect(scene.take() == ["willBeginEditing(0.4)"], "asked once per data source")
        #expect(scene.driver.finish().isClean)
    }

    @Test func aDataSourceWithoutCommitGetsNoDeleteSwipe() throws {
        let log = CallbackLog()
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = PlainListSource(log: log)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        try driver.touchDown(1, at: CGPoint(x: 250, y: 110))
        for step in 1...6 {
            driver.advance(by: 1.0 / 64)
            try driver.touchMove(1, to: CGPoint(x: 250 - CGFloat(step) * 20, y: 110))
        }
        driver.advance(by: 0.1)
        try driver.touchUp(1)
        driver.advance(by: 0.5)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentView.frame.minX == 0)
        #expect(log.take() == ["didSelect(2)"], "with nothing to reveal the drag stays an ordinary touch")
        #expect(driver.finish().isClean)
    }

    @Test func aTitleForTheDeleteConfirmationButtonIsShown() throws {
        let log = CallbackLog()
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = PlainListSource(log: log)
        source.deleteTitle = "Remove"
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        try driver.tap(at: deleteControl)
        driver.advance(by: 0.5)
        #expect(buttonTitles(table.cellForRow(at: IndexPath(row: 2, section: 0))) == ["Remove"])
        #expect(driver.finish().isClean)
    }

    private func swipeLeft(_ scene: TableScene, row: Int) throws {
        let y = CGFloat(row) * 44 + 22
        try scene.driver.touchDown(1, at: CGPoint(x: 250, y: y))
        for step in 1...6 {
            scene.driver.advance(by: 1.0 / 64)
            try scene.driver.touchMove(1, to: CGPoint(x: 250 - CGFloat(step) * 20, y: y))
        }
        scene.driver.advance(by: 0.1)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 0.5)
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
