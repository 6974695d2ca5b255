import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// UIKit's layout pass with constraints, as ordered logs: `updateConstraints` from the leaves up, solved frames,
/// `layoutSubviews` from the top down, and app code changing constraints and views from inside each step.
@MainActor
@Suite struct LayoutPassTests {
    final class LoggingView: UIView {
        var log: (String) -> Void = { _ in }
        var onUpdateConstraints: () -> Void = {}
        var onLayout: () -> Void = {}
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
        init(_ name: String) {
            super.init(frame: .zero)
            accessibilityIdentifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }
        override func updateConstraints() {
            log("\(accessibilityIdentifier!).updateConstraints")
            onUpdateConstraints()
            super.updateConstraints()
        }
        override func layoutSubviews() {
            let f = frame
            log("\(accessibilityIdentifier!).layoutSubviews \(f.minX),\(f.minY) \(f.width)×\(f.height)")
            onLayout()
        }
    }

    /// UIKit's pass: update constraints from the leaves up, then frames, then `layoutSubviews` from the top down;
    /// a constant changed in `updateConstraints` is in the frames the same pass lays out.
    @Test func thePassUpdatesConstraintsBottomUpThenWritesFramesThenLaysOutTopDown() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        var log: [String] = []
        let outer = LoggingView("outer")
        let inner = LoggingView("inner")
        outer.log = { log.append($0) }
        inner.log = { log.append($0) }
        window.addSubview(outer)
        outer.addSubview(inner)
        let outerWidth = outer.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.topAnchor.constraint(equalTo: window.topAnchor), outerWidth,
            outer.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor), inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        outer.onUpdateConstraints = { outerWidth.constant = 120 }
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints() && inner.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(
            log == [
                "inner.updateConstraints", "outer.updateConstraints",
                "outer.layoutSubviews 0.0,0.0 120.0×50.0", "inner.layoutSubviews 10.0,0.0 100.0×20.0",
            ])
        #expect(!outer.needsUpdateConstraints() && !inner.needsUpdateConstraints())
        log = []
        // A constant changed from outside: the next pass re-solves and lays out only what changed size.
        outerWidth.constant = 140
        window.layoutIfNeeded()
        #expect(
            log == ["outer.layoutSubviews 0.0,0.0 140.0×50.0", "inner.layoutSubviews 10.0,0.0 120.0×20.0"])
        log = []
        window.layoutIfNeeded()
        #expect(log == [])
        #expect(driver.diagnostics == [])
    }

    /// App code may change constraints from `layoutSubviews` (the pass goes round again) and add views and
    /// constraints from `updateConstraints`; a `layoutSubviews` that never settles is cut off with a diagnostic.
    @Test func constraintsChangedFromInsideThePassAreSolvedInTheSamePassAndALoopIsCutOff() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        var log: [String] = []
        let outer = LoggingView("outer")
        outer.log = { log.append($0) }
        window.addSubview(outer)
        let width = outer.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.topAnchor.constraint(equalTo: window.topAnchor), width,
            outer.heightAnchor.constraint(equalToConstant: 50),
        ])
        let added = constrainedView("added")
        outer.onUpdateConstraints = {
            outer.addSubview(added)
            NSLayoutConstraint.activate([
                added.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                added.topAnchor.constraint(equalTo: outer.topAnchor),
                added.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
                added.heightAnchor.constraint(equalToConstant: 5),
            ])
        }
        outer.onLayout = { if width.constant < 120 { width.constant += 10 } }
        outer.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(
            log == [
                "outer.updateConstraints", "outer.layoutSubviews 0.0,0.0 100.0×50.0",
                "outer.layoutSubviews 0.0,0.0 110.0×50.0", "outer.layoutSubviews 0.0,0.0 120.0×50.0",
            ])
        #expect(added.frame == CGRect(x: 0, y: 0, width: 60, height: 5))
        #expect(driver.diagnostics == [])
        log = []
        outer.onLayout = { width.constant += 1 }
        width.constant = 0
        window.layoutIfNeeded()
        #expect(log.count == 8)
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: Auto Layout: the layout of UIWindow did not settle after 8 passes "
                    + "(layoutSubviews keeps changing constraints); stopped"
            ])
    }

    /// A view removed by another's `updateConstraints` in the same round is not called, and its constraints to
    /// the rest of the window go with it.
    @Test func aViewRemovedFromInsideUpdateConstraintsIsNotCalledAndItsConstraintsGo() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        var log: [String] = []
        let first = LoggingView("first")
        let second = LoggingView("second")
        for view in [first, second] {
            view.log = { log.append($0) }
            window.addSubview(view)
        }
        let pins = [
            first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.topAnchor.constraint(equalTo: window.topAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        first.onUpdateConstraints = { second.removeFromSuperview() }
        first.setNeedsUpdateConstraints()
        second.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(log == ["first.updateConstraints", "first.layoutSubviews 0.0,0.0 10.0×10.0"])
        #expect(pins.map(\.isActive) == [true, true, false, false])
        #expect(window.constraints.isEmpty && first.constraints.count == 2)
        #expect(driver.diagnostics == [])
    }

    /// A constraint changed in one window, moved with its view to another and changed there again is solved in the
    /// new window with its latest constant, whichever window lays out first; the old window only lets it go.
    @Test func aConstraintChangedAcrossTwoWindowsIsSolvedInTheNewOneWithItsLatestConstant() throws {
        let driver = EventDriver()
        let first = driver.makeWindow()
        let second = driver.makeWindow()
        var log: [String] = []
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = LoggingView("box")
        box.log = { log.append($0) }
        container.addSubview(box)
        first.addSubview(container)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        ])
        first.layoutIfNeeded()
        // Queued in the first window, then in the second while the first still holds it.
        width.constant = 50
        second.addSubview(container)
        width.constant = 60
        second.layoutIfNeeded()
        first.layoutIfNeeded()
        width.constant = 70
        second.layoutIfNeeded()
        first.layoutIfNeeded()
        #expect(
            log == [
                "box.layoutSubviews 5.0,5.0 40.0×10.0", "box.layoutSubviews 5.0,5.0 60.0×10.0",
                "box.layoutSubviews 5.0,5.0 70.0×10.0",
            ])
        #expect(driver.diagnostics == [])
    }
}
