import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A data source and delegate that logs the table's calls as `"name(section.row)"` and serves rows from an
/// editable model; `onCall` runs after each logged call (the place tests mutate the table from).
@MainActor
final class RecordingTableSource: UITableViewDataSource, UITableViewDelegate {
    let log: CallbackLog
    var rows: [[String]]
    var titles: [String?] = []
    var footerTitles: [String?] = []
    /// Rows the data source lets move (`canMoveRowAt`); none by default.
    var movableRows: (IndexPath) -> Bool = { _ in false }
    var editingStyles: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    /// What `targetIndexPathForMoveFromRowAt` answers for a proposed place (the place itself by default).
    var redirectMove: (IndexPath) -> IndexPath = { $0 }
    /// Also log `cellForRowAt`, `willDisplay` and `didEndDisplaying`.
    var logsDisplay = false
    var fixedHeights: [IndexPath: CGFloat] = [:]
    var onCall: ((String, IndexPath?) -> Void)?
    var shouldHighlight = true

    init(log: CallbackLog, rows: [[String]]) {
        self.log = log
        self.rows = rows
    }

    private func record(_ name: String, _ indexPath: IndexPath?) {
        // A name ending in an arrow reads "name(from→to)".
        let text = indexPath.map {
            name.hasSuffix("→") ? "\(name)\($0.section).\($0.row))" : "\(name)(\($0.section).\($0.row))"
        }
        log.append(text ?? name)
        onCall?(name, indexPath)
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movableRows(indexPath) }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let row = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
        record("moveRowAt(\(sourceIndexPath.section).\(sourceIndexPath.row)→", destinationIndexPath)
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        record("target(\(sourceIndexPath.section).\(sourceIndexPath.row)→", proposedDestinationIndexPath)
        return redirectMove(proposedDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        editingStyles(indexPath)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        record("willBeginEditing", indexPath)
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        record("didEndEditing", indexPath)
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        if logsDisplay { record("cellForRowAt", indexPath) }
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { record("willDisplay", indexPath) }
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if logsDisplay { record("didEndDisplaying", indexPath) }
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight", indexPath)
        return shouldHighlight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record("didHighlight", indexPath)
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record("didUnhighlight", indexPath)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willSelect", indexPath)
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record("didSelect", indexPath)
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willDeselect", indexPath)
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record("didDeselect", indexPath)
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        let style = editingStyle == .delete ? "delete" : editingStyle == .insert ? "insert" : "none"
        record("commit(\(style))", indexPath)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging", nil) }
    /// Runs on every `scrollViewDidScroll` (not logged: scrolling calls it every frame).
    var onScroll: (() -> Void)?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll?() }
}

/// A plain 320×440 table at the window's origin with 44-point rows (`rows` per section, "s.r" titles), the
/// display at 64 Hz so frame times are exact, and a source that logs.
@MainActor
struct TableScene {
    let log = CallbackLog()
    let driver: EventDriver
    let window: UIWindow
    let table: UITableView
    let source: RecordingTableSource

    init(
        sections: [Int] = [100], style: UITableView.Style = .plain, rowHeight: CGFloat = 44,
        configure: (UITableView, RecordingTableSource) -> Void = { _, _ in }
    ) {
        driver = EventDriver()
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
        table.rowHeight = rowHeight
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        source = RecordingTableSource(
            log: log, rows: sections.enumerated().map { s, n in (0..<n).map { "\(s).\($0)" } })
        configure(table, source)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
    }

    /// The visible rows as `"s.r"` strings.
    var visibleRows: [String] { (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" } }

    /// Lays out (as a frame would) and returns the log.
    func take() -> [String] {
        window.layoutIfNeeded()
        return log.take()
    }
}
