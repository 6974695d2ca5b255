import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// `UIButton.menu` and `showsMenuAsPrimaryAction` (issue 14): the menu opens on a tap instead of the primary
/// action, or on a secondary click (a long press on a touchscreen) otherwise; its actions get the button as sender.
@MainActor
@Suite struct ButtonMenuTests {
    @MainActor
    struct Scene {
        let driver = EventDriver()
        let window: UIWindow
        let log = CallbackLog()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))

        init() {
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(button)
            for (event, name) in [
                (UIControl.Event.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primaryActionTriggered"),
                (.menuActionTriggered, "menuActionTriggered"),
            ] {
                button.addAction(UIAction { [log] _ in log.append(name) }, for: event)
            }
            let handler: UIActionHandler = { [log] action in
                log.append("\(action.title) sender=\(action.sender.map { "\(type(of: $0))" } ?? "nil")")
            }
            button.menu = UIMenu(children: [
                UIAction(title: "Copy", handler: handler), UIAction(title: "Delete", handler: handler),
            ])
        }

        /// The open menu's origin in the window, or a note that none is open.
        func noteMenu() {
            let menu = window.subviews.compactMap { $0 as? ContextMenuView }.first
            log.append(menu.map { "menu at \(Int($0.panel.frame.minX)),\(Int($0.panel.frame.minY))" } ?? "no menu")
        }
    }

    @Test func aTapOpensTheMenuBelowTheButtonInsteadOfThePrimaryAction() throws {
        let s = Scene()
        s.button.showsMenuAsPrimaryAction = true
        try s.driver.click(at: CGPoint(x: 50, y: 30))
        s.noteMenu()
        // The first row, below the menu's top padding.
        try s.driver.click(
            at: CGPoint(x: 80, y: 60 + ContextMenuLayout.verticalPadding + ContextMenuLayout.rowHeight / 2))
        s.noteMenu()
        #expect(
            s.log.take() == [
                "touchUpInside", "menuActionTriggered", "menu at 20,60", "Copy sender=UIButton", "no menu",
            ])
        #expect(s.driver.finish().isClean && s.driver.diagnostics.isEmpty)
    }

    @Test func withoutShowsMenuAsPrimaryActionATapFiresTheButtonAndASecondaryClickOpensTheMenu() throws {
        let s = Scene()
        try s.driver.click(at: CGPoint(x: 50, y: 30))
        s.noteMenu()
        try s.driver.click(.secondary, at: CGPoint(x: 50, y: 30))
        s.noteMenu()
        try s.driver.press(.keyboardEscape)
        s.noteMenu()
        // No menu, no interaction: a secondary click does nothing.
        s.button.menu = nil
        try s.driver.click(.secondary, at: CGPoint(x: 50, y: 30))
        s.noteMenu()
        #expect(
            s.log.take() == [
                "touchUpInside", "primaryActionTriggered", "no menu", "menu at 50,30", "no menu", "no menu",
            ])
        #expect(s.button.interactions.isEmpty)
        #expect(s.driver.finish().isClean && s.driver.diagnostics.isEmpty)
    }

    @Test func replacingTheMenuWhileItIsOpenUpdatesIt() throws {
        let s = Scene()
        s.button.showsMenuAsPrimaryAction = true
        try s.driver.click(at: CGPoint(x: 50, y: 30))
        s.button.menu = UIMenu(children: [UIAction(title: "Only") { [log = s.log] _ in log.append("Only") }])
        try s.driver.press(.keyboardDownArrow)
        try s.driver.press(.keyboardReturnOrEnter)
        s.noteMenu()
        #expect(s.log.take() == ["touchUpInside", "menuActionTriggered", "Only", "no menu"])
    }
}
