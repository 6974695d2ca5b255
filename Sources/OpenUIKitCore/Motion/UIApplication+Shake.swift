import Foundation

extension UIApplication {
    /// The accelerometer's sampling interval while shakes are detected, in seconds.
    static let shakeSamplingInterval: TimeInterval = 0.05

    /// Starts delivering shakes of the machine: when an accelerometer is found under `iioRoot`, a
    /// ``ShakeDetector`` on its own ``CMMotionManager`` samples it every 0.05 s on the application's clock and sends
    /// `motionBegan`/`motionEnded(.motionShake)` to the key window's first responder. Without an accelerometer it
    /// does nothing (no timer, ``shakeDetector`` stays nil). Calling it again does nothing.
    ///
    /// UIKit delivers shakes without app code, so a backend calls this when it starts running (the X11 backend's
    /// `run(_:)` does); an app that wants no sampling calls `shakeDetector?.stop()`. The embedded backend does not
    /// (tests call it with a fake IIO folder).
    @_spi(Input) public func startShakeDetection(
        iioRoot: URL = URL(fileURLWithPath: "/sys/bus/iio/devices")
    ) {
        guard shakeDetector == nil else { return }
        let manager = CMMotionManager(iioRoot: iioRoot, clock: clock)
        guard manager.isAccelerometerAvailable else { return }
        manager.accelerometerUpdateInterval = Self.shakeSamplingInterval
        let detector = ShakeDetector(application: self, motionManager: manager)
        shakeDetector = detector
        detector.start()
    }
}
