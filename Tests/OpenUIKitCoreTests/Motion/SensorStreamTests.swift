import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// The sampling loop both sensors of `CMMotionManager` share.
@MainActor
@Suite struct SensorStreamTests {
    /// Restarting updates from inside a reading's callback used to leave the old sampling chain running beside the
    /// new one: every later interval was sampled twice, and stopping stopped only one chain.
    @Test func restartingFromInsideAReadingSamplesOncePerIntervalAndStopsForGood() throws {
        let driver = EventDriver()
        let iio = try FakeIIO()
        try iio.accel(0, 0, 1000)
        let manager = CMMotionManager(iioRoot: iio.root)
        var readings: [String] = []
        manager.accelerometerObserver = { data in
            readings.append(String(format: "%.1f", data.timestamp))
            if readings.count == 1 {
                manager.stopAccelerometerUpdates()
                manager.startAccelerometerUpdates()
            }
        }
        manager.startAccelerometerUpdates()
        for _ in 0..<4 { driver.advance(by: 0.1) }
        manager.stopAccelerometerUpdates()
        driver.advance(by: 1)
        #expect(readings == ["0.1", "0.2", "0.3", "0.4"])
        #expect(driver.finish().isClean)
    }
}
