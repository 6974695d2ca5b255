import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// The app's layout direction at the root of every view's: read from the environment as GTK reads its default
/// direction, and flipping leading and trailing in every window when it changes.
@MainActor
@Suite struct ApplicationLayoutDirectionTests {
    @Test func theEnvironmentVariableWinsThenTheMessagesLocaleDecides() {
        func direction(_ environment: [String: String]) -> String {
            let (direction, problem) = UIApplication.layoutDirection(fromEnvironment: environment)
            return "\(direction == .rightToLeft ? "rtl" : "ltr")\(problem.map { " (\($0))" } ?? "")"
        }
        #expect(
            [
                [:], ["LANG": "C"], ["LANG": "POSIX"], ["LANG": "en_US.UTF-8"], ["LANG": "ar_EG.UTF-8"],
                ["LANG": "he_IL"], ["LANG": "fa_IR.UTF-8@persian"], ["LANG": "ur"],
                ["LANG": "ar_EG.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"],
                ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"],
                ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"], ["LC_ALL": "", "LANG": "ar"],
                ["OPENUIKIT_LAYOUT_DIRECTION": "rtl", "LANG": "en_US.UTF-8"],
                ["OPENUIKIT_LAYOUT_DIRECTION": "LTR", "LANG": "ar_EG.UTF-8"],
                ["OPENUIKIT_LAYOUT_DIRECTION": "sideways", "LANG": "he_IL"],
            ].map(direction) == [
                "ltr", "ltr", "ltr", "ltr", "rtl", "rtl", "rtl", "rtl", "ltr", "rtl", "ltr", "rtl", "rtl", "ltr",
                "rtl (OPENUIKIT_LAYOUT_DIRECTION=sideways is neither rtl nor ltr; the locale's direction is used)",
            ])
    }

    @Test func theAppsDirectionFlipsLeadingAndTrailingInEveryWindowUnlessAViewFixesItsOwn() {
        let driver = EventDriver()
        let window = driver.makeWindow()  // 320 × 480
        let box = constrainedView("box")
        let fixed = constrainedView("fixed")
        let inner = constrainedView("inner")
        fixed.semanticContentAttribute = .forceLeftToRight
        window.addSubview(box)
        window.addSubview(fixed)
        fixed.addSubview(inner)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 10),
            fixed.leftAnchor.constraint(equalTo: window.leftAnchor),
            fixed.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            fixed.widthAnchor.constraint(equalToConstant: 200),
            fixed.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: fixed.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: fixed.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        var log: [String] = []
        func record() {
            window.layoutIfNeeded()
            log.append(
                "\(driver.application.userInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr"): "
                    + "box \(box.frame.minX) \(box.effectiveUserInterfaceLayoutDirection == .rightToLeft), "
                    + "inner \(inner.frame.minX) \(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft), "
                    + "unspecified \(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)")
        }
        record()
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        record()
        driver.application.setUserInterfaceLayoutDirection(.leftToRight)
        record()
        #expect(
            log == [
                "ltr: box 20.0 false, inner 10.0 false, unspecified false",
                // 320 − 20 − 100: the box's leading edge is the window's right edge, 20 in.
                "rtl: box 200.0 true, inner 10.0 false, unspecified true",
                "ltr: box 20.0 false, inner 10.0 false, unspecified false",
            ])
        #expect(driver.diagnostics == [])
    }

    @Test func aStackViewArrangesFromTheRightInARightToLeftApp() {
        let driver = EventDriver()
        driver.application.setUserInterfaceLayoutDirection(.rightToLeft)
        let window = driver.makeWindow()
        let first = constrainedView("first")
        let second = constrainedView("second")
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        stack.distribution = .fillEqually
        stack.spacing = 10
        window.addSubview(stack)
        window.layoutIfNeeded()
        // Each 145 wide; the first at the right edge.
        #expect(
            [first.frame, second.frame] == [
                CGRect(x: 155, y: 0, width: 145, height: 40), CGRect(x: 0, y: 0, width: 145, height: 40),
            ])
    }

    @Test func anUnreadableDirectionIsReportedAndTheLocaleDecides() {
        let driver = EventDriver()
        // The newest application is the one views in no window follow (a detached stack view in another suite):
        // it must not stay right to left after this test.
        defer { driver.application.setUserInterfaceLayoutDirection(.leftToRight) }
        driver.application.applyLayoutDirectionEnvironment(["OPENUIKIT_LAYOUT_DIRECTION": "up", "LANG": "ar_SA.UTF-8"])
        #expect(driver.application.userInterfaceLayoutDirection == .rightToLeft)
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: OPENUIKIT_LAYOUT_DIRECTION=up is neither rtl nor ltr; the locale's direction is used"
            ])
    }
}
