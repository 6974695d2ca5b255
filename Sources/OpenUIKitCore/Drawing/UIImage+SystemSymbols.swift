import Foundation

/// A handful of SF Symbols-named images, drawn by OpenUIKit as stroked paths (Apple's symbol artwork is not
/// redistributable). Mirrors `UIImage(systemName:)` and `UIImage.SymbolConfiguration` (point size and weight).
///
/// The images are black line drawings on a transparent square about 1.2 × the point size (17 points by default),
/// rendered at scale 2 so they stay sharp on HiDPI screens. Differences from UIKit: the shapes are OpenUIKit's own
/// approximations; an unknown name gives nil (as in UIKit); images are not templates, so they are not tinted
/// by a `tintColor`; they are made on the main actor.
extension UIImage {
    /// The symbol's size and stroke weight. Mirrors the point-size and weight parts of UIKit's configuration.
    public struct SymbolConfiguration: Equatable, Sendable {
        public var pointSize: CGFloat
        public var weight: SymbolWeight

        public init(pointSize: CGFloat, weight: SymbolWeight = .regular) {
            self.pointSize = pointSize
            self.weight = weight
        }

        public init(weight: SymbolWeight) {
            self.init(pointSize: 17, weight: weight)
        }
    }

    /// Stroke weights of symbols; raw values match UIKit's.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Stroke width as a fraction of the point size.
        var strokeFraction: CGFloat {
            switch self {
            case .ultraLight: 0.04
            case .thin: 0.05
            case .light: 0.065
            case .unspecified, .regular: 0.08
            case .medium: 0.095
            case .semibold: 0.11
            case .bold: 0.125
            case .heavy: 0.14
            case .black: 0.16
            }
        }
    }

    /// The names `UIImage(systemName:)` knows.
    @MainActor public static var availableSystemSymbolNames: [String] { SystemSymbol.shapes.keys.sorted() }

    /// The symbol named `name`, or nil if OpenUIKit does not draw it.
    @MainActor public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` at `configuration`'s size and weight (17-point regular without one).
    @MainActor public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?)
    {
        guard let shape = SystemSymbol.shapes[name] else { return nil }
        let configuration = configuration ?? SymbolConfiguration(pointSize: 17)
        let pointSize = configuration.pointSize.isFinite && configuration.pointSize > 0 ? configuration.pointSize : 17
        let side = (pointSize * 1.2).rounded()
        var format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        format.opaque = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            let path = UIBezierPath()
            shape(path)
            path.apply(CGAffineTransform(scaleX: side, y: side))
            path.lineWidth = max(pointSize * configuration.weight.strokeFraction, 0.5)
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        guard let pixels = image.pixels else {
            self.init(size: image.size)
            return
        }
        self.init(pixels: pixels, scale: image.scale)
    }
}

/// The symbols' outlines in a unit square (0…1 on both axes, y down).
@MainActor
enum SystemSymbol {
    typealias Shape = @MainActor (UIBezierPath) -> Void

    static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> Shape {
        { path in
            guard let first = points.first else { return }
            path.move(to: CGPoint(x: first.0, y: first.1))
            for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
            if closed { path.close() }
        }
    }

    static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Shape {
        { $0.append(UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))) }
    }

    static func combine(_ shapes: Shape...) -> Shape {
        { path in for shape in shapes { shape(path) } }
    }

    static let gearTeeth: Shape = { path in
        for tooth in 0..<8 {
            let angle = CGFloat(tooth) * .pi / 4
            path.move(to: CGPoint(x: 0.5 + 0.3 * cos(angle), y: 0.5 + 0.3 * sin(angle)))
            path.addLine(to: CGPoint(x: 0.5 + 0.43 * cos(angle), y: 0.5 + 0.43 * sin(angle)))
        }
    }

    static let shapes: [String: Shape] = [
        "chevron.left": polyline([(0.64, 0.14), (0.32, 0.5), (0.64, 0.86)]),
        "chevron.right": polyline([(0.36, 0.14), (0.68, 0.5), (0.36, 0.86)]),
        "chevron.up": polyline([(0.14, 0.64), (0.5, 0.32), (0.86, 0.64)]),
        "chevron.down": polyline([(0.14, 0.36), (0.5, 0.68), (0.86, 0.36)]),
        "plus": combine(polyline([(0.5, 0.14), (0.5, 0.86)]), polyline([(0.14, 0.5), (0.86, 0.5)])),
        "minus": polyline([(0.14, 0.5), (0.86, 0.5)]),
        "xmark": combine(polyline([(0.2, 0.2), (0.8, 0.8)]), polyline([(0.8, 0.2), (0.2, 0.8)])),
        "checkmark": polyline([(0.14, 0.54), (0.4, 0.8), (0.86, 0.22)]),
        "circle": circle(0.5, 0.5, 0.4),
        "checkmark.circle": combine(circle(0.5, 0.5, 0.4), polyline([(0.3, 0.52), (0.45, 0.67), (0.7, 0.36)])),
        "xmark.circle": combine(
            circle(0.5, 0.5, 0.4), polyline([(0.36, 0.36), (0.64, 0.64)]), polyline([(0.64, 0.36), (0.36, 0.64)])),
        "plus.circle": combine(
            circle(0.5, 0.5, 0.4), polyline([(0.5, 0.3), (0.5, 0.7)]), polyline([(0.3, 0.5), (0.7, 0.5)])),
        "info.circle": combine(
            circle(0.5, 0.5, 0.4), polyline([(0.5, 0.46), (0.5, 0.7)]), polyline([(0.5, 0.31), (0.5, 0.32)])),
        "gear": combine(circle(0.5, 0.5, 0.3), circle(0.5, 0.5, 0.11), gearTeeth),
        "trash": combine(
            polyline([(0.14, 0.24), (0.86, 0.24)]), polyline([(0.38, 0.24), (0.4, 0.12), (0.6, 0.12), (0.62, 0.24)]),
            polyline([(0.22, 0.24), (0.28, 0.88), (0.72, 0.88), (0.78, 0.24)]),
            polyline([(0.42, 0.38), (0.43, 0.74)]), polyline([(0.58, 0.38), (0.57, 0.74)])),
        "magnifyingglass": combine(circle(0.42, 0.42, 0.26), polyline([(0.61, 0.61), (0.86, 0.86)])),
        "photo": { path in
            path.append(UIBezierPath(roundedRect: CGRect(x: 0.1, y: 0.2, width: 0.8, height: 0.6), cornerRadius: 0.08))
            circle(0.34, 0.38, 0.07)(path)
            polyline([(0.1, 0.72), (0.38, 0.5), (0.55, 0.64), (0.68, 0.53), (0.9, 0.72)])(path)
        },
        "paintbrush": combine(
            polyline([(0.86, 0.14), (0.48, 0.56)]),
            polyline(
                [
                    (0.48, 0.56), (0.4, 0.5), (0.3, 0.56), (0.26, 0.72), (0.14, 0.86), (0.34, 0.84), (0.46, 0.74),
                    (0.52, 0.62),
                ], closed: true)),
        "pencil": polyline([(0.2, 0.8), (0.24, 0.64), (0.7, 0.18), (0.82, 0.3), (0.36, 0.76), (0.2, 0.8)]),
        "square.and.arrow.up": combine(
            polyline([(0.36, 0.38), (0.22, 0.38), (0.22, 0.88), (0.78, 0.88), (0.78, 0.38), (0.64, 0.38)]),
            polyline([(0.5, 0.62), (0.5, 0.1)]), polyline([(0.34, 0.26), (0.5, 0.1), (0.66, 0.26)])),
        "ellipsis": combine(circle(0.2, 0.5, 0.04), circle(0.5, 0.5, 0.04), circle(0.8, 0.5, 0.04)),
        "heart": { path in
            path.move(to: CGPoint(x: 0.5, y: 0.84))
            path.addCurve(
                to: CGPoint(x: 0.5, y: 0.28), controlPoint1: CGPoint(x: -0.1, y: 0.4),
                controlPoint2: CGPoint(x: 0.3, y: 0.02))
            path.addCurve(
                to: CGPoint(x: 0.5, y: 0.84), controlPoint1: CGPoint(x: 0.7, y: 0.02),
                controlPoint2: CGPoint(x: 1.1, y: 0.4))
        },
        "star": polyline(
            (0..<10).map { index in
                let radius: CGFloat = index % 2 == 0 ? 0.42 : 0.18
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                return (0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
            }, closed: true),
        "house": combine(
            polyline([(0.12, 0.5), (0.5, 0.14), (0.88, 0.5)]),
            polyline([(0.22, 0.42), (0.22, 0.86), (0.78, 0.86), (0.78, 0.42)]),
            polyline([(0.42, 0.86), (0.42, 0.62), (0.58, 0.62), (0.58, 0.86)])),
        "person": { path in
            circle(0.5, 0.32, 0.16)(path)
            path.move(to: CGPoint(x: 0.16, y: 0.88))
            path.addCurve(
                to: CGPoint(x: 0.84, y: 0.88), controlPoint1: CGPoint(x: 0.18, y: 0.52),
                controlPoint2: CGPoint(x: 0.82, y: 0.52))
            path.close()
        },
        "bell": { path in
            path.move(to: CGPoint(x: 0.16, y: 0.74))
            path.addLine(to: CGPoint(x: 0.26, y: 0.6))
            path.addCurve(
                to: CGPoint(x: 0.74, y: 0.6), controlPoint1: CGPoint(x: 0.22, y: 0.1),
                controlPoint2: CGPoint(x: 0.78, y: 0.1))
            path.addLine(to: CGPoint(x: 0.84, y: 0.74))
            path.close()
            polyline([(0.42, 0.84), (0.58, 0.84)])(path)
        },
    ]
}
