import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// "dark", "light" or "unspecified": the trait these tests watch.
private func style(_ traits: UITraitCollection?) -> String {
    "\(traits?.userInterfaceStyle ?? .unspecified)"
}

@MainActor private func styleView(_ name: String, log: CallbackLog) -> TraitLoggingView {
    TraitLoggingView(name, log: log, describe: style)
}

@MainActor private func styleController(log: CallbackLog) -> TraitLoggingController {
    TraitLoggingController(log: log, describe: style)
}

@MainActor
@Suite(.serialized) struct TraitCollectionTests {
    @Test func traitCollectionsMergeCompareAndContainAsUIKits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let merged = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(userInterfaceStyle: .light)])
        #expect(merged.userInterfaceStyle == .light && merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .unspecified && merged.displayScale == 0)
        #expect(merged.containsTraits(in: compact) && !merged.containsTraits(in: dark))
        #expect(merged.containsTraits(in: nil) && merged.containsTraits(in: UITraitCollection()))
        #expect(dark.hasDifferentColorAppearance(comparedTo: merged))
        #expect(!compact.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(merged == UITraitCollection(traitsFrom: [compact, UITraitCollection(userInterfaceStyle: .light)]))
        #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceSizeClass.regular.rawValue == 2)
    }

    @Test func dynamicColoursResolveInTheCurrentTraitCollection() {
        var asked: [UIUserInterfaceStyle] = []
        let ink = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(ink.resolvedColor(with: dark) == .white)
        #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        dark.performAsCurrent {
            #expect(ink.cgColor == UIColor.white.cgColor)
            #expect(UIColor.label.cgColor == UIColor.white.cgColor)
            #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection.current) == .black)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(ink.cgColor == UIColor.black.cgColor)
        #expect(asked == [.dark, .light, .dark, .light])
        // Dynamic colours are equal only to themselves; a faded one stays dynamic.
        #expect(ink == ink && ink != UIColor { _ in .black })
        #expect(ink.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
        // A provider that returns itself resolves to clear instead of looping.
        var selfReferring: UIColor?
        selfReferring = UIColor { _ in selfReferring ?? .red }
        #expect(selfReferring?.resolvedColor(with: dark) == .clear)
    }

    @Test func theSystemColoursHaveIOSDarkValues() {
        func hex(_ color: UIColor) -> String {
            let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            let channels = [resolved.red, resolved.green, resolved.blue].map { Int(($0 * 255).rounded()) }
            return channels.map { String(format: "%02X", $0) }.joined()
                + (resolved.alpha < 1 ? " @\(resolved.alpha)" : "")
        }
        #expect(
            [
                UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
                .systemGroupedBackground, .label, .secondaryLabel, .separator, .systemBlue, .systemRed, .systemGray6,
            ].map(hex) == [
                "000000", "1C1C1E", "2C2C2E", "000000", "FFFFFF", "EBEBF5 @0.6", "545458 @0.6", "0A84FF", "FF453A",
                "1C1C1E",
            ])
    }

    /// window → controller (its root view) → a → b, with `pinned` (overridden light) beside `a` holding `c`.
    @Test func anOverrideReachesTheSubtreeParentsFirstControllerBeforeItsView() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let controller = styleController(log: log)
        window.rootViewController = controller
        let a = styleView("a", log: log), b = styleView("b", log: log)
        let pinned = styleView("pinned", log: log), c = styleView("c", log: log)
        pinned.overrideUserInterfaceStyle = .light
        controller.view.addSubview(a)
        a.addSubview(b)
        controller.view.addSubview(pinned)
        pinned.addSubview(c)
        #expect(log.take() == [])
        controller.overrideUserInterfaceStyle = .dark
        #expect(
            log.take() == [
                "controller: light → dark", "root: light → dark (current dark)", "a: light → dark (current dark)",
                "b: light → dark (current dark)",
            ])
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(c.traitCollection.userInterfaceStyle == .light && window.traitCollection.userInterfaceStyle == .light)
        // The same value again changes nothing; a view's own override outranks its controller's.
        controller.overrideUserInterfaceStyle = .dark
        controller.view.overrideUserInterfaceStyle = .light
        #expect(
            log.take() == [
                "root: dark → light (current light)", "a: dark → light (current light)",
                "b: dark → light (current light)",
            ])
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        // The controller's own change, under a view that overrides its own, reaches the controller only.
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(log.take() == ["controller: dark → light"])
    }

    @Test func movingAViewUnderAnotherAppearanceTellsItOnce() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let dark = UIView(), light = UIView(), moving = styleView("moving", log: log)
        dark.overrideUserInterfaceStyle = .dark
        window.addSubview(dark)
        window.addSubview(light)
        let child = styleView("child", log: log)
        moving.addSubview(child)
        dark.addSubview(moving)
        #expect(log.take() == ["moving: light → dark (current dark)", "child: light → dark (current dark)"])
        let otherDark = UIView()
        otherDark.overrideUserInterfaceStyle = .dark
        window.addSubview(otherDark)
        otherDark.addSubview(moving)
        #expect(log.take() == [])
        light.addSubview(moving)
        #expect(log.take() == ["moving: dark → light (current light)", "child: dark → light (current light)"])
    }

    /// The user switches the system to dark and back: every window's views hear it, parents first; a view pinned
    /// light hears nothing.
    @Test func theSystemAppearanceReachesEveryWindow() {
        let driver = EventDriver()
        defer { driver.application.setSystemUserInterfaceStyle(.light) }
        let log = CallbackLog()
        let first = driver.makeWindow(), second = driver.makeWindow()
        let a = styleView("a", log: log), b = styleView("b", log: log), pinned = styleView("pinned", log: log)
        pinned.overrideUserInterfaceStyle = .light
        first.addSubview(a)
        a.addSubview(pinned)
        second.addSubview(b)
        driver.application.setSystemUserInterfaceStyle(.dark)
        #expect(log.take() == ["a: light → dark (current dark)", "b: light → dark (current dark)"])
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        driver.application.setSystemUserInterfaceStyle(.dark)
        driver.application.setSystemUserInterfaceStyle(.light)
        #expect(log.take() == ["a: dark → light (current light)", "b: dark → light (current light)"])
    }

    /// Callbacks that change the tree mid-update: `a` moves `b` out from under itself, adds a fresh view, and pins
    /// its second child dark. Each view hears each change of its own appearance exactly once.
    @Test func callbacksThatMoveViewsAndSetOverridesMidUpdateLeaveEachViewToldOnce() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let holder = UIView(), elsewhere = UIView()
        window.addSubview(holder)
        window.addSubview(elsewhere)
        let a = styleView("a", log: log), b = styleView("b", log: log), second = styleView("second", log: log)
        let fresh = styleView("fresh", log: log), deep = styleView("deep", log: log)
        holder.addSubview(a)
        a.addSubview(b)
        a.addSubview(second)
        second.addSubview(deep)
        a.onChange = {
            a.onChange = nil
            elsewhere.addSubview(b)
            a.addSubview(fresh)
            second.overrideUserInterfaceStyle = .light
        }
        holder.overrideUserInterfaceStyle = .dark
        #expect(
            log.take() == [
                "a: light → dark (current dark)", "fresh: light → dark (current dark)",
            ])
        #expect(b.traitCollection.userInterfaceStyle == .light && deep.traitCollection.userInterfaceStyle == .light)
        second.overrideUserInterfaceStyle = .unspecified
        #expect(log.take() == ["second: light → dark (current dark)", "deep: light → dark (current dark)"])
    }
}
