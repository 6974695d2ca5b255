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

    /// A view's four intrinsic-size constraints are named by the view's box from their tag and their own constant:
    /// hugging then compression resistance, width then height, with the view's name while it lives.
    @Test func intrinsicSizeConstraintsAreNamedByTheirView() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        var label: UILabel? = UILabel()
        label!.text = "Name"
        label!.accessibilityIdentifier = "nameLabel"
        label!.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label!)
        label!.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        label!.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        window.layoutIfNeeded()
        let engine = try #require(window.storedLayoutEngine)
        let item = try #require(engine.items[ObjectIdentifier(label!)])
        let size = label!.intrinsicContentSize
        let width = NSLayoutConstraint.number(size.width)
        let height = NSLayoutConstraint.number(size.height)
        let solverForms = item.intrinsic
        #expect(
            solverForms.map { $0.identifier ?? "no name" } == [
                "nameLabel intrinsic width: hugging width <= \(width)",
                "nameLabel intrinsic width: compression resistance width >= \(width)",
                "nameLabel intrinsic height: hugging height <= \(height)",
                "nameLabel intrinsic height: compression resistance height >= \(height)",
            ])
        label!.removeFromSuperview()
        window.layoutIfNeeded()
        label = nil
        #expect(solverForms.first?.identifier == "a released view intrinsic width: hugging width <= \(width)")
    }
}
