import Foundation
import OpenUIKitCore
import OpenUIKitTesting

// A copy of the X11 tests' view (Tests/OpenUIKitX11Tests/X11BackendDefectTests.swift): test targets cannot share
// files, and the core tests must not depend on the X11 ones.

/// A recording view that also logs where its touches ended or were cancelled, and repaints on every touch so each
/// event costs a frame (frames are when Xlib reads events behind the run loop's back).
final class PlaceLoggingView: RecordingView {
    /// Runs inside `draw(_:)`, that is, during a frame.
    var onDraw: (() -> Void)?

    override func draw(_ rect: CGRect) {
        onDraw?()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemTeal
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .white
        super.touchesEnded(touches, with: event)
        log.append("ended at \(places(touches))")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .white
        super.touchesCancelled(touches, with: event)
        log.append("cancelled at \(places(touches))")
    }

    private func places(_ touches: Set<UITouch>) -> String {
        touches.map { let p = $0.location(in: nil); return "(\(Int(p.x)), \(Int(p.y)))" }.sorted().joined(separator: " ")
    }
}
