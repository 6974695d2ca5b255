import Foundation

/// The keys of a key-value observer's change dictionary, as Foundation's `NSKeyValueChangeKey` on Apple's systems:
/// `.kindKey` (an `NSNumber` of ``NSKeyValueChange``'s raw value; always `.setting` here), `.newKey` and `.oldKey`
/// (the values, `NSNull` for nil, geometry as `NSValue`), `.indexesKey` and `.notificationIsPriorKey` (never set:
/// OpenUIKit observes no collections and sends no prior notifications).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of change a key-value observer is told of, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
