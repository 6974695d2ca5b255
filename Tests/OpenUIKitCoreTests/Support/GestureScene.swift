import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
struct GestureScene {
    let driver: EventDriver
    let window: UIWindow
    let log = CallbackLog()
    let view: RecordingView

    init(multipleTouch: Bool = true) {
        driver = EventDriver()
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        view.isMultipleTouchEnabled = multipleTouch
        window.addSubview(view)
    }

    func twoFingersDownMoveUp() throws {
        try driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 100))
            try $0.down(2, at: CGPoint(x: 200, y: 100))
        }
        try driver.frame {
            try $0.move(1, to: CGPoint(x: 102, y: 100))
            try $0.move(2, to: CGPoint(x: 202, y: 100))
        }
        try driver.touchUp(1)
        try driver.touchUp(2)
    }
}
