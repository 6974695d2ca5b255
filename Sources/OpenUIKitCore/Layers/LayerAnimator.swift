import Foundation

/// Runs the application's layer animations on the frame clock, as ``ViewAnimator`` runs view animations.
///
/// While a layer has animations the animator holds a `CADisplayLink`, so the backend produces frames. Each frame it
/// computes every animating layer's presentation values from the frame's timestamp, marks the area the layer showed
/// before and shows now, retires animations that ended, and then — outside any iteration, so they may add, remove
/// or change anything — tells delegates and transaction completions, in the order things happened.
@MainActor
final class LayerAnimator {
    private static var current: LayerAnimator?

    /// The animator of the current application (a test's fresh application gets a fresh one).
    static var shared: LayerAnimator {
        // A standalone layer may belong to no window: the animation application (the one reach of the current
        // application for layer animations; `CACurrentMediaTime()` comes through here too).
        let application = UIApplication.animationApplication
        if let current, current.application === application { return current }
        current?.frames.update(wanted: false)
        let animator = LayerAnimator(application: application)
        current = animator
        return animator
    }

    private weak var application: UIApplication?
    /// Layers with animations (or values still shown), in the order they started animating.
    private var layers: [CALayer] = []
    /// Delegate calls and completions due, in order.
    private var due: [() -> Void] = []
    private lazy var frames = FrameDemand { [weak self] in self?.frame(at: $0) }
    private var anonymousKeys = 0

    private init(application: UIApplication) {
        self.application = application
    }

    var now: CFTimeInterval { application?.clock.now ?? 0 }

    func nextAnonymousKey() -> Int {
        anonymousKeys += 1
        return anonymousKeys
    }

    /// Puts `layer` on the clock and shows its animations' values for now at once (the next paint shows them).
    func track(_ layer: CALayer) {
        if !layer.isOnAnimationClock {
            layer.isOnAnimationClock = true
            layers.append(layer)
        }
        present(layer, at: now)
        wantFrames()
    }

    /// An animation left its layer: its delegate and its transactions hear of it at the next frame.
    func stop(_ entry: LayerAnimationEntry, finished: Bool) {
        guard !entry.stopped else { return }
        entry.stopped = true
        let animation = entry.animation
        due.append {
            animation.delegate?.animationDidStop(animation, finished: finished)
            CATransaction.animationStopped(in: entry.transactions)
        }
        wantFrames()
    }

    private func frame(at time: CFTimeInterval) {
        CATransaction.commitImplicitTransaction()
        for layer in layers {
            // Animations run in the layer's local time (its and its ancestors' speed, beginTime, timeOffset).
            let layerTime = layer.localTime(fromGlobal: time)
            var stopped = false
            for entry in layer.animationEntries {
                let animation = entry.animation
                let local = (layerTime - entry.begin) * Double(animation.speed) + animation.timeOffset
                if !entry.started && local >= 0 {
                    entry.started = true
                    due.append { animation.delegate?.animationDidStart(animation) }
                }
                if local >= animation.activeDuration {
                    if animation.isRemovedOnCompletion { layer.animationEntries.removeAll { $0 === entry } }
                    stop(entry, finished: true)
                    stopped = true
                }
            }
            // The local time is reused unless a stop callback ran, which may have changed the layer's timing.
            present(layer, at: time, layerTime: stopped ? nil : layerTime)
        }
        var anyLeft = false
        for layer in layers where layer.animationEntries.isEmpty && layer.presentationValues == nil {
            layer.isOnAnimationClock = false
            anyLeft = true
        }
        // Filtered only when a layer left: the filter's closure is checked for its actor on every call.
        if anyLeft { layers.removeAll { !$0.isOnAnimationClock } }
        let calls = due
        due.removeAll()
        for call in calls { call() }
        wantFrames()
    }

    /// Computes `layer`'s presentation values at `time` and marks the area shown before and after.
    private func present(_ layer: CALayer, at time: CFTimeInterval, layerTime known: CFTimeInterval? = nil) {
        // A loop, not `allSatisfy`: an isolated closure is checked for its actor on every call.
        func placementOnly(_ values: LayerValues?) -> Bool {
            for (property, _) in values?.entries ?? [] where !property.isPlacement { return false }
            return true
        }
        let before = placementOnly(layer.presentationValues)
        if layer.view != nil {
            // A view's layer: where the view is drawn with the animated values, which its own marks do not know.
            layer.markPresentedViewArea()
        }
        layer.markPresentedArea(placementOnly: before, shownBefore: true)
        // The last frame's buffer is reused (most layers animate the same properties every frame): taken off the
        // layer first, so it is not shared when emptied.
        var values = layer.presentationValues ?? LayerValues()
        layer.presentationValues = nil
        values.removeAll()
        let layerTime = known ?? layer.localTime(fromGlobal: time)
        for entry in layer.animationEntries {
            let animation = entry.animation
            let local = (layerTime - entry.begin) * Double(animation.speed) + animation.timeOffset
            guard let progress = animation.progress(atLocalTime: local) else { continue }
            animation.values(at: progress, local: local, for: layer, into: &values)
        }
        layer.presentationValues = values.isEmpty ? nil : values
        let after = placementOnly(layer.presentationValues)
        layer.markPresentedArea(placementOnly: after)
        if layer.view != nil { layer.markPresentedViewArea() }
    }

    /// What `layer`'s animations show `delay` seconds before now (for a replicator's later copies), with no marks.
    func presentationValues(of layer: CALayer, delayedBy delay: CFTimeInterval) -> LayerValues? {
        let layerTime = layer.localTime(fromGlobal: now - delay)
        var values = LayerValues()
        for entry in layer.animationEntries {
            let animation = entry.animation
            let local = (layerTime - entry.begin) * Double(animation.speed) + animation.timeOffset
            guard let progress = animation.progress(atLocalTime: local) else { continue }
            animation.values(at: progress, local: local, for: layer, into: &values)
        }
        return values.isEmpty ? nil : values
    }

    private var isActive: Bool { !layers.isEmpty || !due.isEmpty }

    private func wantFrames() {
        frames.update(wanted: isActive)
    }
}
