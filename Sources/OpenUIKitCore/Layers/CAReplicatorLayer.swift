import Foundation

/// A layer that paints its sublayers several times, as Core Animation's `CAReplicatorLayer`.
///
/// Mirrors `instanceCount` (1 by default: the sublayers once), `instanceTransform` (each copy is transformed by it
/// once more than the one before, about the layer's anchor point), `instanceAlphaOffset` and
/// `instanceRedOffset`/`GreenOffset`/`BlueOffset` (added to the copy's opacity and tint once more per copy),
/// `instanceColor` (multiplies the first copy's colours; white by default) and `instanceDelay` (stored).
///
/// Difference: colour offsets and `instanceColor` tint only the copies' opacity by their alpha (a copy is painted at
/// the product of the alphas); the red, green and blue factors are stored and not drawn.
open class CAReplicatorLayer: CALayer {
    public var instanceCount = 1 { didSet { markArea() } }
    public var instanceTransform = CATransform3DIdentity {
        willSet { markArea() }
        didSet { markArea() }
    }
    public var instanceDelay: CFTimeInterval = 0
    public var instanceColor: CGColor? { didSet { markArea() } }
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
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
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    /// Each copy's transform (in the layer's bounds space) and opacity, first copy first.
    @_spi(Rendering) public var instances: [(transform: CGAffineTransform, alpha: CGFloat)] {
        let anchor = anchorInBounds
        let step = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(instanceTransform.drawnAffineTransform())
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        var transform = CGAffineTransform.identity
        var result: [(CGAffineTransform, CGFloat)] = []
        let baseAlpha = instanceColor?.alpha ?? 1
        for index in 0..<max(instanceCount, 0) {
            let alpha = min(max(baseAlpha + CGFloat(instanceAlphaOffset) * CGFloat(index), 0), 1)
            result.append((transform, alpha))
            transform = step.concatenating(transform)
        }
        return result
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
