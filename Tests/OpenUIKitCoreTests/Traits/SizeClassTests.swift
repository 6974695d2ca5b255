import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// A view that logs each size class change as "name: h/v → h/v", with the classes `UITraitCollection.current` has.
private final class SizeClassView: UIView {
    let name: String
    let log: CallbackLog
    var onChange: (() -> Void)?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append(
            "\(name): \(classes(previousTraitCollection)) → \(classes(traitCollection))"
                + " (current \(classes(UITraitCollection.current)))")
        onChange?()
    }
}

private final class SizeClassController: UIViewController {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = SizeClassView("root", log: log) }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("controller: \(classes(previousTraitCollection)) → \(classes(traitCollection))")
    }
}

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
        let controller = SizeClassController(log: log)
        window.rootViewController = controller
        let a = SizeClassView("a", log: log), b = SizeClassView("b", log: log)
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
        let a = SizeClassView("a", log: log), b = SizeClassView("b", log: log), c = SizeClassView("c", log: log)
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
        let view = SizeClassView("v", log: log)
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
        let view = SizeClassView("v", log: log)
        window.addSubview(view)
        view.overrideUserInterfaceStyle = .dark
        #expect(log.take() == ["v: c/r → c/r (current c/r)"])
    }
}
