import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// The solver's name of an app constraint reads the constraint while it lives, and says it is gone afterwards,
/// without keeping it alive.
@MainActor
struct ConstraintNameSourceTests {
    @Test func theSolverNameFollowsTheConstraintAndOutlivesIt() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        var width: NSLayoutConstraint? = box.widthAnchor.constraint(equalToConstant: 40)
        width!.identifier = "boxWidth"
        width!.isActive = true
        window.layoutIfNeeded()
        let solverForm = try #require(width!.solverConstraint)
        let description = width!.description
        weak let released = width
        var names = [solverForm.identifier ?? "no name"]
        width!.isActive = false
        // The engine lets the constraint go in its next pass (its queue holds it until then).
        window.layoutIfNeeded()
        width = nil
        names.append(solverForm.identifier ?? "no name")
        #expect(released == nil)
        #expect(names == [description, "a released constraint"])
    }
}
