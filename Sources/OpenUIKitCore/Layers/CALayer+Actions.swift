import Foundation

/// What a layer does when one of its properties changes, as Core Animation's `CAAction`: an animation to run, or
/// `NSNull()` for nothing. Apps set `actions` to `NSNull()` values to turn implicit animations off.
public protocol CAAction {
    /// Runs the action for `event` on `anObject`; the default does nothing.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension NSNull: CAAction {}
extension CAAnimation: CAAction {}

// A layer's actions and drawing hints. OpenUIKit runs no implicit animations for standalone layers (a change takes
// effect at once, as `CALayer` says), so `actions` is stored only: a ported layer that turns its implicit animations
// off with `NSNull()` behaves as it does on iOS, and one that sets animations for its changes sees none run.
// `drawsAsynchronously` is a hint OpenUIKit stores: the Cairo renderer draws on the main thread either way.
extension CALayer {
    private struct Hints {
        var actions: [String: any CAAction]?
        var drawsAsynchronously = false
    }

    private static let hintsTable = LayerSideTable<Hints>()

    /// Actions by property key. Stored only (see above).
    public var actions: [String: any CAAction]? {
        get { Self.hintsTable[self]?.actions }
        set {
            var hints = Self.hintsTable[self] ?? Hints()
            hints.actions = newValue
            Self.hintsTable[self] = hints
        }
    }

    /// Whether drawing commands are queued for a background thread; false by default. Stored only.
    public var drawsAsynchronously: Bool {
        get { Self.hintsTable[self]?.drawsAsynchronously ?? false }
        set {
            var hints = Self.hintsTable[self] ?? Hints()
            hints.drawsAsynchronously = newValue
            Self.hintsTable[self] = hints
        }
    }
}
