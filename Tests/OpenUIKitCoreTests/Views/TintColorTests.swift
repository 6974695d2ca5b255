import Foundation
import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `tintColor`: inherited down the hierarchy, UIKit's blue by default, and `tintColorDidChange()` for every view
/// whose effective tint changed, parents first.
@MainActor
@Suite struct TintColorTests {
    final class TintView: UIView {
        var log: CallbackLog?
        override func tintColorDidChange() {
            super.tintColorDidChange()
            log?.append("\(accessibilityIdentifier ?? "?").tintColorDidChange \(tintColor!)")
        }
    }

    func view(_ name: String, _ log: CallbackLog) -> TintView {
        let view = TintView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = name
        view.log = log
        return view
    }

    @Test func theTintIsInheritedAndChangesReachEveryViewThatInheritsIt() {
        let log = CallbackLog()
        let root = view("root", log), child = view("child", log), own = view("own", log), deep = view("deep", log)
        root.addSubview(child)
        root.addSubview(own)
        own.addSubview(deep)
        #expect(deep.tintColor == UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
        own.tintColor = .systemGreen
        #expect(
            log.take() == [
                "own.tintColorDidChange \(UIColor.systemGreen)", "deep.tintColorDidChange \(UIColor.systemGreen)",
            ])
        root.tintColor = .systemRed
        #expect(
            log.take() == [
                "root.tintColorDidChange \(UIColor.systemRed)", "child.tintColorDidChange \(UIColor.systemRed)",
            ])
        #expect(deep.tintColor == .systemGreen && child.tintColor == .systemRed)
        own.tintColor = nil
        #expect(
            log.take() == [
                "own.tintColorDidChange \(UIColor.systemRed)", "deep.tintColorDidChange \(UIColor.systemRed)",
            ])
        root.tintColor = .systemRed
        #expect(log.take() == [], "an unchanged tint tells nobody")
    }

    @Test func movingAViewUnderAnotherTintTellsItsSubtree() {
        let log = CallbackLog()
        let tinted = view("tinted", log), plain = view("plain", log), moving = view("moving", log)
        let inner = view("inner", log)
        tinted.tintColor = .systemOrange
        moving.addSubview(inner)
        plain.addSubview(moving)
        #expect(log.take() == ["tinted.tintColorDidChange \(UIColor.systemOrange)"])
        tinted.addSubview(moving)
        #expect(
            log.take() == [
                "moving.tintColorDidChange \(UIColor.systemOrange)", "inner.tintColorDidChange \(UIColor.systemOrange)",
            ])
    }

    @Test func dimmingDesaturatesTheTintAndSystemButtonsFollowIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let system = UIButton(type: .system)
        let custom = UIButton(type: .custom)
        container.addSubview(system)
        container.addSubview(custom)
        #expect(system.currentTitleColor == UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
        #expect(custom.currentTitleColor == .black)
        container.tintColor = .systemPink
        #expect(system.currentTitleColor == .systemPink)
        system.setTitleColor(.systemTeal, for: .normal)
        #expect(system.currentTitleColor == .systemTeal)
        container.tintAdjustmentMode = .dimmed
        #expect(system.tintAdjustmentMode == .dimmed)
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = UIColor.systemPink.getWhite(&white, alpha: &alpha)
        #expect(custom.tintColor == UIColor(white: white, alpha: alpha * 0.6))
    }
}
