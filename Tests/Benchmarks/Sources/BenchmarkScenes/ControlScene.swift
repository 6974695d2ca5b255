import OpenUIKit
import OpenUIKitTesting

// The control scenes (issue 4): a UIControl with 1, 10 or 100 explicit targets, and a nil-targeted action walking a
// 50-deep responder chain. Used by the Controls suite and `EventCoreProbe controls`. Docs/Benchmarks.md quotes
// the figures.

/// An explicit target: a responder declaring one action method, as a UIKit app's target would.
public final class ActionTarget: UIResponder {
    public private(set) var taps = 0

    func tap(_ sender: Any?) { taps &+= 1 }

    public override class var actionMethods: [Selector: ActionMethod] { ["tap:": .method(ActionTarget.tap)] }
}

/// A control in a window with `targetCount` targets registered for `.touchUpInside`, each with `"tap:"`.
@MainActor
public final class TargetActionScene {
    public let control: UIControl
    /// The targets, kept alive here (a control does not retain its targets).
    public let targets: [ActionTarget]

    public init(targetCount: Int, in window: UIWindow) {
        control = UIControl(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        window.addSubview(control)
        targets = (0..<targetCount).map { _ in ActionTarget() }
        for target in targets { control.addTarget(target, action: "tap:", for: .touchUpInside) }
    }

    /// What is timed: `control.sendActions(for: .touchUpInside)`, `count` times.
    public func send(_ count: Int) {
        for _ in 0..<count { control.sendActions(for: .touchUpInside) }
    }

    public var totalTaps: Int { targets.reduce(0) { $0 + $1.taps } }

    /// Checks (untimed) that one send reaches every target once, with no diagnostic.
    public func check(driver: EventDriver) {
        precondition(control.allTargets.count == targets.count, "\(control.allTargets.count) targets registered")
        let before = targets.map(\.taps)
        send(1)
        for (index, target) in targets.enumerated() where target.taps != before[index] + 1 {
            fatalError("target \(index) of \(targets.count) got \(target.taps - before[index]) actions from one send")
        }
        precondition(driver.diagnostics.isEmpty, "diagnostics: \(driver.diagnostics)")
    }
}

/// Handles `"deep:"`: the controller whose root view is the outermost view of the chain.
public final class DeepActionController: UIViewController {
    public private(set) var received = 0
    public private(set) var lastSender: AnyObject?

    func deep(_ sender: Any?) {
        received &+= 1
        lastSender = sender as AnyObject?
    }

    public override class var actionMethods: [Selector: ActionMethod] { ["deep:": .method(DeepActionController.deep)] }
}

/// Counts `canPerformAction(_:withSender:)` calls; only in the untimed twin chain that checks the walk's length.
final class CountingView: UIView {
    nonisolated(unsafe) static var asked = 0

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        CountingView.asked += 1
        return super.canPerformAction(action, withSender: sender)
    }
}

/// A window whose root view controller's view is the outermost of `depth` nested `UIView`s; the controller is the
/// only responder that handles `"deep:"`, so a nil-targeted `"deep:"` sent from the innermost view (with no first
/// responder) asks every one of the `depth` views, then finds the controller: `depth + 1` responders.
@MainActor
public final class ResponderChainScene {
    public static let action: Selector = "deep:"

    public let window: UIWindow
    public let controller: DeepActionController
    /// The chain, outermost first; `views.last` is the sender.
    public let views: [UIView]
    public var sender: UIView { views[views.count - 1] }

    public init(depth: Int = 50, driver: EventDriver) {
        let controller = DeepActionController()
        let built = Self.build(depth: depth, controller: controller, driver: driver) { UIView(frame: $0) }
        self.controller = controller
        window = built.0
        views = built.1
    }

    private static func build(
        depth: Int, controller: UIViewController, driver: EventDriver, makeView: (CGRect) -> UIView
    ) -> (UIWindow, [UIView]) {
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = makeView(.zero)
        controller.view = root
        window.rootViewController = controller
        var views = [root]
        for _ in 1..<depth {
            let view = makeView(CGRect(x: 1, y: 1, width: 300, height: 300))
            views[views.count - 1].addSubview(view)
            views.append(view)
        }
        return (window, views)
    }

    /// What is timed: `count` nil-targeted sends from the innermost view.
    public func send(_ count: Int) {
        let application = UIApplication.shared
        let sender = self.sender
        for _ in 0..<count {
            _ = application.sendAction(Self.action, to: nil, from: sender, for: nil)
        }
    }

    /// Checks (untimed) the chain and the walk: the path from the innermost view to the controller has `depth`
    /// views then the controller, nothing on it but the controller (not the window, the application or its
    /// delegate) performs the action, a send reaches the controller with the innermost view as sender, and, on a
    /// twin chain of views that count the question, one walk asks `depth` views.
    public func check(driver: EventDriver) {
        var path: [UIResponder] = []
        var responder: UIResponder? = sender
        while let current = responder, current !== controller {
            path.append(current)
            responder = current.next
        }
        precondition(responder === controller, "the chain from the innermost view does not reach the controller")
        precondition(path.count == views.count, "\(path.count) responders before the controller, not \(views.count)")
        for responder in path + [window, UIApplication.shared] {
            precondition(!responder.canPerformAction(Self.action, withSender: sender), "\(responder) performs deep:")
        }
        if let delegate = UIApplication.shared.next {
            precondition(!delegate.canPerformAction(Self.action, withSender: sender), "the delegate performs deep:")
        }
        let before = controller.received
        precondition(UIApplication.shared.sendAction(Self.action, to: nil, from: sender, for: nil), "deep: not handled")
        precondition(controller.received == before + 1 && controller.lastSender === sender, "deep: went astray")

        let twinController = DeepActionController()
        let (twinWindow, twinViews) = Self.build(depth: views.count, controller: twinController, driver: driver) {
            CountingView(frame: $0)
        }
        CountingView.asked = 0
        precondition(UIApplication.shared.sendAction(Self.action, to: nil, from: twinViews.last!, for: nil))
        precondition(
            CountingView.asked == views.count && twinController.received == 1,
            "the twin walk asked \(CountingView.asked) views")
        twinWindow.isHidden = true
        window.makeKeyAndVisible()
        precondition(driver.diagnostics.isEmpty, "diagnostics: \(driver.diagnostics)")
    }
}
