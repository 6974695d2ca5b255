import Foundation
import Testing
import OpenUIKitCore

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
