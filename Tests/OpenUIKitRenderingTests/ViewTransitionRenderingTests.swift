import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// `UIView.transition(with:…)` and `transition(from:to:…)` drawn on virtual time: the old look giving way to the new
/// half way, which changes animate on their own, the subviews swapped, and the completions' order.
@MainActor
@Suite(.serialized) struct ViewTransitionRenderingTests {
    /// A white 100×100 window holding a blue 60×60 panel at (20, 20) with a green 10×10 dot at its origin, drawn once.
    @MainActor
    final class Scene {
        let driver = EventDriver()
        let window: UIWindow
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CallbackLog()

        init() {
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .white
            panel.backgroundColor = .blue
            dot.backgroundColor = .green
            panel.addSubview(dot)
            window.addSubview(panel)
            _ = window.renderer.image()
        }

        func completion(_ name: String) -> (Bool) -> Void {
            { [log, driver] finished in log.append("\(name) \(finished) at frame \(Int(driver.clock.now * 64))") }
        }
    }

    @Test func aCrossDissolveFadesTheOldLookIntoTheNewAndCompletesAtTheEnd() {
        let s = Scene()
        UIView.transition(
            with: s.panel, duration: 1, options: .transitionCrossDissolve,
            animations: {
                s.panel.backgroundColor = .red
                s.dot.frame.origin = CGPoint(x: 50, y: 50)
            }, completion: s.completion("completion"))
        // The changes are the model at once and are not animated on their own (no `.allowAnimatedContent`).
        #expect(s.panel.backgroundColor == .red && s.dot.presentationValues == nil && s.panel.presentationValues == nil)
        #expect(s.log.take() == [])
        s.driver.advance(by: 0.5)
        let half = s.window.renderer.image()
        // Half the old blue over white, half the new red over that; the dot half there at both places.
        #expect(pixelsNear(half.rgbaValues(50, 50), [191, 64, 128, 255]), "\(half.rgbaValues(50, 50))")
        #expect(pixelsNear(half.rgbaValues(25, 25), [191, 128, 64, 255]), "\(half.rgbaValues(25, 25))")
        #expect(pixelsNear(half.rgbaValues(75, 75), [64, 191, 128, 255]), "\(half.rgbaValues(75, 75))")
        s.driver.advance(by: 0.5)
        let done = s.window.renderer.image()
        #expect(done.rgbaValues(50, 50) == [255, 0, 0, 255] && done.rgbaValues(75, 75) == [0, 255, 0, 255])
        #expect(s.log.take() == ["completion true at frame 64"])
    }

    @Test func allowAnimatedContentAnimatesTheChangesToo() {
        let s = Scene()
        UIView.transition(
            with: s.panel, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
            animations: { s.dot.frame.origin = CGPoint(x: 40, y: 0) })
        s.driver.advance(by: 0.5)
        #expect(s.dot.presentationValues?.frame.minX == 20)
    }

    @Test func aCurlUpSlidesTheOldLookUpOverTheNew() {
        let s = Scene()
        UIView.transition(
            with: s.panel, duration: 1, options: [.transitionCurlUp, .curveLinear],
            animations: { s.panel.backgroundColor = .red })
        s.driver.advance(by: 0.5)
        let half = s.window.renderer.image()
        // The old look moved up 30 (−10 … 50) over the new one (20 … 80).
        #expect(half.rgbaValues(50, 10) == [0, 0, 255, 255])
        #expect(half.rgbaValues(50, 45) == [0, 0, 255, 255])
        #expect(half.rgbaValues(50, 55) == [255, 0, 0, 255])
        #expect(half.rgbaValues(50, 85) == [255, 255, 255, 255])
    }

    @Test func fromToReplacesTheViewInItsPlaceOrHidesAndShows() {
        let s = Scene()
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        s.panel.addSubview(front)
        let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        replacement.backgroundColor = .red
        UIView.transition(
            from: s.dot, to: replacement, duration: 0.5, options: .transitionCrossDissolve,
            completion: s.completion("replaced"))
        #expect(s.panel.subviews.map(ObjectIdentifier.init) == [replacement, front].map(ObjectIdentifier.init))
        #expect(s.dot.superview == nil)
        s.driver.advance(by: 0.5)
        #expect(s.log.take() == ["replaced true at frame 32"])
        // Show and hide: both stay where they are.
        s.panel.insertSubview(s.dot, at: 0)
        s.dot.isHidden = true
        UIView.transition(
            from: replacement, to: s.dot, duration: 0, options: [.showHideTransitionViews],
            completion: s.completion("swapped"))
        #expect(s.panel.subviews.map(ObjectIdentifier.init) == [s.dot, replacement, front].map(ObjectIdentifier.init))
        #expect(replacement.isHidden && !s.dot.isHidden)
        #expect(s.log.take() == [])
        s.driver.advance(by: 1.0 / 64)
        #expect(s.log.take() == ["swapped true at frame 33"])
    }

    @Test func withoutATransitionOrDurationTheChangeIsImmediateAndBadInputIsReported() {
        let s = Scene()
        UIView.transition(
            with: s.panel, duration: 1, options: [], animations: { s.panel.backgroundColor = .red },
            completion: s.completion("plain"))
        #expect(s.window.renderer.image().rgbaValues(50, 50) == [255, 0, 0, 255])
        UIView.transition(
            with: s.panel, duration: -1, options: .transitionFlipFromLeft,
            animations: { s.panel.backgroundColor = .blue }, completion: s.completion("negative"))
        #expect(s.window.renderer.image().rgbaValues(50, 50) == [0, 0, 255, 255])
        let orphan = UIView()
        UIView.transition(
            from: orphan, to: UIView(), duration: 1, options: .transitionCrossDissolve,
            completion: s.completion("orphan"))
        s.driver.advance(by: 1.0 / 64)
        #expect(s.log.take() == ["plain true at frame 1", "negative true at frame 1", "orphan false at frame 1"])
        #expect(
            s.driver.diagnostics.map(\.message) == [
                "UIView.transition: duration -1.0 is invalid; the changes are made at once",
                "UIView.transition(from:to:): the from-view has no superview to transition in; nothing changed",
            ])
    }
}
