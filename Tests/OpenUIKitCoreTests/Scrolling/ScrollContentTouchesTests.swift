import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Touches that begin on content inside a scroll view: `delaysContentTouches`, `canCancelContentTouches`,
/// `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`, as UIKit delivers them.
@MainActor
@Suite struct ScrollContentTouchesTests {
    @Test func aQuickTapOnAButtonFiresItWhenTheFingerLiftsAndDoesNotScroll() throws {
        let scene = ScrollScene()
        scene.logRecognizerStates()
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 70))
        scene.driver.advance(by: 0.05)
        #expect(scene.log.take() == [], "the button hears nothing during the delay")
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "delaysContentTouches: failed", "pan: failed",
                "button.touchDown", "button.touchUpInside", "button.primaryActionTriggered",
            ])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aFingerHeldPastTheDelayReachesTheButtonAt150Milliseconds() throws {
        let scene = ScrollScene()
        scene.logRecognizerStates()
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 70))
        scene.driver.advance(by: 0.14)
        #expect(scene.log.take() == [])
        scene.driver.advance(by: 0.02)
        #expect(scene.log.take() == ["delaysContentTouches: failed", "button.touchDown"])
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == ["pan: failed", "button.touchUpInside", "button.primaryActionTriggered"])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aQuickDragFromTheButtonScrollsAndTheButtonNeverHearsOfTheTouch() throws {
        let scene = ScrollScene()
        scene.logRecognizerStates()
        try scene.drag(
            from: CGPoint(x: 100, y: 70),
            through: [CGPoint(x: 100, y: 60), CGPoint(x: 100, y: 40), CGPoint(x: 100, y: 20)],
            interval: 0.02)
        scene.driver.advance(by: 5)
        #expect(
            scene.takeCollapsed() == [
                "pan: began", "scroll.willBeginDragging", "delaysContentTouches: failed",
                "pan: changed", "scroll.didScroll(0,20)", "pan: changed", "scroll.didScroll(0,40)",
                "pan: ended", "scroll.willEndDragging(v: (0,1000), target: (0,539))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×221(0,539)", "scroll.didEndDecelerating(0,539)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    /// UIKit's default: a control that is tracking a touch keeps it (`touchesShouldCancel(in:)` is false for
    /// controls), so with `delaysContentTouches` off a drag that starts on a button does not scroll.
    @Test func withoutTheDelayADragFromAButtonStaysWithTheButtonByDefault() throws {
        let scene = ScrollScene()
        scene.scrollView.delaysContentTouches = false
        scene.logRecognizerStates()
        try scene.drag(from: CGPoint(x: 100, y: 70), through: [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 30)])
        #expect(
            scene.takeCollapsed() == [
                "delaysContentTouches: failed", "button.touchDown", "pan: failed",
                "button.touchDragInside", "button.touchDragInside", "button.touchUpInside",
                "button.primaryActionTriggered",
            ])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.driver.finish().isClean)
    }

    @Test func aScrollViewThatLetsDragsCancelControlsScrollsAndTheButtonGetsTouchCancel() throws {
        let scene = ScrollScene(scrollView: CancellingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        scene.scrollView.delaysContentTouches = false
        scene.logRecognizerStates()
        try scene.drag(from: CGPoint(x: 100, y: 70), through: [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 30)])
        scene.driver.advance(by: 5)
        #expect(
            scene.takeCollapsed() == [
                "delaysContentTouches: failed", "button.touchDown",
                "pan: began", "button.touchCancel", "scroll.willBeginDragging", "scroll.didScroll(0,10)",
                "pan: changed", "scroll.didScroll(0,30)",
                "pan: ended", "scroll.willEndDragging(v: (0,1280), target: (0,669))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×229(0,669)", "scroll.didEndDecelerating(0,669)",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aFingerHeldOnTheButtonPastTheDelayThenDraggedStaysWithTheButtonByDefault() throws {
        let scene = ScrollScene()
        scene.logRecognizerStates()
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 70))
        scene.driver.advance(by: 0.2)
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 40))
        try scene.driver.touchUp(1)
        #expect(
            scene.takeCollapsed() == [
                "delaysContentTouches: failed", "button.touchDown", "pan: failed",
                "button.touchDragInside", "button.touchUpInside", "button.primaryActionTriggered",
            ])
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.driver.finish().isClean)
    }

    @Test(arguments: [true, false])
    func aPlainContentViewIsCancelledOnlyWhenCanCancelContentTouchesAllows(_ canCancel: Bool) throws {
        let scene = ScrollScene()
        scene.scrollView.canCancelContentTouches = canCancel
        let content = RecordingView("content", frame: CGRect(x: 0, y: 100, width: 200, height: 100), log: scene.log)
        scene.scrollView.addSubview(content)
        scene.logRecognizerStates()
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 150))
        scene.driver.advance(by: 0.2)
        try scene.driver.touchMove(1, to: CGPoint(x: 100, y: 120))
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 5)
        let expected =
            canCancel
            ? [
                "delaysContentTouches: failed", "content.touchesBegan(1)",
                "pan: began", "content.touchesCancelled(1)", "scroll.willBeginDragging", "scroll.didScroll(0,20)",
                "pan: ended", "scroll.willEndDragging(v: (0,150), target: (0,95))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×161(0,95)", "scroll.didEndDecelerating(0,95)",
            ]
            : [
                "delaysContentTouches: failed", "content.touchesBegan(1)", "pan: failed",
                "content.touchesMoved(1)", "content.touchesEnded(1)",
            ]
        #expect(scene.takeCollapsed() == expected)
        #expect(scene.driver.finish().isClean)
    }

    @Test func touchesShouldBeginRefusingKeepsATapFromTheContent() throws {
        let scene = ScrollScene(scrollView: RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        scene.logRecognizerStates()
        try scene.driver.tap(at: CGPoint(x: 100, y: 70))
        scene.driver.advance(by: 0.5)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 70))
        scene.driver.advance(by: 0.5)
        try scene.driver.touchUp(1)
        // The recognizer keeps each touch until it ends, then recognizes so the touch is dropped.
        #expect(
            scene.takeCollapsed() == [
                "delaysContentTouches: ended", "pan: failed", "delaysContentTouches: ended", "pan: failed",
            ])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aDragStillScrollsWhenTouchesShouldBeginRefuses() throws {
        let scene = ScrollScene(scrollView: RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        scene.scrollView.delaysContentTouches = false
        try scene.drag(from: CGPoint(x: 100, y: 70), through: [CGPoint(x: 100, y: 60), CGPoint(x: 100, y: 50)])
        scene.driver.advance(by: 5)
        #expect(
            scene.takeCollapsed() == [
                "scroll.willBeginDragging", "scroll.didScroll(0,10)",
                "scroll.willEndDragging(v: (0,640), target: (0,329))",
                "scroll.didEndDragging(willDecelerate: true)", "scroll.willBeginDecelerating",
                "scroll.didScroll×207(0,329)", "scroll.didEndDecelerating(0,329)",
            ])
        #expect(scene.driver.finish().isClean)
    }
}

/// Lets a drag take touches from any content, controls included (the usual override in UIKit apps).
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// Keeps every touch from its content and logs each question.
final class RefusingScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        false
    }
}
