import Foundation

/// One animation added to a layer: the layer's copy, when it began, and where it is in its life.
@MainActor
final class LayerAnimationEntry {
    let key: String
    let animation: CAAnimation
    let begin: CFTimeInterval
    var started = false
    var stopped = false
    /// The transactions whose completion blocks wait for it.
    let transactions: [CATransaction.Group]

    init(key: String, animation: CAAnimation, begin: CFTimeInterval, transactions: [CATransaction.Group]) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.transactions = transactions
    }
}

// Explicit animations, as Core Animation runs them: `add(_:forKey:)` copies the animation and the layer animator
// moves the layer's presentation values each frame on the application clock, leaving the model values alone;
// `presentation()` shows them, hit-testing and geometry use the model.
extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing an animation under the same key, which stops unfinished).
    ///
    /// On a view's own layer the view is drawn with the animated values (see `CALayer+ViewAnimation.swift`) and
    /// keeps its model values. A property animation of a key path the layer does not animate is reported and
    /// ignored.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let animation = copy as? CAPropertyAnimation {
            guard let property = animation.property, isAnimatable(property) else {
                GraphicsDiagnostics.report(
                    "CALayer.add: key path \(animation.keyPath ?? "nil") is not animatable; ignored")
                return
            }
            if let basic = copy as? CABasicAnimation, basic.fromValue == nil {
                if let start = actionStartValue, start.property == property {
                    basic.startValue = start.value
                } else {
                    basic.startValue = presentationValues?[property] ?? layerValue(property)
                }
            }
        }
        // A transition shows the look from the start of the transaction: picture it now, with the transaction's
        // changes so far undone.
        if let transition = copy as? CATransition { transition.picture = pictureForTransition() }
        let animator = LayerAnimator.shared
        let now = animator.now
        let entryKey = key ?? "openuikit.animation.\(animator.nextAnonymousKey())"
        if let replaced = animationEntries.firstIndex(where: { $0.key == entryKey }) {
            animator.stop(animationEntries.remove(at: replaced), finished: false)
        }
        // A begin time is in the layer's local time (CALayer+MediaTiming.swift); 0 means now.
        let begin = copy.beginTime > 0 ? copy.beginTime : localTime(fromGlobal: now)
        animationEntries.append(
            LayerAnimationEntry(key: entryKey, animation: copy, begin: begin, transactions: CATransaction.enlist()))
        animator.track(self)
    }

    /// Removes the animation under `key`; its delegate is told it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        LayerAnimator.shared.stop(animationEntries.remove(at: index), finished: false)
        LayerAnimator.shared.track(self)
    }

    public func removeAllAnimations() {
        let entries = animationEntries
        animationEntries.removeAll()
        for entry in entries { LayerAnimator.shared.stop(entry, finished: false) }
        if !entries.isEmpty { LayerAnimator.shared.track(self) }
    }

    /// The layer's copy of the animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// Whether any animation is attached (keyed or not), for the renderer.
    @_spi(Rendering) public var hasAnimations: Bool { hasAnimationEntries }

    public func animationKeys() -> [String]? {
        let keys = animationEntries.map(\.key).filter { !$0.hasPrefix("openuikit.animation.") }
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer as it is shown now: its model values with the running animations' values applied.
    ///
    /// Difference: the copy is of the nearest built-in class (`CALayer`, `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`,
    /// `CAReplicatorLayer`), so a subclass of the app's own gets nil.
    public func presentation() -> Self? {
        if modelLayer != nil { return self }
        let copy = makePresentationCopy()
        for (property, value) in presentationValues?.entries ?? [] { copy.setLayerValue(value, for: property) }
        copy.modelLayer = self
        return copy as? Self
    }

    /// The layer a presentation copy shows; the layer itself otherwise.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// Runs `body` with the presentation values in the model properties (no marks), then puts the model back:
    /// for the renderer, which paints what is shown.
    @_spi(Rendering) public func withPresentationValues(_ body: () -> Void) {
        guard let values = presentationValues else { return body() }
        // The whole property each key path is part of is saved (`transform` for `transform.rotation.z`), so putting
        // it back is exact: rebuilding it from a component would drift by rounding on every paint. Geometry and
        // opacity are saved as stored (no values to box); the others through their values, on a stack shared by
        // nested calls (painting a layer paints its sublayers inside `body`). This runs for every animating layer
        // several times a frame: no allocation, and no closure handed to a nonisolated function (each call of one
        // is checked for its actor).
        let entries = values.entries
        let geometry = storedGeometry
        let start = CALayer.savedModelValues.count
        for (property, _) in entries where !property.root.isStoredGeometry {
            let root = property.root
            var saved = false
            for index in start..<CALayer.savedModelValues.count where CALayer.savedModelValues[index].0 == root {
                saved = true
                break
            }
            guard !saved, let model = layerValue(root) else { continue }
            CALayer.savedModelValues.append((root, model))
        }
        for (property, value) in entries { setLayerValue(value, for: property) }
        body()
        restore(geometry)
        for index in start..<CALayer.savedModelValues.count {
            setLayerValue(CALayer.savedModelValues[index].1, for: CALayer.savedModelValues[index].0)
        }
        CALayer.savedModelValues.removeSubrange(start...)
    }

    /// The model values `withPresentationValues(_:)` put back, innermost call last.
    @exclusivity(unchecked) private static var savedModelValues: [(LayerProperty, LayerValue)] = []

    /// Marks the area the layer shows with its presentation values, as `withPresentationValues { markArea() }`
    /// does, and remembers it (`lastPresentedMark`). When the values besides the stored geometry are only ones the
    /// area does not depend on (a ring's `strokeEnd`), only the geometry is put in: the same marks, without saving
    /// and restoring the others.
    ///
    /// `shownBefore`: the mark is of the area shown until now, before new presentation values replace the
    /// current ones. While no model change has marked any layer since the last presentation mark (the usual frame
    /// of an animation), that area is the one the last mark gave, and it is marked again without being worked
    /// out. A layer with its own view is always worked out.
    func markPresentedArea(placementOnly: Bool, shownBefore: Bool = false) {
        if shownBefore, view == nil, lastPresentedMark.generation == Self.areaGeneration, Self.reusesPresentedMarks {
            if let rect = lastPresentedMark.rect { markAreaAgain(rect, placementOnly: placementOnly) }
            Self.presentedMarksReused += 1
            return
        }
        // The count before: a model change made while the area is worked out (app code may run in an overridden
        // getter) leaves the remembered area out of date.
        let generation = Self.areaGeneration
        let rect = workedOutPresentedArea(placementOnly: placementOnly)
        // A suppressed mark handed nothing, though the layer shows something: nothing to remember.
        lastPresentedMark = Self.suppressingMarks == 0 ? PresentedMark(rect: rect, generation: generation) : .none
    }

    /// Off: every presentation mark is worked out (tests compare the two). Read for every animating layer each frame,
    /// so it and the count skip the runtime's exclusivity checks.
    @exclusivity(unchecked) static var reusesPresentedMarks = true
    /// Presentation marks made again from the last one since the count was last reset: for tests.
    @exclusivity(unchecked) static var presentedMarksReused = 0

    /// `markPresentedArea`'s marking: the area handed to the view, nil when none was.
    private func workedOutPresentedArea(placementOnly: Bool) -> CGRect? {
        guard let values = presentationValues else {
            return markArea(placementOnly: placementOnly, presentation: true)
        }
        let entries = values.entries
        // A loop, not `allSatisfy`: a closure isolated to the main actor and handed to a nonisolated function is
        // checked for its actor on every call, and this runs twice per animating layer per frame.
        for (property, _) in entries where !property.root.isStoredGeometry && !property.leavesAreaAlone {
            var rect: CGRect?
            withPresentationValues { rect = markArea(placementOnly: placementOnly, presentation: true) }
            return rect
        }
        let geometry = storedGeometry
        for (property, value) in entries where property.root.isStoredGeometry { setLayerValue(value, for: property) }
        let rect = markArea(placementOnly: placementOnly, presentation: true)
        restore(geometry)
        return rect
    }

    /// Position, bounds, transform, anchor point and opacity as stored.
    private var storedGeometry: (CGPoint, CGRect, CATransform3D, CGPoint, Float) {
        (ownPosition, ownBounds, ownTransform, anchorPoint, ownOpacity)
    }

    /// Puts back the stored geometry, with no marks.
    private func restore(_ geometry: (CGPoint, CGRect, CATransform3D, CGPoint, Float)) {
        Self.suppressingMarks += 1
        (ownPosition, ownBounds, ownTransform, ownOpacity) = (geometry.0, geometry.1, geometry.2, geometry.4)
        if anchorPoint != geometry.3 { anchorPoint = geometry.3 }
        Self.suppressingMarks -= 1
    }
}
