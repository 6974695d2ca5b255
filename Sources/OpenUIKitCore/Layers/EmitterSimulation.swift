import Foundation

/// The particles of one ``CAEmitterLayer``, moved by the frame clock. Deterministic: every random draw comes from a
/// generator seeded with the layer's `seed`, and births happen at exact times (one every `1 / rate` seconds from
/// when the cell started emitting), so the same seed, cells and frame times give the same particles.
@MainActor
struct EmitterSimulation {
    /// One live particle: everything it will do is fixed at birth, so its state at any time is a formula of its
    /// age (no error builds up from frame to frame).
    struct Particle {
        let cellIndex: Int
        let birth: Double
        let lifetime: Double
        let origin: CGPoint
        let velocity: CGVector
        let acceleration: CGVector
        let scale: CGFloat
        let scaleSpeed: CGFloat
        let spin: CGFloat
        /// Red, green, blue, alpha at birth, and their changes per second.
        let birthColor: (CGFloat, CGFloat, CGFloat, CGFloat)
        let colorSpeed: (CGFloat, CGFloat, CGFloat, CGFloat)

        func position(at time: Double) -> CGPoint {
            let age = CGFloat(time - birth)
            return CGPoint(
                x: origin.x + velocity.dx * age + acceleration.dx * age * age / 2,
                y: origin.y + velocity.dy * age + acceleration.dy * age * age / 2)
        }

        func scale(at time: Double) -> CGFloat { max(scale + scaleSpeed * CGFloat(time - birth), 0) }

        func rotation(at time: Double) -> CGFloat { spin * CGFloat(time - birth) }

        /// The colour's components at `time`, each within 0 … 1.
        func color(at time: Double) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            let age = CGFloat(time - birth)
            func component(_ base: CGFloat, _ speed: CGFloat) -> CGFloat { min(max(base + speed * age, 0), 1) }
            return (
                component(birthColor.0, colorSpeed.0), component(birthColor.1, colorSpeed.1),
                component(birthColor.2, colorSpeed.2), component(birthColor.3, colorSpeed.3)
            )
        }
    }

    /// Past this many live particles a layer emits no more until some die: a runaway `birthRate` costs memory and
    /// time, not the process.
    static let particleLimit = 20_000

    private(set) var particles: [Particle] = []
    /// When each cell (by index) emits its next particle; nil when it does not emit.
    private var nextBirths: [Double?] = []
    /// The time the particles were last brought to.
    private(set) var time: Double?
    private var generator: SeededGenerator

    init(seed: UInt32) {
        generator = SeededGenerator(seed: UInt64(seed))
    }

    /// Whether there is anything to do at later frames.
    func isActive(emitting: Bool) -> Bool { emitting || !particles.isEmpty }

    /// Brings the particles to `now`: the dead removed, the due ones born.
    mutating func advance(to now: Double, layer: CAEmitterLayer, cells: [CAEmitterCell]) {
        if nextBirths.count != cells.count { nextBirths = Array(repeating: nil, count: cells.count) }
        time = now
        particles.removeAll { now - $0.birth >= $0.lifetime }
        for (index, cell) in cells.enumerated() {
            let rate = Self.sane(Double(cell.birthRate) * Double(layer.birthRate))
            guard cell.isEnabled, rate > 0 else {
                nextBirths[index] = nil
                continue
            }
            let interval = 1 / rate
            // A cell that starts emitting (the first frame, or a rate that was zero) gives its first birth now.
            var next = nextBirths[index] ?? now
            // After a long pause only the births that would still be alive matter.
            let longest = Self.sane(Double(cell.lifetime + abs(cell.lifetimeRange)) * Double(layer.lifetime))
            if now - next > longest { next += ((now - next - longest) / interval).rounded(.down) * interval }
            while next <= now {
                if particles.count >= Self.particleLimit {
                    // Full: the births due by now are skipped all at once, not counted one by one.
                    next += (((now - next) / interval).rounded(.down) + 1) * interval
                    break
                }
                if let particle = makeParticle(of: cell, index: index, born: next, layer: layer),
                    particle.lifetime > now - next
                {
                    particles.append(particle)
                }
                next += interval
            }
            nextBirths[index] = next
        }
    }

    /// Forgets every particle and birth time (the layer's cells were replaced).
    mutating func reset(seed: UInt32) {
        self = EmitterSimulation(seed: seed)
    }

    private mutating func makeParticle(of cell: CAEmitterCell, index: Int, born: Double, layer: CAEmitterLayer)
        -> Particle?
    {
        func spread(_ value: CGFloat, _ range: CGFloat) -> CGFloat {
            let r = CGFloat(generator.nextUnit() * 2 - 1)
            return value + range * r
        }
        let lifetime = Self.sane(
            Double(spread(CGFloat(cell.lifetime), CGFloat(cell.lifetimeRange))) * Double(layer.lifetime))
        guard lifetime > 0 else { return nil }
        let angle = spread(cell.emissionLongitude, cell.emissionRange / 2)
        let speed = spread(cell.velocity, cell.velocityRange) * CGFloat(layer.velocity)
        let scale = spread(cell.scale, cell.scaleRange) * CGFloat(layer.scale)
        let spin = spread(cell.spin, cell.spinRange) * CGFloat(layer.spin)
        let base = cell.color ?? CGColor(gray: 1, alpha: 1)
        let color = (
            spread(base.red, CGFloat(cell.redRange)), spread(base.green, CGFloat(cell.greenRange)),
            spread(base.blue, CGFloat(cell.blueRange)), spread(base.alpha, CGFloat(cell.alphaRange))
        )
        let origin = emissionPoint(layer: layer)
        let particle = Particle(
            cellIndex: index, birth: born, lifetime: lifetime, origin: origin,
            velocity: CGVector(dx: cos(angle) * speed, dy: sin(angle) * speed),
            acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
            scale: Self.sane(scale), scaleSpeed: Self.finite(cell.scaleSpeed), spin: Self.finite(spin),
            birthColor: color,
            colorSpeed: (
                CGFloat(cell.redSpeed), CGFloat(cell.greenSpeed), CGFloat(cell.blueSpeed), CGFloat(cell.alphaSpeed)
            ))
        guard particle.origin.x.isFinite, particle.origin.y.isFinite, particle.velocity.dx.isFinite,
            particle.velocity.dy.isFinite, particle.acceleration.dx.isFinite, particle.acceleration.dy.isFinite
        else { return nil }
        return particle
    }

    /// Where a particle starts, in the layer's coordinates, from the emitter's shape, mode, position and size.
    private mutating func emissionPoint(layer: CAEmitterLayer) -> CGPoint {
        let centre = layer.emitterPosition
        let size = layer.emitterSize
        let outline = layer.emitterMode == .outline
        switch layer.emitterShape {
        case .line:
            return CGPoint(x: centre.x + (CGFloat(generator.nextUnit()) - 0.5) * size.width, y: centre.y)
        case .rectangle, .cuboid:
            if outline {
                // A point along the perimeter, each side in proportion to its length.
                let w = abs(size.width), h = abs(size.height)
                var d = CGFloat(generator.nextUnit()) * 2 * (w + h)
                let left = centre.x - w / 2, top = centre.y - h / 2
                if d < w { return CGPoint(x: left + d, y: top) }
                d -= w
                if d < h { return CGPoint(x: left + w, y: top + d) }
                d -= h
                if d < w { return CGPoint(x: left + w - d, y: top + h) }
                return CGPoint(x: left, y: top + h - (d - w))
            }
            return CGPoint(
                x: centre.x + (CGFloat(generator.nextUnit()) - 0.5) * size.width,
                y: centre.y + (CGFloat(generator.nextUnit()) - 0.5) * size.height)
        case .circle, .sphere:
            let radius = abs(size.width) / 2
            let angle = CGFloat(generator.nextUnit()) * 2 * .pi
            // Uniform over the disc: the square root spreads points evenly by area.
            let distance = outline ? radius : radius * CGFloat(generator.nextUnit()).squareRoot()
            return CGPoint(x: centre.x + cos(angle) * distance, y: centre.y + sin(angle) * distance)
        default:
            return centre
        }
    }

    /// A rate, time or scale: not finite or negative counts as zero.
    static func sane(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
    static func sane(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
