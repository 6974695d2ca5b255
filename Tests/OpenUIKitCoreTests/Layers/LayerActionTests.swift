import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// Implicit animations of standalone layers on the embedded backend's frame clock at 64 Hz: which changes animate
/// (committed layers, actions on), the search for an action (delegate, `actions`, class default, built-in) with
/// `NSNull` ending it, the transaction's duration, timing and completion, and a view's own layer never animating.
@MainActor
@Suite struct LayerActionTests {
    /// The animation tests' fixture: a window on a 64 Hz virtual clock with one 100×100 shape layer in it.
    typealias Fixture = LayerAnimationTests.Fixture

    /// Answers actions from a table and logs every question.
    final class ActionDelegate: CALayerDelegate {
        var answers: [String: any CAAction] = [:]
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return answers[event]
        }
    }

    @Test func aCommittedLayerAnimatesAChangeOverAQuarterSecondFromWhatItShowed() {
        let f = Fixture()
        // Made and set up in this transaction: the changes show at once.
        f.layer.opacity = 0.5
        #expect(f.layer.animationKeys() == nil)
        CATransaction.flush()
        f.layer.opacity = 0
        #expect(f.layer.opacity == 0)
        #expect(f.layer.animationKeys() == ["opacity"])
        let animation = f.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect((animation?.fromValue as? NSNumber)?.doubleValue == 0.5)
        #expect(animation?.duration == 0.25)
        #expect(f.opacities(at: [0, 8, 16]) == [0.5, 0.25, 0])
        #expect(f.layer.animationKeys() == nil)
    }

    @Test func aChangeDuringAnAnimationStartsFromThePresentationValue() {
        let f = Fixture()
        CATransaction.flush()
        f.layer.strokeEnd = 0
        f.advance(toFrame: 8)
        #expect(f.layer.presentation()?.strokeEnd == 0.5)
        f.layer.strokeEnd = 1
        let restarted = f.layer.animation(forKey: "strokeEnd") as? CABasicAnimation
        #expect((restarted?.fromValue as? NSNumber)?.doubleValue == 0.5)
        f.advance(toFrame: 16)
        #expect(f.layer.presentation()?.strokeEnd == 0.75)
        f.advance(toFrame: 24)
        #expect(f.layer.presentation()?.strokeEnd == 1)
    }

    @Test func disabledActionsAndTheTransactionsDurationAndCompletion() {
        let f = Fixture()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        f.layer.position = CGPoint(x: 200, y: 200)
        CATransaction.commit()
        #expect(f.layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setAnimationTimingFunction(easeIn)
        CATransaction.setCompletionBlock { f.log.append("done @\(f.frame)") }
        f.layer.cornerRadius = 64
        CATransaction.commit()
        let animation = f.layer.animation(forKey: "cornerRadius")
        #expect(animation?.duration == 1)
        #expect(animation?.timingFunction === easeIn)
        f.advance(toFrame: 63)
        #expect(f.log == [])
        f.advance(toFrame: 64)
        #expect(f.log == ["done @64"])
    }

    @Test func theSearchAsksTheDelegateThenActionsThenTheClassDefault() {
        let f = Fixture()
        let delegate = ActionDelegate()
        f.layer.delegate = delegate
        CATransaction.flush()
        // The delegate's NSNull ends the search: nothing animates.
        delegate.answers["opacity"] = NSNull()
        f.layer.actions = ["opacity": CABasicAnimation(), "position": NSNull()]
        f.layer.opacity = 0.5
        // nil from the delegate: `actions` answers, NSNull, so nothing either.
        f.layer.position = CGPoint(x: 10, y: 10)
        // An animation of the app's own from `actions`, run under the property's key.
        let slow = CABasicAnimation()
        slow.duration = 2
        f.layer.actions?["bounds"] = slow
        f.layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(delegate.asked == ["opacity", "position", "bounds"])
        #expect(f.layer.animationKeys() == ["bounds"])
        #expect(f.layer.animation(forKey: "bounds")?.duration == 2)
        // With no values of its own it runs from what was shown before the change to the new model value.
        f.advance(toFrame: 64)
        #expect(f.layer.presentation()?.bounds.width == 75)
        #expect(f.layer.action(forKey: "opacity") is NSNull)
        #expect(f.layer.action(forKey: "strokeEnd") is CABasicAnimation)
        #expect(f.layer.action(forKey: "path") == nil)
        #expect(f.layer.action(forKey: "nonsense") == nil)
    }

    final class QuietLayer: CALayer {
        override class func defaultAction(forKey event: String) -> (any CAAction)? {
            event == "opacity" ? NSNull() : nil
        }
    }

    @Test func aClassDefaultActionAndAViewsOwnLayerAnimateNothing() {
        let f = Fixture()
        let quiet = QuietLayer()
        f.window.layer.addSublayer(quiet)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.window.addSubview(view)
        CATransaction.flush()
        quiet.opacity = 0
        quiet.cornerRadius = 4
        view.layer.opacity = 0.5
        #expect(quiet.animationKeys() == ["cornerRadius"])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.action(forKey: "opacity") is NSNull)
        #expect(view.alpha == 0.5)
    }

    @Test func anOutermostCommitCommitsTheLayersMadeBefore() {
        let f = Fixture()
        CATransaction.begin()
        let layer = CALayer()
        f.window.layer.addSublayer(layer)
        CATransaction.begin()
        CATransaction.commit()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        CATransaction.commit()
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func actionsMayChangeTheLayerFromTheirRun() {
        let f = Fixture()
        final class Reentrant: CAAction {
            let fixture: Fixture
            init(_ fixture: Fixture) { self.fixture = fixture }
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                fixture.log.append("run \(event)")
                guard let layer = anObject as? CALayer else { return }
                // A change from inside an action runs the search again for the new key only.
                layer.actions = nil
                layer.opacity = 0.25
                layer.removeFromSuperlayer()
            }
        }
        f.layer.actions = ["lineWidth": Reentrant(f)]
        CATransaction.flush()
        f.layer.lineWidth = 4
        #expect(f.log == ["run lineWidth"])
        #expect(f.layer.animationKeys() == ["opacity"])
        #expect(f.layer.superlayer == nil)
        f.advance(toFrame: 20)
        #expect(f.layer.animationKeys() == nil)
    }
}

extension LayerAnimationTests.Fixture {
    /// The presentation opacity at each frame.
    func opacities(at frames: [Int]) -> [Float] {
        frames.map { frame in
            advance(toFrame: frame)
            return layer.presentation()?.opacity ?? -1
        }
    }
}
