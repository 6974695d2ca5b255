import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Checks, per touch, that a view's callbacks follow began → moved* → (ended | cancelled), once each, and that
/// nothing arrives after the end or while the view is out of its window.
final class AuditingView: UIView {
    enum State { case began, ended }
    private(set) var states: [ObjectIdentifier: State] = [:]
    private var kept: [UITouch] = []  // keeps touches alive so identifiers are never reused
    private(set) var violations: [String] = []
    private(set) var callbackCount = 0

    private func check(_ touches: Set<UITouch>, _ phase: String) {
        callbackCount += 1
        for touch in touches {
            let key = ObjectIdentifier(touch)
            switch (phase, states[key]) {
            case ("began", nil):
                states[key] = .began
                kept.append(touch)
            case ("moved", .began?):
                break
            case ("ended", .began?), ("cancelled", .began?):
                states[key] = .ended
            default:
                violations.append(
                    "\(debugName): \(phase) for \(touch.inputIdentifier) in state \(String(describing: states[key]))")
            }
            if touch.view !== self { violations.append("\(debugName): got a touch bound to another view") }
            // Out of its window a view hears only the cancellation sent as it leaves.
            if window == nil && phase != "cancelled" {
                violations.append("\(debugName): \(phase) while out of the window")
            }
        }
    }

    var unfinished: Int { states.values.filter { $0 == .began }.count }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { check(touches, "cancelled") }
}
