import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Readings a handler received on its queue's thread.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// Two decimals, and never "-0.0".
private func short(_ value: Double) -> Double { (value * 100).rounded() / 100 + 0 }

@MainActor
@Suite struct MotionSensorTests {
    @Test func theAccelerometerIsReadWithScaleOffsetAndMountMatrixOnTheAppsClock() throws {
        let driver = EventDriver()
        let iio = try FakeIIO()
        try iio.write("iio:device0", ["name": "als", "in_illuminance_raw": "12"])
        try iio.write(
            "iio:device1",
            [
                "name": "accel_3d", "in_accel_scale": "0.00980665", "in_accel_z_offset": "-100",
                // Mounted rotated 90°: the sensor's x is the screen's y.
                "in_accel_mount_matrix": "0, 1, 0; 1, 0, 0; 0, 0, 1",
            ])
        try iio.accel(0, 500, 1100)
        let manager = CMMotionManager(iioRoot: iio.root)
        #expect(manager.isAccelerometerAvailable)
        #expect(!manager.isGyroAvailable)
        manager.accelerometerUpdateInterval = 0.05
        let readings = Received()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        manager.startAccelerometerUpdates(to: queue) { data, error in
            guard let data else { return }
            let a = data.acceleration
            readings.append("t=\(data.timestamp) (\(short(a.x)), \(short(a.y)), \(short(a.z)))")
        }
        #expect(manager.isAccelerometerActive)
        driver.advance(by: 0.05)
        try iio.accel(-1000, 0, 100)
        driver.advance(by: 0.05)
        manager.stopAccelerometerUpdates()
        driver.advance(by: 0.5)
        queue.waitUntilAllOperationsAreFinished()
        #expect(readings.all == ["t=0.05 (-0.5, 0.0, -1.0)", "t=0.1 (0.0, 1.0, 0.0)"])
        #expect(manager.accelerometerData.map { short($0.acceleration.y) } == 1)
        #expect(!manager.isAccelerometerActive)
        #expect(driver.finish().isClean)
    }

    @Test func withoutSensorsEverythingIsUnavailableAndStartingDoesNothing() throws {
        let driver = EventDriver()
        let empty = try FakeIIO()
        for root in [empty.root, URL(fileURLWithPath: "/nonexistent/iio")] {
            let manager = CMMotionManager(iioRoot: root)
            #expect(!manager.isAccelerometerAvailable && !manager.isGyroAvailable)
            manager.startAccelerometerUpdates()
            manager.startGyroUpdates()
            #expect(!manager.isAccelerometerActive && !manager.isGyroActive)
        }
        #expect(driver.finish().isClean)
    }

    @Test func theGyroscopeAndUnreadableValues() throws {
        let driver = EventDriver()
        let iio = try FakeIIO()
        try iio.write(
            "iio:device2",
            [
                "in_anglvel_x_raw": "10", "in_anglvel_y_raw": "-20", "in_anglvel_z_raw": "garbage",
                "in_anglvel_scale": "0.5",
            ])
        let manager = CMMotionManager(iioRoot: iio.root)
        manager.startGyroUpdates()
        driver.advance(by: 0.1)
        #expect(manager.gyroData == nil, "a value that is not a number gives no reading")
        try iio.write("iio:device2", ["in_anglvel_z_raw": "4"])
        driver.advance(by: 0.1)
        #expect(manager.gyroData?.rotationRate == CMRotationRate(x: 5, y: -10, z: 2))
        manager.stopGyroUpdates()
        #expect(driver.finish().isClean)
    }

    @Test func shakingTheMachineIsAShakeThroughTheFirstResponder() throws {
        let (driver, log, iio) = try shakeScene()
        let manager = CMMotionManager(iioRoot: iio.root)
        manager.accelerometerUpdateInterval = 0.05
        let detector = ShakeDetector(application: driver.application, motionManager: manager)
        detector.start()
        // At rest, then two jolts (not enough), then three within half a second, then calm.
        for (z, label) in [(1000, "rest"), (3000, "jolt"), (1000, "rest"), (-3000, "jolt")] {
            try iio.accel(0, 0, z)
            driver.advance(by: 0.05)
            log.append(label)
        }
        try iio.accel(0, 0, 1000)
        driver.advance(by: 0.6)
        for z in [3000, -3000, 3000] {
            try iio.accel(0, 0, z)
            driver.advance(by: 0.05)
        }
        log.append("shaken")
        try iio.accel(0, 0, 1000)
        driver.advance(by: 0.45)
        log.append("calm 0.45 s")
        driver.advance(by: 0.1)
        detector.stop()
        #expect(
            log.take() == [
                "rest", "jolt", "rest", "jolt", "V.motionBegan(motionShake)", "shaken", "calm 0.45 s",
                "V.motionEnded(motionShake)",
            ])
        #expect(driver.finish().isClean)
    }
}
