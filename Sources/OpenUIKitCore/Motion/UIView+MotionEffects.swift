import Foundation

// A view's motion effects (`motionEffects`, `addMotionEffect(_:)`, `removeMotionEffect(_:)`), kept beside the view:
// few views have any. OpenUIKit applies none (no sensor tells where the viewer is; see `UIMotionEffect`).

/// The effects of each view that has some, by identity; an entry whose view is gone is dropped when found.
@MainActor
enum MotionEffectTable {
    struct Entry {
        weak var view: UIView?
        var effects: [UIMotionEffect]
    }

    static var entries: [ObjectIdentifier: Entry] = [:]
}

extension UIView {
    /// The effects added to the view, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get {
            guard let entry = MotionEffectTable.entries[ObjectIdentifier(self)], entry.view === self else { return [] }
            return entry.effects
        }
        set {
            MotionEffectTable.entries[ObjectIdentifier(self)] =
                newValue.isEmpty ? nil : MotionEffectTable.Entry(view: self, effects: newValue)
        }
    }

    /// Adds `effect` (once: adding it again does nothing, as in UIKit).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
