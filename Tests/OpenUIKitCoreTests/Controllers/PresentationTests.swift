import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct PresentationTests {
    func makeScene() -> (EventDriver, CallbackLog, UIWindow, LifecycleController) {
        let (driver, log, window, root) = makeDriverWindowAndRoot()
        window.rootViewController = root
        log.clear()
        return (driver, log, window, root)
    }

    @Test func fullScreenPresentAndDismissInUIKitsOrder() {
        let (driver, log, window, root) = makeScene()
        let presented = LifecycleController("B", log: log)
        presented.logsLayout = false
        presented.logsMovement = true
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false) { log.append("presented") }
        #expect(
            log.take() == [
                "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "B.movingTo=false presented=true nav=nil", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                "presented",
            ])
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(presented.view.window === window && root.viewIfLoaded?.window == nil)
        #expect(presented.view.frame == window.bounds)
        #expect(presented.next === root)
        presented.dismiss(animated: true) { log.append("dismissed") }
        #expect(
            log.take() == [
                "B.viewWillDisappear(true)", "B.movingFrom=false dismissed=true", "A.viewWillAppear(true)",
            ])
        driver.advance(by: 1)
        #expect(log.take() == ["B.viewDidDisappear(true)", "A.viewDidAppear(true)", "dismissed"])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(root.view.window === window && presented.view.window == nil)
        #expect(driver.backend.finish().isClean)
    }

    /// A sheet leaves the presenter on screen: the presenter hears nothing; the sheet is centred and touches
    /// outside it reach neither it nor the presenter.
    @Test func aSheetIsCentredAndLeavesThePresenterAppeared() throws {
        let (driver, log, window, root) = makeScene()
        let tapped = RecordingView("under", frame: window.bounds, log: log)
        root.view.addSubview(tapped)
        let sheet = LifecycleController("S", log: log)
        sheet.logsLayout = false
        sheet.preferredContentSize = CGSize(width: 200, height: 100)
        root.present(sheet, animated: true)
        #expect(log.take() == ["S.viewDidLoad", "S.viewWillAppear(true)"])
        driver.advance(by: 1)
        #expect(log.take() == ["S.viewDidAppear(true)"])
        #expect(sheet.view.frame == CGRect(x: 60, y: 190, width: 200, height: 100))
        try driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.take() == [])
        // Presenting again while presenting is refused with a diagnostic.
        root.present(UIViewController(), animated: false)
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
        root.dismiss(animated: false)
        #expect(log.take() == ["S.viewWillDisappear(false)", "S.viewDidDisappear(false)"])
        try driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.take() == ["under.touchesBegan(1)", "under.touchesEnded(1)"])
    }

    /// Found by the fuzzer (seed 1, world 159524, 2026-11-27): an alert's OK started its animated dismissal, and app
    /// code presented a second alert from the one on its way out. The first alert's dismissal then finished, let go
    /// of it and of the second, and left the second's dimmed view on the window with nothing behind it: input under
    /// it was blocked for good, and a tap on it read the gone controller and trapped. Presenting from a controller
    /// that is being dismissed is refused with a diagnostic, as presenting while presenting is (UIKit warns and
    /// presents nothing).
    @Test func presentingFromAControllerOnItsWayOutIsRefused() throws {
        let (driver, log, window, root) = makeScene()
        let leaving = LifecycleController("L", log: log)
        leaving.logsLayout = false
        root.present(leaving, animated: false)
        log.clear()
        leaving.dismiss(animated: true)
        #expect(log.take() == ["L.viewWillDisappear(true)"])
        let late = LifecycleController("M", log: log)
        late.logsLayout = false
        leaving.present(late, animated: false)
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
        #expect(late.presentingViewController == nil && late.viewIfLoaded == nil)
        driver.advance(by: 1)
        #expect(log.take() == ["L.viewDidDisappear(true)"])
        // Nothing is left over the root: its view takes the next tap.
        let under = RecordingView("under", frame: root.view.bounds, log: log)
        root.view.addSubview(under)
        try driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.take() == ["under.touchesBegan(1)", "under.touchesEnded(1)"])
        #expect(window.subviews.count == 1)
    }

    @Test func aNavigationControllerPresentedAndDismissedFromItsChild() {
        let (driver, log, _, root) = makeScene()
        let inner = LifecycleController("I", log: log)
        inner.logsLayout = false
        let navigation = UINavigationController(rootViewController: inner)
        navigation.modalPresentationStyle = .fullScreen
        log.clear()
        root.present(navigation, animated: false)
        #expect(
            log.take() == [
                "I.viewDidLoad", "A.viewWillDisappear(false)", "I.viewWillAppear(false)", "A.viewDidDisappear(false)",
                "I.viewDidAppear(false)",
            ])
        inner.dismiss(animated: false)
        #expect(
            log.take() == [
                "I.viewWillDisappear(false)", "A.viewWillAppear(false)", "I.viewDidDisappear(false)",
                "A.viewDidAppear(false)",
            ])
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func alertActionsDismissThenRunTheirHandlers() throws {
        let (driver, log, window, root) = makeScene()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { log.append("handler \($0.title ?? "")") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { log.append("handler \($0.title ?? "")") })
        alert.addAction(UIAlertAction(title: "Again", style: .cancel))
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        root.present(alert, animated: true)
        driver.advance(by: 1)
        #expect(log.take() == [])
        window.layoutIfNeeded()
        let buttons = allViews(in: alert.view).compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.currentTitle ?? "" } == ["Cancel", "Delete"])
        #expect(buttons[0].frame.minX < buttons[1].frame.minX)
        let delete = buttons[1]
        try driver.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
        #expect(log.take() == [])
        #expect(alert.isBeingDismissed)
        driver.advance(by: 1)
        #expect(log.take() == ["handler Delete"])
        #expect(root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse)])
    }

    @Test func tappingOutsideAnActionSheetRunsTheCancelAction() throws {
        let (driver, log, _, root) = makeScene()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: false)
        try driver.tap(at: CGPoint(x: 160, y: 20))
        driver.advance(by: 1)
        #expect(log.take() == ["cancel"])
        #expect(root.presentedViewController == nil)
    }
}
