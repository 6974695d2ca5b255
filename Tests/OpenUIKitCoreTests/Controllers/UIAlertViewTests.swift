import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A delegate that logs every call with the alert's title.
private final class AlertLogger: UIAlertViewDelegate {
    let log: CallbackLog
    var dismissFromClick = false
    init(log: CallbackLog) { self.log = log }

    func willPresent(_ alertView: UIAlertView) { log.append("willPresent \(alertView.title)") }
    func didPresent(_ alertView: UIAlertView) { log.append("didPresent visible=\(alertView.isVisible)") }
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
        log.append("clicked \(buttonIndex) \(alertView.buttonTitle(at: buttonIndex) ?? "nil")")
        if dismissFromClick { alertView.dismiss(withClickedButtonIndex: 9, animated: false) }
    }
    func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {
        log.append("willDismiss \(buttonIndex)")
    }
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {
        log.append("didDismiss \(buttonIndex) visible=\(alertView.isVisible)")
    }
}

@MainActor
@Suite struct UIAlertViewTests {
    private func buttons(of root: UIViewController) -> [UIButton] {
        guard let alert = root.presentedViewController else { return [] }
        alert.view.window?.layoutIfNeeded()
        return allViews(in: alert.view).compactMap { $0 as? UIButton }
    }

    @Test func indexesCountTheCancelButtonFirstThenTheOthersInOrder() {
        let alert = UIAlertView(
            title: "Game over", message: "You lost", delegate: nil, cancelButtonTitle: "Cancel",
            otherButtonTitles: "Retry", "Menu")
        #expect(alert.addButton(withTitle: "Share") == 3)
        #expect(alert.numberOfButtons == 4 && alert.cancelButtonIndex == 0 && alert.firstOtherButtonIndex == 1)
        #expect((0..<5).map { alert.buttonTitle(at: $0) } == ["Cancel", "Retry", "Menu", "Share", nil])
        // The 2048 game's form: no initializer arguments, one button that is not the cancel button.
        let plain = UIAlertView()
        plain.title = "Victory"
        plain.message = "You won!"
        plain.addButton(withTitle: "Cancel")
        #expect(plain.cancelButtonIndex == -1 && plain.firstOtherButtonIndex == 0 && !plain.isVisible)
    }

    @Test func aTappedButtonTellsTheDelegateInUIKitsOrder() throws {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        log.clear()
        let delegate = AlertLogger(log: log)
        let alert = UIAlertView(title: "Defeat", message: "You lost...", delegate: delegate, cancelButtonTitle: "OK")
        alert.addButton(withTitle: "Again")
        alert.show()
        driver.advance(by: 1)
        #expect(log.take() == ["willPresent Defeat", "didPresent visible=true"])
        let shown = buttons(of: root)
        #expect(shown.map { $0.currentTitle ?? "" } == ["OK", "Again"])
        let again = shown[1]
        try driver.tap(at: again.convert(CGPoint(x: again.bounds.midX, y: again.bounds.midY), to: nil))
        #expect(log.take() == ["clicked 1 Again", "willDismiss 1"])
        driver.advance(by: 1)
        #expect(log.take() == ["didDismiss 1 visible=false"])
        #expect(root.presentedViewController == nil && driver.diagnostics.isEmpty)
    }

    @Test func dismissingInCodeOrFromTheClickSkipsTheClickCallback() throws {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        log.clear()
        let delegate = AlertLogger(log: log)
        let alert = UIAlertView(title: "A", message: nil, delegate: delegate, cancelButtonTitle: "Cancel")
        alert.show()
        alert.show()
        driver.advance(by: 1)
        alert.dismiss(withClickedButtonIndex: 0, animated: true)
        driver.advance(by: 1)
        #expect(
            log.take() == [
                "willPresent A", "didPresent visible=true", "willDismiss 0", "didDismiss 0 visible=false",
            ])
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])

        // App code dismissing from the click callback: one dismissal, with the index it chose.
        delegate.dismissFromClick = true
        alert.show()
        driver.advance(by: 1)
        log.clear()
        let cancel = buttons(of: root)[0]
        try driver.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        driver.advance(by: 1)
        #expect(log.take() == ["clicked 0 Cancel", "willDismiss 9", "didDismiss 9 visible=false"])
        #expect(root.presentedViewController == nil)
    }
}

extension UIAlertViewTests {
    @Test func anAlertViewHeldByNothingStaysAliveWhileVisible() throws {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        log.clear()
        let delegate = AlertLogger(log: log)
        weak var shownAlert: UIAlertView?
        do {
            let alert = UIAlertView()
            alert.title = "Victory"
            alert.delegate = delegate
            alert.addButton(withTitle: "Cancel")
            alert.show()
            shownAlert = alert
        }
        driver.advance(by: 1)
        #expect(shownAlert != nil)
        let cancel = buttons(of: root)[0]
        try driver.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        driver.advance(by: 1)
        #expect(
            log.take() == [
                "willPresent Victory", "didPresent visible=true", "clicked 0 Cancel", "willDismiss 0",
                "didDismiss 0 visible=false",
            ])
        #expect(shownAlert == nil)
    }
}
