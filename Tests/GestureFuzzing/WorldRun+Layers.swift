import Foundation
import OpenUIKit

// Layer callbacks in the fuzzer's worlds: world views whose id is even carry a layer of the world's own (more come
// from `layer` mutations), whose `CALayerDelegate` calls (`draw(_:in:)`, `layoutSublayers(of:)`), animation
// delegate calls (`animationDidStart`, `animationDidStop`) and `CATransaction` completion blocks are `layerCallback`
// callbacks where mutations fire. After each advance of time the world's layers are prepared for painting as the
// renderer prepares them (layout and display on the model, then the shown values read), so those callbacks run as
// virtual time passes (public calls: `layoutIfNeeded()`, `displayIfNeeded()`, `presentation()`). Besides the world's invariants: every animation a delegate heard of stopped exactly once,
// after its start if it started, every completion block ran exactly once, and the layer tree stays a tree.

/// What a `layer` mutation does to its view's layers, as app code would.
public enum LayerEdit: Equatable, Sendable, Codable {
    /// Adds a layer of kind `kind` (plain, shape, text, replicator, modulo 4) over the view's newest world layer (or
    /// in the view's own layer), needing display and layout, with the world's layer delegate.
    case addSublayer(kind: Int)
    /// The view's newest world layer leaves its superlayer (the world keeps it).
    case removeSublayer
    /// Adds an animation of kind `kind` (a width, opacity keyframes, a group of a scale and a move, a spring of a
    /// turn, modulo 4) with the world's animation delegate to the view's first world layer, under a shared key or none.
    case animate(kind: Int, sharedKey: Bool)
    /// Adds a `CATransition` (fade, push, moveIn, reveal, modulo 4) to the view's own layer and changes the view's
    /// world layers under it: after adding it, or (`kind / 16` odd) before, in the same transaction.
    case transition(kind: Int)
    /// `removeAllAnimations()` of the view's world layers.
    case removeAnimations
    /// A transaction with a completion block (a `layerCallback`) around a change of the first world layer's bounds
    /// and position, implicit animations on or off.
    case transaction(disablesActions: Bool)
    /// `setNeedsDisplay()` and `setNeedsLayout()` of the view's world layers, then a nested `layoutIfNeeded()` and
    /// `displayIfNeeded()` from inside the callback.
    case invalidate
    /// The view's newest world layer masks its first one, or the mask is taken away.
    case mask(Bool)

    var swiftSource: String {
        switch self {
        case .addSublayer(let kind): ".addSublayer(kind: \(kind))"
        case .removeSublayer: ".removeSublayer"
        case .animate(let kind, let shared): ".animate(kind: \(kind), sharedKey: \(shared))"
        case .transition(let kind): ".transition(kind: \(kind))"
        case .removeAnimations: ".removeAnimations"
        case .transaction(let disables): ".transaction(disablesActions: \(disables))"
        case .invalidate: ".invalidate"
        case .mask(let on): ".mask(\(on))"
        }
    }
}

/// The world's layers by view id, what each animation's delegate heard, and the completion blocks run.
@MainActor
final class LayerWorldState {
    var layers: [Int: [CALayer]] = [:]
    /// The view id each world layer was made for, by layer.
    var owners: [ObjectIdentifier: Int] = [:]
    /// Per animation, "started" and "stopped" in the order heard; the animations are kept so no two share an
    /// identity.
    var heard: [ObjectIdentifier: [String]] = [:]
    var heardAnimations: [CAAnimation] = []
    /// Completion blocks made and run, by number.
    var completionsMade = 0
    var completionsRun: [Int: Int] = [:]
    lazy var layerDelegate = FuzzLayerDelegate()
    lazy var animationDelegate = FuzzAnimationDelegate()
}

/// The world layers' delegate: display and layout are `layerCallback`s.
@MainActor
final class FuzzLayerDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in context: CGContext) {
        context.setFillColor(CGColor(gray: 0.5, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        WorldRun.current?.layerCallback(layer, "draw")
    }

    func layoutSublayers(of layer: CALayer) {
        WorldRun.current?.layerCallback(layer, "layoutSublayers")
    }
}

/// The world animations' delegate: start and stop are `layerCallback`s, and what it hears is checked.
@MainActor
final class FuzzAnimationDelegate: CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {
        WorldRun.current?.animationHeard(anim, "started")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        WorldRun.current?.animationHeard(anim, "stopped")
    }
}

extension CABasicAnimation {
    /// An animation of `keyPath` from `from` to `to`.
    fileprivate convenience init(keyPath: String, from: Double, to: Double) {
        self.init(keyPath: keyPath)
        (fromValue, toValue) = (from, to)
    }
}

extension WorldRun {
    /// Gives view `id` its first world layer when the id is even (called as the view is built).
    func addInitialLayer(to view: UIView, id: Int) {
        guard id % 2 == 0 else { return }
        addWorldLayer(kind: id / 2, to: view, id: id)
    }

    @discardableResult
    private func addWorldLayer(kind: Int, to view: UIView, id: Int) -> CALayer {
        let layer: CALayer
        switch kind % 4 {
        case 1:
            // A ring with its stroke trimmed, as progress indicators are.
            let ring = CAShapeLayer()
            (ring.path, ring.fillColor) = (
                CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 24, height: 24), transform: nil), nil
            )
            (ring.strokeColor, ring.lineWidth, ring.strokeEnd) = (CGColor(gray: 0.2, alpha: 1), 3, 0.6)
            layer = ring
        case 2:
            let label = CATextLayer()
            (label.string, label.fontSize) = ("world \(id)", 9)
            layer = label
        case 3:
            let copies = CAReplicatorLayer()
            (copies.instanceCount, copies.instanceTransform) = (2, CATransform3DMakeTranslation(8, 0, 0))
            layer = copies
        default: layer = CALayer()
        }
        let count = layerState.layers[id]?.count ?? 0
        layer.frame = CGRect(x: 4 + 6 * count, y: 4 + 4 * count, width: 40, height: 30)
        layer.delegate = layerState.layerDelegate
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
        (layerState.layers[id]?.last ?? view.layer).addSublayer(layer)
        layerState.layers[id, default: []].append(layer)
        layerState.owners[ObjectIdentifier(layer)] = id
        return layer
    }

    /// A layer delegate call of a world layer: noted, then the mutations of this `layerCallback` fire.
    func layerCallback(_ layer: CALayer, _ what: String) {
        let id = layerState.owners[ObjectIdentifier(layer)]
        note("layer of v\(id.map(String.init) ?? "?").\(what)")
        callback(.layerCallback, view: id.flatMap { views[$0] }, recognizer: nil)
    }

    func animationHeard(_ animation: CAAnimation, _ what: String) {
        layerState.heardAnimations.append(animation)
        let before = layerState.heard[ObjectIdentifier(animation), default: []]
        if before.contains(what) || (what == "started" && before.contains("stopped")) {
            report(.layerCallbackMisreported, "an animation's delegate heard \(before + [what])")
        }
        layerState.heard[ObjectIdentifier(animation)] = before + [what]
        note("animation \(what)")
        callback(.layerCallback, view: nil, recognizer: nil)
    }

    func applyLayer(_ edit: LayerEdit, to id: Int) {
        guard let view = views[id] else { return }
        let own = layerState.layers[id] ?? []
        switch edit {
        case .addSublayer(let kind):
            addWorldLayer(kind: kind, to: view, id: id)
        case .removeSublayer:
            own.last?.removeFromSuperlayer()
        case .animate(let kind, let shared):
            guard let layer = own.first else { return }
            let animation: CAAnimation
            switch kind % 4 {
            case 0: animation = CABasicAnimation(keyPath: "bounds.size.width", from: 10, to: 60)
            case 1:
                let pulse = CAKeyframeAnimation(keyPath: "opacity")
                (pulse.values, pulse.keyTimes) = ([1, 0.2, 1], [0, 0.3, 1])
                animation = pulse
            case 2:
                let group = CAAnimationGroup()
                group.animations = [
                    CABasicAnimation(keyPath: "transform.scale", from: 1, to: 2),
                    CABasicAnimation(keyPath: "position.y", from: 0, to: 40),
                ]
                animation = group
            default:
                let spring = CASpringAnimation(keyPath: "transform.rotation.z")
                spring.toValue = Double.pi / 2
                animation = spring
            }
            animation.duration = Double(kind % 5 + 1) / 16
            animation.delegate = layerState.animationDelegate
            layer.add(animation, forKey: shared ? "shared" : nil)
        case .transition(let kind):
            let transition = CATransition()
            transition.type = [.fade, .push, .moveIn, .reveal][kind % 4]
            transition.subtype = [.fromLeft, .fromRight, .fromTop, .fromBottom][kind / 4 % 4]
            transition.duration = 0.2
            transition.delegate = layerState.animationDelegate
            let changeFirst = kind / 16 % 2 == 1
            let recolour = {
                for layer in own { layer.backgroundColor = CGColor(gray: CGFloat(kind % 3) / 2, alpha: 1) }
            }
            if changeFirst { recolour() }
            view.layer.add(transition, forKey: kCATransition)
            if !changeFirst { recolour() }
        case .removeAnimations:
            for layer in own { layer.removeAllAnimations() }
        case .transaction(let disables):
            layerState.completionsMade += 1
            let number = layerState.completionsMade
            CATransaction.begin()
            CATransaction.setDisableActions(disables)
            CATransaction.setAnimationDuration(0.1)
            CATransaction.setCompletionBlock { [weak self] in self?.completionRan(number) }
            if let layer = own.first {
                layer.bounds.size.width += 3
                layer.position.x += 2
            }
            CATransaction.commit()
        case .invalidate:
            for layer in own {
                layer.setNeedsDisplay()
                layer.setNeedsLayout()
            }
            own.first?.layoutIfNeeded()
            own.first?.displayIfNeeded()
        case .mask(let on):
            guard let first = own.first else { return }
            first.mask = on && own.count > 1 ? own.last : nil
        }
    }

    private func completionRan(_ number: Int) {
        layerState.completionsRun[number, default: 0] += 1
        if layerState.completionsRun[number] == 2 {
            report(.layerCallbackMisreported, "a transaction's completion block ran twice")
        }
        note("transaction completion \(number)")
        callback(.layerCallback, view: nil, recognizer: nil)
    }

    /// Prepares the world layers in the window for painting, as a frame does: layout and display first, on the model,
    /// then the shown values read (the renderer's order).
    func paintWorldLayers() {
        let all = layerState.layers.keys.sorted().flatMap { layerState.layers[$0] ?? [] }
        for layer in all where isInWindow(layer) {
            layer.layoutIfNeeded()
            layer.displayIfNeeded()
            _ = layer.presentation()?.frame
        }
    }

    /// Whether `layer` hangs from its view's layer (a view's layer has no superlayer here: views hold the tree) and
    /// the view is in the world's window.
    private func isInWindow(_ layer: CALayer) -> Bool {
        guard let id = layerState.owners[ObjectIdentifier(layer)], let view = views[id], view.window === window
        else { return false }
        var current: CALayer? = layer
        var depth = 0
        while let each = current, depth < 64 {
            if each === view.layer { return true }
            current = each.superlayer
            depth += 1
        }
        return false
    }

    /// After the world ended: every animation heard of stopped, every completion block ran, the tree is a tree.
    func checkLayersEnded() {
        for (_, calls) in layerState.heard where calls != ["started", "stopped"] && calls != ["stopped"] {
            report(.layerCallbackMisreported, "an animation's delegate heard \(calls) by the end")
        }
        for number in 1..<(layerState.completionsMade + 1) where layerState.completionsRun[number] == nil {
            report(.layerCallbackMisreported, "transaction completion \(number) never ran")
        }
        for layer in layerState.layers.values.joined() {
            for child in layer.sublayers ?? [] where child.superlayer !== layer {
                report(.layerCallbackMisreported, "a sublayer's superlayer is not its parent")
            }
            var ancestor = layer.superlayer
            var depth = 0
            while let each = ancestor, depth < 64 {
                if each === layer { report(.layerCallbackMisreported, "a layer is its own ancestor") }
                ancestor = each === layer ? nil : each.superlayer
                depth += 1
            }
        }
    }
}
