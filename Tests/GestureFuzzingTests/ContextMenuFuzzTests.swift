import Foundation
import Testing
import OpenUIKit
import OpenUIKitFuzzing

/// Context menus in the fuzzer's world (issue 14): views with an id of 3 modulo 4 start with an interaction and
/// mutations add and remove more; secondary clicks and long presses open menus, clicks choose rows or dismiss them,
/// Escape dismisses them, and mutations fire from the delegate's callbacks and the actions' handlers.
@MainActor
@Suite struct ContextMenuFuzzTests {
    @Test func generatedWorldsOpenChooseAndDismissMenusAndMutateFromTheirCallbacks() {
        var counts: [String: Int] = [:]
        var violations: [String] = []
        for index in 0..<300 {
            let mode: FuzzMode = index.isMultiple(of: 2) ? .viewCallbacks : .delegates
            let world = GestureFuzzer.world(seed: 14, index: UInt64(index), mode: mode)
            let outcome = WorldRun.run(world, keepTrace: true)
            violations += outcome.violations.map { "world \(index) (\(mode)): \($0)" }
            for line in outcome.trace {
                for what in ["willDisplay", "willEnd", "Plain.handler", "Keeps.handler"]
                where line.hasSuffix(".contextMenu.\(what)") {
                    counts[what, default: 0] += 1
                }
                if line.hasPrefix("mutation in contextMenu#") { counts["mutation", default: 0] += 1 }
            }
        }
        #expect(violations == [])
        #expect(
            counts["willDisplay", default: 0] >= 30 && counts["willEnd", default: 0] >= 20
                && counts["Plain.handler", default: 0] >= 3 && counts["mutation", default: 0] >= 10,
            "\(counts)")
    }

    /// Menus opened by a secondary click and by a long press; a willDisplay that adds another interaction, a
    /// handler that removes the interaction's view, a willEnd that removes the interaction, a handler that hides
    /// the window: every invariant holds.
    @Test func menuCallbacksMayRemoveTheirViewOrInteractionOrHideTheWindow() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 400, height: 400)),
                .init(id: 3, parent: 1, frame: CGRect(x: 0, y: 0, width: 200, height: 200)),
            ],
            recognizers: [
                .init(id: 1, view: 3, kind: .tap),
                .init(id: 2, view: 1, kind: .swipe),
            ],
            mutations: [
                .init(.contextMenu, 1, .addContextMenu(1)),
                .init(.contextMenu, 3, .removeCallbackView),
                .init(.contextMenu, 6, .removeContextMenu(1)),
                .init(.contextMenu, 7, .hideWindow),
            ],
            steps: [
                // configuration, willDisplay; a click on the first row: willEnd, then the handler removes view 3.
                .pointer(.secondaryClick(CGPoint(x: 50, y: 50))),
                .pointer(.click(CGPoint(x: 110, y: 69))),
                .advance(0.2),
                // A long press on view 1 opens its menu (at x 236, kept inside the window); a drag onto the first
                // row and the lift choose it.
                .frame([.down(1, CGPoint(x: 250, y: 250))]),
                .advance(0.6),
                .frame([.move(1, CGPoint(x: 300, y: 269))]),
                .frame([.up(1)]),
                .pointer(.escape),
            ]
        )
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [], "\(outcome.trace.joined(separator: "\n"))")
        #expect(
            outcome.trace.filter { $0.contains("contextMenu") } == [
                "v3.contextMenu.configuration", "v3.contextMenu.willDisplay",
                "mutation in contextMenu#1: addContextMenu(1)", "v3.contextMenu.willEnd",
                "v3.contextMenu.Plain.handler", "mutation in contextMenu#3: removeCallbackView",
                "v1.contextMenu.configuration", "v1.contextMenu.willDisplay", "v1.contextMenu.willEnd",
                "mutation in contextMenu#6: removeContextMenu(1)", "nil.contextMenu.Plain.handler",
                "mutation in contextMenu#7: hideWindow",
            ])
    }

    /// A button with a menu shown as its primary action (v1: ids 1 modulo 8): a click (touchUpInside, 64) opens the menu
    /// below it, a click on the row runs the handler, which removes the button while its menu closes; a second button (v5, a
    /// menu on the secondary click only) fires on a click. Nothing is left open and no invariant breaks.
    @Test func buttonMenusOpenOnATapAndTheirHandlersMayRemoveTheButton() {
        let world = FuzzWorld(
            mode: .viewCallbacks,
            views: [
                .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 120, height: 40), isButton: true),
                .init(id: 5, parent: nil, frame: CGRect(x: 200, y: 0, width: 120, height: 40), isButton: true),
            ],
            recognizers: [],
            mutations: [.init(.contextMenu, 0, .removeView(1))],
            steps: [
                .pointer(.click(CGPoint(x: 20, y: 20))),
                .advance(0.1),
                // The menu's first row: 5 points of padding, then rows 28 points high, from the button's bottom.
                .pointer(.click(CGPoint(x: 60, y: 40 + 5 + 14))),
                .advance(0.1),
                .pointer(.click(CGPoint(x: 250, y: 20))),
                .advance(0.1),
            ])
        let outcome = WorldRun.run(world, keepTrace: true)
        #expect(outcome.violations == [])
        #expect(
            outcome.trace.filter { $0.contains("enu") || $0.contains("controlAction(64)") } == [
                "v1.controlAction(64)", "v1.menu.Plain.handler", "mutation in contextMenu#0: removeView(1)",
                "v5.controlAction(64)",
            ], "\(outcome.trace)")
    }
}
