import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Issue 12's record and replay from real input: touches from Xorg's `inputtest` touchscreen (real XI 2.2
/// multitouch) recorded at the backend boundary while the app runs, then replayed headless on virtual time into
/// the same scene, give the same callbacks and recognizer outcomes. The recording made this way is kept under
/// `Resources/Recordings/` and replayed without a server too.
@MainActor
struct XorgRecording {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Resources/Recordings/xorg-two-finger-tap-then-pinch.json")

    /// A view "V" with a two-finger tap and a pinch recognizer, logging touches, state changes and scales.
    static func makeScene(in window: UIWindow, log: CallbackLog) {
        let view = RecordingView("V", frame: CGRect(x: 200, y: 200, width: 400, height: 200), log: log)
        view.isMultipleTouchEnabled = true
        let tap = UITapGestureRecognizer { _ in log.append("twoFingerTap recognized") }
        tap.numberOfTouchesRequired = 2
        let pinch = UIPinchGestureRecognizer { recognizer in
            let scale = ((recognizer as! UIPinchGestureRecognizer).scale * 10).rounded() / 10
            log.append("pinch \(recognizer.state) \(scale)")
        }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pinch)
        window.addSubview(view)
    }

    /// What the scene logs for the input below, live and replayed: the tap recognizes when the fingers lift and
    /// cancels the view's withheld touches first (`delaysTouchesEnded`, `cancelsTouchesInView`); the pinch
    /// recognizes on the first spread and cancels the view's touches before its first action.
    static let expected = [
        "V.touchesBegan(1,2)", "V.touchesCancelled(1,2)", "twoFingerTap recognized", "V.touchesBegan(3,4)",
        "V.touchesCancelled(3,4)", "pinch began 1.3", "pinch changed 1.6", "pinch changed 1.9", "pinch ended 1.9",
    ]
}

/// Replays `recording` into a headless copy of the scene (a window of the recorded window's frame) and returns
/// what it logged.
@MainActor
func replay(_ recording: InputRecording) throws -> [String] {
    let driver = EventDriver()
    let frame = try #require(recording.windows.first?.frame)
    let window = driver.makeWindow(frame: frame)
    let log = CallbackLog()
    XorgRecording.makeScene(in: window, log: log)
    driver.replay(recording, into: [window])
    #expect(driver.diagnostics.isEmpty)
    return log.take()
}
