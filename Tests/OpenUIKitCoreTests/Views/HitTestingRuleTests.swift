import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Something that keeps a view (and its subviews) from taking touches (Docs/EventModel.md, "Hit-testing").
enum Blocker: String, CaseIterable, Sendable {
    case userInteractionDisabled
    case hidden
    case transparent

    @MainActor
    func apply(to view: UIView) {
        switch self {
        case .userInteractionDisabled: view.isUserInteractionEnabled = false
        case .hidden: view.isHidden = true
        case .transparent: view.alpha = 0
        }
    }
}

@MainActor
@Suite struct HitTestingRuleTests {
    /// window W ⊃ parent P ⊃ child C ⊃ leaf L, all under the point (70, 70).
    private func makeStack() -> (UIWindow, [UIView]) {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        window.accessibilityIdentifier = "W"
        let parent = named("P", CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = named("C", CGRect(x: 50, y: 50, width: 100, height: 100))
        let leaf = named("L", CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(leaf)
        return (window, [window, parent, child, leaf])
    }

    @Test(arguments: Blocker.allCases, 0..<4)
    func aBlockedViewAndAllItsSubviewsAreSkipped(blocker: Blocker, level: Int) {
        let (window, stack) = makeStack()
        #expect(nameOfHit(window, CGPoint(x: 70, y: 70)) == "L")
        blocker.apply(to: stack[level])
        let expected = level == 0 ? nil : stack[level - 1].debugName
        let (result, trace) = window.tracedHitTest(CGPoint(x: 70, y: 70), with: nil)
        #expect(result?.debugName == expected)
        // The walk goes down to the blocked view, rejects it, never visits its subviews, and the level above is
        // chosen.
        let verdict: String =
            switch blocker {
            case .userInteractionDisabled: "skippedUserInteractionDisabled"
            case .hidden: "skippedHidden"
            case .transparent: "skippedTransparent(alpha: 0.0)"
            }
        // Each visited view is listed once, with its frame in the window; the view above the blocked one is chosen.
        let frames = ["(0, 0, 300×300)", "(0, 0, 200×200)", "(50, 50, 100×100)", "(60, 60, 50×50)"]
        var expectedSummary = (0..<level).map {
            String(repeating: "  ", count: $0)
                + "\(stack[$0].debugName): \($0 == level - 1 ? "chosen" : "pointInside") \(frames[$0])"
        }
        expectedSummary.append(
            String(repeating: "  ", count: level) + "\(stack[level].debugName): \(verdict) \(frames[level])")
        #expect(trace.summary == expectedSummary)
        // The blocked view's subviews were never visited.
        #expect(trace.steps.last?.notVisited == stack[(level + 1)...].map(\.debugName))
    }

    @Test func alphaAtOrBelowOneHundredthIsTransparent() {
        let (window, stack) = makeStack()
        stack[3].alpha = 0.01
        #expect(nameOfHit(window, CGPoint(x: 70, y: 70)) == "C")
        stack[3].alpha = 0.011
        #expect(nameOfHit(window, CGPoint(x: 70, y: 70)) == "L")
    }

    @Test func imageViewsAndLabelsTakeNoTouchesUntilEnabled() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        window.accessibilityIdentifier = "W"
        let image = UIImageView(image: UIImage(size: CGSize(width: 100, height: 100)))
        image.accessibilityIdentifier = "image"
        let inside = named("button", CGRect(x: 10, y: 10, width: 20, height: 20))
        image.addSubview(inside)
        let label = UILabel(frame: CGRect(x: 150, y: 0, width: 100, height: 30))
        label.accessibilityIdentifier = "label"
        window.addSubview(image)
        window.addSubview(label)
        #expect(!image.isUserInteractionEnabled && !label.isUserInteractionEnabled)
        #expect(nameOfHit(window, CGPoint(x: 15, y: 15)) == "W")
        #expect(nameOfHit(window, CGPoint(x: 160, y: 10)) == "W")
        image.isUserInteractionEnabled = true
        label.isUserInteractionEnabled = true
        #expect(nameOfHit(window, CGPoint(x: 15, y: 15)) == "button")
        #expect(nameOfHit(window, CGPoint(x: 50, y: 50)) == "image")
        #expect(nameOfHit(window, CGPoint(x: 160, y: 10)) == "label")
    }

    @Test func aSubviewOutsideItsSuperviewCannotBeHitThereEvenWithoutClipping() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        window.accessibilityIdentifier = "W"
        let parent = named("P", CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = named("O", CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(parent)
        parent.addSubview(overhang)
        #expect(!parent.clipsToBounds)
        #expect(nameOfHit(window, CGPoint(x: 75, y: 75)) == "O")
        #expect(nameOfHit(window, CGPoint(x: 150, y: 150)) == "W")
    }

    @Test func boundsIncludeTheirMinimumEdgesButNotTheirMaximumEdges() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        window.accessibilityIdentifier = "W"
        window.addSubview(named("V", CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(nameOfHit(window, CGPoint(x: 10, y: 10)) == "V")
        #expect(nameOfHit(window, CGPoint(x: 19.999, y: 19.999)) == "V")
        #expect(nameOfHit(window, CGPoint(x: 20, y: 15)) == "W")
        #expect(nameOfHit(window, CGPoint(x: 15, y: 20)) == "W")
        #expect(nameOfHit(window, CGPoint(x: 300, y: 5)) == nil)
    }

    @Test func theFrontMostOfOverlappingSiblingsWins() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = named("back", CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = named("front", CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        #expect(nameOfHit(window, CGPoint(x: 75, y: 75)) == "front")
        #expect(nameOfHit(window, CGPoint(x: 25, y: 25)) == "back")
        window.bringSubviewToFront(back)
        #expect(nameOfHit(window, CGPoint(x: 75, y: 75)) == "back")
        // A front sibling that cannot take touches lets the one behind it have them.
        back.isHidden = true
        #expect(nameOfHit(window, CGPoint(x: 75, y: 75)) == "front")
    }

    @Test func rotatedAndScaledViewsAreHitWhereTheyAppear() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 400, height: 400))
        window.accessibilityIdentifier = "W"
        // A 200×20 bar centred at (200, 200), turned upright: it now covers x 190...210, y 100...300.
        let bar = named("bar", CGRect(x: 100, y: 190, width: 200, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(bar)
        #expect(nameOfHit(window, CGPoint(x: 200, y: 120)) == "bar")
        #expect(nameOfHit(window, CGPoint(x: 150, y: 200)) == "W")
        // A 20×20 square at (20, 20) scaled ×3 about its centre (30, 30) covers 0...60.
        let square = named("square", CGRect(x: 20, y: 20, width: 20, height: 20))
        square.transform = CGAffineTransform(scaleX: 3, y: 3)
        window.addSubview(square)
        #expect(nameOfHit(window, CGPoint(x: 2, y: 58)) == "square")
        #expect(nameOfHit(window, CGPoint(x: 62, y: 30)) == "W")
        // A zero scale cannot be inverted: the view is skipped rather than hit everywhere or nowhere by accident.
        square.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(nameOfHit(window, CGPoint(x: 30, y: 30)) == "W")
    }

    @Test func scrolledBoundsShiftWhereSubviewsAreHit() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = named("scroller", CGRect(x: 0, y: 0, width: 100, height: 100))
        let row = named("row", CGRect(x: 0, y: 150, width: 100, height: 20))
        window.addSubview(scroller)
        scroller.addSubview(row)
        #expect(nameOfHit(window, CGPoint(x: 10, y: 10)) == "scroller")
        scroller.bounds.origin = CGPoint(x: 0, y: 145)
        #expect(nameOfHit(window, CGPoint(x: 10, y: 10)) == "row")
    }

    @Test func seed003FigureTouchOnE() {
        // The worked example of Docs/EventModel.md, "Hit-testing": A holds B and C, C holds D and E; the touch is in E.
        // Subviews are tried front-most first, so B and D (the front ones here) are visited and rejected before C and
        // E.
        _ = EventDriver()
        let window = shownWindow(CGRect(x: 0, y: 0, width: 400, height: 400))
        window.accessibilityIdentifier = "window"
        let a = named("A", CGRect(x: 0, y: 0, width: 400, height: 400))
        let b = named("B", CGRect(x: 0, y: 0, width: 400, height: 100))
        let c = named("C", CGRect(x: 0, y: 150, width: 400, height: 250))
        let d = named("D", CGRect(x: 0, y: 0, width: 190, height: 250))
        let e = named("E", CGRect(x: 210, y: 0, width: 190, height: 250))
        window.addSubview(a)
        a.addSubview(c)
        a.addSubview(b)
        c.addSubview(e)
        c.addSubview(d)
        let (result, trace) = window.tracedHitTest(CGPoint(x: 300, y: 300), with: nil)
        #expect(result === e)
        #expect(
            trace.summary == [
                "window: pointInside (0, 0, 400×400)",
                "  A: pointInside (0, 0, 400×400)",
                "    B: pointOutside (0, 0, 400×100)",
                "    C: pointInside (0, 150, 400×250)",
                "      D: pointOutside (0, 150, 190×250)",
                "      E: chosen (210, 150, 190×250)",
            ])
        #expect(trace.resultName == "E")
        #expect(trace.responderChain == ["E", "C", "A", "window", "UIApplication"])
        #expect(trace.steps.first { $0.name == "E" }?.point == CGPoint(x: 90, y: 150))
        #expect(trace.steps.first { $0.name == "E" }?.frameInWindow == CGRect(x: 210, y: 150, width: 190, height: 250))
    }
}
