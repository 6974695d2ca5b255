import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// A context-menu delegate that logs every callback and builds a menu of Copy, Paste (disabled) and Delete
/// (destructive), each logging its handler. Hooks let a test run app code from inside the callbacks.
@MainActor
final class LoggingMenuDelegate: UIContextMenuInteractionDelegate {
    let log: CallbackLog
    var returnsConfiguration = true
    var onWillDisplay: ((UIContextMenuInteraction) -> Void)?
    var onAction: ((UIAction) -> Void)?

    init(log: CallbackLog) {
        self.log = log
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration at \(point(location))")
        guard returnsConfiguration else { return nil }
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) {
            [log, weak self] _ in
            log.append("actionProvider")
            let handler: UIActionHandler = { action in
                log.append("\(action.title).handler sender=\(action.sender.map { "\(type(of: $0))" } ?? "nil")")
                self?.onAction?(action)
            }
            return UIMenu(children: [
                UIAction(title: "Copy", handler: handler),
                UIAction(title: "Paste", attributes: .disabled, handler: handler),
                UIAction(title: "Delete", attributes: .destructive, handler: handler),
            ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willDisplay \(configuration.identifier)")
        animator?.addCompletion { [log] in log.append("willDisplay.completion") }
        onWillDisplay?(interaction)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willEnd \(configuration.identifier)")
        animator?.addCompletion { [log] in log.append("willEnd.completion") }
    }
}

/// A view that can take the keyboard, to see the menu give it back.
private final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct ContextMenuTests {
    /// The scene of every test: the window's view V has a primary-button tap recognizer and a context-menu
    /// interaction.
    @MainActor
    struct MenuScene {
        let scene = GestureScene()
        let delegate: LoggingMenuDelegate
        let interaction: UIContextMenuInteraction
        var driver: EventDriver { scene.driver }
        var log: CallbackLog { scene.log }

        init() {
            delegate = LoggingMenuDelegate(log: scene.log)
            interaction = UIContextMenuInteraction(delegate: delegate)
            scene.view.addGestureRecognizer(UITapGestureRecognizer().recording(as: "tap", in: scene.log))
            scene.view.addInteraction(interaction)
        }

        /// The open menu of the window, if any.
        var menu: ContextMenuView? { scene.window.subviews.compactMap { $0 as? ContextMenuView }.first }

        /// Logs which row is highlighted (or that no menu is open).
        func noteHighlight() {
            guard let menu else { return log.append("no menu") }
            log.append("highlight \(menu.panel.highlightedIndex.map(String.init) ?? "none")")
        }

        /// The centre of row `index` of a menu opened at `origin`, in the window.
        static func row(_ index: Int, ofMenuAt origin: CGPoint) -> CGPoint {
            CGPoint(
                x: origin.x + 60,
                y: origin.y + ContextMenuLayout.verticalPadding + ContextMenuLayout.rowHeight * (CGFloat(index) + 0.5))
        }
    }

    @Test func aSecondaryClickOpensTheMenuRowsHighlightUnderThePointerAndAClickChooses() throws {
        let s = MenuScene()
        let origin = CGPoint(x: 100, y: 100)
        try s.driver.pointerDown(at: origin, button: .secondary)
        s.noteHighlight()
        try s.driver.pointerUp(at: origin, button: .secondary)
        s.noteHighlight()
        try s.driver.pointerMove(to: MenuScene.row(0, ofMenuAt: origin))
        s.noteHighlight()
        try s.driver.pointerMove(to: MenuScene.row(1, ofMenuAt: origin))
        s.noteHighlight()
        try s.driver.pointerMove(to: MenuScene.row(2, ofMenuAt: origin))
        s.noteHighlight()
        try s.driver.click(at: MenuScene.row(2, ofMenuAt: origin))
        s.noteHighlight()
        #expect(
            s.log.take() == [
                "configuration at (100,100)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "highlight none", "highlight none", "highlight 0", "highlight none", "highlight 2",
                "willEnd photo", "Delete.handler sender=UIContextMenuInteraction", "willEnd.completion", "no menu",
            ], "the disabled Paste never highlights; neither V nor its tap hear anything of either button")
        #expect(s.interaction.view === s.scene.view)
        #expect(s.driver.finish().isClean)
        #expect(s.driver.diagnostics.isEmpty)
    }

    @Test func aClickOutsideOrEscapeDismissesWithoutAnActionAndGivesTheKeyboardBack() throws {
        let s = MenuScene()
        let focus = FocusView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        s.scene.view.addSubview(focus)
        focus.becomeFirstResponder()
        try s.driver.click(.secondary, at: CGPoint(x: 10, y: 10))
        #expect(s.menu?.isFirstResponder == true)
        try s.driver.click(at: CGPoint(x: 350, y: 20))
        s.noteHighlight()
        #expect(focus.isFirstResponder)
        try s.driver.click(.secondary, at: CGPoint(x: 10, y: 10))
        try s.driver.press(.keyboardDownArrow)
        s.noteHighlight()
        try s.driver.press(.keyboardEscape)
        s.noteHighlight()
        #expect(focus.isFirstResponder)
        // The arrows and Return choose as well.
        try s.driver.click(.secondary, at: CGPoint(x: 10, y: 10))
        try s.driver.press(.keyboardUpArrow)
        try s.driver.press(.keyboardUpArrow)
        s.noteHighlight()
        try s.driver.press(.keyboardReturnOrEnter)
        #expect(
            s.log.take() == [
                "configuration at (10,10)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "willEnd photo", "willEnd.completion", "no menu",
                "configuration at (10,10)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "highlight 0", "willEnd photo", "willEnd.completion", "no menu",
                "configuration at (10,10)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "highlight 0", "willEnd photo", "Copy.handler sender=UIContextMenuInteraction", "willEnd.completion",
            ], "the click outside reached neither V nor its tap; up from the last row skips disabled Paste")
        #expect(s.driver.finish().isClean)
    }

    @Test func aLongPressOnTheTouchscreenOpensTheMenuAndADragOntoARowChoosesIt() throws {
        let s = MenuScene()
        let origin = CGPoint(x: 100, y: 100)
        try s.driver.touchDown(1, at: origin)
        s.driver.advance(by: 0.4)
        s.noteHighlight()
        s.driver.advance(by: 0.1)
        try s.driver.touchMove(1, to: CGPoint(x: 104, y: 104))
        s.noteHighlight()
        try s.driver.touchMove(1, to: MenuScene.row(0, ofMenuAt: origin))
        s.noteHighlight()
        try s.driver.touchUp(1)
        // A second press: held still and lifted, the menu stays open; a tap on a row then chooses it.
        try s.driver.touchDown(2, at: CGPoint(x: 200, y: 200))
        s.driver.advance(by: 0.6)
        try s.driver.touchUp(2)
        s.noteHighlight()
        try s.driver.tap(at: MenuScene.row(2, ofMenuAt: CGPoint(x: 200, y: 200)), finger: 3)
        #expect(
            s.log.take() == [
                "V.touchesBegan(1)", "no menu", "configuration at (100,100)", "V.touchesCancelled(1)",
                "actionProvider", "willDisplay photo", "willDisplay.completion", "highlight none", "highlight 0",
                "willEnd photo", "Copy.handler sender=UIContextMenuInteraction", "willEnd.completion",
                "V.touchesBegan(2)", "configuration at (200,200)", "V.touchesCancelled(2)", "actionProvider",
                "willDisplay photo", "willDisplay.completion", "highlight none",
                "willEnd photo", "Delete.handler sender=UIContextMenuInteraction", "willEnd.completion",
            ], "the long press takes the finger from V (and fails the tap); lifting without a drag chooses nothing")
        #expect(s.driver.finish().isClean)
    }

    @Test func theSecondaryClickIsArbitratedAndNeverFiresPrimaryRecognizersOrControls() throws {
        let s = MenuScene()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        button.addAction(UIAction { [log = s.log] _ in log.append("button.touchDown") }, for: .touchDown)
        button.addAction(UIAction { [log = s.log] _ in log.append("button.touchUpInside") }, for: .touchUpInside)
        s.scene.view.addSubview(button)
        let secondaryTap = UITapGestureRecognizer().recording(as: "secondaryTap", in: s.log)
        secondaryTap.buttonMaskRequired = .secondary
        s.scene.view.addGestureRecognizer(secondaryTap)
        var failures: [String] = []
        s.driver.application.gestureDecisionObserver = { decision in
            if case .failed = decision.kind { failures.append(decision.description) }
        }
        try s.driver.click(.secondary, at: CGPoint(x: 50, y: 30))
        try s.driver.press(.keyboardEscape)
        // Where the delegate offers no menu, the menu's recognizer fails and the secondary tap has the click.
        s.delegate.returnsConfiguration = false
        try s.driver.click(.secondary, at: CGPoint(x: 200, y: 200))
        #expect(
            s.log.take() == [
                "configuration at (50,30)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "willEnd photo", "willEnd.completion",
                "configuration at (200,200)", "secondaryTap.action(ended)",
            ], "the button and V's tap never fire; the menu's recognizer began first and prevented the secondary tap")
        #expect(
            failures == [
                "arbiter: secondaryTap fails: preventedBy(\"contextMenu\")", "arbiter: contextMenu failed",
            ])
        #expect(s.driver.finish().isClean)
    }

    @Test func theMenuStaysInsideTheWindowAndOneMenuIsOpenAtATime() throws {
        let s = MenuScene()
        try s.driver.click(.secondary, at: CGPoint(x: 398, y: 399))
        let panel = try #require(s.menu?.panel)
        #expect(panel.frame.maxX == 396 && panel.frame.maxY == 396, "\(panel.frame)")
        #expect(panel.frame.size == CGSize(width: 160, height: 94))
        // The menu is modal: a secondary click outside it only dismisses it.
        try s.driver.click(.secondary, at: CGPoint(x: 10, y: 10))
        #expect(s.menu == nil)
        // Two long presses ripening together on two views: the second menu replaces the first.
        let second = UIContextMenuInteraction(delegate: s.delegate)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        s.scene.window.addSubview(other)
        other.addInteraction(second)
        try s.driver.frame {
            try $0.down(1, at: CGPoint(x: 10, y: 10))
            try $0.down(2, at: CGPoint(x: 200, y: 200))
        }
        s.driver.advance(by: 0.5)
        #expect(s.scene.window.subviews.filter { $0 is ContextMenuView }.count == 1)
        let open = try #require(s.menu?.interaction)
        try s.driver.frame {
            try $0.up(1)
            try $0.up(2)
        }
        open.view?.removeInteraction(open)
        #expect(s.menu == nil && open.view == nil)
        #expect(
            s.log.take() == [
                "configuration at (398,399)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "willEnd photo", "willEnd.completion",
                "V.touchesBegan(2)", "configuration at (10,10)", "actionProvider", "willDisplay photo",
                "willDisplay.completion", "configuration at (200,200)", "V.touchesCancelled(2)",
                "willEnd photo", "willEnd.completion", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "willEnd photo", "willEnd.completion",
            ], "opening the second menu dismissed the first; removing the interaction dismissed the second")
        #expect(s.driver.finish().isClean)
    }

    @Test func appCodeInTheCallbacksMayRemoveTheInteractionOrTheViewOrReopen() throws {
        let s = MenuScene()
        // willDisplay removes the interaction: the menu goes at once.
        s.delegate.onWillDisplay = { interaction in interaction.view?.removeInteraction(interaction) }
        try s.driver.click(.secondary, at: CGPoint(x: 10, y: 10))
        s.noteHighlight()
        s.delegate.onWillDisplay = nil
        s.scene.view.addInteraction(s.interaction)
        // A handler removes the interaction's view and then asks to dismiss again.
        s.delegate.onAction = { [interaction = s.interaction] _ in
            interaction.view?.removeFromSuperview()
            interaction.dismissMenu()
        }
        try s.driver.pointerDown(at: CGPoint(x: 10, y: 10), button: .secondary)
        try s.driver.pointerMove(to: MenuScene.row(0, ofMenuAt: CGPoint(x: 10, y: 10)))
        try s.driver.pointerUp(at: MenuScene.row(0, ofMenuAt: CGPoint(x: 10, y: 10)), button: .secondary)
        s.noteHighlight()
        #expect(
            s.log.take() == [
                "configuration at (10,10)", "actionProvider", "willDisplay photo", "willEnd photo",
                "willEnd.completion", "willDisplay.completion", "no menu",
                "configuration at (10,10)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "willEnd photo", "Copy.handler sender=UIContextMenuInteraction", "willEnd.completion", "no menu",
            ], "a drag with the secondary button held onto a row chooses it on release")
        #expect(s.driver.finish().isClean)
        #expect(s.driver.diagnostics.isEmpty)
    }

    /// Issue 14 defect: the menu stayed open (modal, over the whole window) when its view left the window. As in
    /// UIKit it is dismissed, with the delegate's `willEndFor`, when the view is removed, when an ancestor is moved
    /// out of the window, and when the window is hidden; nothing is chosen, and input reaches the views again.
    @Test(arguments: ["removed", "ancestor moved out", "window hidden"])
    func theMenuClosesWhenItsViewLeavesTheWindow(_ how: String) throws {
        let s = MenuScene()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView("W", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: s.log)
        s.scene.window.addSubview(holder)
        holder.addSubview(view)
        s.scene.view.removeInteraction(s.interaction)
        view.addInteraction(s.interaction)
        try s.driver.click(.secondary, at: CGPoint(x: 10, y: 10))
        s.noteHighlight()
        switch how {
        case "removed": view.removeFromSuperview()
        case "ancestor moved out": UIView().addSubview(holder)
        default: s.scene.window.isHidden = true
        }
        s.noteHighlight()
        #expect(s.interaction.view === view)
        #expect(
            s.log.take() == [
                "configuration at (10,10)", "actionProvider", "willDisplay photo", "willDisplay.completion",
                "highlight none", "willEnd photo", "willEnd.completion", "no menu",
            ])
        if how == "window hidden" { s.scene.window.isHidden = false }
        // The window takes input again: a click on V reaches it and its tap, not a menu.
        try s.driver.click(at: CGPoint(x: 300, y: 300))
        #expect(s.log.take() == ["V.touchesBegan(mouse)", "V.touchesCancelled(mouse)", "tap.action(ended)"])
        #expect(s.driver.finish().isClean)
    }
}
