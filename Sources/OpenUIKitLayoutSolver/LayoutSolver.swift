/// An incremental Cassowary constraint solver: the algorithm behind Auto Layout, with no UIKit types.
///
/// Make variables, add and remove linear constraints with strengths, and read the values after
/// ``updateVariables()``. Every change re-solves incrementally from the previous solution: adding a constraint
/// substitutes it into the tableau and runs the primal simplex from there; a new value for an edit variable
/// (``suggestValue(_:_:)``) changes row constants only and runs the dual simplex on the rows that went infeasible.
///
/// Errors are typed (``LayoutSolverError``) and leave the solver as it was, so a caller such as a layout engine can
/// report an unsatisfiable constraint, skip it and carry on, as UIKit does.
///
/// Not thread-safe: one solver belongs to one thread (a window's layout runs on the main actor).
public final class LayoutSolver {
    /// Everything the solver holds, in one struct so that each public call is one access to the object (Swift
    /// checks every access to a class's stored property at run time; per-table accesses cost as much as the
    /// arithmetic of a small constraint). That one access is not checked either: a call runs no code of its caller's
    /// (a constraint's lazy name is made only when read, never during a call), so no access can overlap it on the
    /// solver's one thread, and the check cost about as much as a small constraint's row (a layout engine reads
    /// every variable's value through it).
    @exclusivity(unchecked) var core = SolverCore()

    /// The simplex tableau, for tests.
    var tableau: Tableau { core.tableau }

    public init() {}

    deinit { core.tableau.columns.deallocate() }

    /// A new variable, zero until constrained.
    public func makeVariable() -> Variable { core.makeVariable() }

    /// The value of `variable` as of the last ``updateVariables()``.
    public func value(of variable: Variable) -> Double { core.value(of: variable) }

    /// Copies the solution into the values that ``value(of:)`` reads: each basic variable's row constant, zero for the
    /// others.
    public func updateVariables() { core.updateVariables() }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { core.slots[ObjectIdentifier(constraint)] != nil }

    /// The constraints in the solver, in the order they were added (edit variables' constraints excluded).
    public var allConstraints: [Constraint] { core.allConstraints }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/duplicateConstraint(_:)``, ``LayoutSolverError/unknownVariable(_:)``, and for a
    ///   required constraint that contradicts required ones already added,
    ///   ``LayoutSolverError/unsatisfiableConstraint(_:conflicting:)``, for an infinite or NaN number
    ///   ``LayoutSolverError/nonFiniteConstraint(_:)``, for a strength made from a NaN priority
    ///   ``LayoutSolverError/invalidStrength(_:)``. The solver is unchanged after any of them.
    public func addConstraint(_ constraint: Constraint) throws(LayoutSolverError) {
        try core.addConstraint(constraint)
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(LayoutSolverError) {
        try core.removeConstraint(constraint)
    }

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then moves it towards a value, at this strength.
    ///
    /// - Throws: ``LayoutSolverError/requiredEditStrength(_:)`` for a required strength (an edit must be able to give
    ///   way to required constraints), ``LayoutSolverError/duplicateEditVariable(_:)``,
    ///   ``LayoutSolverError/unknownVariable(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(LayoutSolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(LayoutSolverError) {
        try core.removeEditVariable(variable)
    }

    /// Replaces `old`, in the solver, by `new`, which must differ from it in its constant only (UIKit's `constant`
    /// changed live, a window's new size): the constant moves the rows the constraint's marker appears in and the
    /// dual simplex re-solves, as for an edit, instead of the constraint's row being removed and made again.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)`` if `old` is not in the solver,
    ///   ``LayoutSolverError/duplicateConstraint(_:)`` if `new` is, ``LayoutSolverError/notAConstantChange(_:_:)``
    ///   if the two differ in more than the constant, ``LayoutSolverError/nonFiniteConstraint(_:)``, and for a
    ///   required constraint whose new constant contradicts other required ones,
    ///   ``LayoutSolverError/unsatisfiableConstraint(_:conflicting:)`` (naming `new` last). After any of them `old`
    ///   is still in the solver and the solution is as before.
    public func replaceConstant(of old: Constraint, with new: Constraint) throws(LayoutSolverError) {
        try core.replaceConstant(of: old, with: new)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { core.edits[variable.id] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex: only the edit's constant moves, so
    /// only the rows it appears in change, and only those that go infeasible pivot.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(LayoutSolverError) {
        try core.suggestValue(variable, value)
    }
}

/// The state of a ``LayoutSolver`` and its operations.
struct SolverCore {
    var tableau = Tableau()

    /// The external symbols, in the order they were made, for ``updateVariables()``.
    var variables: ContiguousArray<Int32> = []
    /// Values by symbol, as of the last ``updateVariables()``.
    var values: ContiguousArray<Double> = []

    // Constraints by slot.
    var slots = ConstraintSlots()
    var constraints: ContiguousArray<Constraint?> = []
    var tags: ContiguousArray<ConstraintTag> = []
    var sequence: ContiguousArray<UInt64> = []
    var freeSlots: [Int32] = []
    var nextSequence: UInt64 = 0

    struct Edit {
        var constraint: Constraint
        var tag: ConstraintTag
        var constant: Double
    }
    var edits: [Int32: Edit] = [:]

    /// A new variable, zero until constrained.
    mutating func makeVariable() -> Variable {
        let symbol = tableau.makeSymbol(.external)
        variables.append(symbol)
        return Variable(id: symbol)
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    func value(of variable: Variable) -> Double {
        let index = Int(variable.id)
        return index < values.count ? values[index] : 0
    }

    /// Copies the solution into the values that ``value(of:)`` reads: each basic variable's row constant, zero for the
    /// others.
    mutating func updateVariables() {
        if values.count < tableau.kinds.count {
            values.append(contentsOf: repeatElement(0, count: tableau.kinds.count - values.count))
        }
        let tableau = self.tableau
        values.withUnsafeMutableBufferPointer { values in
            for symbol in variables { values[Int(symbol)] = tableau.value(of: symbol) }
        }
    }

    /// The constraints in the solver, in the order they were added (edit variables' constraints excluded).
    var allConstraints: [Constraint] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        return slots.slots.sorted { sequence[Int($0)] < sequence[Int($1)] }
            .compactMap { constraints[Int($0)] }
            .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/duplicateConstraint(_:)``, ``LayoutSolverError/unknownVariable(_:)``, and for a
    ///   required constraint that contradicts required ones already added,
    ///   ``LayoutSolverError/unsatisfiableConstraint(_:conflicting:)``, for an infinite or NaN number
    ///   ``LayoutSolverError/nonFiniteConstraint(_:)``, for a strength made from a NaN priority
    ///   ``LayoutSolverError/invalidStrength(_:)``. The solver is unchanged after any of them.
    mutating func addConstraint(_ constraint: Constraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        if slots[key] != nil { throw .duplicateConstraint(constraint) }
        if !constraint.expression.constant.isFinite { throw .nonFiniteConstraint(constraint) }
        if !constraint.strength.isValid { throw .invalidStrength(constraint) }
        for term in constraint.expression.terms {
            let id = Int(term.variable.id)
            guard id >= 0, id < tableau.kinds.count, tableau.kinds[id] == .external else {
                throw .unknownVariable(term.variable)
            }
            if !term.coefficient.isFinite { throw .nonFiniteConstraint(constraint) }
        }
        let slot = reserveSlot()
        let (row, tag, solvedFor) = tableau.makeRow(
            constraint.expression, constraint.relation, constraint.strength, slot: slot)
        let outcome: RowAddition
        do {
            outcome = try tableau.add(row, tag, solvedFor: solvedFor)
        } catch {
            releaseSlot(slot, tag: tag)
            throw error
        }
        if case .unsatisfiable(let markers) = outcome {
            releaseSlot(slot, tag: tag)
            throw .unsatisfiableConstraint(constraint, conflicting: conflicting(markers) + [constraint])
        }
        slots.updateValue(slot, forKey: key)
        constraints[Int(slot)] = constraint
        tags[Int(slot)] = tag
        sequence[Int(slot)] = nextSequence
        nextSequence &+= 1
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)`` if it is not in the solver.
    mutating func removeConstraint(_ constraint: Constraint) throws(LayoutSolverError) {
        guard let slot = slots.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let tag = tags[Int(slot)]
        releaseSlot(slot, tag: nil)
        try tableau.remove(tag, strength: constraint.strength)
    }

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then moves it towards a value, at this strength.
    ///
    /// - Throws: ``LayoutSolverError/requiredEditStrength(_:)`` for a required strength (an edit must be able to give
    ///   way to required constraints), ``LayoutSolverError/duplicateEditVariable(_:)``,
    ///   ``LayoutSolverError/unknownVariable(_:)``.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(LayoutSolverError) {
        if strength.isRequired { throw .requiredEditStrength(variable) }
        if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, 0, strength: strength)
        try addConstraint(constraint)
        let tag = tags[Int(slots[ObjectIdentifier(constraint)]!)]
        edits[variable.id] = Edit(constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops editing `variable`.
    mutating func removeEditVariable(_ variable: Variable) throws(LayoutSolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex: only the edit's constant moves, so
    /// only the rows it appears in change, and only those that go infeasible pivot.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(LayoutSolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        tableau.suggest(delta, tag: edit.tag)
        try tableau.dualOptimize()
    }

    mutating func replaceConstant(of old: Constraint, with new: Constraint) throws(LayoutSolverError) {
        guard let slot = slots[ObjectIdentifier(old)] else { throw .unknownConstraint(old) }
        if old === new { return }
        if slots[ObjectIdentifier(new)] != nil { throw .duplicateConstraint(new) }
        guard new.relation == old.relation, new.strength == old.strength,
            new.expression.terms == old.expression.terms
        else { throw .notAConstantChange(old, new) }
        guard new.expression.constant.isFinite else { throw .nonFiniteConstraint(new) }
        let delta = new.expression.constant - old.expression.constant
        if delta != 0,
            let markers = try tableau.shiftConstant(
                by: delta, tag: tags[Int(slot)], relation: new.relation, strength: new.strength)
        {
            let others = conflicting(markers).filter { $0 !== old }
            throw .unsatisfiableConstraint(new, conflicting: others + [new])
        }
        slots.removeValue(forKey: ObjectIdentifier(old))
        slots.updateValue(slot, forKey: ObjectIdentifier(new))
        constraints[Int(slot)] = new
    }

    mutating func reserveSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        constraints.append(nil)
        tags.append(ConstraintTag(marker: -1, other: -1))
        sequence.append(0)
        return Int32(constraints.count - 1)
    }

    mutating func releaseSlot(_ slot: Int32, tag: ConstraintTag?) {
        constraints[Int(slot)] = nil
        if let tag {
            tableau.owner[Int(tag.marker)] = -1
            if tag.other >= 0 { tableau.owner[Int(tag.other)] = -1 }
        }
        freeSlots.append(slot)
    }

    /// The required constraints owning the given markers, in the order they were added.
    func conflicting(_ markers: [Int32]) -> [Constraint] {
        var found: [Int32] = []
        for marker in markers {
            let slot = tableau.owner[Int(marker)]
            if slot >= 0, let constraint = constraints[Int(slot)], constraint.strength.isRequired,
                !found.contains(slot)
            {
                found.append(slot)
            }
        }
        return found.sorted { sequence[Int($0)] < sequence[Int($1)] }.compactMap { constraints[Int($0)] }
    }
}

extension Tableau {
    /// Moves an edit constraint's value by `delta` (its expression `v` becomes `v - delta`, whose errors' marker
    /// coefficient is -1): the row of whichever of its errors is basic, or else every row its marker appears in. Rows
    /// that go negative are queued for the dual simplex.
    mutating func suggest(_ delta: Double, tag: ConstraintTag) {
        if basicRow[Int(tag.marker)] < 0 && basicRow[Int(tag.other)] >= 0 {
            shiftMarker(tag.other, by: -delta)
        } else {
            shiftMarker(tag.marker, by: delta)
        }
    }
}
