import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `objc_setAssociatedObject`/`objc_getAssociatedObject`/`objc_removeAssociatedObjects` as UIKit extensions use
/// them: values kept per object and key, released with the table, assign policy held weakly.
@MainActor
@Suite struct AssociatedObjectsTests {
    private enum Keys {
        // Keys are the addresses of variables, as UIKit code declares them.
        nonisolated(unsafe) static var timer: UInt8 = 0
        nonisolated(unsafe) static var queue: UInt8 = 0
    }

    final class Payload {}

    @Test func valuesAreKeptPerObjectAndKey() {
        _ = EventDriver()
        let first = UIView(), second = UIView()
        objc_setAssociatedObject(first, &Keys.timer, "first timer", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(first, &Keys.queue, [1, 2], .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(second, &Keys.timer, "second timer", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &Keys.timer) as? String == "first timer")
        #expect(objc_getAssociatedObject(first, &Keys.queue) as? [Int] == [1, 2])
        #expect(objc_getAssociatedObject(second, &Keys.timer) as? String == "second timer")
        #expect(objc_getAssociatedObject(second, &Keys.queue) == nil)
        objc_setAssociatedObject(first, &Keys.timer, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &Keys.timer) == nil)
        #expect(objc_getAssociatedObject(first, &Keys.queue) as? [Int] == [1, 2])
        objc_removeAssociatedObjects(first)
        #expect(objc_getAssociatedObject(first, &Keys.queue) == nil)
        #expect(objc_getAssociatedObject(second, &Keys.timer) as? String == "second timer")
    }

    @Test func retainKeepsAValueAliveAndAssignDoesNot() {
        let owner = Payload()
        weak var retained: Payload?
        weak var assigned: Payload?
        do {
            let kept = Payload(), notKept = Payload()
            retained = kept
            assigned = notKept
            objc_setAssociatedObject(owner, &Keys.timer, kept, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(owner, &Keys.queue, notKept, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &Keys.queue) as AnyObject? === notKept)
        }
        #expect(retained != nil)
        #expect(assigned == nil)
        #expect(objc_getAssociatedObject(owner, &Keys.timer) as AnyObject? === retained)
        #expect(objc_getAssociatedObject(owner, &Keys.queue) == nil)
        objc_removeAssociatedObjects(owner)
        #expect(retained == nil)
    }

    @Test func aNewObjectNeverSeesAGoneObjectsValues() {
        for _ in 0..<200 {
            let owner = Payload()
            #expect(objc_getAssociatedObject(owner, &Keys.timer) == nil)
            objc_setAssociatedObject(owner, &Keys.timer, Payload(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
