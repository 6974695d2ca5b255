import Foundation

/// The views a list keeps for reuse, by reuse identifier, and how to make new ones: the machinery behind
/// `register(_:forCellReuseIdentifier:)` and `dequeueReusableCell(withIdentifier:for:)`.
///
/// A registered class is made through a closure captured at registration (see ``UITableViewCell``'s
/// `init(registeredReuseIdentifier:)`): no Objective-C runtime is needed to create an `AnyClass`. Idle views are
/// out of the view hierarchy, so a view that leaves the list while a finger is on it has its touches cancelled by
/// the window, as in UIKit.
@MainActor
struct ReusableViewPool<View: UIView> {
    private var factories: [String: () -> View] = [:]
    private var idle: [String: [View]] = [:]
    /// At most this many idle views are kept per identifier; the rest are released.
    var capacityPerIdentifier = 32

    /// Registers how to make a view for `identifier`; nil unregisters it. Idle views of the identifier stay.
    mutating func register(_ factory: (() -> View)?, for identifier: String) {
        factories[identifier] = factory
    }

    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// An idle view for `identifier`, or nil when there is none.
    mutating func takeIdle(_ identifier: String) -> View? {
        guard var views = idle[identifier], let view = views.popLast() else { return nil }
        idle[identifier] = views
        return view
    }

    /// An idle view for `identifier`, else a new one from its registration; nil when it is not registered.
    mutating func dequeue(_ identifier: String) -> (view: View, isNew: Bool)? {
        if let view = takeIdle(identifier) { return (view, false) }
        guard let factory = factories[identifier] else { return nil }
        return (factory(), true)
    }

    /// Keeps `view` for reuse under `identifier` (dropped when the pool for it is full).
    mutating func enqueue(_ view: View, identifier: String) {
        var views = idle[identifier, default: []]
        guard views.count < capacityPerIdentifier, !views.contains(where: { $0 === view }) else { return }
        views.append(view)
        idle[identifier] = views
    }

    /// How many idle views are kept (for tests and memory figures).
    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }

    /// Releases every idle view.
    mutating func removeIdle() { idle.removeAll() }
}
