import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// "c/r": compact horizontally, regular vertically.
private func classes(_ traits: UITraitCollection?) -> String {
    func letter(_ sizeClass: UIUserInterfaceSizeClass?) -> String {
        switch sizeClass {
        case .compact: "c"
        case .regular: "r"
        default: "?"
        }
    }
    return "\(letter(traits?.horizontalSizeClass))/\(letter(traits?.verticalSizeClass))"
}

@MainActor private func sizeClassView(_ name: String, log: CallbackLog) -> TraitLoggingView {
    TraitLoggingView(name, log: log, describe: classes)
}

@MainActor private func sizeClassController(log: CallbackLog) -> TraitLoggingController {
    TraitLoggingController(log: log, describe: classes)
}

@MainActor
@Suite(.serialized) struct SizeClassTests {
    @Test func theWindowSizeGivesTheClassesWithIPadLikeLimits() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let view = UIView(frame: .zero)
        #expect(classes(view.traitCollection) == "r/r")  // off-window: the screen's
        window.addSubview(view)
        var seen: [String] = []
        for size in [
            CGSize(width: 1024, height: 768), CGSize(width: 600, height: 500), CGSize(width: 599.5, height: 500),
            CGSize(width: 600, height: 499.5), CGSize(width: 375, height: 812), CGSize(width: 812, height: 375),
        ] {
            window.frame.size = size
            seen.append(classes(view.traitCollection))
        }
        #expect(seen == ["r/r", "r/r", "c/r", "r/c", "c/r", "r/c"])
        #expect(classes(window.traitCollection) == "r/c")
        // The screen's own traits stay regular; a window of no area has the screen's.
        #expect(classes(UIScreen.main.traitCollection) == "r/r")
        let unsized = UIWindow(frame: .zero)
        #expect(classes(unsized.traitCollection) == "r/r")
    }

    @Test func aResizeAcrossALimitTellsControllersBeforeTheirViewsParentsFirstOnce() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let log = CallbackLog()
        let controller = sizeClassController(log: log)
        window.rootViewController = controller
        let a = sizeClassView("a", log: log), b = sizeClassView("b", log: log)
        controller.view.addSubview(a)
        a.addSubview(b)
        #expect(classes(controller.traitCollection) == "r/r")
        window.frame.size = CGSize(width: 700, height: 650)  // no limit crossed
        window.frame.size = CGSize(width: 400, height: 650)
        #expect(
            log.take() == [
                "controller: r/r → c/r", "root: r/r → c/r (current c/r)", "a: r/r → c/r (current c/r)",
                "b: r/r → c/r (current c/r)",
            ])
        window.bounds.size = CGSize(width: 400, height: 300)
        #expect(
            log.take() == [
                "controller: c/r → c/c", "root: c/r → c/c (current c/c)", "a: c/r → c/c (current c/c)",
                "b: c/r → c/c (current c/c)",
            ])
        #expect(UITraitCollection.current.horizontalSizeClass == .regular)  // put back
    }

    /// A callback resizes the window again, and another takes a view out: each view hears the first change, then
    /// the second, in order; the departed view hears no more.
    @Test func aResizeFromACallbackIsReportedAfterTheRunningPass() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let log = CallbackLog()
        let a = sizeClassView("a", log: log), b = sizeClassView("b", log: log), c = sizeClassView("c", log: log)
        window.addSubview(a)
        window.addSubview(b)
        window.addSubview(c)
        a.onChange = {
            a.onChange = nil
            window.frame.size = CGSize(width: 400, height: 300)
        }
        b.onChange = {
            b.onChange = nil
            c.removeFromSuperview()
        }
        window.frame.size = CGSize(width: 400, height: 600)
        #expect(
            log.take() == [
                "a: r/r → c/r (current c/r)", "b: r/r → c/r (current c/r)",
                "a: c/r → c/c (current c/c)", "b: c/r → c/c (current c/c)",
            ])
    }

    /// A window made with no area (before a backend sizes it) has the screen's classes, regular both ways: sizing
    /// it to a regular size changes nothing, so no view is told; sizing it compact tells them.
    @Test func sizingAWindowThatHadNoAreaTellsOnlyOfAChange() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: .zero)
        let log = CallbackLog()
        let view = sizeClassView("v", log: log)
        window.addSubview(view)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(log.take() == [])
        window.frame = .zero
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        #expect(log.take() == ["v: r/r → c/r (current c/r)"])
    }

    @Test func anAppearanceChangeKeepsTheWindowsSizeClassesInThePreviousTraits() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let log = CallbackLog()
        let view = sizeClassView("v", log: log)
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        #expect(log.take() == ["v: c/r → c/r (current c/r)"])
    }
}
