import Foundation

// In UIKit, images, Bézier paths and layers are `NSObject`s, so they are `Equatable` and `Hashable` by identity
// (`isEqual:` and `hash` of `NSObject`): code compares them with `==`/`!=` and finds them with `firstIndex(of:)`.
// OpenUIKit's are plain Swift classes; these conformances give them the same identity equality.

extension UIImage: Equatable, Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBezierPath: Equatable, Hashable {
    nonisolated public static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CALayer: Equatable, Hashable {
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
