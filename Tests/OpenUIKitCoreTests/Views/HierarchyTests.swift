import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Logs the hierarchy notifications UIKit sends, with the names of the views involved.
final class NotifyingView: UIView {
    let log: CallbackLog

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }

    private func name(_ view: UIView?) -> String { view?.debugName ?? "nil" }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("\(debugName).willMove(toSuperview: \(name(newSuperview)))")
    }
    override func didMoveToSuperview() { log.append("\(debugName).didMoveToSuperview(\(name(superview)))") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(debugName).willMove(toWindow: \(name(newWindow)))")
    }
    override func didMoveToWindow() { log.append("\(debugName).didMoveToWindow(\(name(window)))") }
    override func didAddSubview(_ subview: UIView) { log.append("\(debugName).didAddSubview(\(name(subview)))") }
    override func willRemoveSubview(_ subview: UIView) {
        log.append("\(debugName).willRemoveSubview(\(name(subview)))")
    }
}

@MainActor
@Suite struct HierarchyTests {
    private func names(_ views: [UIView]) -> [String] { views.map(\.debugName) }

    @Test func insertionAndReorderingApis() {
        let root = named("root", .zero)
        let a = named("a", .zero), b = named("b", .zero), c = named("c", .zero), d = named("d", .zero)
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(names(root.subviews) == ["c", "a", "b"])
        root.insertSubview(d, aboveSubview: c)
        #expect(names(root.subviews) == ["c", "d", "a", "b"])
        root.insertSubview(c, belowSubview: b)
        #expect(names(root.subviews) == ["d", "a", "c", "b"])
        root.insertSubview(d, aboveSubview: b)
        #expect(names(root.subviews) == ["a", "c", "b", "d"])
        root.bringSubviewToFront(a)
        #expect(names(root.subviews) == ["c", "b", "d", "a"])
        root.sendSubviewToBack(d)
        #expect(names(root.subviews) == ["d", "c", "b", "a"])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(names(root.subviews) == ["a", "c", "b", "d"])
        root.exchangeSubview(at: 0, withSubviewAt: 9)
        root.insertSubview(b, at: 99)
        #expect(names(root.subviews) == ["a", "c", "d", "b"])
        // Re-adding an existing subview brings it to the front, as in UIKit.
        root.addSubview(a)
        #expect(names(root.subviews) == ["c", "d", "b", "a"])
        c.removeFromSuperview()
        #expect(names(root.subviews) == ["d", "b", "a"])
        #expect(c.superview == nil)
    }

    @Test func movingAViewToAnotherSuperviewTakesItOutOfTheFirst() {
        let first = named("first", .zero), second = named("second", .zero), child = named("child", .zero)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
    }

    @Test func descendantsTagsAndWindows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = named("parent", .zero), child = named("child", .zero), other = named("other", .zero)
        parent.tag = 1
        child.tag = 7
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.isDescendant(of: window))
        #expect(child.isDescendant(of: child))
        #expect(!parent.isDescendant(of: child))
        #expect(!other.isDescendant(of: window))
        #expect(window.viewWithTag(7) === child)
        #expect(window.viewWithTag(1) === parent)
        #expect(window.viewWithTag(42) == nil)
        #expect(child.window === window)
        #expect(window.window === window)
        #expect(other.window == nil)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    @Test func addingIntoAWindowNotifiesInUIKitsOrder() {
        let log = CallbackLog()
        let window = UIWindow(frame: .zero)
        window.accessibilityIdentifier = "W"
        let parent = NotifyingView("P", log: log)
        let child = NotifyingView("C", log: log)
        parent.addSubview(child)
        #expect(log.take() == ["C.willMove(toSuperview: P)", "C.didMoveToSuperview(P)", "P.didAddSubview(C)"])
        window.addSubview(parent)
        #expect(
            log.take() == [
                "P.willMove(toSuperview: W)",
                "P.willMove(toWindow: W)", "C.willMove(toWindow: W)",
                "P.didMoveToWindow(W)", "C.didMoveToWindow(W)",
                "P.didMoveToSuperview(W)",
            ])
        parent.removeFromSuperview()
        #expect(
            log.take() == [
                "P.willMove(toSuperview: nil)",
                "P.willMove(toWindow: nil)", "C.willMove(toWindow: nil)",
                "P.didMoveToWindow(nil)", "C.didMoveToWindow(nil)",
                "P.didMoveToSuperview(nil)",
            ])
        parent.addSubview(child)
        #expect(log.take() == [])
        child.removeFromSuperview()
        #expect(log.take() == ["P.willRemoveSubview(C)", "C.willMove(toSuperview: nil)", "C.didMoveToSuperview(nil)"])
    }

    @Test func movingBetweenSuperviewsTellsTheOldOneFirst() {
        let log = CallbackLog()
        let old = NotifyingView("old", log: log)
        let new = NotifyingView("new", log: log)
        let child = NotifyingView("child", log: log)
        old.addSubview(child)
        log.clear()
        new.addSubview(child)
        #expect(
            log.take() == [
                "child.willMove(toSuperview: new)", "old.willRemoveSubview(child)",
                "child.didMoveToSuperview(new)", "new.didAddSubview(child)",
            ])
    }

    @Test func addingAViewInsideItselfIsRefusedWithADiagnostic() {
        let driver = EventDriver()
        let parent = named("parent", .zero), child = named("child", .zero)
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.apiMisuse), .programmingError(.apiMisuse)])
    }

    @Test func subviewsForgetADeallocatedSuperview() {
        let child = named("child", .zero)
        var window: UIWindow? = UIWindow(frame: .zero)
        weak let weakWindow = window
        window?.addSubview(child)
        #expect(child.window != nil)
        window = nil
        #expect(weakWindow == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }
}
