import Foundation

/// What a key-value observer is told (`addObserver(_:forKeyPath:options:context:)`), as Foundation's
/// `NSKeyValueObservingOptions` on Apple's systems (Foundation on Linux has no key-value observing): `.new` and `.old`
/// put the values into the change dictionary, `.initial` calls the observer once at once, `.prior` is accepted and
/// ignored (OpenUIKit tells observers after a change only).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}
