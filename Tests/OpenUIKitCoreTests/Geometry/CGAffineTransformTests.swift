import Foundation
import Testing
import OpenUIKitCore

@Suite struct CGAffineTransformTests {
    @Test func identityLeavesPointsAlone() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func initialisersMatchCoreGraphicsMatrices() {
        #expect(CGAffineTransform(translationX: 5, y: 7) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 7))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        // With y pointing down, a quarter turn takes +x to +y (clockwise on screen), as in UIKit.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // translatedBy/scaledBy/rotated prepend, like CGAffineTransformTranslate and friends.
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(CGAffineTransform.identity.rotated(by: 0.3) == CGAffineTransform(rotationAngle: 0.3))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -9)
        let p = CGPoint(x: 13, y: 21)
        #expect(isClose(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).isClose(to: .identity))
        #expect(t.isInvertible)
    }

    @Test func singularTransformIsReturnedUnchangedWhenInverted() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(!flat.isInvertible)
        #expect(flat.inverted() == flat)
    }

    @Test func sizesIgnoreTranslationAndRectsBecomeBoundingBoxes() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: -6, height: 4))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 92, y: 102, width: 6, height: 4))
        let turned = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = sqrt(2.0)
        #expect(isClose(turned, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
        #expect(CGRect.null.applying(t).isNull)
    }
}
