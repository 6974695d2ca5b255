import Foundation
import Testing
import OpenUIKitFuzzing

/// Tab bar controllers in the re-entrancy fuzzer: every other full-screen presentation is a `UITabBarController`
/// whose delegate's `shouldSelect` and `didSelect` are `controlAction` callbacks, and whose app code replaces the
/// tabs from inside every third `shouldSelect`. `didSelect` must follow a yes for the same controller and tell of
/// the selected tab.
@MainActor
@Suite struct TabBarFuzzTests {
    /// A touch on v1 presents the tab bar controller; taps on its bar then ask and tell the delegate, whose
    /// callbacks fire mutations (one dismisses the tab bar controller from inside `shouldSelect`); the third ask
    /// replaces the tabs first, so the tapped tab is not selected.
    @Test func tapsOnTheTabsAskAndTellTheDelegateWhileItsCallbacksMutate() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [.init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 300, height: 300))],
            recognizers: [],
            mutations: [
                .init(.viewTouchesBegan, 0, .presentController(style: 0, animated: false)),
                .init(.controlAction, 1, .setNavigationBarHidden(true)),
                .init(.controlAction, 4, .dismissController(animated: false)),
            ],
            steps: [
                .frame([.down(1, CGPoint(x: 50, y: 50))]), .frame([.up(1)]), .advance(0.5),
                .frame([.down(1, CGPoint(x: 300, y: 380))]), .frame([.up(1)]), .advance(0.5),
                .frame([.down(1, CGPoint(x: 100, y: 380))]), .frame([.up(1)]), .advance(0.5),
                .frame([.down(1, CGPoint(x: 300, y: 380))]), .frame([.up(1)]), .advance(0.5),
                .frame([.down(1, CGPoint(x: 300, y: 380))]), .frame([.up(1)]), .advance(0.5),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        let lines = outcome.trace.filter { $0.hasPrefix("tabBarController") || $0.hasPrefix("mutation in") }
        // The first ask is refused; the third replaces the tabs, so the tapped one is no longer a tab and nothing is
        // told; the fourth's callback dismisses the tab bar controller, and the selection is still told after it.
        #expect(
            lines == [
                "mutation in viewTouchesBegan#0: presentController(style: 0, animated: false)",
                "tabBarController.shouldSelect #1",
                "tabBarController.shouldSelect #2", "mutation in controlAction#1: setNavigationBarHidden(true)",
                "tabBarController.didSelect",
                "tabBarController.shouldSelect #3",
                "tabBarController.shouldSelect #4", "mutation in controlAction#4: dismissController(animated: false)",
                "tabBarController.didSelect",
            ], "\(outcome.trace)")
    }

    @Test func generatedWorldsReachTheTabBarDelegate() {
        let run = GestureFuzzer.traces(seed: 41, count: 400, mode: .viewCallbacks)
        let asked = run.lines.filter { $0.hasPrefix("tabBarController.shouldSelect") }.count
        #expect(asked >= 3, "\(asked) shouldSelect calls in 400 worlds")
        #expect(run.violations == [])
    }
}
