import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// Which rectangles a frame redraws after marks (`setNeedsDisplay`, look changes) followed by geometry and
/// hierarchy changes made before the frame. A mark records the view's area as it was when marked, so a view that
/// moves, is transformed, is removed, or whose subtree changes shape afterwards still has its old area redrawn,
/// in the order the changes were made.
@MainActor
@Suite struct DamageMarkTests {
    /// A 400×400 window: `a` (10,10 20×20) and `b` (50,10 20×20) on the window; `parent` (100,100 100×100) with
    /// `child` (20×20) at (90,10) in it, which sticks out of the parent's right edge: window (190,110 20×20).
    @MainActor private struct Scene {
        let driver = EventDriver()
        let window: UIWindow
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 50, y: 10, width: 20, height: 20))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 90, y: 10, width: 20, height: 20))

        init(parentClips: Bool = false) {
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            parent.clipsToBounds = parentClips
            parent.addSubview(child)
            for view in [a, b, parent] { window.addSubview(view) }
            window.renderer.renderIfNeeded()
        }

        func frame() -> [CGRect]? { window.renderer.renderIfNeeded()?.rectangles }
    }

    private static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test func aViewMarkedThenMovedRedrawsWhereItWasThenWhereItIs() {
        let scene = Scene()
        scene.a.setNeedsDisplay()
        scene.b.setNeedsDisplay()
        scene.a.center = CGPoint(x: 215, y: 15)
        #expect(scene.frame() == [Self.rect(10, 10, 20, 20), Self.rect(50, 10, 20, 20), Self.rect(205, 5, 20, 20)])
    }

    /// The window's own `setNeedsDisplay()` redraws all of it, before or after other marks (the others are then not
    /// converted at all); a part of the window marked is only that part.
    @Test func theWindowsOwnMarkRedrawsAllOfItWhateverElseWasMarked() {
        let scene = Scene()
        scene.a.setNeedsDisplay()
        scene.child.setNeedsDisplay()
        scene.window.setNeedsDisplay()
        scene.b.setNeedsDisplay()
        #expect(scene.frame() == [Self.rect(0, 0, 400, 400)])
        scene.window.setNeedsDisplay()
        scene.a.center = CGPoint(x: 215, y: 15)
        #expect(scene.frame() == [Self.rect(0, 0, 400, 400)])
        scene.window.setNeedsDisplay(Self.rect(300, 300, 10, 10))
        scene.b.setNeedsDisplay()
        #expect(scene.frame() == [Self.rect(300, 300, 10, 10), Self.rect(50, 10, 20, 20)])
    }

    @Test func aViewMarkedThenItsClippingParentMovedRedrawsItsOldArea() {
        let scene = Scene(parentClips: true)
        scene.child.setNeedsDisplay()
        scene.parent.center.x += 200
        #expect(
            scene.frame() == [
                Self.rect(190, 110, 20, 20), Self.rect(100, 100, 100, 100), Self.rect(300, 100, 100, 100),
            ])
    }

    @Test func aViewMarkedThenRemovedRedrawsItsOldArea() {
        let scene = Scene()
        scene.child.setNeedsDisplay()
        scene.a.setNeedsDisplay()
        scene.child.removeFromSuperview()
        scene.a.removeFromSuperview()
        #expect(scene.frame() == [Self.rect(190, 110, 20, 20), Self.rect(10, 10, 20, 20)])
    }

    @Test func aPartMarkedThenTheParentTransformedRedrawsTheOldPart() {
        let scene = Scene(parentClips: true)
        scene.a.setNeedsDisplay()
        scene.child.setNeedsDisplay(CGRect(x: 15, y: 0, width: 5, height: 5))
        scene.parent.transform = CGAffineTransform(translationX: -50, y: 0)
        #expect(
            scene.frame() == [
                Self.rect(10, 10, 20, 20), Self.rect(205, 110, 5, 5), Self.rect(100, 100, 100, 100),
                Self.rect(50, 100, 100, 100),
            ])
    }

    @Test func aParentMarkedThenItsOverhangingChildHiddenRedrawsTheWholeOldArea() {
        let scene = Scene()
        scene.parent.setNeedsDisplay()
        scene.child.isHidden = true
        #expect(scene.frame() == [Self.rect(100, 100, 110, 100)])
    }

    @Test func aParentMarkedThenClippedRedrawsTheWholeOldArea() {
        let scene = Scene()
        scene.parent.backgroundColor = .red
        scene.parent.clipsToBounds = true
        #expect(scene.frame() == [Self.rect(100, 100, 110, 100)])
    }

    @Test func aViewMarkedThenGivenAnOverhangingSubviewRedrawsItsOldAreaThenTheSubview() {
        let scene = Scene()
        scene.b.setNeedsDisplay()
        scene.b.addSubview(UIView(frame: CGRect(x: 30, y: 0, width: 20, height: 20)))
        #expect(scene.frame() == [Self.rect(50, 10, 20, 20), Self.rect(80, 10, 20, 20)])
    }

    @Test func aViewMarkedThenMovedToAnotherWindowRedrawsItsOldAreaInTheFirst() {
        let scene = Scene()
        let other = scene.driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        other.renderer.renderIfNeeded()
        scene.a.setNeedsDisplay()
        other.addSubview(scene.a)
        scene.a.setNeedsDisplay()
        #expect(scene.frame() == [Self.rect(10, 10, 20, 20)])
        #expect(other.renderer.renderIfNeeded()?.rectangles == [Self.rect(10, 10, 20, 20)])
    }

    @Test func aViewMarkedInAWindowThatWasFreedDamagesItsAreaInTheNextWindow() {
        let driver = EventDriver()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        weak var freed: UIWindow?
        do {
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            first.addSubview(view)
            view.backgroundColor = .red
            freed = first
        }
        let second = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        second.renderer.renderIfNeeded()
        second.addSubview(view)
        view.backgroundColor = .blue
        #expect(freed == nil)
        #expect(second.renderer.renderIfNeeded()?.rectangles == [Self.rect(10, 10, 20, 20)])
    }

    @Test func marksOfHiddenViewsAndOfAreasOutsideTheWindowDrawNothing() {
        let scene = Scene()
        scene.b.isHidden = true
        _ = scene.frame()
        scene.b.setNeedsDisplay()
        scene.a.setNeedsDisplay(.null)
        scene.a.setNeedsDisplay(.zero)
        scene.a.center = CGPoint(x: -100, y: -100)
        _ = scene.frame()
        scene.a.setNeedsDisplay()
        #expect(scene.frame() == nil)
    }

    @Test func aThousandMarksAskForOneFrameAndDrawOnce() {
        let scene = Scene()
        let before = scene.driver.backend.frameRequests
        for _ in 0..<1_000 {
            scene.a.setNeedsDisplay()
            scene.child.setNeedsDisplay(CGRect(x: 0, y: 0, width: 4, height: 4))
            scene.b.backgroundColor = .blue
        }
        #expect(scene.driver.backend.frameRequests == before + 1)
        #expect(scene.frame() == [Self.rect(10, 10, 20, 20), Self.rect(190, 110, 4, 4), Self.rect(50, 10, 20, 20)])
        scene.a.setNeedsDisplay()
        #expect(scene.driver.backend.frameRequests == before + 2)
        #expect(scene.frame() == [Self.rect(10, 10, 20, 20)])
    }

    @Test func seventeenScatteredMarksCollapseIntoTheirBoundingBoxInOrder() {
        let scene = Scene()
        var views: [UIView] = []
        for index in 0..<17 {
            let view = UIView(frame: CGRect(x: 20 * index, y: 300, width: 10, height: 10))
            scene.window.addSubview(view)
            views.append(view)
        }
        _ = scene.frame()
        for view in views.prefix(16) { view.setNeedsDisplay() }
        views[0].center.y = 355
        #expect(scene.frame() == [Self.rect(0, 300, 310, 60)])
        for view in views.prefix(15) { view.setNeedsDisplay() }
        let expected: [CGRect] = (0..<15).map { index in
            CGRect(x: CGFloat(20 * index), y: index == 0 ? 350 : 300, width: 10, height: 10)
        }
        #expect(scene.frame() == expected)
    }
}
