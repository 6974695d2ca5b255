import Foundation
import Testing
import OpenUIKitFuzzing

/// `UIViewPropertyAnimator` and safe-area callbacks in the re-entrancy fuzzer (issue 16): generated worlds create,
/// start, pause, scrub, reverse, continue, stop and finish animators from inside callbacks (and from inside the
/// animators' own blocks and completions), and fire mutations from `safeAreaInsetsDidChange` /
/// `viewSafeAreaInsetsDidChange`; a hand-written world does it while fingers are down.
@MainActor
@Suite struct PropertyAnimatorFuzzTests {
    @Test func generatedWorldsDriveAnimatorsAndSafeAreaCallbacksFireMutations() {
        var blocks = 0, completions = 0, calls = 0, fromAnimators = 0, fromSafeArea = 0
        var violations: [String] = []
        for index in 0..<300 {
            let world = GestureFuzzer.world(seed: 16, index: UInt64(index), mode: .viewCallbacks)
            let outcome = WorldRun.run(world, keepTrace: true)
            let trace = outcome.trace
            blocks += trace.filter { $0.hasPrefix("animator") && $0.contains(".block") }.count
            completions += trace.filter { $0.hasPrefix("animator") && $0.contains(".completion") }.count
            calls += trace.filter { $0.hasPrefix("mutation in") && $0.contains("propertyAnimator(") }.count
            fromAnimators += trace.filter { $0.hasPrefix("mutation in propertyAnimator") }.count
            fromSafeArea += trace.filter { $0.hasPrefix("mutation in safeAreaChange") }.count
            violations += outcome.violations.map { "world \(index): \($0)" }
        }
        #expect(blocks >= 10 && completions >= 5, "\(blocks) animator blocks, \(completions) completions")
        #expect(calls >= 10, "\(calls) animator mutations")
        #expect(
            fromAnimators >= 1 && fromSafeArea >= 1, "\(fromAnimators) from animators, \(fromSafeArea) from safe areas")
        #expect(violations == [])
    }

    /// Fingers on v1 and v2. v1's began starts animator 1 on v1 (its frame moves under the finger); animator 1's
    /// animation block starts animator 2 on v2 from inside itself; the first moves pause animator 1 and reverse
    /// animator 2, whose completion (at its start) stops animator 1 without finishing and removes v1 mid-touch;
    /// scrubbing the stopped animator 1 is refused; a later move finishes it at its start, and that completion
    /// hides the bar, whose safe-area callback starts animator 2 again after a delay. Every touch ends once, no
    /// completion runs twice, no animator is left running.
    @Test func animatorsMayBeDrivenFromTheirOwnCallbacksMidTouch() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 150, height: 150)),
                .init(id: 2, parent: nil, frame: CGRect(x: 160, y: 0, width: 150, height: 150)),
            ],
            recognizers: [],
            mutations: [
                .init(
                    .viewTouchesBegan, 0,
                    .propertyAnimator(1, .start(view: 1, property: .frame, duration: 0.3, delay: 0, spring: false))),
                .init(
                    .propertyAnimator, 0,
                    .propertyAnimator(2, .start(view: 2, property: .alpha, duration: 0.1, delay: 0, spring: true))),
                .init(.viewTouchesMoved, 0, .propertyAnimator(1, .pause)),
                .init(.viewTouchesMoved, 1, .propertyAnimator(2, .reverse)),
                .init(.propertyAnimator, 2, .propertyAnimator(1, .stop(withoutFinishing: false))),
                .init(.propertyAnimator, 2, .removeView(1)),
                .init(.viewTouchesMoved, 2, .propertyAnimator(1, .scrub(0.7))),
                .init(.viewTouchesMoved, 3, .propertyAnimator(1, .finish(1))),
                .init(.propertyAnimator, 3, .setNavigationBarHidden(true)),
                .init(
                    .safeAreaChange, 0,
                    .propertyAnimator(
                        2, .start(view: 2, property: .transform, duration: 0.2, delay: 0.05, spring: false))),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 50)), .down(2, CGPoint(x: 200, y: 50))]),
                .advance(0.05),
                .frame([.move(1, CGPoint(x: 80, y: 60)), .move(2, CGPoint(x: 230, y: 60))]),
                .advance(0.2),
                .frame([.move(2, CGPoint(x: 260, y: 80))]),
                .advance(0.1),
                .frame([.move(2, CGPoint(x: 270, y: 90))]),
                .advance(0.1),
                .frame([.up(2)]),
                .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        let lines = outcome.trace.filter { $0.hasPrefix("mutation in") || $0.hasPrefix("animator") }
        #expect(
            lines == [
                "mutation in viewTouchesBegan#0: propertyAnimator(1, "
                    + ".start(view: 1, property: .frame, duration: 0.3, delay: 0.0, spring: false))",
                "animator1 block1 on v1: frame",
                "animator1.block1",
                "mutation in propertyAnimator#0: propertyAnimator(2, "
                    + ".start(view: 2, property: .alpha, duration: 0.1, delay: 0.0, spring: true))",
                "animator2 block2 on v2: alpha",
                "animator2.block2",
                "mutation in viewTouchesMoved#0: propertyAnimator(1, .pause)",
                "animator1 is active running false",
                "mutation in viewTouchesMoved#1: propertyAnimator(2, .reverse)",
                "animator2 is active running true",
                "animator2.completion2(start)",
                "mutation in propertyAnimator#2: propertyAnimator(1, .stop(withoutFinishing: false))",
                "animator1 is stopped running false",
                "mutation in propertyAnimator#2: removeView(1)",
                "mutation in viewTouchesMoved#2: propertyAnimator(1, .scrub(0.7))",
                "animator1 is stopped running false",
                "mutation in viewTouchesMoved#3: propertyAnimator(1, .finish(1))",
                "animator1.completion1(start)",
                "mutation in propertyAnimator#3: setNavigationBarHidden(true)",
                "animator1 is inactive running false",
                "mutation in safeAreaChange#0: propertyAnimator(2, "
                    + ".start(view: 2, property: .transform, duration: 0.2, delay: 0.05, spring: false))",
                "animator2 block3 on v2: transform",
                "animator2.block3",
                "animator2.completion3(start)",
            ], "\(outcome.trace)")
    }
}
