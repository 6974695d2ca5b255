import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Rows configured with `UIListContentConfiguration` in `cellForRowAt`, as UIKit code does.
@MainActor
final class ConfiguredSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        if indexPath.row == 2 { content.textProperties.color = .systemRed }
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row == 1 ? .disclosureIndicator : .none
        return cell
    }
}

@MainActor
@Suite struct TableViewContentConfigurationTests {
    @Test func cellsConfiguredInCellForRowAtShowTheirText() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = ConfiguredSource()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
        let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["Row 0", "Row 1", "Row 2"])
        #expect(
            (table.visibleCells[2].contentConfiguration as? UIListContentConfiguration)?.textProperties.color
                == .systemRed)
    }
}
