import Foundation

/// A layer that emits particles, as Core Animation's `CAEmitterLayer`: each of its `emitterCells` gives birth to
/// particles at its rate from the emitter's shape (`emitterShape`, `emitterMode`, centred on `emitterPosition`,
/// `emitterSize` across, in the layer's coordinates); each particle moves, grows, turns and fades by its cell's
/// values and is drawn, between the layer's background and its sublayers, as the cell's image multiplied by its
/// colour. The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every cell's.
///
/// The particles move on the frame clock (a display link runs while the layer emits or particles live), so tests
/// on the embedded backend see them at exact virtual times; every random draw comes from a generator seeded with
/// `seed`, so a seed, the cells and the frame times fix every particle. Set `birthRate` to 0 to stop emitting and
/// let the live particles finish, as Core Animation apps do.
///
/// Differences: two-dimensional (`emitterZPosition`, `emitterDepth` and `preservesDepth` are stored; `.cuboid` and
/// `.sphere` emit as `.rectangle` and `.circle`; `.volume` and `.surface` as the area, `.outline` along the edge,
/// `.points` from the area); `.backToFront` draws oldest first as `.unordered` does, `.additive` adds the
/// particles' light (`plusLighter`). The particles of a layer that is in no window still move. At most 20,000
/// particles live at once per layer; more are not born until some die.
open class CAEmitterLayer: CALayer {
    /// The cells that emit, drawn in this order. Replacing them starts every cell afresh.
    public var emitterCells: [CAEmitterCell]? {
        didSet {
            simulation.reset(seed: seed)
            markArea()
            emissionDidChange()
        }
    }
    /// Multiplies each cell's `birthRate`; 1 by default.
    public var birthRate: Float = 1 { didSet { emissionDidChange() } }
    /// Multiplies each cell's `lifetime`; 1 by default.
    public var lifetime: Float = 1
    /// The centre of the emitter's shape, in the layer's coordinates.
    public var emitterPosition = CGPoint.zero
    /// Stored: the renderer is two-dimensional.
    public var emitterZPosition: CGFloat = 0
    /// The emitter's width and height (a circle's diameter is the width).
    public var emitterSize = CGSize.zero
    /// Stored: the renderer is two-dimensional.
    public var emitterDepth: CGFloat = 0
    public var emitterShape = CAEmitterLayerEmitterShape.point
    public var emitterMode = CAEmitterLayerEmitterMode.volume
    public var renderMode = CAEmitterLayerRenderMode.unordered { didSet { markArea() } }
    /// Stored: the renderer is two-dimensional.
    public var preservesDepth = false
    /// Multiplies each cell's `velocity`; 1 by default.
    public var velocity: Float = 1
    /// Multiplies each cell's `scale`; 1 by default.
    public var scale: Float = 1
    /// Multiplies each cell's `spin`; 1 by default.
    public var spin: Float = 1
    /// Seeds the random draws; setting it starts the draws afresh.
    public var seed: UInt32 = 0 {
        didSet { simulation.reset(seed: seed) }
    }

    private var simulation = EmitterSimulation(seed: 0)
    /// Runs while the layer emits or particles live.
    private var link: CADisplayLink?

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s emitter values (not its particles), as Core Animation's `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        (emitterCells, birthRate, lifetime, emitterPosition, emitterZPosition) = (
            other.emitterCells, other.birthRate, other.lifetime, other.emitterPosition, other.emitterZPosition
        )
        (emitterSize, emitterDepth, emitterShape, emitterMode, renderMode) = (
            other.emitterSize, other.emitterDepth, other.emitterShape, other.emitterMode, other.renderMode
        )
        (preservesDepth, velocity, scale, spin, seed) = (
            other.preservesDepth, other.velocity, other.scale, other.spin, other.seed
        )
        link?.invalidate()
        link = nil
    }

    /// Core Animation's archive initializer (`CALayer.init?(coder:)`): no archive is read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makePresentationCopy() -> CALayer { CAEmitterLayer(layer: self) }

    // MARK: The frame clock

    private var cells: [CAEmitterCell] { emitterCells ?? [] }

    /// Whether any cell would emit now.
    private var isEmitting: Bool {
        EmitterSimulation.sane(Double(birthRate)) > 0 && cells.contains { $0.isEnabled && $0.birthRate > 0 }
    }

    /// Starts the display link when there is something to move.
    private func emissionDidChange() {
        guard link == nil, simulation.isActive(emitting: isEmitting) else { return }
        // Weak: a layer let go of while it emits stops its link at the next frame.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.step(to: link.timestamp)
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    /// Moves the particles to `time` (a frame's), marks the area they left and the one they reach, and stops the
    /// link once nothing moves.
    func step(to time: Double) {
        markArea()
        simulation.advance(to: time, layer: self, cells: cells)
        markArea()
        if !simulation.isActive(emitting: isEmitting) {
            link?.invalidate()
            link = nil
        }
    }

    // MARK: Drawing

    /// The live particles as they are at the latest frame, in drawing order: position, scale, rotation and colour.
    @_spi(Rendering) public var particleStates:
        [(cell: CAEmitterCell, position: CGPoint, scale: CGFloat, rotation: CGFloat, color: CGColor)]
    {
        guard let time = simulation.time else { return [] }
        let cells = self.cells
        var states = simulation.particles.compactMap { particle in
            particle.cellIndex < cells.count
                ? (
                    cell: cells[particle.cellIndex], position: particle.position(at: time),
                    scale: particle.scale(at: time), rotation: particle.rotation(at: time),
                    color: Self.color(particle.color(at: time))
                ) : nil
        }
        if renderMode == .oldestLast { states.reverse() }
        return states
    }

    private static func color(_ c: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) -> CGColor {
        CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The size in points a cell's image is drawn at before the particle's scale.
    private static func imageSize(of cell: CAEmitterCell) -> CGSize? {
        guard let image = cell.contents as? CGImage else { return nil }
        let scale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
        return CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }

    override func drawLayerContent(in context: CGContext) {
        super.drawLayerContent(in: context)
        let additive = renderMode == .additive
        for state in particleStates where state.color.alpha > 0 && state.scale > 0 {
            guard let image = state.cell.contents as? CGImage, let size = Self.imageSize(of: state.cell) else {
                continue
            }
            context.saveGState()
            context.translateBy(x: state.position.x, y: state.position.y)
            context.rotate(by: state.rotation)
            context.scaleBy(x: state.scale, y: state.scale)
            if additive { context.setBlendMode(.plusLighter) }
            let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            context.setAlpha(state.color.alpha)
            if state.color.red >= 1 && state.color.green >= 1 && state.color.blue >= 1 {
                context.draw(image, in: rect)
            } else {
                // The image multiplied by the colour: multiplied inside a group, then cut back to its own shape.
                context.beginTransparencyLayer(in: rect, auxiliaryInfo: nil)
                context.draw(image, in: rect)
                context.setBlendMode(.multiply)
                context.setFillColor(
                    CGColor(red: state.color.red, green: state.color.green, blue: state.color.blue, alpha: 1))
                context.fill(rect)
                context.setBlendMode(.destinationIn)
                context.draw(image, in: rect)
                context.endTransparencyLayer()
            }
            context.restoreGState()
        }
    }

    /// Where the particles reach: each one's image turned any way, about its position.
    override func contentExtent() -> CGRect {
        var extent = CGRect.null
        for state in particleStates {
            guard let size = Self.imageSize(of: state.cell) else { continue }
            let radius = (size.width * size.width + size.height * size.height).squareRoot() / 2 * state.scale
            extent = extent.union(
                CGRect(
                    x: state.position.x - radius, y: state.position.y - radius, width: 2 * radius, height: 2 * radius))
        }
        return extent
    }
}

/// The shape particles are born from (``CAEmitterLayer/emitterShape``).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape particles are born from (``CAEmitterLayer/emitterMode``).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in (``CAEmitterLayer/renderMode``).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
