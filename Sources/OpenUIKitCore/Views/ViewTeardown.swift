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

/// Runs main-actor teardown from a nonisolated `deinit`, in place. UIKit objects are main-actor objects and are
/// released there (Swift 6 language mode cannot send them elsewhere); one released on another thread traps with the
/// runtime's "incorrect actor executor" message, as UIKit asserts that views are used on the main thread only.
/// (Not `Thread.isMainThread`: the main actor also runs on a pool thread once the main thread has handed the main
/// queue to Dispatch, as test runners do.)
enum MainActorTeardown {
    /// Lets the deinit hand its main-actor state to the main-actor closure it runs in place.
    private struct Handoff<Value>: @unchecked Sendable { let value: Value }

    nonisolated static func run<Value>(_ value: Value, _ body: @MainActor (Value) -> Void) {
        let handoff = Handoff(value: value)
        MainActor.assumeIsolated { body(handoff.value) }
    }
}
