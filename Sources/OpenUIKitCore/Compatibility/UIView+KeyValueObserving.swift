import Foundation

// Key-value observing of OpenUIKit's own properties, with Foundation's API (`addObserver(_:forKeyPath:options:
// context:)`, `observeValue(forKeyPath:of:change:context:)`, `removeObserver(_:forKeyPath:context:)`).
//
// Swift on Linux has no Objective-C runtime to swap in observing setters, so only the keys below are observable:
// their setters tell the observers after each change (also when OpenUIKit itself sets them: layout setting a frame,
// a drag moving a scroll view's content). The keys:
// - every view: `frame`, `bounds`, `center`;
// - `UILabel`: `text`, `font`;
// - `UIScrollView`: `contentOffset`.
// Adding an observer for another key is reported as a programming error (it would never be called) and not added.
//
// As in UIKit the observed object does not keep its observers alive, and an observer gone without removing itself
// is skipped (UIKit crashes). Observers are responders (views, view controllers, the application delegate): their
// `observeValue(forKeyPath:of:change:context:)` is declared on `UIResponder`. Observers may add and remove observers
// and change the observed value from the call: each change tells the observers registered when it happened, once.

/// The observers of each observed object, beside them (the objects have no room for them).
@MainActor
enum KeyValueObserverTable {
    struct Observation {
        weak var observer: UIResponder?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    struct Entry {
        weak var object: UIView?
        var observations: [Observation]
    }

    /// Observed objects by identity; an entry whose object is gone is dropped when found.
    static var entries: [ObjectIdentifier: Entry] = [:]
    /// Whether any object is observed: the setters' only cost when nothing is.
    @exclusivity(unchecked) static var isEmpty = true

    static func observations(of object: UIView) -> [Observation] {
        let id = ObjectIdentifier(object)
        guard let entry = entries[id] else { return [] }
        guard entry.object === object else {
            entries[id] = nil  // a departed object's address, reused
            isEmpty = entries.isEmpty
            return []
        }
        return entry.observations
    }

    static func set(_ observations: [Observation], of object: UIView) {
        entries[ObjectIdentifier(object)] =
            observations.isEmpty ? nil : Entry(object: object, observations: observations)
        isEmpty = entries.isEmpty
    }

    /// The keys each class's setters report.
    static func isObservable(_ keyPath: String, on object: UIView) -> Bool {
        switch keyPath {
        case "frame", "bounds", "center": true
        case "text", "font": object is UILabel
        case "contentOffset": object is UIScrollView
        default: false
        }
    }

    /// A value as Foundation's change dictionary holds it: nil as `NSNull`, geometry as `NSValue`.
    static func boxed(_ value: Any?) -> Any {
        switch value {
        case nil: NSNull()
        case let rect as CGRect: NSValue(cgRect: rect)
        case let point as CGPoint: NSValue(cgPoint: point)
        case let size as CGSize: NSValue(cgSize: size)
        case let some?: some
        }
    }
}

extension UIView {
    /// Registers `observer` to hear of changes to the value at `keyPath` (one of the observable keys listed in
    /// this file's notes) through its `observeValue(forKeyPath:of:change:context:)`, with `context` passed back.
    /// The view does not keep the observer alive. Registering the same observer twice tells it twice, as in UIKit.
    public func addObserver(
        _ observer: UIResponder, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard KeyValueObserverTable.isObservable(keyPath, on: self) else {
            UIApplication.reportProgrammingError(
                "addObserver(_:forKeyPath:): \"\(keyPath)\" of \(type(of: self)) is not observable in OpenUIKit "
                    + "(frame, bounds, center; UILabel text, font; UIScrollView contentOffset); not added",
                about: self)
            return
        }
        var observations = KeyValueObserverTable.observations(of: self)
        observations.append(.init(observer: observer, keyPath: keyPath, options: options, context: context))
        KeyValueObserverTable.set(observations, of: self)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) { change[.newKey] = KeyValueObserverTable.boxed(keyValueObservedValue(keyPath)) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes the latest registration of `observer` for `keyPath` with `context`. Removing one that is not
    /// registered is reported as a programming error (UIKit raises an exception).
    public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObservation(observer, keyPath: keyPath) { $0.context == context }
    }

    /// Removes the latest registration of `observer` for `keyPath`, whatever its context.
    public func removeObserver(_ observer: UIResponder, forKeyPath keyPath: String) {
        removeObservation(observer, keyPath: keyPath) { _ in true }
    }

    private func removeObservation(
        _ observer: UIResponder, keyPath: String, where matches: (KeyValueObserverTable.Observation) -> Bool
    ) {
        var observations = KeyValueObserverTable.observations(of: self)
        guard
            let index = observations.lastIndex(where: {
                $0.observer === observer && $0.keyPath == keyPath && matches($0)
            })
        else {
            UIApplication.reportProgrammingError(
                "removeObserver(_:forKeyPath:): \(type(of: observer)) is not registered for \"\(keyPath)\" of "
                    + "\(type(of: self)); nothing removed", about: self)
            return
        }
        observations.remove(at: index)
        KeyValueObserverTable.set(observations, of: self)
    }

    /// The current value at an observable key.
    private func keyValueObservedValue(_ keyPath: String) -> Any? {
        switch keyPath {
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "text": (self as? UILabel)?.text
        case "font": (self as? UILabel)?.font
        case "contentOffset": (self as? UIScrollView)?.contentOffset
        default: nil
        }
    }

    /// Tells the observers of `keyPath` that its value went from `old` to `new`. Setters call it only when
    /// ``KeyValueObserverTable/isEmpty`` is false.
    func keyValueDidChange(_ keyPath: String, from old: Any?, to new: Any?) {
        // The registrations as they are now: observers added or removed meanwhile take effect at the next change.
        for observation in KeyValueObserverTable.observations(of: self) where observation.keyPath == keyPath {
            guard let observer = observation.observer else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if observation.options.contains(.new) { change[.newKey] = KeyValueObserverTable.boxed(new) }
            if observation.options.contains(.old) { change[.oldKey] = KeyValueObserverTable.boxed(old) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: observation.context)
        }
    }
}
