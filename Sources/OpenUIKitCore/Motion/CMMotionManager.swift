import Foundation

/// Acceleration in g (9.80665 m/s²). Mirrors CoreMotion's `CMAcceleration`: lying flat, face up, a device reads
/// z = −1.
public struct CMAcceleration: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// Rotation rate in radians per second. Mirrors CoreMotion's `CMRotationRate`.
public struct CMRotationRate: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// One accelerometer reading. Mirrors `CMAccelerometerData`; `timestamp` is on the application's clock.
public final class CMAccelerometerData: Sendable {
    public let acceleration: CMAcceleration
    public let timestamp: TimeInterval

    init(acceleration: CMAcceleration, timestamp: TimeInterval) {
        self.acceleration = acceleration
        self.timestamp = timestamp
    }
}

/// One gyroscope reading. Mirrors `CMGyroData`.
public final class CMGyroData: Sendable {
    public let rotationRate: CMRotationRate
    public let timestamp: TimeInterval

    init(rotationRate: CMRotationRate, timestamp: TimeInterval) {
        self.rotationRate = rotationRate
        self.timestamp = timestamp
    }
}

public typealias CMAccelerometerHandler = @Sendable (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = @Sendable (CMGyroData?, (any Error)?) -> Void

/// Reads the accelerometer and gyroscope of a Linux machine (convertible laptops, tablets) through the Industrial
/// I/O subsystem. Mirrors CoreMotion's `CMMotionManager` for those two sensors.
///
/// As in iOS, readings do not travel the responder chain: they go to the object that asked — polled
/// (``accelerometerData`` after ``startAccelerometerUpdates()``) or pushed to a handler on an `OperationQueue`.
/// Sensors are found under ``iioRoot`` (`/sys/bus/iio/devices` by default; tests point it at a folder they write):
/// the first `iio:deviceN` with `in_accel_{x,y,z}_raw` is the accelerometer, with `in_anglvel_{x,y,z}_raw` the
/// gyroscope; values are `(raw + offset) × scale` turned by the mount matrix. Linux reports the reaction to gravity
/// (+9.8 m/s² up, as Android does); CoreMotion reports gravity, so accelerations are negated and divided by
/// 9.80665: flat on a table reads z = −1. A machine without the sensor (or without sysfs) reports it unavailable,
/// and starting updates then does nothing. Sampling runs on the application's clock (virtual in tests), every
/// update interval (at least 0.01 s). Partial: no magnetometer, device motion (attitude, fused gravity) or
/// pedometer.
@preconcurrency @MainActor
open class CMMotionManager {
    /// Where IIO devices are looked for. OpenUIKit extension.
    public let iioRoot: URL
    private let clock: any EventClock
    private lazy var accelerometer = SensorStream(channel: "accel", under: iioRoot, clock: clock) { value, time in
        // Linux reports the reaction to gravity in m/s²; CoreMotion reports gravity, in g.
        let g = Self.standardGravity
        return CMAccelerometerData(
            acceleration: CMAcceleration(x: -value.x / g, y: -value.y / g, z: -value.z / g), timestamp: time)
    }
    private lazy var gyroscope = SensorStream(channel: "anglvel", under: iioRoot, clock: clock) { value, time in
        CMGyroData(rotationRate: CMRotationRate(x: value.x, y: value.y, z: value.z), timestamp: time)
    }

    /// The standard gravity CoreMotion's g is measured in, m/s².
    public static let standardGravity = 9.80665

    /// - Parameters:
    ///   - iioRoot: the folder holding `iio:deviceN` directories.
    ///   - clock: the clock sampling runs on; the current application's by default.
    public init(
        iioRoot: URL = URL(fileURLWithPath: "/sys/bus/iio/devices"), clock: (any EventClock)? = nil
    ) {
        self.iioRoot = iioRoot
        // A motion manager belongs to no view: it samples on the current application's clock.
        self.clock = clock ?? UIApplication.current.clock
    }

    public convenience init() {
        self.init(iioRoot: URL(fileURLWithPath: "/sys/bus/iio/devices"), clock: nil)
    }

    // MARK: - Accelerometer

    public var isAccelerometerAvailable: Bool { accelerometer.isAvailable }
    public var isAccelerometerActive: Bool { accelerometer.isActive }
    /// Seconds between samples; at least 0.01.
    public var accelerometerUpdateInterval: TimeInterval {
        get { accelerometer.updateInterval }
        set { accelerometer.updateInterval = newValue }
    }
    /// The latest reading since updates started; nil before the first.
    public var accelerometerData: CMAccelerometerData? { accelerometer.latest }

    public func startAccelerometerUpdates() {
        accelerometer.start(handler: nil)
    }

    public func startAccelerometerUpdates(
        to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler
    ) {
        accelerometer.start { data in queue.addOperation { handler(data, nil) } }
    }

    public func stopAccelerometerUpdates() {
        accelerometer.stop()
    }

    /// Every reading as it is taken, on the main actor, before any queue's handler: what shake detection uses.
    var accelerometerObserver: ((CMAccelerometerData) -> Void)? {
        get { accelerometer.observer }
        set { accelerometer.observer = newValue }
    }

    // MARK: - Gyroscope

    public var isGyroAvailable: Bool { gyroscope.isAvailable }
    public var isGyroActive: Bool { gyroscope.isActive }
    public var gyroUpdateInterval: TimeInterval {
        get { gyroscope.updateInterval }
        set { gyroscope.updateInterval = newValue }
    }
    public var gyroData: CMGyroData? { gyroscope.latest }

    public func startGyroUpdates() {
        gyroscope.start(handler: nil)
    }

    public func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        gyroscope.start { data in queue.addOperation { handler(data, nil) } }
    }

    public func stopGyroUpdates() {
        gyroscope.stop()
    }
}
