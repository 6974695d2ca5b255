import Foundation

/// UIKit's selector-based notification observers, through the same selector machinery as target-action.
///
/// `NotificationCenter.default.addObserver(self, selector: #Selector(keyboardWillShow(_:)), name: …, object: nil)`
/// ports unchanged but for the `#Selector` spelling. The method is found as an action target's is (the class's
/// ``UIResponder/actionMethods`` table, ``UIActionTarget``, or the registration `#Selector` made) and called with the
/// notification as its argument, on the main actor, synchronously when the notification is posted there (as UIKit's
/// delivery on the posting thread is for main-thread code), else on the main queue.
///
/// Differences: the center holds the observer weakly and drops the observation when the observer is gone (UIKit's
/// behaviour since iOS 9); `removeObserver(_:)` and `removeObserver(_:name:object:)` called with a class instance
/// remove its selector-based observations too. An observer whose method cannot be found is reported
/// (``ProgrammingError``) each time a notification would reach it.
extension NotificationCenter {
    // Nonisolated, as Foundation's own methods are: UIKit code calls them from anywhere, `removeObserver(self)` most
    // often from a `deinit`. Delivery always runs on the main actor.
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        guard type(of: observer) is AnyClass else {
            let description = String(describing: observer)
            MainActorCheck.run {
                UIApplication.reportProgrammingError(
                    "addObserver(_:selector:name:object:): \(description) is not a class instance; ignored")
            }
            return
        }
        let target = observer as AnyObject
        let weakTarget = MainActorBound(value: WeakObserver(target))
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let delivery = MainActorBound(value: notification)
            MainActorCheck.run {
                guard let target = weakTarget.value.object else { return }
                ActionMethodRegistry.perform(
                    aSelector, on: target, with: delivery.value,
                    missing: "\(delivery.value.name.rawValue) not delivered")
            }
        }
        SelectorObservations.shared.add(token, for: target, name: aName, object: anObject, center: self)
    }

    /// Removes `observer`'s selector-based observations, then whatever Foundation registered for it. Works from the
    /// observer's `deinit`, as UIKit code calls it.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservations.shared.remove(observer, name: nil, object: nil, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s selector-based observations of `aName` (any name when nil) from `anObject` (any sender
    /// when nil), then whatever Foundation registered for it.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservations.shared.remove(observer, name: aName, object: anObject, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// A weak reference to an observer, so the center does not keep it alive.
final class WeakObserver {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The selector-based observations made through ``NotificationCenter/addObserver(_:selector:name:object:)``, so that
/// removing the observer removes them. Any thread may add or remove (a lock guards the list). Observers are matched
/// by identity, kept apart from the weak reference: inside the observer's `deinit` the weak reference already reads
/// nil.
final class SelectorObservations: @unchecked Sendable {
    static let shared = SelectorObservations()

    private struct Observation {
        weak var observer: AnyObject?
        let identity: ObjectIdentifier
        let token: any NSObjectProtocol
        let name: NSNotification.Name?
        let object: ObjectIdentifier?
        let center: ObjectIdentifier
        weak var centerObject: NotificationCenter?
    }

    private let lock = NSLock()
    private var observations: [Observation] = []

    func add(
        _ token: any NSObjectProtocol, for observer: AnyObject, name: NSNotification.Name?, object: Any?,
        center: NotificationCenter
    ) {
        let observation = Observation(
            observer: observer, identity: ObjectIdentifier(observer), token: token, name: name,
            object: (object as AnyObject?).map(ObjectIdentifier.init), center: ObjectIdentifier(center),
            centerObject: center)
        lock.lock()
        // Observers that went away without removing themselves (UIKit no longer asks them to) leave with the next
        // observation, so the list and the centers do not grow with them.
        var gone: [Observation] = []
        observations.removeAll { observation in
            guard observation.observer == nil else { return false }
            gone.append(observation)
            return true
        }
        observations.append(observation)
        lock.unlock()
        for observation in gone { observation.centerObject?.removeObserver(observation.token as Any) }
    }

    /// The tokens of `observer`'s observations in `center` that match `name` and `object` (nil matches any), removed.
    func remove(_ observer: AnyObject, name: NSNotification.Name?, object: Any?, center: NotificationCenter)
        -> [any NSObjectProtocol]
    {
        let identity = ObjectIdentifier(observer)
        let objectIdentity = (object as AnyObject?).map(ObjectIdentifier.init)
        let centerIdentity = ObjectIdentifier(center)
        lock.lock()
        defer { lock.unlock() }
        var removed: [any NSObjectProtocol] = []
        observations.removeAll { observation in
            guard observation.identity == identity, observation.center == centerIdentity,
                name == nil || observation.name == name, objectIdentity == nil || observation.object == objectIdentity
            else { return false }
            removed.append(observation.token)
            return true
        }
        return removed
    }
}
