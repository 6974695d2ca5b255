import Foundation
import OpenUIKit

// Layout passes in the fuzzer's worlds: every world view's `updateConstraints()`, `layoutSubviews()` and
// `intrinsicContentSize` is a `layoutPass` callback where mutations fire, from inside the window's layout pass, and
// `layout` mutations edit Auto Layout from any callback: constrain a view, shift constants, drop the constraints,
// invalidate, add a conflict, or make a view whose `layoutSubviews` never stops changing a constraint. A world
// view's `updateProperties()` (and its controller's) is a `propertyUpdate` callback, and so is each change of a
// constrained view's frame and bounds told by key-value observing (its superview observes when it is a world view,
// else the view itself). The world's invariants (every touch a view saw begin ends
// once, nothing delivered outside a window, recognizers settle) must hold whatever the layout does, the pass must
// end, and an observer is told only of what it is registered for.

/// What a `layout` mutation does to its view, as app code would.
public enum LayoutEdit: Equatable, Sendable, Codable {
    /// `translatesAutoresizingMaskIntoConstraints = false`, then its leading and top at its frame's origin, its
    /// width half its superview's at priority 750 and its height its frame's (at least 10), activated; its frame and
    /// bounds are observed from then on.
    case constrain
    /// Adds `amount` to the constant of every constraint a `layout` edit made for the view.
    case shiftConstants(CGFloat)
    /// Deactivates those constraints, ends the observation of the view, and gives the view back its frame
    /// (`translatesAutoresizingMaskIntoConstraints`).
    case unconstrain
    /// `invalidateIntrinsicContentSize()`, `setNeedsUpdateProperties()`, `setNeedsUpdateConstraints()`,
    /// `setNeedsLayout()`, then a nested `layoutIfNeeded()` of its superview from inside the callback.
    case invalidate
    /// Constrains the view if it is not, then adds two required widths that contradict each other and its own:
    /// the engine breaks one and reports it.
    case conflict
    /// Constrains the view if it is not; from then on each of its `layoutSubviews()` calls changes one of its
    /// constants, so the window's layout never settles: the pass stops after its round limit and reports it.
    case keepInvalidating

    var swiftSource: String {
        switch self {
        case .constrain: ".constrain"
        case .shiftConstants(let amount): ".shiftConstants(\(amount))"
        case .unconstrain: ".unconstrain"
        case .invalidate: ".invalidate"
        case .conflict: ".conflict"
        case .keepInvalidating: ".keepInvalidating"
        }
    }
}

/// The world's Auto Layout state: the constraints its edits made, by view id, and the views that keep
/// invalidating.
@MainActor
final class LayoutWorldState {
    var constraints: [Int: [NSLayoutConstraint]] = [:]
    var restless: Set<Int> = []
    /// Who observes each constrained view's frame and bounds, by view id. The view is held here too (weakly):
    /// a registration outlives the world's id for the view (a released view keeps it until it is freed), and
    /// key-value observing still tells of the view's changes.
    var observers: [Int: Observation] = [:]

    struct Observation {
        weak var observer: UIResponder?
        weak var object: UIView?
    }
}

extension WorldRun {
    /// A layout callback of a world view: noted, a restless view changes a constraint again, then the mutations
    /// of this `layoutPass` fire.
    func layoutCallback(_ view: UIView, _ what: String) {
        let id = views.first { $0.value === view }?.key
        note("\(name(view)).\(what)")
        if what == "layoutSubviews", let id, layoutState.restless.contains(id) {
            layoutState.constraints[id]?.last?.constant += 1
        }
        callback(.layoutPass, view: view, recognizer: nil)
    }

    func applyLayout(_ edit: LayoutEdit, to id: Int) {
        guard let view = views[id], view !== window else { return }
        switch edit {
        case .constrain:
            constrain(id, view)
        case .shiftConstants(let amount):
            for constraint in layoutState.constraints[id] ?? [] { constraint.constant += amount }
        case .unconstrain:
            NSLayoutConstraint.deactivate(layoutState.constraints[id] ?? [])
            layoutState.constraints[id] = nil
            if let observer = layoutState.observers.removeValue(forKey: id)?.observer {
                for key in Self.observedKeys { view.removeObserver(observer, forKeyPath: key) }
            }
            layoutState.restless.remove(id)
            view.translatesAutoresizingMaskIntoConstraints = true
        case .invalidate:
            view.invalidateIntrinsicContentSize()
            view.setNeedsUpdateProperties()
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.superview?.layoutIfNeeded()
        case .conflict:
            if layoutState.constraints[id] == nil { constrain(id, view) }
            let made = [
                view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalToConstant: 20),
            ]
            NSLayoutConstraint.activate(made)
            layoutState.constraints[id, default: []] += made
        case .keepInvalidating:
            if layoutState.constraints[id] == nil { constrain(id, view) }
            layoutState.restless.insert(id)
            view.setNeedsLayout()
        }
    }

    private func constrain(_ id: Int, _ view: UIView) {
        guard let superview = view.superview, layoutState.constraints[id] == nil else { return }
        let frame = view.frame
        view.translatesAutoresizingMaskIntoConstraints = false
        let width = view.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5)
        width.priority = .defaultHigh
        let made = [
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: frame.minX),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: frame.minY), width,
            view.heightAnchor.constraint(equalToConstant: max(frame.height, 10)),
        ]
        NSLayoutConstraint.activate(made)
        layoutState.constraints[id] = made
        let observer: UIResponder = superview is FuzzView ? superview : view
        layoutState.observers[id] = LayoutWorldState.Observation(observer: observer, object: view)
        for key in Self.observedKeys {
            view.addObserver(observer, forKeyPath: key, options: [.new, .old], context: nil)
        }
    }

    static let observedKeys = ["frame", "bounds"]

    /// A change told to a world view by key-value observing: it must be one the view is registered for, with the
    /// kind and the values asked; then the mutations of this `propertyUpdate` fire.
    func observedChange(
        by observer: UIView, of object: UIView?, _ keyPath: String, _ change: [NSKeyValueChangeKey: Any]
    ) {
        note("\(name(observer)).observeValue(\(keyPath), of: \(name(object)))")
        let registered = layoutState.observers.values.contains { $0.observer === observer && $0.object === object }
        if !registered || !Self.observedKeys.contains(keyPath) {
            report(
                .observationMisreported, "\(name(observer)) was told of \(keyPath) of \(name(object)), not registered")
        }
        if !(change[.newKey] is NSValue) || !(change[.oldKey] is NSValue) {
            report(.observationMisreported, "a change of \(keyPath) came without the old and new rects asked for")
        }
        callback(.propertyUpdate, view: object, recognizer: nil)
    }

    /// A world view's or controller's `updateProperties()`: noted, then the mutations of this `propertyUpdate` fire.
    func propertyUpdate(_ view: UIView, _ what: String) {
        note("\(name(view)).\(what)")
        callback(.propertyUpdate, view: view, recognizer: nil)
    }
}
