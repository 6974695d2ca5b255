import Foundation

/// Turns accelerometer readings into shakes delivered as UIKit delivers them: `motionBegan(.motionShake)` then
/// `motionEnded(.motionShake)` to the key window's first responder (up the responder chain), exactly like the
/// X11 backend's Ctrl+Alt+Z. OpenUIKit extension: on iOS the system detects shakes; here an app (or a backend,
/// through `startShakeDetection`, which keeps it in ``UIApplication/shakeDetector``) starts one for the machine's
/// accelerometer.
///
/// Thresholds (documented, adjustable): a reading is a *jolt* when its magnitude differs from 1 g (gravity at rest)
/// by at least ``threshold`` (1.2 g); ``joltsToBegin`` (3) jolts within ``joltWindow`` (0.5 s) begin a shake, which
/// ends after ``quietInterval`` (0.5 s) without a jolt. ``stop()`` during a shake cancels it
/// (`motionCancelled`). Readings come at the motion manager's `accelerometerUpdateInterval`; 0.02–0.05 s suits
/// shake detection.
@preconcurrency @MainActor
public final class ShakeDetector {
    public let motionManager: CMMotionManager
    private weak var application: UIApplication?

    public var threshold = 1.2
    public var joltsToBegin = 3
    public var joltWindow: TimeInterval = 0.5
    public var quietInterval: TimeInterval = 0.5

    private var jolts: [TimeInterval] = []
    private var lastJolt: TimeInterval = -.infinity
    public private(set) var isShaking = false

    public init(application: UIApplication, motionManager: CMMotionManager) {
        self.application = application
        self.motionManager = motionManager
    }

    /// Starts reading the accelerometer; does nothing when it is unavailable.
    public func start() {
        motionManager.accelerometerObserver = { [weak self] data in self?.take(data) }
        motionManager.startAccelerometerUpdates()
    }

    public func stop() {
        motionManager.stopAccelerometerUpdates()
        motionManager.accelerometerObserver = nil
        if isShaking {
            isShaking = false
            send(.cancelled)
        }
        jolts.removeAll()
    }

    private func take(_ data: CMAccelerometerData) {
        let a = data.acceleration
        let now = data.timestamp
        if abs((a.x * a.x + a.y * a.y + a.z * a.z).squareRoot() - 1) >= threshold {
            jolts.append(now)
            lastJolt = now
        }
        jolts.removeAll { now - $0 > joltWindow }
        if !isShaking && jolts.count >= joltsToBegin {
            isShaking = true
            jolts.removeAll()
            send(.began)
        } else if isShaking && now - lastJolt >= quietInterval {
            isShaking = false
            send(.ended)
        }
    }

    private func send(_ phase: RawInput.MotionPhase) {
        guard let application, let window = application.keyWindow else { return }
        application.enqueue(
            RawInput(window: window.identifier, timestamp: application.clock.now, payload: .motion(phase, .motionShake))
        )
        application.drainEventQueue()
    }
}
