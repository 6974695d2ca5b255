import Foundation

/// A `CADisplayLink` held only while its owner has work for frames, so an idle application's frame clock stops.
///
/// The animators (views' and layers') keep one: `update(wanted:)` after every change to what they run makes or
/// drops the link; each frame calls `onFrame` with the frame's timestamp.
@MainActor
final class FrameDemand {
    private var link: CADisplayLink?
    private let onFrame: @MainActor (CFTimeInterval) -> Void

    init(onFrame: @escaping @MainActor (CFTimeInterval) -> Void) {
        self.onFrame = onFrame
    }

    func update(wanted: Bool) {
        if wanted && link == nil {
            let link = CADisplayLink { [weak self] link in self?.onFrame(link.timestamp) }
            link.add(to: .main, forMode: .common)
            self.link = link
        } else if !wanted, let link {
            link.invalidate()
            self.link = nil
        }
    }
}
