import Foundation
import Testing
@testable import OpenUIKitCore
import OpenUIKitTesting

/// Constraints, anchors, guides and the layout engine refer to views and guides without keeping them, and read nil
/// once they are released, as UIKit's weak references do; and they do so without giving the views a side table
/// (which would put every retain and release of a laid-out view on the runtime's slow path).
@MainActor
struct LayoutItemReferenceTests {
    @Test func aReleasedViewReadsNilInItsConstraintsAnchorsAndGuideAndActivatingThemIsReported() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        var badge: UIView? = constrainedView("badge")
        window.addSubview(badge!)
        let leading = badge!.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let width = badge!.widthAnchor.constraint(equalToConstant: 20)
        let top = badge!.topAnchor
        let guide = UILayoutGuide()
        guide.identifier = "strip"
        badge!.addLayoutGuide(guide)
        let guideWidth = guide.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([
            leading, width, top.constraint(equalTo: window.topAnchor, constant: 4),
            badge!.heightAnchor.constraint(equalToConstant: 8), guideWidth,
        ])
        window.layoutIfNeeded()
        #expect(badge!.frame == CGRect(x: 10, y: 4, width: 20, height: 8))
        // A named constraint's lazily made name reads the view while it lives.
        let name = LayoutEngine.lazyName(of: badge!) { "pin of \($0)" }
        let namedBefore = name()
        weak let released = badge
        badge!.removeFromSuperview()
        badge = nil
        #expect(released == nil)
        #expect(
            [
                leading.firstItem === nil, leading.secondItem === window, width.firstItem === nil,
                width.secondItem === nil,
            ]
                == [true, true, true, true])
        #expect([top.item === nil, guide.owningView === nil, guideWidth.firstItem === guide] == [true, true, true])
        // `width` and `guideWidth` were installed on the released view: no longer active.
        #expect([leading.isActive, width.isActive, guideWidth.isActive] == [false, false, false])
        #expect([namedBefore, name()] == ["pin of badge", "pin of a released view"])
        #expect(
            [leading.description, width.description, top.description]
                == ["nil.leading == UIWindow.leading + 10", "nil.width == 20", "nil.top"])
        // Activating, deactivating and making constraints from the anchor: reported, never a crash.
        leading.isActive = true
        width.isActive = false
        width.isActive = true
        let fromAnchor = top.constraint(equalTo: window.topAnchor)
        fromAnchor.isActive = true
        guideWidth.isActive = true
        window.layoutIfNeeded()
        #expect(
            [leading.isActive, width.isActive, fromAnchor.isActive, guideWidth.isActive]
                == Array(repeating: false, count: 4))
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: NSLayoutConstraint nil.leading == UIWindow.leading + 10: cannot be activated: nil is in "
                    + "no view",
                "apiMisuse: NSLayoutConstraint nil.width == 20: cannot be activated: nil is in no view",
                "apiMisuse: NSLayoutConstraint nil.top == UIWindow.top: cannot be activated: the first item is not a "
                    + "view or a layout guide",
                "apiMisuse: NSLayoutConstraint strip.width == 5: cannot be activated: strip is in no view",
            ])
    }

    /// The window's engine held the view's items and solver constraints when the view went: the next pass drops
    /// them, and the view that stays is laid out as before.
    @Test func aViewReleasedBetweenPassesLeavesTheEngineWithoutACrash() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let stay = constrainedView("stay")
        var gone: UIView? = constrainedView("gone")
        window.addSubview(stay)
        window.addSubview(gone!)
        let inside = [
            gone!.widthAnchor.constraint(equalToConstant: 30), gone!.heightAnchor.constraint(equalToConstant: 30),
        ]
        NSLayoutConstraint.activate(
            inside + [
                gone!.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                gone!.topAnchor.constraint(equalTo: window.topAnchor),
                stay.leadingAnchor.constraint(equalTo: gone!.trailingAnchor, constant: 5),
                stay.topAnchor.constraint(equalTo: window.topAnchor),
                stay.widthAnchor.constraint(equalToConstant: 40), stay.heightAnchor.constraint(equalToConstant: 40),
            ])
        window.layoutIfNeeded()
        #expect(stay.frame == CGRect(x: 35, y: 0, width: 40, height: 40))
        gone!.removeFromSuperview()
        gone = nil
        #expect(inside.map { $0.firstItem === nil } == [true, true])
        stay.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 7).isActive = true
        window.layoutIfNeeded()
        #expect(stay.frame == CGRect(x: 7, y: 0, width: 40, height: 40))
        #expect(driver.diagnostics == [])
    }

    /// The engine finds a view's item through the view's box, without hashing; a fitting engine measuring the view
    /// takes the box over for a while, and the window's engine then finds its item in its table again; a view that
    /// leaves the window leaves the box empty.
    @Test func theEngineFindsItsItemsThroughTheBoxesAndAFittingEngineDoesNotConfuseIt() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let card = constrainedView("card")
        let chip = constrainedView("chip")
        window.addSubview(card)
        card.addSubview(chip)
        let chipWidth = chip.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            chip.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            chip.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            chip.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            chip.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            chipWidth, chip.heightAnchor.constraint(equalToConstant: 12),
        ])
        window.layoutIfNeeded()
        let engine = try #require(window.storedLayoutEngine)
        var log: [String] = []
        func record(_ step: String) {
            let item = engine.items[ObjectIdentifier(chip)]
            let cached = item != nil && engine.cachedItem(chip.itemReference) === item
            log.append("\(step): cached \(cached), card \(card.frame), chip \(chip.frame)")
        }
        record("laid out")
        log.append("fits \(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))")
        record("measured")
        chipWidth.constant = 50
        window.layoutIfNeeded()
        record("wider")
        chip.removeFromSuperview()
        window.layoutIfNeeded()
        log.append(
            "removed: item \(engine.items[ObjectIdentifier(chip)] != nil), cached \(engine.cachedItem(chip.itemReference) != nil)"
        )
        #expect(
            log == [
                "laid out: cached true, card \(CGRect(x: 10, y: 20, width: 40, height: 22)), chip \(CGRect(x: 5, y: 5, width: 30, height: 12))",
                "fits \(CGSize(width: 40, height: 22))",
                "measured: cached false, card \(CGRect(x: 10, y: 20, width: 40, height: 22)), chip \(CGRect(x: 5, y: 5, width: 30, height: 12))",
                "wider: cached true, card \(CGRect(x: 10, y: 20, width: 60, height: 22)), chip \(CGRect(x: 5, y: 5, width: 50, height: 12))",
                "removed: item false, cached false",
            ])
    }

    #if arch(x86_64) || arch(arm64)
        /// Whether the runtime moved `object`'s reference counts to a side table, which the first weak reference
        /// to an object does: the two top bits of its inline count word (the Swift runtime's layout on 64-bit
        /// platforms, RefCount.h: `UseSlowRC` and the side-table mark).
        private func hasSideTable(_ object: AnyObject) -> Bool {
            let bits = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
            return bits >> 62 == 0b11
        }

        @Test func aFormLaidOutThroughAutoLayoutGivesItsViewsAndGuidesNoSideTable() throws {
            // The check itself: a weak reference gives one.
            let probe = UIView()
            #expect(!hasSideTable(probe))
            weak let weakProbe = probe
            #expect(hasSideTable(probe) && weakProbe === probe)

            let driver = EventDriver()
            let window = driver.makeWindow()
            let column = UIStackView()
            column.axis = .vertical
            column.spacing = 8
            column.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(column)
            for index in 0..<3 {
                let label = UILabel()
                label.text = "Field \(index + 1)"
                let field = UITextField()
                field.placeholder = "Value"
                let row = UIStackView(arrangedSubviews: [label, field])
                row.spacing = 8
                column.addArrangedSubview(row)
            }
            let margins = window.layoutMarginsGuide
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                column.topAnchor.constraint(equalTo: margins.topAnchor),
            ])
            window.layoutIfNeeded()
            #expect(column.arrangedSubviews.map { $0.frame.height > 0 } == [true, true, true])
            var views: [UIView] = []
            func collect(_ view: UIView) {
                views.append(view)
                for subview in view.subviews { collect(subview) }
            }
            collect(window)
            #expect(views.count == 11)
            #expect(views.filter(hasSideTable).map { "\(type(of: $0))" } == [])
            let constraints = views.flatMap(\.constraints)
            #expect(constraints.count > 30)
            #expect(constraints.filter(hasSideTable).map(\.description) == [])
            #expect(!hasSideTable(margins))
            let engine = try #require(window.storedLayoutEngine)
            #expect(!hasSideTable(engine))
            #expect(driver.diagnostics == [])
        }
    #endif
}
