import Foundation
import Testing
@_spi(Input) import OpenUIKitCore
import OpenUIKitTesting

/// Shakes without app code: the backend starts shake detection, which exists only where an accelerometer does.
@MainActor
@Suite struct AutomaticShakeTests {
    @Test func aShakeOfTheMachineReachesTheFirstResponderWithoutAppCode() throws {
        let (driver, log, iio) = try shakeScene()
        driver.application.startShakeDetection(iioRoot: iio.root)
        driver.application.startShakeDetection(iioRoot: iio.root)
        for z in [3000, -3000, 3000] {
            try iio.accel(0, 0, z)
            driver.advance(by: 0.05)
        }
        log.append("shaken")
        try iio.accel(0, 0, 1000)
        driver.advance(by: 0.55)
        #expect(log.take() == ["V.motionBegan(motionShake)", "shaken", "V.motionEnded(motionShake)"])
        #expect(driver.application.shakeDetector?.motionManager.accelerometerUpdateInterval == 0.05)
        driver.application.shakeDetector?.stop()
        #expect(driver.finish().isClean)
    }

    @Test func withoutAnAccelerometerNothingSamples() throws {
        let driver = EventDriver()
        let iio = try FakeIIO()
        try iio.write("iio:device0", ["in_anglvel_x_raw": "1", "in_anglvel_y_raw": "2", "in_anglvel_z_raw": "3"])
        driver.application.startShakeDetection(iioRoot: iio.root)
        #expect(driver.application.shakeDetector == nil)
        #expect(driver.finish().isClean, "no timer pending")
    }
}
