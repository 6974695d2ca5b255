import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
struct ControlScene {
    let log = CallbackLog()
    let driver: EventDriver
    let window: UIWindow
    let container: RecordingView

    init(delegate: (any UIApplicationDelegate)? = nil) {
        driver = EventDriver(delegate: delegate)
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        container = RecordingView("container", frame: CGRect(x: 0, y: 0, width: 600, height: 600), log: log)
        window.addSubview(container)
    }

    /// A 100×40 button at (100, 100), recording its events.
    func button() -> UIButton {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40)).recordingEvents(
            as: "button", in: log)
        container.addSubview(button)
        return button
    }
}
