import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// "leftToRight", "rightToLeft" or "unspecified".
private func direction(_ traits: UITraitCollection?) -> String {
    "\(traits?.layoutDirection ?? .unspecified)"
}

@MainActor private func directionView(_ name: String, log: CallbackLog) -> TraitLoggingView {
    TraitLoggingView(name, log: log, describe: direction)
}

@MainActor private func directionController(log: CallbackLog) -> TraitLoggingController {
    TraitLoggingController(log: log, describe: direction)
}

/// A trait collection's layout direction is the app's, as in UIKit, where it is the environment's (the language's)
/// direction: every view and controller hears `traitCollectionDidChange(_:)` when it changes, and a view's
/// `semanticContentAttribute` changes its effective direction, not its traits.
@MainActor
@Suite struct LayoutDirectionTraitTests {
    /// A window with a controller whose view holds `a` (holding `b`) and `fixed` (forced left to right).
    private func scene(_ driver: EventDriver, _ log: CallbackLog) -> (UIWindow, [String: TraitLoggingView]) {
        let window = driver.makeWindow()
        let controller = directionController(log: log)
        window.rootViewController = controller
        let root = controller.view as! TraitLoggingView
        let a = directionView("a", log: log)
        let b = directionView("b", log: log)
        let fixed = directionView("fixed", log: log)
        fixed.semanticContentAttribute = .forceLeftToRight
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(fixed)
        return (window, ["root": root, "a": a, "b": b, "fixed": fixed])
    }

    @Test func everyViewAndControllerHearsTheAppsNewDirectionParentsFirst() {
        let driver = EventDriver()
        // Views in no window (other suites' detached stack views) follow the newest application: left to right again
        // afterwards.
        defer { driver.application.setUserInterfaceLayoutDirection(.leftToRight) }
        let log = CallbackLog()
        let (window, views) = scene(driver, log)
        let loose = UIView()  // in no window: the current app's direction
        func directions() -> [String] {
            (["root", "a", "b", "fixed"].map { "\($0) \(views[$0]!.traitCollection.layoutDirection)" })
                + [
                    "fixed effective \(views["fixed"]!.effectiveUserInterfaceLayoutDirection)",
                    "controller \(window.rootViewController!.traitCollection.layoutDirection)",
                    "loose \(loose.traitCollection.layoutDirection)",
                ]
        }
        #expect(
            directions() == [
                "root leftToRight", "a leftToRight", "b leftToRight", "fixed leftToRight",
                "fixed effective leftToRight", "controller leftToRight", "loose leftToRight",
            ])
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(
            log.take() == [
                "controller: leftToRight → rightToLeft",
                "root: leftToRight → rightToLeft (current rightToLeft)",
                "a: leftToRight → rightToLeft (current rightToLeft)",
                "b: leftToRight → rightToLeft (current rightToLeft)",
                // Forced left to right lays its content out so, but its traits are the app's, as in UIKit.
                "fixed: leftToRight → rightToLeft (current rightToLeft)",
            ])
        #expect(
            directions() == [
                "root rightToLeft", "a rightToLeft", "b rightToLeft", "fixed rightToLeft",
                "fixed effective leftToRight", "controller rightToLeft", "loose rightToLeft",
            ])
        // The same direction again changes nothing.
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(log.take() == [])
        driver.application.setUserInterfaceLayoutDirection(.leftToRight)
        #expect(
            log.take() == [
                "controller: rightToLeft → leftToRight",
                "root: rightToLeft → leftToRight (current leftToRight)",
                "a: rightToLeft → leftToRight (current leftToRight)",
                "b: rightToLeft → leftToRight (current leftToRight)",
                "fixed: rightToLeft → leftToRight (current leftToRight)",
            ])
        #expect(driver.diagnostics == [])
    }

    /// A callback that removes a view not yet told and adds another: the removed one is not told (it left the
    /// window), the added one has nothing to hear (it came in with the new direction), the rest carry on.
    @Test func aCallbackThatMovesViewsMakesNoViewHearTwiceOrOutOfItsWindow() {
        let driver = EventDriver()
        // Views in no window (other suites' detached stack views) follow the newest application: left to right again
        // afterwards.
        defer { driver.application.setUserInterfaceLayoutDirection(.leftToRight) }
        let log = CallbackLog()
        let (_, views) = scene(driver, log)
        let added = directionView("added", log: log)
        views["a"]!.onChange = {
            views["a"]!.onChange = nil
            views["b"]!.removeFromSuperview()
            views["root"]!.insertSubview(added, at: 0)
        }
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(
            log.take() == [
                "controller: leftToRight → rightToLeft",
                "root: leftToRight → rightToLeft (current rightToLeft)",
                "a: leftToRight → rightToLeft (current rightToLeft)",
                "fixed: leftToRight → rightToLeft (current rightToLeft)",
            ])
        #expect(added.traitCollection.layoutDirection == .rightToLeft)
        #expect(driver.diagnostics == [])
    }

    /// A callback that changes the direction back: the views told of the first change hear of the second at once,
    /// inside it; those not yet told had never left the old direction and hear nothing of either.
    @Test func aCallbackThatChangesTheDirectionBackLeavesEveryViewTold() {
        let driver = EventDriver()
        // Views in no window (other suites' detached stack views) follow the newest application: left to right again
        // afterwards.
        defer { driver.application.setUserInterfaceLayoutDirection(.leftToRight) }
        let log = CallbackLog()
        let (_, views) = scene(driver, log)
        views["a"]!.onChange = {
            views["a"]!.onChange = nil
            driver.application.setUserInterfaceLayoutDirection(.leftToRight)
        }
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(
            log.take() == [
                "controller: leftToRight → rightToLeft",
                "root: leftToRight → rightToLeft (current rightToLeft)",
                "a: leftToRight → rightToLeft (current rightToLeft)",
                "controller: rightToLeft → leftToRight",
                "root: rightToLeft → leftToRight (current leftToRight)",
                "a: rightToLeft → leftToRight (current leftToRight)",
            ])
        #expect(views.values.allSatisfy { $0.traitCollection.layoutDirection == .leftToRight })
        // A later change reaches everyone again.
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        #expect(log.take().count == 5)
        #expect(driver.diagnostics == [])
    }
}
