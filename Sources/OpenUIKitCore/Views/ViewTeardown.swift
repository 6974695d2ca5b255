import Foundation

/// What a view leaves behind when it goes: the parts that point back at it and must be detached.
@MainActor
struct ViewTeardown {
    let layer: CALayer?
    let recognizers: [UIGestureRecognizer]
    let subviews: [UIView]

    func perform() {
        // A layer someone kept must not point back at the view either.
        layer?.view = nil
        // UIKit's recognizers go with their view; one the app still holds is detached.
        for recognizer in recognizers { recognizer.viewWentAway() }
        // Subviews outlive their superview only if something else holds them; they must not point back at it.
        for subview in subviews {
            subview.storedSuperview = nil
            subview.clearWindowWithoutNotifying()
        }
    }
}

/// Runs main-actor teardown from a nonisolated `deinit`: in place on the main actor, where UIKit objects are
/// released (Swift 6 language mode cannot send them elsewhere); from another thread on the main queue, so a release
/// there cannot corrupt the tree (``MainActorCheck``).
enum MainActorTeardown {
    nonisolated static func run<Value>(_ value: Value, _ body: @escaping @MainActor (Value) -> Void) {
        let handoff = MainActorBound(value: (value, body))
        MainActorCheck.run { handoff.value.1(handoff.value.0) }
    }
}
