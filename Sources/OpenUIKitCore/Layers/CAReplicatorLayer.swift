import Foundation

/// A layer that paints its sublayers several times, as Core Animation's `CAReplicatorLayer`.
///
/// Mirrors `instanceCount` (1 by default: the sublayers once), `instanceTransform` (each copy is transformed by it
/// once more than the one before, about the layer's anchor point), `instanceColor` (multiplies the first copy's
/// colours and opacity; white by default), `instanceRedOffset`/`GreenOffset`/`BlueOffset`/`AlphaOffset` (added to
/// the colour's components once more per copy, each kept within 0 … 1) and `instanceDelay` (each copy shows the
/// sublayers' animations that much later than the one before: the wave of a spinner's dots).
open class CAReplicatorLayer: CALayer {
    public var instanceCount = 1 { didSet { markArea() } }
    public var instanceTransform = CATransform3DIdentity {
        willSet { markArea() }
        didSet { markArea() }
    }
    /// Seconds each copy's animations lag behind the copy before.
    public var instanceDelay: CFTimeInterval = 0 { didSet { markArea() } }
    public var instanceColor: CGColor? { didSet { markArea() } }
    public var instanceRedOffset: Float = 0 { didSet { markArea() } }
    public var instanceGreenOffset: Float = 0 { didSet { markArea() } }
    public var instanceBlueOffset: Float = 0 { didSet { markArea() } }
    public var instanceAlphaOffset: Float = 0 { didSet { markArea() } }
    public var preservesDepth = false

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceTransform, instanceDelay, instanceColor) = (
            other.instanceCount, other.instanceTransform, other.instanceDelay, other.instanceColor
        )
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) = (
            other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset, other.instanceAlphaOffset
        )
    }

    /// Core Animation's archive initializer (`CALayer.init?(coder:)`): no archive is read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// One copy of the sublayers as the renderer paints it.
    @_spi(Rendering) public struct Instance {
        /// The copy's place, in the replicator's bounds space.
        public let transform: CGAffineTransform
        /// The factors its colours and opacity are multiplied by (0 … 1).
        public let red: CGFloat
        public let green: CGFloat
        public let blue: CGFloat
        public let alpha: CGFloat
        /// How far its animations lag behind the first copy's, in seconds.
        public let delay: CFTimeInterval

        /// Whether its colours are left as they are (only its opacity may change).
        public var keepsColors: Bool { red >= 1 && green >= 1 && blue >= 1 }
    }

    /// Each copy, first copy first.
    @_spi(Rendering) public var instances: [Instance] {
        let anchor = anchorInBounds
        let step = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(instanceTransform.drawnAffineTransform())
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        var transform = CGAffineTransform.identity
        var result: [Instance] = []
        let color = instanceColor ?? CGColor(gray: 1, alpha: 1)
        for index in 0..<max(instanceCount, 0) {
            func factor(_ base: CGFloat, _ offset: Float) -> CGFloat {
                min(max(base + CGFloat(offset) * CGFloat(index), 0), 1)
            }
            result.append(
                Instance(
                    transform: transform, red: factor(color.red, instanceRedOffset),
                    green: factor(color.green, instanceGreenOffset), blue: factor(color.blue, instanceBlueOffset),
                    alpha: factor(color.alpha, instanceAlphaOffset), delay: instanceDelay * Double(index)))
            transform = step.concatenating(transform)
        }
        return result
    }

    /// The area `rect` (in the replicator's bounds space, of one copy) covers in all copies.
    func areaOfAllInstances(_ rect: CGRect) -> CGRect {
        instances.reduce(CGRect.null) { $0.union(rect.applying($1.transform)) }
    }

    /// Runs `body` (painting a copy) with the sublayer tree showing its animations `delay` seconds ago.
    @_spi(Rendering) public func withInstanceDelay(_ delay: CFTimeInterval, _ body: () -> Void) {
        guard delay != 0 else { return body() }
        var shifted: [(CALayer, LayerValues?)] = []
        func shift(_ layer: CALayer) {
            if !layer.animationEntries.isEmpty {
                shifted.append((layer, layer.presentationValues))
                layer.presentationValues = LayerAnimator.shared.presentationValues(of: layer, delayedBy: delay)
            }
            for child in layer.children { shift(child) }
        }
        for child in children { shift(child) }
        body()
        for (layer, values) in shifted { layer.presentationValues = values }
    }

    override func makePresentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }

    override func contentExtent() -> CGRect {
        var rect = CGRect.null
        let own = children.reduce(CGRect.null) { $0.union($1.visualRect.applying($1.transformToSuperlayer)) }
        guard !own.isNull else { return .null }
        for instance in instances.dropFirst() { rect = rect.union(own.applying(instance.transform)) }
        return rect
    }
}
