import Foundation

/// An animation of one property through a list of values or along a path, as Core Animation's
/// `CAKeyframeAnimation`.
///
/// Mirrors `values`, `keyTimes` (fractions of the duration, one per value; evenly spread when nil),
/// `timingFunctions` (one per interval between values), `path` (a ``CGPath`` a point property follows, at a steady
/// pace along its length; it takes precedence over `values`) and `calculationMode`: `.linear` and `.discrete`
/// as Core Animation, `.paced`, `.cubic` and `.cubicPaced` drawn as `.linear`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var path: CGPath?
    public var calculationMode = CAAnimationCalculationMode.linear

    public override init() {
        super.init()
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, keyTimes, timingFunctions, path) = (other.values, other.keyTimes, other.timingFunctions, other.path)
        calculationMode = other.calculationMode
    }

    override func values(at progress: Double, local: CFTimeInterval, for layer: CALayer, into values: inout LayerValues)
    {
        guard let property, let model = values[property] ?? layer.layerValue(property) else { return }
        var value: LayerValue?
        if let path {
            let point = path.measure.point(atFraction: CGFloat(progress))
            switch model {
            case .point: value = .point(point)
            case .number where property.rawValue.hasSuffix(".x"): value = .number(Double(point.x))
            case .number where property.rawValue.hasSuffix(".y"): value = .number(Double(point.y))
            default: value = nil
            }
        } else {
            value = keyframeValue(at: progress, like: model)
        }
        guard let value else { return }
        values[property] = isAdditive ? .add(model, value) : value
    }

    private func keyframeValue(at progress: Double, like model: LayerValue) -> LayerValue? {
        let frames = (values ?? []).compactMap { LayerValue($0, like: model) }
        guard !frames.isEmpty else { return nil }
        guard frames.count > 1 else { return frames[0] }
        let times: [Double] =
            keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count >= frames.count ? $0 : nil }
            ?? (0..<frames.count).map { Double($0) / Double(frames.count - 1) }
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return frames[min(index, frames.count - 1)]
        }
        if progress <= times[0] { return frames[0] }
        guard let upper = times.firstIndex(where: { $0 >= progress }), upper > 0, upper < frames.count else {
            return frames[frames.count - 1]
        }
        let span = times[upper] - times[upper - 1]
        var fraction = span > 0 ? (progress - times[upper - 1]) / span : 1
        if let functions = timingFunctions, upper - 1 < functions.count {
            fraction = functions[upper - 1].value(at: fraction)
        }
        return .interpolate(frames[upper - 1], frames[upper], fraction)
    }
}

/// How a keyframe animation moves between its values, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
