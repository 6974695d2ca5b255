import Foundation
import OpenUIKitCore

/// A recording view that also logs where its touches ended or were cancelled (window coordinates, whole points),
/// and repaints on every touch so each event costs a frame. OpenUIKit extension for tests of backends, where a frame
/// is when a backend may read input behind its run loop's back.
@preconcurrency @MainActor
public final class PlaceLoggingView: RecordingView {
    /// Runs inside `draw(_:)`, that is, during a frame.
    public var onDraw: (() -> Void)?

    public override func draw(_ rect: CGRect) {
        onDraw?()
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemTeal
        super.touchesBegan(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .white
        super.touchesEnded(touches, with: event)
        log.append("ended at \(places(touches))")
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .white
        super.touchesCancelled(touches, with: event)
        log.append("cancelled at \(places(touches))")
    }

    private func places(_ touches: Set<UITouch>) -> String {
        touches.map {
            let p = $0.location(in: nil); return "(\(Int(p.x)), \(Int(p.y)))"
        }.sorted()
            .joined(separator: " ")
    }
}
