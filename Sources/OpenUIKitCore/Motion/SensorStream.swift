import Foundation

/// One IIO sensor sampled on a clock: what ``CMMotionManager`` runs once for the accelerometer and once for the
/// gyroscope.
///
/// The sensor is looked for on first use; without it the stream is unavailable and starting it does nothing.
/// While started, it reads the sensor every ``updateInterval`` (at least 0.01 s), turns each reading into a
/// `Reading`, keeps it as ``latest``, and gives it to ``observer`` and then to the handler it was started with.
/// A reading that cannot be read (a file gone, not a number) is skipped. Starting again replaces the handler.
@MainActor
final class SensorStream<Reading> {
    private let clock: any EventClock
    private let channel: String
    private let root: URL
    private let makeReading: (_ value: (x: Double, y: Double, z: Double), _ timestamp: TimeInterval) -> Reading
    private lazy var sensor = IIOSensor.find(channel: channel, under: root)
    private var timer: ScheduledTimer?
    /// Counts stops, so a sample scheduled before a stop (or a stop and a start) never reschedules itself.
    private var generation = 0

    /// Seconds between samples; at least 0.01 is used.
    var updateInterval: TimeInterval = 0.1
    /// The latest reading since the stream started; nil before the first.
    private(set) var latest: Reading?
    /// Every reading as it is taken, before the handler.
    var observer: ((Reading) -> Void)?

    /// - Parameters:
    ///   - channel: the IIO channel name (`accel`, `anglvel`).
    ///   - makeReading: turns a scaled, mount-matrix-corrected value and its time into a reading.
    init(
        channel: String, under root: URL, clock: any EventClock,
        makeReading: @escaping (_ value: (x: Double, y: Double, z: Double), _ timestamp: TimeInterval) -> Reading
    ) {
        self.channel = channel
        self.root = root
        self.clock = clock
        self.makeReading = makeReading
    }

    var isAvailable: Bool { sensor != nil }
    var isActive: Bool { timer != nil }

    func start(handler: ((Reading) -> Void)?) {
        stop()
        guard let sensor else { return }
        sample(sensor, handler: handler)
    }

    func stop() {
        timer?.cancel()
        timer = nil
        generation += 1
    }

    private func sample(_ sensor: IIOSensor, handler: ((Reading) -> Void)?) {
        let generation = self.generation
        timer = clock.schedule(after: max(updateInterval, 0.01)) { [weak self] in
            guard let self, self.generation == generation else { return }
            if let value = sensor.read() {
                let reading = self.makeReading(value, self.clock.now)
                self.latest = reading
                self.observer?(reading)
                handler?(reading)
            }
            // The observer or handler may have stopped (or restarted) the stream.
            guard self.generation == generation else { return }
            self.sample(sensor, handler: handler)
        }
    }

    isolated deinit {
        timer?.cancel()
    }
}
