import Foundation
internal import OpenUIKitLayoutSolver

// Sizes from constraints: systemLayoutSizeFitting, and the debugging questions UIKit answers about a solved
// layout (is it ambiguous, what else could it be).

extension UIView {
    /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the smallest size: zero by zero.
    public static var layoutFittingCompressedSize: CGSize { .zero }

    /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the largest size.
    ///
    /// UIKit parity: UIKit does not document the value; OpenUIKit's is 10,000,000 points a side.
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// Solves the view's subtree alone: the constraints installed on the view and its descendants, the intrinsic
    /// sizes of the views that constraints govern (and the view's own), subviews whose autoresizing mask becomes
    /// constraints held at their frames, and the view's size pulled towards `target` at the given priorities.
    /// Runs pending ``updateConstraints()`` first; changes no frame.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let (engine, item) = LayoutEngine.detached(self)
        let width = target.width.isFinite ? Double(target.width) : Double(Self.layoutFittingExpandedSize.width)
        let height = target.height.isFinite ? Double(target.height) : Double(Self.layoutFittingExpandedSize.height)
        for (variable, length, priority) in [(item.width, width, horizontal), (item.height, height, vertical)] {
            let pull = SolverConstraint(
                variable, .equal, length, strength: LayoutEngine.strength(priority.rawValue), identifier: "fitting")
            if (try? engine.solver.addConstraint(pull)) == nil {
                // A required target that contradicts the view's required constraints gives way to them.
                try? engine.solver.addConstraint(
                    SolverConstraint(variable, .equal, length, strength: Strength(priority: 999)))
            }
        }
        engine.solver.updateVariables()
        return CGSize(width: engine.solver.value(of: item.width), height: engine.solver.value(of: item.height))
    }

    /// Whether the window's constraints leave this view's frame undecided: another frame would satisfy them as
    /// well, as of the last layout pass. False for a view the layout engine does not place.
    ///
    /// UIKit parity: found by pulling each of the view's edges and sizes, very weakly, one way and then the
    /// other, and seeing whether the solution moves; a view inside an ambiguous superview is ambiguous too.
    public var hasAmbiguousLayout: Bool {
        guard let engine = storedWindow?.storedLayoutEngine else { return false }
        return engine.alternativeLayoutRect(of: self) != nil
    }

    /// Moves an ambiguous view to another frame its constraints allow, for seeing what is undecided; the next
    /// solved layout pass puts it back. Does nothing to a view whose layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let engine = storedWindow?.storedLayoutEngine, let rect = engine.alternativeLayoutRect(of: self),
            let superview = storedSuperview, let parent = engine.solvedLayoutRect(of: superview)
        else { return }
        frame = CGRect(
            x: rect.minX - parent.minX, y: rect.minY - parent.minY, width: max(rect.width, 0),
            height: max(rect.height, 0))
    }
}

extension LayoutEngine {
    /// An engine holding `view`'s subtree alone (``isFitting``): the constraints installed on the view and its
    /// descendants, the intrinsic sizes of the views that constraints govern and the view's own, and subviews
    /// whose autoresizing mask becomes constraints held at their frames. Runs the subtree's pending
    /// ``UIView/updateConstraints()`` first. The view's size is left free.
    static func detached(_ view: UIView) -> (LayoutEngine, Item) {
        view.updateConstraintsIfNeeded()
        let engine = LayoutEngine(fitting: view)
        let item = engine.item(for: view)
        if view.translatesAutoresizingMaskIntoConstraints {
            engine.setIntrinsicConstraints(item, key: intrinsicKey(of: view))
        }
        view.forEachInstalledConstraint { constraint in
            // Conflicts are the window's to report; solving a subtree alone stays quiet about them.
            guard let solverConstraint = engine.makeSolverConstraint(constraint) else { return }
            try? engine.solver.addConstraint(solverConstraint)
        }
        return (engine, item)
    }

    /// Lays out a view that is in no window (a stack view measured or laid out before it is shown): its
    /// subtree's constraints solved alone at its bounds' size, and the frames written.
    static func layOutDetached(_ view: UIView) {
        let (engine, item) = detached(view)
        let size = view.bounds.size
        _ = engine.addEngineConstraints([
            SolverConstraint(item.width, .equal, Double(size.width), identifier: "bounds width"),
            SolverConstraint(item.height, .equal, Double(size.height), identifier: "bounds height"),
        ])
        engine.solver.updateVariables()
        engine.writeFrames()
        engine.reports = []
    }

    /// Another layout rectangle the solver could give `view` at the same cost, or nil if its rectangle is
    /// decided: each of its four variables is pulled far one way and then the other by a constraint weaker than
    /// any UIKit priority, which moves a variable only where the constraints leave it free.
    func alternativeLayoutRect(of view: UIView) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)], !view.translatesAutoresizingMaskIntoConstraints else {
            return nil
        }
        solver.updateVariables()
        for variable in [item.minX, item.minY, item.width, item.height] {
            let current = solver.value(of: variable)
            for direction in [1.0, -1.0] {
                let probe = SolverConstraint(
                    variable, .equal, current + direction * 1000, strength: .weight(1e-3), identifier: "ambiguity probe"
                )
                guard (try? solver.addConstraint(probe)) != nil else { continue }
                solver.updateVariables()
                let moved = abs(solver.value(of: variable) - current) > 0.5
                let rect = solvedLayoutRect(of: view)
                try? solver.removeConstraint(probe)
                solver.updateVariables()
                if moved { return rect }
            }
        }
        return nil
    }
}
