import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// Images, paths and layers compare by identity, as `NSObject`s do in UIKit.
@MainActor
@Suite struct ObjectIdentityEqualityTests {
    @Test func equalityIsIdentity() {
        _ = EventDriver()
        let a = CAShapeLayer(), b = CAShapeLayer()
        #expect(a == a && a != b)
        #expect([b, a].firstIndex(of: a) == 1)
        #expect(Set([a, a, b]).count == 2)
        let path = UIBezierPath(rect: .zero), same = UIBezierPath(rect: .zero)
        #expect(path == path && path != same)
        let image = UIImage(size: .zero), other = UIImage(size: .zero)
        #expect(image == image && image != other)
        #expect(NSInteger.max == Int.max && NSUInteger.max == UInt.max)
    }
}
