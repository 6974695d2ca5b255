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
/// (``InputDiagnostic/Kind/programmingError``) each time a notification would reach it.
extension NotificationCenter {
    @MainActor
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        guard type(of: observer) is AnyClass else {
            UIApplication.shared.report(
                .programmingError, "addObserver(_:selector:name:object:): \(observer) is not a class instance; ignored")
            return
        }
        let target = observer as AnyObject
        let weakTarget = MainActorBound(value: WeakObserver(target))
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            let delivery = MainActorBound(value: notification)
            MainActorCheck.run {
                guard let target = weakTarget.value.object else { return }
                SelectorObservations.deliver(delivery.value, selector: aSelector, to: target)
            }
        }
        SelectorObservations.add(token, for: target, name: aName, object: anObject, center: self)
    }

    /// Removes `observer`'s selector-based observations, then whatever Foundation registered for it.
    @MainActor
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservations.remove(observer, name: nil, object: nil, center: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s selector-based observations of `aName` (any name when nil) from `anObject` (any sender
    /// when nil), then whatever Foundation registered for it.
    @MainActor
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservations.remove(observer, name: aName, object: anObject, center: self) {
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
/// removing the observer removes them.
@MainActor
enum SelectorObservations {
    private struct Observation {
        weak var observer: AnyObject?
        let token: any NSObjectProtocol
        let name: NSNotification.Name?
        let object: AnyObject?
        weak var center: NotificationCenter?
    }

    @exclusivity(unchecked) private static var observations: [Observation] = []

    static func add(
        _ token: any NSObjectProtocol, for observer: AnyObject, name: NSNotification.Name?, object: Any?,
        center: NotificationCenter
    ) {
        observations.removeAll { $0.observer == nil }
        observations.append(
            Observation(observer: observer, token: token, name: name, object: object as AnyObject?, center: center))
    }

    /// The tokens of `observer`'s observations in `center` that match `name` and `object` (nil matches any), removed.
    static func remove(_ observer: AnyObject, name: NSNotification.Name?, object: Any?, center: NotificationCenter)
        -> [any NSObjectProtocol]
    {
        let object = object as AnyObject?
        var removed: [any NSObjectProtocol] = []
        observations.removeAll { observation in
            guard observation.observer === observer, observation.center === center,
                name == nil || observation.name == name, object == nil || observation.object === object
            else { return observation.observer == nil }
            removed.append(observation.token)
            return true
        }
        return removed
    }

    static func deliver(_ notification: Notification, selector: Selector, to target: AnyObject) {
        ActionMethodRegistry.perform(
            selector, on: target, with: notification, missing: "\(notification.name.rawValue) not delivered")
    }
}
