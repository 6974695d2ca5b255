import Foundation
import Testing
@_spi(Backends) import OpenUIKitCore

/// Compares points with a tolerance suited to a few chained float operations.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

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

extension CGAffineTransform {
    func isClose(to other: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance && abs(c - other.c) <= tolerance
            && abs(d - other.d) <= tolerance && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
    }
}

@MainActor
@Suite struct ViewGeometryTests {
    @Test func frameCenterAndBoundsStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        // Resizing through bounds keeps the centre, as in UIKit.
        #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        #expect(view.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test func negativeFrameSizesAreStandardised() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -4, height: -6))
        #expect(view.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func transformTurnsAboutTheCentreAndFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(isClose(view.frame, CGRect(x: -50, y: -25, width: 200, height: 100)))
    }

    @Test func convertThroughOffsetsAndBoundsOrigins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 61, y: 82))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: window) == CGPoint(x: 61, y: 82))
        #expect(child.convert(CGPoint(x: 61, y: 82), from: nil) == CGPoint(x: 1, y: 2))
        // Scrolling the parent's bounds moves its content the other way.
        parent.bounds.origin = CGPoint(x: 5, y: 100)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 56, y: -18))
        #expect(parent.convert(CGPoint(x: 5, y: 100), to: window) == CGPoint(x: 50, y: 60))
        #expect(window.convert(CGPoint(x: 56, y: -18), to: child) == CGPoint(x: 1, y: 2))
    }

    @Test func convertThroughRotationAndScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(turned)
        turned.addSubview(scaled)
        // turned's local (0,0) is its top-left corner before turning; a quarter turn about (150,150) puts it at
        // the top-right of the frame.
        #expect(isClose(turned.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 200, y: 100)))
        // scaled's centre (10,10) sits at turned's (10,10); its corner (0,0) is 20 points up-left of that.
        #expect(isClose(scaled.convert(CGPoint(x: 0, y: 0), to: turned), CGPoint(x: -10, y: -10)))
        let p = CGPoint(x: 3, y: 7)
        let inWindow = scaled.convert(p, to: nil)
        #expect(isClose(scaled.convert(inWindow, from: nil), p))
        #expect(isClose(window.convert(inWindow, to: scaled), p))
    }

    @Test func convertBetweenSiblingsAndCousins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let cousin = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(cousin)
        #expect(left.convert(CGPoint(x: 210, y: 10), to: right) == CGPoint(x: 10, y: 10))
        #expect(left.convert(CGPoint(x: 210, y: 10), to: cousin) == CGPoint(x: 0, y: 0))
        #expect(cousin.convert(CGPoint(x: 0, y: 0), to: left) == CGPoint(x: 210, y: 10))
    }

    @Test func convertAcrossWindowsGoesThroughScreenCoordinates() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 300, y: 200, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        second.addSubview(inner)
        #expect(first.convert(CGPoint(x: 315, y: 215), to: inner) == CGPoint(x: 5, y: 5))
        #expect(inner.convert(CGPoint(x: 5, y: 5), to: first) == CGPoint(x: 315, y: 215))
    }

    @Test func convertRectsGiveBoundingBoxes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(view)
        #expect(view.convert(view.bounds, to: nil) == CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.convert(view.bounds, to: nil), view.frame))
        // The frame of a turned view maps back onto exactly its bounds.
        #expect(isClose(view.convert(view.frame, from: window), view.bounds))
    }

    /// A rectangle into the view's window (or above a windowless root) takes one walk up for its four corners; it
    /// must give exactly the bounding box of the four corners converted one by one, through turned, scaled and
    /// scrolled ancestors, for every kind of target.
    @Test func aRectConvertsAsItsFourCornersDo() {
        func cornerBox(_ rect: CGRect, from view: UIView, to target: UIView?) -> CGRect {
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ].map { view.convert($0, to: target) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(
                x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 500, height: 400))
        let outer = UIView(frame: CGRect(x: 50, y: 60, width: 300, height: 200))
        outer.bounds.origin = CGPoint(x: 7, y: -3)
        outer.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
        let inner = UIView(frame: CGRect(x: 20, y: 10, width: 80, height: 40))
        inner.transform = CGAffineTransform(rotationAngle: -1.1)
        let sibling = UIView(frame: CGRect(x: 300, y: 200, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(sibling)
        let rect = CGRect(x: -5, y: 3, width: 33, height: 12.5)
        var pairs: [(UIView?, String)] = [(nil, "window by nil"), (window, "own window"), (sibling, "sibling")]
        pairs.append((outer, "superview"))
        for (target, name) in pairs {
            let converted = inner.convert(rect, to: target), expected = cornerBox(rect, from: inner, to: target)
            #expect(converted == expected, "\(name)")
        }
        let loose = UIView(frame: CGRect(x: 11, y: 12, width: 40, height: 40))
        let leaf = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        leaf.transform = CGAffineTransform(rotationAngle: 0.7)
        loose.addSubview(leaf)
        #expect(leaf.convert(rect, to: nil) == cornerBox(rect, from: leaf, to: nil))
        #expect(leaf.convert(rect, to: loose) == cornerBox(rect, from: leaf, to: loose))
        #expect(window.convert(rect, to: nil) == rect)
        let other = UIWindow(frame: CGRect(x: 600, y: 20, width: 100, height: 100))
        #expect(inner.convert(rect, to: other) == cornerBox(rect, from: inner, to: other))
        #expect(window.convert(rect, to: other) == cornerBox(rect, from: window, to: other))
    }
}

/// The core alone (no graphics library linked into the core's own logic): text is measured approximately and
/// drawing is a no-op, so layout and event handling never need Cairo.
@MainActor
@Suite struct HeadlessGraphicsTests {
    @Test func theHeadlessLibraryMeasuresTextFromTheFontSize() {
        let headless = HeadlessGraphics()
        let text = headless.layOutText(
            "abcd\nab", font: .systemFont(ofSize: 10), options: TextLayoutOptions(width: nil))
        #expect(text.size == CGSize(width: 24, height: 24))
        let wrapped = headless.layOutText(
            "abcdefghij", font: .systemFont(ofSize: 10),
            options: TextLayoutOptions(width: 30, maximumLines: 0))
        #expect(wrapped.size == CGSize(width: 30, height: 24))
        #expect(headless.decodeImage(Data([1, 2, 3])) == nil)
        #expect(
            headless.fontMetrics(for: .systemFont(ofSize: 10))
                == FontMetrics(
                    ascender: 9.5, descender: 2.5,
                    lineHeight: 12))
    }
}
