import Foundation

/// How an animation's pace changes over its duration, as Core Animation's `CAMediaTimingFunction`: a cubic Bézier
/// from (0, 0) to (1, 1) through two control points.
///
/// The named functions have Core Animation's documented control points: `.linear`, `.easeIn` (0.42, 0, 1, 1),
/// `.easeOut` (0, 0, 0.58, 1), `.easeInEaseOut` (0.42, 0, 0.58, 1) and `.default` (0.25, 0.1, 0.25, 1).
public final class CAMediaTimingFunction: Sendable, Equatable {
    public let controlPoints: (Float, Float, Float, Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Control point `index` (0 … 3: the two ends and the two controls) into `values` (two floats); an index
    /// outside 0 … 3 writes nothing. Core Animation's Swift name.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        getControlPointAt(index, values: values)
    }

    /// Control point `index` (0 … 3: the two ends and the two controls) into `values` (two floats).
    public func getControlPointAt(_ index: Int, values: UnsafeMutablePointer<Float>) {
        let (ax, ay, bx, by) = controlPoints
        let points: [(Float, Float)] = [(0, 0), (ax, ay), (bx, by), (1, 1)]
        guard points.indices.contains(index) else { return }
        (values[0], values[1]) = points[index]
    }

    /// The eased progress at linear progress `t`.
    func value(at t: Double) -> Double {
        let (ax, ay, bx, by) = controlPoints
        return AnimationTiming(kind: .cubic(x1: Double(ax), y1: Double(ay), x2: Double(bx), y2: Double(by)))
            .value(at: t, duration: 1)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoints == rhs.controlPoints
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
