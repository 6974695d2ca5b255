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
    var tableau = Tableau()

    /// The external symbols, in the order they were made, for ``updateVariables()``.
    var variables: ContiguousArray<Int32> = []
    /// Values by symbol, as of the last ``updateVariables()``.
    var values: ContiguousArray<Double> = []

    // Constraints by slot.
    var slots: [ObjectIdentifier: Int32] = [:]
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

    public init() {}

    deinit { tableau.columns.deallocate() }

    /// A new variable, zero until constrained.
    public func makeVariable() -> Variable {
        let symbol = tableau.makeSymbol(.external)
        variables.append(symbol)
        return Variable(id: symbol)
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    public func value(of variable: Variable) -> Double {
        let index = Int(variable.id)
        return index < values.count ? values[index] : 0
    }

    /// Copies the solution into the values that ``value(of:)`` reads: each basic variable's row constant, zero for the
    /// others.
    public func updateVariables() {
        if values.count < tableau.kinds.count {
            values.append(contentsOf: repeatElement(0, count: tableau.kinds.count - values.count))
        }
        let tableau = self.tableau
        values.withUnsafeMutableBufferPointer { values in
            for symbol in variables { values[Int(symbol)] = tableau.value(of: symbol) }
        }
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { slots[ObjectIdentifier(constraint)] != nil }

    /// The constraints in the solver, in the order they were added (edit variables' constraints excluded).
    public var allConstraints: [Constraint] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        return slots.values.sorted { sequence[Int($0)] < sequence[Int($1)] }
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
    public func addConstraint(_ constraint: Constraint) throws(LayoutSolverError) {
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
        let (row, tag) = tableau.makeRow(constraint.expression, constraint.relation, constraint.strength, slot: slot)
        let outcome: RowAddition
        do {
            outcome = try tableau.add(row, tag)
        } catch {
            releaseSlot(slot, tag: tag)
            throw error
        }
        if case .unsatisfiable(let markers) = outcome {
            releaseSlot(slot, tag: tag)
            throw .unsatisfiableConstraint(constraint, conflicting: conflicting(markers) + [constraint])
        }
        slots[key] = slot
        constraints[Int(slot)] = constraint
        tags[Int(slot)] = tag
        sequence[Int(slot)] = nextSequence
        nextSequence &+= 1
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(LayoutSolverError) {
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
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(LayoutSolverError) {
        if strength.isRequired { throw .requiredEditStrength(variable) }
        if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, 0, strength: strength)
        try addConstraint(constraint)
        let tag = tags[Int(slots[ObjectIdentifier(constraint)]!)]
        edits[variable.id] = Edit(constraint: constraint, tag: tag, constant: 0)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(LayoutSolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex: only the edit's constant moves, so
    /// only the rows it appears in change, and only those that go infeasible pivot.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(LayoutSolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        tableau.suggest(delta, tag: edit.tag)
        try tableau.dualOptimize()
    }

    func reserveSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        constraints.append(nil)
        tags.append(ConstraintTag(marker: -1, other: -1))
        sequence.append(0)
        return Int32(constraints.count - 1)
    }

    func releaseSlot(_ slot: Int32, tag: ConstraintTag?) {
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
    /// Moves an edit constraint's constant by `delta`: the row of whichever of its errors is basic, or else every row
    /// its marker appears in. Rows that go negative are queued for the dual simplex.
    mutating func suggest(_ delta: Double, tag: ConstraintTag) {
        let plusRow = basicRow[Int(tag.marker)]
        if plusRow >= 0 {
            rows[Int(plusRow)].constant -= delta
            if rows[Int(plusRow)].constant < 0 { infeasible.append(tag.marker) }
            return
        }
        let minusRow = basicRow[Int(tag.other)]
        if minusRow >= 0 {
            rows[Int(minusRow)].constant += delta
            if rows[Int(minusRow)].constant < 0 { infeasible.append(tag.other) }
            return
        }
        for id in rows(containing: tag.marker) {
            let coefficient = rows[Int(id)].coefficient(for: tag.marker)
            rows[Int(id)].constant += delta * coefficient
            let basic = rowBasic[Int(id)]
            if isRestricted(basic) && rows[Int(id)].constant < 0 { infeasible.append(basic) }
        }
    }
}
