import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A window whose first responder is a recording view "V", and a fake IIO folder whose accelerometer reads 1 g at
/// rest: where shakes are tested.
@MainActor
func shakeScene() throws -> (driver: EventDriver, log: CallbackLog, iio: FakeIIO) {
    let driver = EventDriver()
    let window = driver.makeWindow()
    let log = CallbackLog()
    let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    window.addSubview(view)
    view.acceptsFirstResponder = true
    _ = view.becomeFirstResponder()
    let iio = try FakeIIO()
    try iio.accel(0, 0, 1000)
    return (driver, log, iio)
}
