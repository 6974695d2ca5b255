import Foundation

/// The view properties UIKit's block animations animate, each read and written as a vector of up to eight numbers
/// so one interpolation serves them all. `frame` is not one of them: it is `center` and `bounds` together.
enum AnimatableProperty: Int, CaseIterable, Sendable {
    case center, bounds, transform, alpha, backgroundColor
}

typealias AnimationVector = SIMD8<Double>

extension AnimationVector {
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y), 0, 0, 0, 0, 0, 0) }

    init(_ rect: CGRect) {
        self.init(
            Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height), 0, 0, 0, 0)
    }

    init(_ t: CGAffineTransform) {
        self.init(Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty), 0, 0)
    }

    init(_ alpha: CGFloat) { self.init(Double(alpha), 0, 0, 0, 0, 0, 0, 0) }

    /// A missing colour is transparent black, so a colour fades in from (or out to) nothing.
    init(_ color: UIColor?) {
        let c = color ?? .clear
        self.init(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha), 0, 0, 0, 0)
    }

    var point: CGPoint { CGPoint(x: self[0], y: self[1]) }
    var rect: CGRect { CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) }
    var affineTransform: CGAffineTransform {
        CGAffineTransform(a: self[0], b: self[1], c: self[2], d: self[3], tx: self[4], ty: self[5])
    }
    var color: UIColor { UIColor(red: self[0], green: self[1], blue: self[2], alpha: self[3]) }
}

extension UIView {
    /// The model value of `property`.
    func modelVector(_ property: AnimatableProperty) -> AnimationVector {
        switch property {
        case .center: AnimationVector(storedCenter)
        case .bounds: AnimationVector(storedBounds)
        case .transform: AnimationVector(storedTransform)
        case .alpha: AnimationVector(alpha)
        case .backgroundColor: AnimationVector(backgroundColor)
        }
    }

    /// The drawn value of `property`: the presentation value while the view animates, else the model value.
    func presentedVector(_ property: AnimatableProperty) -> AnimationVector {
        guard let state = animationState else { return modelVector(property) }
        switch property {
        case .center: return AnimationVector(state.center)
        case .bounds: return AnimationVector(state.bounds)
        case .transform: return AnimationVector(state.transform)
        case .alpha: return AnimationVector(state.alpha)
        case .backgroundColor: return AnimationVector(state.backgroundColor)
        }
    }
}
