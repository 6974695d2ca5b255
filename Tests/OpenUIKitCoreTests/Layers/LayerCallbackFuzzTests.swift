import Foundation
@_spi(Rendering) @testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// Seeded worlds of layers whose callbacks change the world: every layer delegate call (`draw(_:in:)`,
/// `layoutSublayers(of:)`, `action(for:forKey:)`) and every animation delegate call (`animationDidStart`,
/// `animationDidStop`) fires random mutations — sublayers added, removed and moved, animations and transitions added
/// and removed, geometry changed with implicit animations on, displays and layouts asked for, the host view taken
/// out of its window and put back. Frames are painted as the renderer prepares them (layout and display first, on
/// the model, then presentation values read). Afterwards: every animation that started stopped exactly once, after
/// its start; the tree is consistent (each sublayer's superlayer is its parent, no layer is its own ancestor); and
/// once the clock runs on with no mutations, the layer animator stops asking for frames.
@MainActor
@Suite struct LayerCallbackFuzzTests {
    @MainActor
    final class World {
        let driver = EventDriver()
        let window: UIWindow
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var random: SplitMix64
        var layers: [CALayer] = []
        /// Mutations left; callbacks stop mutating when it runs out, so every world ends.
        var budget = 400
        var log: [String] = []
        var violations: [String] = []
        /// Per animation: "started", "stopped" in the order heard.
        var heard: [ObjectIdentifier: [String]] = [:]
        var animationDelegates: [AnimationDelegate] = []
        /// Every animation a delegate heard of, kept so no two share an identity.
        var heardAnimations: [CAAnimation] = []
        lazy var layerDelegate = LayerDelegate(self)

        init(seed: Int) {
            random = SplitMix64(state: UInt64(seed) &* 6_364_136_223 &+ 1)
            driver.backend.framesPerSecond = 64
            window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(host)
            for _ in 0..<4 { addLayer(to: host.layer) }
        }

        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        @discardableResult
        func addLayer(to parent: CALayer) -> CALayer {
            let layer: CALayer
            switch random.next() % 4 {
            case 0:
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
                shape.strokeColor = CGColor(gray: 0, alpha: 1)
                layer = shape
            case 1:
                let replicator = CAReplicatorLayer()
                replicator.instanceCount = 3
                replicator.instanceDelay = 0.05
                layer = replicator
            case 2:
                let text = CATextLayer()
                text.string = "layer"
                layer = text
            default: layer = CALayer()
            }
            layer.frame = CGRect(x: Int(random.next() % 200), y: Int(random.next() % 200), width: 40, height: 30)
            layer.delegate = layerDelegate
            layer.setNeedsDisplay()
            parent.addSublayer(layer)
            layers.append(layer)
            return layer
        }

        func addAnimation(to layer: CALayer) {
            let delegate = AnimationDelegate(self)
            animationDelegates.append(delegate)
            let animation: CAAnimation
            switch random.next() % 4 {
            case 0:
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                animation = fade
            case 1:
                let move = CAKeyframeAnimation(keyPath: "position.x")
                move.values = [0, 50, 20]
                animation = move
            case 2:
                let transition = CATransition()
                transition.type = pick([.fade, .push, .moveIn, .reveal]) ?? .fade
                animation = transition
            default:
                let group = CAAnimationGroup()
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = Double.pi
                group.animations = [spin]
                animation = group
            }
            animation.duration = Double(random.next() % 20 + 1) / 64
            animation.delegate = delegate
            layer.add(animation, forKey: chance(50) ? "shared" : nil)
        }

        /// One random change, from inside `callback`.
        func mutate(from callback: String) {
            guard budget > 0 else { return }
            budget -= 1
            guard let layer = pick(layers) else { return }
            switch random.next() % 14 {
            case 0: addLayer(to: chance(70) ? layer : host.layer)
            case 1: layer.removeFromSuperlayer()
            case 2: if let other = pick(layers), other !== layer { other.addSublayer(layer) }
            case 3: addAnimation(to: layer)
            case 4: layer.removeAllAnimations()
            case 5: layer.removeAnimation(forKey: "shared")
            case 6: layer.position.x += 7
            case 7: layer.opacity = chance(50) ? 0.5 : 1
            case 8: layer.setNeedsDisplay()
            case 9: layer.setNeedsLayout()
            case 10: layer.mask = chance(50) ? pick(layers) : nil
            case 11: host.removeFromSuperview()
            case 12: if host.superview == nil { window.addSubview(host) }
            default:
                CATransaction.begin()
                CATransaction.setDisableActions(chance(50))
                CATransaction.setCompletionBlock { [weak self] in self?.mutate(from: "completion") }
                layer.bounds.size.width += 3
                CATransaction.commit()
            }
            log.append(callback)
        }

        /// A frame as the renderer prepares one: layout and display on the model, then the shown values read.
        func paint(_ layer: CALayer, depth: Int = 0) {
            guard depth < 12 else { return }
            layer.prepareForPainting()
            layer.withPresentationValues { _ = layer.visualRect }
            _ = layer.presentation()
            for child in layer.sublayers ?? [] { paint(child, depth: depth + 1) }
        }

        func checkTree() {
            for layer in layers {
                for child in layer.sublayers ?? [] where child.superlayer !== layer {
                    violations.append("a sublayer's superlayer is not its parent")
                }
                if layer.isDescendant(of: layer) { violations.append("a layer is its own ancestor") }
            }
        }
    }

    final class LayerDelegate: CALayerDelegate {
        unowned let world: World
        init(_ world: World) { self.world = world }
        func draw(_ layer: CALayer, in context: CGContext) { world.mutate(from: "draw") }
        func layoutSublayers(of layer: CALayer) { world.mutate(from: "layout") }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            if world.chance(10) { world.mutate(from: "action") }
            return world.chance(20) ? NSNull() : nil
        }
    }

    final class AnimationDelegate: CAAnimationDelegate {
        unowned let world: World
        init(_ world: World) { self.world = world }
        func animationDidStart(_ anim: CAAnimation) {
            world.heardAnimations.append(anim)
            world.heard[ObjectIdentifier(anim), default: []].append("started")
            world.mutate(from: "start")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            world.heardAnimations.append(anim)
            world.heard[ObjectIdentifier(anim), default: []].append("stopped")
            world.mutate(from: "stop")
        }
    }

    @Test func masksAndSublayersThatWouldMakeACycleAreRefused() {
        let (outer, inner, other) = (CALayer(), CALayer(), CALayer())
        outer.addSublayer(inner)
        let reports = recordGraphicsDiagnostics {
            outer.mask = outer
            inner.mask = outer
            // Accepted: a mask leaves its superlayer (inner leaves outer)…
            other.mask = inner
            // …so other, masked by inner, cannot go inside inner; outer now can.
            inner.addSublayer(other)
            inner.addSublayer(outer)
        }
        #expect(
            reports == [
                "CALayer.mask: a layer cannot be masked by itself or an ancestor; ignored",
                "CALayer.mask: a layer cannot be masked by itself or an ancestor; ignored",
                "addSublayer: a layer cannot be its own ancestor; ignored",
            ])
        #expect(outer.mask == nil && inner.mask == nil && other.mask === inner)
        #expect(other.superlayer == nil && outer.superlayer === inner && inner.sublayers?.count == 1)
    }

    @Test(arguments: 0..<60)
    func layerCallbacksMayChangeTheWorld(seed: Int) {
        let world = World(seed: seed)
        CATransaction.flush()
        for layer in world.layers.prefix(2) { world.addAnimation(to: layer) }
        for frame in 1...90 {
            world.driver.advance(by: 1.0 / 64)
            world.paint(world.host.layer)
            if frame % 10 == 0 { world.checkTree() }
        }
        // No more mutations: everything runs out.
        world.budget = 0
        world.driver.advance(by: 2)
        world.paint(world.host.layer)
        world.driver.advance(by: 0.1)
        world.checkTree()
        for (_, calls) in world.heard where calls != ["started", "stopped"] && calls != ["stopped"] {
            world.violations.append("an animation's delegate heard \(calls)")
        }
        #expect(world.violations == [], "seed \(seed)")
        #expect(world.driver.clock.pendingTimerCount == 0, "seed \(seed): frames still wanted")
        // The world did mutate from inside the callbacks.
        #expect(Set(world.log).isSuperset(of: ["draw", "layout"]), "seed \(seed): \(Set(world.log))")
    }
}
