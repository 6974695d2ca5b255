/// An unknown of a constraint system, such as one edge or the width of one view.
///
/// A variable belongs to the ``LayoutSolver`` that made it (``LayoutSolver/makeVariable()``): it is an index into that
/// solver's tables, not an object, so systems of thousands of variables cost no reference counting. Passing a variable
/// to a solver that did not make it is reported as ``LayoutSolverError/unknownVariable(_:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's internal symbol for this variable.
    public let id: Int32

    @inlinable
    init(id: Int32) { self.id = id }

    public var description: String { "v\(id)" }
}

/// One variable times a coefficient, a summand of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A sum of terms plus a constant: `2 * width + x + 8`.
///
/// Terms are kept as written (a variable may appear twice); the solver adds them up when the constraint is added.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    @inlinable
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    @inlinable
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    @inlinable
    public init(_ constant: Double) { self.init(terms: [], constant: constant) }

    /// The value of the expression for the given variable values.
    @inlinable
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }
}

// Arithmetic for writing constraints the way they read: `x2 == x1 + w1 + 8`, `2 * centre == left + right`.

extension LinearExpression {
    @inlinable
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        // An empty side shares the other's terms: no new array for `expression + 8` or a constraint against a number.
        if rhs.terms.isEmpty { return LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs.constant) }
        if lhs.terms.isEmpty { return LinearExpression(terms: rhs.terms, constant: lhs.constant + rhs.constant) }
        return LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    @inlinable
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }

    @inlinable
    public static prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }

    /// One array for the result (not one for `-rhs` and another for the sum): every constraint is made through this.
    @inlinable
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs.constant) }
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return LinearExpression(terms: terms, constant: lhs.constant - rhs.constant)
    }

    @inlinable
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    @inlinable
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

    @inlinable
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }
}

extension Variable {
    @inlinable
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(lhs), Term(rhs)])
    }

    @inlinable
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(lhs), Term(rhs, -1)])
    }

    @inlinable
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs)], constant: rhs)
    }

    @inlinable
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs)], constant: -rhs)
    }

    @inlinable
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(terms: [Term(rhs, lhs)]) }

    @inlinable
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    @inlinable
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
    }

    @inlinable
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    @inlinable
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

/// Anything that can be one side of a ``Constraint``: a variable, an expression or a number.
public protocol LinearExpressible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressible {
    @inlinable
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressible {
    @inlinable
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressible {
    @inlinable
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Int: LinearExpressible {
    @inlinable
    public var linearExpression: LinearExpression { LinearExpression(Double(self)) }
}
