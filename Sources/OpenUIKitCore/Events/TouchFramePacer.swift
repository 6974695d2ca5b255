import Foundation

/// Holds touch input back so views and recognizers get one touch frame per display refresh, with every sample in
/// between kept as coalesced touches.
///
/// UIKit delivers touch phases once per display frame. A backend hands the core what it read at once (one read of
/// the window system's connection) as one `.touches` batch; a device faster than the display (a pen at hundreds of
/// samples a second) or a window system that reports each finger separately (X writes one event per finger, a
/// moment apart, with one server time) would otherwise make a frame of each read. While pacing is on
/// (``interval`` is set, as the X11 backend does), batches wait here and are delivered together:
///
/// - Moves wait until one ``interval`` after the previous touch frame was delivered, so a stream of moves makes
///   one frame per display refresh; after a quiet spell the first move goes out after ``groupingDelay`` only.
/// - A batch that begins, ends or cancels a touch is delivered ``groupingDelay`` after it arrived, whatever the
///   interval, with the moves held before it: a tap's phases are not delayed by a frame, and never merged (the
///   frame grouping, `TouchFrameGrouping`, gives a finger's second phase a frame of its own, in order).
/// - Nothing goes out sooner than ``groupingDelay`` after the first held batch arrived: the per-finger events a
///   window system writes for one hardware frame (sharing one time) arrive well within it, so they are never
///   split between two frames.
/// - Any other input (a key, the pointer, a touchpad gesture), a touch cancellation and a window closing deliver
///   the held batch first, so input keeps its order.
///
/// Off (``interval`` nil), every batch is delivered as it comes: the in-memory backend's default, so a test's
/// `touchMove` is seen before the call returns. The event trace and input recordings see the frames delivered
/// (one input per frame, every sample in it), so a replay without pacing reproduces them exactly.
@MainActor
final class TouchFramePacer {
    /// Seconds between touch frames; nil delivers every batch at once.
    var interval: TimeInterval? {
        didSet { if interval == nil { deliverHeldFrame() } }
    }
    /// How long a batch waits at least, so events written a moment apart for one hardware frame meet.
    static let groupingDelay: TimeInterval = 0.001

    private unowned(unsafe) let application: UIApplication
    private var held: RawInput?
    private var due: TimeInterval = .infinity
    private var timer: ScheduledTimer?
    /// The clock's time when the last touch frame was delivered.
    private var lastDelivery = -TimeInterval.infinity

    init(application: UIApplication) {
        self.application = application
    }

    /// Whether a batch waits for its frame.
    var isHoldingFrame: Bool { held != nil }

    /// Takes a validated batch for `window`, stamped `timestamp`: delivers it now (no pacing) or holds it.
    func accept(_ samples: [RawInput.TouchSample], in window: UIWindow.Identifier, timestamp: TimeInterval) {
        guard let interval else {
            deliver(RawInput(window: window, timestamp: timestamp, payload: .touches(samples)))
            return
        }
        if let held, held.window != window { deliverHeldFrame() }
        let now = application.clock.now
        // Samples keep the time of the batch they came in, which the frame's time (its newest) would replace.
        var samples = samples
        var changesPhase = false
        for index in samples.indices {
            if samples[index].timestamp == nil { samples[index].timestamp = timestamp }
            if samples[index].phase != .moved { changesPhase = true }
        }
        var deadline = now + Self.groupingDelay
        if var frame = held, case .touches(let earlier) = frame.payload {
            frame.payload = .touches(earlier + samples)
            frame.timestamp = max(frame.timestamp, timestamp)
            held = frame
            deadline = changesPhase ? min(due, deadline) : due
        } else {
            held = RawInput(window: window, timestamp: timestamp, payload: .touches(samples))
            if !changesPhase { deadline = max(deadline, lastDelivery + interval) }
        }
        guard deadline != due || timer == nil else { return }
        due = deadline
        timer?.cancel()
        timer = application.clock.schedule(at: deadline) { [weak self] in self?.deliverHeldFrame() }
    }

    /// Delivers the held batch now, if there is one.
    func deliverHeldFrame() {
        timer?.cancel()
        timer = nil
        due = .infinity
        guard let frame = held else { return }
        held = nil
        deliver(frame)
    }

    private func deliver(_ frame: RawInput) {
        lastDelivery = application.clock.now
        application.deliverTouchFrame(frame)
    }
}
