import Foundation
import OpenUIKit

/// The probe's table mode (`AccessibilityProbe table`): a window that is one plain table of two sections of 25 rows
/// each, 44 points high, so that most rows are off screen; selections are logged.
final class ProbeTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let rowsPerSection = 25

    func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        let controller = UIViewController()
        controller.title = "Inbox"
        window.rootViewController = controller
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 320), style: .plain)
        table.accessibilityLabel = "Messages"
        table.rowHeight = 44
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        controller.view.addSubview(table)
        return window
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowsPerSection }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.section * Self.rowsPerSection + indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("table: didSelectRowAt \(indexPath.section),\(indexPath.row)")
    }
}
