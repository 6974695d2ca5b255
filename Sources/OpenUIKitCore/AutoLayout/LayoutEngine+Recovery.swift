import Foundation
internal import OpenUIKitLayoutSolver

// Recovering from unsatisfiable constraints: which required constraint the engine breaks, and the message UIKit
// prints about it. UIKit's Auto Layout guide says only that the system finds the conflicting set, breaks one of
// them, and logs the set and the broken constraint; the choice is not documented. In UIKit's logs the broken one
// is never UIKit's own (an autoresizing-mask or encapsulated-layout constraint) but one of the app's, the newest of
// them in a set of app constraints; the engine chooses the same way.

/// The last recovery from unsatisfiable constraints in a window: what conflicted and what was broken. Read by the
/// layout overlay to explain it in words.
struct LayoutRecovery {
    /// The conflicting constraints as the message lists them, in the order they reached the engine.
    var conflicting: [String]
    /// The broken constraint as the message names it.
    var brokenEntry: String
    /// The app's constraint that was broken, when it was one (nil: a constraint the engine made was left out).
    weak var broken: NSLayoutConstraint?
}

extension LayoutEngine {
    /// An app's required constraint could not be added: it is broken (left out of the solver, still active), as
    /// UIKit breaks the newest of the app's constraints in the conflicting set.
    func recover(from error: LayoutSolverError, adding constraint: NSLayoutConstraint) {
        guard case .unsatisfiableConstraint(let rejected, let conflicting) = error else {
            reports.append((.apiMisuse, "Auto Layout: \(error)"))
            return
        }
        broken.append(constraint)
        // Its solver form for the moment it is named in the list (the form is not in the solver).
        constraint.solverConstraint = rejected
        record(conflicting: conflicting, broken: constraint, brokenEntry: Self.entry(for: constraint))
        constraint.solverConstraint = nil
    }

    /// A constraint the engine made (a pin to a frame or to insets, an intrinsic size at priority 1000) could not
    /// be added. UIKit never breaks its own constraints while one of the app's is in the conflicting set: the
    /// newest app constraint in the set is broken instead and the engine's constraint goes in; without one, the
    /// engine's constraint is left out. Returns whether it went in.
    func recover(from error: LayoutSolverError, addingEngineConstraint constraint: SolverConstraint) -> Bool {
        guard case .unsatisfiableConstraint(_, let conflicting) = error else {
            reports.append((.apiMisuse, "Auto Layout: \(error)"))
            return false
        }
        let apps = appConstraints(among: conflicting)
        guard let victim = apps.last, let victimSolverConstraint = victim.solverConstraint,
            solver.hasConstraint(victimSolverConstraint)
        else {
            record(conflicting: conflicting, broken: nil, brokenEntry: entry(for: constraint, apps: apps))
            return false
        }
        record(conflicting: conflicting, broken: victim, brokenEntry: Self.entry(for: victim))
        // Taken out without marking that a constraint left, and kept from this pass's retry: it must not come
        // back at once against the constraint that just displaced it.
        try? solver.removeConstraint(victimSolverConstraint)
        victim.solverConstraint = nil
        broken.append(victim)
        brokenThisPass.insert(ObjectIdentifier(victim))
        do {
            try solver.addConstraint(constraint)
            return true
        } catch {
            // Another app constraint contradicts it too: break that one as well (each is reported).
            return recover(from: error, addingEngineConstraint: constraint)
        }
    }

    private func record(conflicting: [SolverConstraint], broken victim: NSLayoutConstraint?, brokenEntry: String) {
        let apps = appConstraints(among: conflicting)
        let entries = conflicting.map { entry(for: $0, apps: apps) }
        lastRecovery = LayoutRecovery(conflicting: entries, brokenEntry: brokenEntry, broken: victim)
        reports.append(
            (.unsatisfiableConstraints, Self.unsatisfiableMessage(conflicting: entries, broken: brokenEntry)))
    }

    /// The app constraints among solver constraints, in their order (a rare path: the window's installed
    /// constraints are searched).
    private func appConstraints(among solverConstraints: [SolverConstraint]) -> [NSLayoutConstraint] {
        // A fitting engine's solver forms are not recorded on the constraints (those are the window's).
        guard !isFitting else { return [] }
        let wanted = Set(solverConstraints.map(ObjectIdentifier.init))
        var found: [ObjectIdentifier: NSLayoutConstraint] = [:]
        root.forEachInstalledConstraint { constraint in
            if let solverConstraint = constraint.solverConstraint, wanted.contains(ObjectIdentifier(solverConstraint)) {
                found[ObjectIdentifier(solverConstraint)] = constraint
            }
        }
        return solverConstraints.compactMap { found[ObjectIdentifier($0)] }
    }

    /// A conflicting constraint as UIKit's message lists it: the app's by their description, the engine's under
    /// the names of UIKit's own kinds (an autoresizing mask's constraint, a content-size constraint).
    private func entry(for constraint: SolverConstraint, apps: [NSLayoutConstraint]) -> String {
        if let app = apps.first(where: { $0.solverConstraint === constraint }) { return Self.entry(for: app) }
        let name = constraint.identifier ?? "\(constraint)"
        if name.hasPrefix("autoresizing mask of ") { return "<NSAutoresizingMaskLayoutConstraint \(name)>" }
        if name.contains(" intrinsic ") { return "<NSContentSizeLayoutConstraint \(name)>" }
        return "<NSLayoutConstraint \(name)>"
    }

    static func entry(for constraint: NSLayoutConstraint) -> String {
        "<NSLayoutConstraint \(constraint.description) (active)>"
    }

    /// UIKit's message for an unsatisfiable set, with its two fixed lines (the first, and the one naming the
    /// constraint broken) as UIKit prints them, so searches for them find it; the advice between them is
    /// OpenUIKit's own wording, and the last line points at OpenUIKit's tools instead of a debugger breakpoint.
    static func unsatisfiableMessage(conflicting: [String], broken: String) -> String {
        let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            Unable to simultaneously satisfy constraints.
            \tOne or more of the constraints below is probably not wanted: read each, find the one you did not \
            expect, then the code that activated it. (Autoresizing-mask constraints come from views whose \
            translatesAutoresizingMaskIntoConstraints is still true.)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)

            Show the layout overlay (OPENUIKIT_DEBUG=layout, or Ctrl+Alt+L) to see these constraints drawn; \
            UIView's constraintsAffectingLayout(for:) and hasAmbiguousLayout may help too.
            """
    }
}
