import Testing

@testable import OpenUIKitLayoutSolver

/// The solver's table from constraints to slots answers exactly as a `Dictionary` keyed by the constraints'
/// identities does, through growth and removals that shift entries back.
@Suite struct ConstraintSlotsTests {
    /// Random insertions, replacements, lookups and removals of up to 300 live constraints, checked step by step
    /// against a dictionary.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func answersAsADictionaryDoes(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let objects = (0..<300).map { _ in Constraint(LinearExpression(0), .equal, 0) }
        var table = ConstraintSlots()
        var reference: [ObjectIdentifier: Int32] = [:]
        for step in 0..<3_000 {
            let key = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &generator)])
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let slot = Int32(step)
                #expect(table.updateValue(slot, forKey: key) == reference.updateValue(slot, forKey: key))
            case 1:
                #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
            default:
                #expect(table[key] == reference[key])
            }
            #expect(table.count == reference.count)
        }
        for object in objects { #expect(table[ObjectIdentifier(object)] == reference[ObjectIdentifier(object)]) }
        #expect(table.slots.sorted() == reference.values.sorted())
    }

    /// An empty table finds nothing and removes nothing.
    @Test func anEmptyTableHoldsNothing() {
        var table = ConstraintSlots()
        let constraint = Constraint(LinearExpression(0), .equal, 0)
        #expect(table[ObjectIdentifier(constraint)] == nil)
        #expect(table.removeValue(forKey: ObjectIdentifier(constraint)) == nil)
        #expect(table.slots == [])
        #expect(table.count == 0)
    }
}
