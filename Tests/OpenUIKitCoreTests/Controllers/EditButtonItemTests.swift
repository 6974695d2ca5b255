import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A controller that logs every `setEditing(_:animated:)` and then calls `super`, as UIKit subclasses do.
@MainActor
final class EditingController: UITableViewController {
    let log: CallbackLog
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    init(log: CallbackLog) {
        self.log = log
        super.init(style: .plain)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        log.append("setEditing(\(editing), animated: \(animated)) table \(tableView.isEditing)")
        super.setEditing(editing, animated: animated)
        log.append("table \(tableView.isEditing), item \(editButtonItem.title ?? "nil") \(editButtonItem.style)")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
}

/// `editButtonItem`: UIKit's Edit/Done bar button item that toggles the controller's editing mode, and
/// `UITableViewController` putting its table in the same mode.
@MainActor
@Suite struct EditButtonItemTests {
    @Test func theItemReadsEditUntilEditingAndIsKept() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        #expect(controller.editButtonItem === item, "one item per controller")
        #expect(!controller.isEditing)
        controller.isEditing = true
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.setEditing(false, animated: true)
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        // An item made while editing starts as Done.
        let editing = UIViewController()
        editing.setEditing(true, animated: false)
        #expect(editing.editButtonItem.title == "Done")
    }

    /// Tapping the item in a navigation bar calls `setEditing(!isEditing, animated: true)`; the table controller's
    /// override reaches its table after `super`, and the bar shows the new title.
    @Test func tappingTheItemTogglesTheControllerAndItsTable() throws {
        let driver = EventDriver()
        let log = CallbackLog()
        let window = driver.makeWindow()
        let controller = EditingController(log: log)
        controller.title = "List"
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        func barButton() throws -> UIButton {
            try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
        }
        func tapBarButton() throws {
            let button = try barButton()
            try driver.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            driver.advance(by: 0.5)
            window.layoutIfNeeded()
        }
        #expect(try barButton().currentTitle == "Edit")
        try tapBarButton()
        #expect(
            log.take() == [
                "setEditing(true, animated: true) table false", "table true, item Done done",
            ])
        #expect(controller.isEditing)
        #expect(try barButton().currentTitle == "Done")
        try tapBarButton()
        #expect(
            log.take() == [
                "setEditing(false, animated: true) table true", "table false, item Edit plain",
            ])
        #expect(!controller.isEditing)
        #expect(!controller.tableView.isEditing)
        #expect(try barButton().currentTitle == "Edit")
        #expect(driver.finish().isClean)
    }

    /// Setting `isEditing` is `setEditing(_:animated: false)`, which the table controller forwards.
    @Test func isEditingGoesThroughSetEditingWithoutAnimation() {
        let log = CallbackLog()
        let controller = EditingController(log: log)
        controller.isEditing = true
        #expect(log.take() == ["setEditing(true, animated: false) table false", "table true, item Done done"])
        #expect(controller.tableView.isEditing)
    }
}
