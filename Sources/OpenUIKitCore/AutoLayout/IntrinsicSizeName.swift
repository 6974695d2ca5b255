import Foundation
internal import OpenUIKitLayoutSolver

/// Which of a view's four intrinsic-size constraints a solver constraint is: the tag its view's box names it by.
///
/// The engine makes four of these constraints for every view with an intrinsic size in a window's first pass, and
/// their names are read only by diagnostics. The view's ``LayoutItemReference`` names them all (no closure context
/// per constraint), from the tag and the constraint's own constant, which is minus the intrinsic length.
struct IntrinsicSizeName {
    var vertical: Bool
    var hugging: Bool

    var tag: Int { (vertical ? 2 : 0) | (hugging ? 1 : 0) }

    init(vertical: Bool, hugging: Bool) {
        self.vertical = vertical
        self.hugging = hugging
    }

    init(tag: Int) {
        vertical = tag & 2 != 0
        hugging = tag & 1 != 0
    }

    /// `label intrinsic width: hugging width <= 42`, or `… compression resistance width >= 42`.
    func text(viewName: String, length: CGFloat) -> String {
        let name = vertical ? "height" : "width"
        let rule =
            hugging
            ? "hugging \(name) <= \(NSLayoutConstraint.number(length))"
            : "compression resistance \(name) >= \(NSLayoutConstraint.number(length))"
        return "\(viewName) intrinsic \(name): \(rule)"
    }
}

extension LayoutItemReference: ConstraintNamer {
    /// The name of one of the view's intrinsic-size constraints (the only constraints a view's box names).
    func name(of constraint: OpenUIKitLayoutSolver.Constraint, tag: Int) -> String {
        let viewName = MainActor.assumeIsolated { view?.debugName } ?? "a released view"
        // `length relation value` is `length - value relation 0`.
        return IntrinsicSizeName(tag: tag).text(viewName: viewName, length: CGFloat(-constraint.expression.constant))
    }
}

extension ZeroingReference: ConstraintNamer where Object == NSLayoutConstraint {
    /// The solver form of an app's constraint is named as the constraint describes itself.
    func name(of constraint: OpenUIKitLayoutSolver.Constraint, tag: Int) -> String {
        MainActor.assumeIsolated { object?.description } ?? "a released constraint"
    }
}
