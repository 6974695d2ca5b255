import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UIView.animate` on the embedded backend's frame clock at 64 Hz (1/64 s is exact in binary), so every drawn
/// value is sampled at an exact time.
/// A fresh application on virtual time, made at the start of each test (`UIApplication.shared` is the newest
/// application, and the animator and display links belong to it).
@MainActor
final class AnimationFixture {
    let driver: EventDriver
    let window: UIWindow
    let log = CallbackLog()

    init() {
        driver = EventDriver()
        driver.backend.framesPerSecond = 64
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    func square(_ name: String, x: CGFloat = 0) -> RecordingView {
        let view = RecordingView(name, frame: CGRect(x: x, y: 0, width: 100, height: 100), log: log)
        window.addSubview(view)
        return view
    }

    /// Advances to frame `n` (at n/64 s) from the clock's time now.
    func advance(toFrame n: Int) {
        driver.advance(by: Double(n) / 64 - driver.clock.now)
    }

    func drawnX(_ view: UIView) -> CGFloat? { view.presentationValues?.frame.minX }
}
