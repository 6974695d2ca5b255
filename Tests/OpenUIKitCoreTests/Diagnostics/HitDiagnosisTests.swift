import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct HitDiagnosisTests {
    @Test func theTreeDumpShowsFramesFlagsRecognizersAndEveryClassicTrap() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 200, height: 200))
        window.accessibilityIdentifier = "window"
        let panel = named("Panel", CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = named("Card", CGRect(x: 60, y: 60, width: 80, height: 80))
        let slider = UISlider(frame: CGRect(x: 0, y: 10, width: 90, height: 0))
        slider.accessibilityIdentifier = "Volume"
        let off = named("Off", CGRect(x: 110, y: 0, width: 80, height: 50))
        off.isUserInteractionEnabled = false
        let inside = named("Inside", CGRect(x: 10, y: 10, width: 20, height: 20))
        let faint = named("Faint", CGRect(x: 110, y: 60, width: 20, height: 20))
        faint.alpha = 0.01
        let glass = named("Glass", CGRect(x: 0, y: 150, width: 200, height: 50))
        let covered = named("Covered", CGRect(x: 10, y: 160, width: 20, height: 20))
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        tap.delaysTouchesBegan = true
        card.addGestureRecognizer(tap)
        window.addSubview(panel)
        panel.addSubview(card)
        panel.addSubview(slider)
        window.addSubview(off)
        off.addSubview(inside)
        window.addSubview(faint)
        window.addSubview(covered)
        window.addSubview(glass)
        let expected: [String] = [
            "UIWindow 'window' frame=(0, 0, 200×200)",
            "   | UIView 'Panel' frame=(0, 0, 100×100)",
            "   |    | UIView 'Card' frame=(60, 60, 80×80) recognizers: tap(possible, delaysTouchesBegan) — warning: "
                + "Card sticks out of its superview Panel ((60, 60, 80×80) in (0, 0, 100×100)): touches there "
                + "never reach it",
            "   |    | UISlider 'Volume' frame=(0, 10, 90×0) — warning: Volume has zero size (frame (0, 10, 90×0)), "
                + "so nothing can hit it",
            "   | UIView 'Off' frame=(110, 0, 80×50) [interaction off] — cannot be hit: Off has "
                + "isUserInteractionEnabled = false",
            "   |    | UIView 'Inside' frame=(10, 10, 20×20) — cannot be hit: its ancestor Off has "
                + "isUserInteractionEnabled = false",
            "   | UIView 'Faint' frame=(110, 60, 20×20) [alpha 0.01] — cannot be hit: Faint has alpha = 0.01 "
                + "(at most 0.01 counts as transparent)",
            "   | UIView 'Covered' frame=(10, 160, 20×20) — warning: Covered is covered at its centre by Glass, "
                + "which takes the touch",
            "   | UIView 'Glass' frame=(0, 150, 200×50)",
        ]
        #expect(window.recursiveDescription().components(separatedBy: "\n") == expected)
    }

    @Test func aReachableViewHasNoDiagnosis() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = named("V", CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        #expect(view.hitDiagnosis.blocked == nil)
        #expect(view.hitDiagnosis.warnings == [])
    }
}
