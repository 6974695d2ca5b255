import Foundation

/// A layer filled with a colour gradient, as Core Animation's `CAGradientLayer`.
///
/// Mirrors `colors` (``CGColor``s), `locations` (0 … 1, spread evenly when nil), `startPoint` and `endPoint` (unit
/// coordinates of the bounds; top centre to bottom centre by default) and `type`: `.axial` (along the line, the end
/// colours continuing past its ends), `.radial` (an ellipse centred on `startPoint` whose radii reach `endPoint`) and
/// `.conic` (round `startPoint`, starting towards `endPoint` and turning clockwise on screen). The gradient fills the
/// bounds above the background and `contents`.
///
/// Differences: entries of `colors` that are not ``CGColor`` (a `UIColor` passed by mistake) are skipped, where
/// Core Animation draws nothing; the conic gradient is drawn as 64 sectors, each interpolated across.
open class CAGradientLayer: CALayer {
    public var colors: [Any]? { didSet { lookDidChange(\CAGradientLayer.colors, from: oldValue) } }
    public var locations: [NSNumber]? { didSet { lookDidChange(\CAGradientLayer.locations, from: oldValue) } }
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet {
            markArea()
            propertyDidChange(.startPoint, from: .point(oldValue))
        }
    }
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet {
            markArea()
            propertyDidChange(.endPoint, from: .point(oldValue))
        }
    }
    public var type = CAGradientLayerType.axial { didSet { lookDidChange(\CAGradientLayer.type, from: oldValue) } }

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (
            other.colors, other.locations, other.startPoint, other.endPoint, other.type
        )
    }

    /// Core Animation's archive initializer (`CALayer.init?(coder:)`): no archive is read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func subclassLayerValue(_ property: LayerProperty) -> LayerValue? {
        switch property {
        case .startPoint: .point(startPoint)
        case .endPoint: .point(endPoint)
        case .colors: .other(LayerOpaqueValue(colors))
        case .locations: .other(LayerOpaqueValue(locations))
        default: nil
        }
    }

    override func setSubclassLayerValue(_ value: LayerValue, for property: LayerProperty) -> Bool {
        switch (property, value) {
        case (.startPoint, .point(let p)): startPoint = p
        case (.endPoint, .point(let p)): endPoint = p
        case (.colors, .other(let c)): colors = c.value as? [Any]
        case (.locations, .other(let l)): locations = l.value as? [NSNumber]
        default: return false
        }
        return true
    }

    override func makePresentationCopy() -> CALayer { CAGradientLayer(layer: self) }

    /// The gradient's stops: colours with their locations.
    var stops: [(location: CGFloat, color: CGColor)] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        return cgColors.enumerated().map { index, color in
            let evenly = cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1)
            let location = locations.flatMap { index < $0.count ? CGFloat($0[index].doubleValue) : nil }
            return (location ?? evenly, color)
        }
    }

    override func drawLayerContent(in context: CGContext) {
        super.drawLayerContent(in: context)
        let stops = stops
        let b = bounds
        guard !stops.isEmpty, b.width > 0, b.height > 0 else { return }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        let (start, end) = (point(startPoint), point(endPoint))
        context.saveGState()
        context.clip(to: b)
        switch type {
        case .radial:
            let radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            if radii.width > 0 && radii.height > 0 {
                context.translateBy(x: start.x, y: start.y)
                context.scaleBy(x: radii.width, y: radii.height)
                context.canvas.drawGradient(
                    stops, geometry: .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1),
                    extendsBefore: true, extendsAfter: true, alpha: context.globalAlpha)
            }
        case .conic:
            context.canvas.drawGradient(
                stops, geometry: .conic(center: start, startAngle: atan2(end.y - start.y, end.x - start.x)),
                extendsBefore: true, extendsAfter: true, alpha: context.globalAlpha)
        default:
            if start != end {
                context.canvas.drawGradient(
                    stops, geometry: .linear(start: start, end: end), extendsBefore: true, extendsAfter: true,
                    alpha: context.globalAlpha)
            }
        }
        context.restoreGState()
    }
}

/// The shape of a gradient layer's gradient, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
