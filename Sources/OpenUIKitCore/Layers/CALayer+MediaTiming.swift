import Foundation

// A layer's own timing, as Core Animation's `CAMediaTiming` on `CALayer`: each layer has a local timeline derived
// from its parent's (the superlayer's, or for a view's layer the superview's layer):
//
//     local = (parent − beginTime) × speed + timeOffset
//
// so `speed = 0` with `timeOffset` set to the current local time pauses every animation in the subtree, and
// `beginTime` set later resumes it (Apple's pause/resume idiom). The animations a layer runs are timed in its
// local time (`LayerAnimator`). The layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and
// `fillMode` are stored only: Core Animation applies them to the layer's timeline, which matters to no code seen.
//
// The values live in a table beside the layers (`LayerSideTable`: few layers ever set them).

/// The timing values one layer set.
struct LayerTiming {
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    /// Whether the layer's timeline is its parent's.
    var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }
}

extension CALayer {
    private static let timingTable = LayerSideTable<LayerTiming>()

    private var timing: LayerTiming {
        get { Self.timingTable[self] ?? LayerTiming() }
        set { Self.timingTable[self] = newValue }
    }

    /// When the layer's timeline starts, in its parent's time; 0 by default.
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }

    /// How fast the layer's time runs against its parent's; 1 by default, 0 pauses the subtree's animations.
    public var speed: Float {
        get { timing.speed }
        set { timing.speed = newValue.isFinite ? newValue : 1 }
    }

    /// An offset added to the layer's local time; with `speed` 0, the time the subtree shows.
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue.isFinite ? newValue : 0 }
    }

    /// Stored only (see the top of this file).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }

    /// Stored only.
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }

    /// Stored only.
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }

    /// Stored only.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    /// Stored only.
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// The layer whose timeline this one's derives from: the superlayer, or for a view's layer the layer of the
    /// nearest superview that has one.
    private var timingParent: CALayer? {
        if let superlayer { return superlayer }
        var ancestor = view?.superview
        while let current = ancestor {
            if let layer = current.storedLayer { return layer }
            ancestor = current.superview
        }
        return nil
    }

    /// `time` in the global timeline (``CACurrentMediaTime()``) as this layer's local time.
    func localTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
        // No layer has a timing of its own (the usual case): every timeline is the global one, with no walk up the
        // tree (the animator asks for every animating layer every frame).
        if Self.timingTable.isEmpty { return time }
        let parentTime = timingParent?.localTime(fromGlobal: time) ?? time
        guard let timing = Self.timingTable[self], !timing.isIdentity else { return parentTime }
        return (parentTime - timing.beginTime) * Double(timing.speed) + timing.timeOffset
    }

    /// `time` in this layer's local time as global time; a paused layer (speed 0) maps every time to its start.
    func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
        var parentTime = time
        if let timing = Self.timingTable[self], !timing.isIdentity {
            parentTime =
                timing.speed == 0
                ? timing.beginTime
                : (time - timing.timeOffset) / Double(timing.speed)
                    + timing.beginTime
        }
        return timingParent?.globalTime(fromLocal: parentTime) ?? parentTime
    }

    /// Converts `t` from `layer`'s local time (global time when nil) to this layer's, as Core Animation's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `layer`'s (global time when nil), as Core Animation's.
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer?.localTime(fromGlobal: global) ?? global
    }
}
