import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Constraints, anchors, layout guides and the window's layout engine: frames against values computed by hand, and
/// whole diagnostics.
@MainActor
@Suite struct AutoLayoutTests {
    /// A view with a fixed intrinsic size (-1: none on that axis) that can change it.
    final class Sized: UIView {
        var size: CGSize {
            didSet { invalidateIntrinsicContentSize() }
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        init(_ width: CGFloat, _ height: CGFloat, name: String) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
            accessibilityIdentifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func edgesPinnedWithConstantsAndACentreMultiplierMeasuredInTheSuperview() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()  // 320 × 480
        let container = constrainedView("container")
        let child = constrainedView("child")
        window.addSubview(container)
        container.addSubview(child)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            container.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -40),
            // centre x at half the superview's centre, in the superview's own space: a quarter of its width.
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        #expect(container.constraints.count == 2)
        #expect(window.constraints.count == 4)
        // The child's own height (width × 0.5 + 10) counts on both axes; its centres on one each; then the
        // constraints that place the container it is centred in.
        #expect(
            child.constraintsAffectingLayout(for: .vertical).map(\.description) == [
                "child.height == 0.5×child.width + 10", "child.centerY == container.centerY",
                // Through the container, which constraints place too; the window keeps its frame.
                "container.top == UIWindow.top + 40", "container.bottom == UIWindow.bottom - 40",
            ])
        #expect(
            child.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
                "child.width == 40", "child.height == 0.5×child.width + 10", "child.centerX == 0.5×container.centerX",
                "container.leading == UIWindow.leading + 20", "container.trailing == UIWindow.trailing - 20",
            ])
        window.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 20, y: 40, width: 280, height: 400))
        // centerX 70 (a quarter of 280) and centerY 200; 40 × 30.
        #expect(child.frame == CGRect(x: 50, y: 185, width: 40, height: 30))
        #expect(driver.diagnostics == [])
    }

    @Test func aRequiredConstraintBeatsA999OneAnd999Beats998() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = constrainedView("box")
        window.addSubview(box)
        let required = box.widthAnchor.constraint(equalToConstant: 100)
        let high = box.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .required - 1
        let lower = box.heightAnchor.constraint(equalToConstant: 10)
        lower.priority = UILayoutPriority(998)
        let higher = box.heightAnchor.constraint(equalToConstant: 20)
        higher.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            required, high, lower, higher, box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        required.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        higher.priority = UILayoutPriority(997)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(driver.diagnostics == [])
    }

    /// A label that hugs (251) and a field that does not (250), in one row with 8-point gaps: room to spare goes
    /// to the field; too little room is taken from the field (compression resistance 749 against the label's 750),
    /// and from the label once its resistance is the lower one.
    @Test func aHuggingLabelAndACompressingFieldInOneRowAtWideAndNarrowWidths() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let row = constrainedView("row")
        let label = Sized(80, 20, name: "label")
        let field = Sized(150, 30, name: "field")
        label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        window.addSubview(row)
        row.addSubview(label)
        row.addSubview(field)
        let width = row.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor), width,
            row.topAnchor.constraint(equalTo: window.topAnchor), row.heightAnchor.constraint(equalToConstant: 44),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        window.layoutIfNeeded()
        // 300 - 24 = 276 for both: the label keeps 80, the field grows to 196.
        #expect(label.frame == CGRect(x: 8, y: 12, width: 80, height: 20))
        #expect(field.frame == CGRect(x: 96, y: 7, width: 196, height: 30))
        width.constant = 200
        window.layoutIfNeeded()
        // 176 for 230 of content: the field gives up 54.
        #expect(label.frame == CGRect(x: 8, y: 12, width: 80, height: 20))
        #expect(field.frame == CGRect(x: 96, y: 7, width: 96, height: 30))
        // Swap the resistances: now the label gives way.
        label.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 12, width: 26, height: 20))
        #expect(field.frame == CGRect(x: 42, y: 7, width: 150, height: 30))
        #expect(driver.diagnostics == [])
    }

    @Test func anUnsatisfiableSetIsReportedTheNewestIsBrokenAndItReturnsWhenTheConflictGoes() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = constrainedView("box")
        window.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor), box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(wide.isActive)
        #expect(
            driver.diagnostics.map(\.description) == [
                "unsatisfiableConstraints: "
                    + unsatisfiable(
                        [
                            "<NSLayoutConstraint box.width == 100 (active)>",
                            "<NSLayoutConstraint 'wide' box.width == 200 (active)>",
                        ], broken: "<NSLayoutConstraint 'wide' box.width == 200 (active)>")
            ])
        narrow.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(driver.diagnostics.count == 1)
    }

    @Test func aViewThatStillTranslatesItsMaskConflictsWithASizeConstraintAndKeepsItsFrame() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        box.accessibilityIdentifier = "box"
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        window.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(
            driver.diagnostics.map(\.description) == [
                "unsatisfiableConstraints: "
                    + unsatisfiable(
                        [
                            "<NSAutoresizingMaskLayoutConstraint autoresizing mask of box: width == 30>",
                            "<NSLayoutConstraint box.width == 50 (active)>",
                        ], broken: "<NSLayoutConstraint box.width == 50 (active)>")
            ])
        // Once constraints govern it, the same constraint holds (and the pinned position is gone: x and y are
        // free, and the solver leaves them at zero).
        box.translatesAutoresizingMaskIntoConstraints = false
        box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5).isActive = true
        box.topAnchor.constraint(equalTo: window.topAnchor, constant: 6).isActive = true
        box.heightAnchor.constraint(equalToConstant: 40).isActive = true
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 6, width: 50, height: 40))
        #expect(driver.diagnostics.count == 1)
    }

    /// A view that keeps its frame again, then is resized against a width constraint of the app's: as in UIKit,
    /// the app's constraint is broken, never the frame's own (autoresizing-mask) constraint, so views placed
    /// against it follow the frame it really has.
    @Test func aResizedFrameBreaksTheAppsConflictingConstraintNotItsOwnPin() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = constrainedView("box")
        let follower = constrainedView("follower")
        window.addSubview(box)
        window.addSubview(follower)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 6), width,
            box.heightAnchor.constraint(equalToConstant: 40),
            follower.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: box.topAnchor), follower.widthAnchor.constraint(equalToConstant: 20),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 65, y: 6, width: 20, height: 20))
        box.translatesAutoresizingMaskIntoConstraints = true
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 65, y: 6, width: 20, height: 20))
        #expect(driver.diagnostics == [])
        box.frame = CGRect(x: 5, y: 6, width: 70, height: 40)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 6, width: 70, height: 40))
        #expect(follower.frame == CGRect(x: 85, y: 6, width: 20, height: 20))
        #expect(width.isActive)
        #expect(
            driver.diagnostics.map(\.description) == [
                "unsatisfiableConstraints: "
                    + unsatisfiable(
                        [
                            "<NSLayoutConstraint box.width == 50 (active)>",
                            "<NSAutoresizingMaskLayoutConstraint autoresizing mask of box: width == 70>",
                        ], broken: "<NSLayoutConstraint box.width == 50 (active)>")
            ])
    }

    @Test func constraintsBetweenUnrelatedViewsAndInvalidAttributesAreReportedAndStayInactive() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let a = constrainedView("a")
        let b = constrainedView("b")
        window.addSubview(a)
        let unrelated = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        unrelated.isActive = true
        #expect(!unrelated.isActive)
        let mixed = NSLayoutConstraint(
            item: a, attribute: .left, relatedBy: .equal, toItem: window, attribute: .top, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        let positionToConstant = NSLayoutConstraint(
            item: a, attribute: .centerX, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        positionToConstant.isActive = true
        #expect(!positionToConstant.isActive)
        #expect(
            driver.diagnostics.map(\.description) == [
                "constraintWithoutCommonAncestor: a.leading == b.leading cannot be activated: a and b have no common "
                    + "ancestor (are both in the same view hierarchy?)",
                "apiMisuse: NSLayoutConstraint a.left == UIWindow.top: cannot be activated: left and top are "
                    + "on different axes",
                "apiMisuse: NSLayoutConstraint a.centerX == 10: cannot be activated: a position (centerX) "
                    + "cannot be related to a constant alone",
            ])
    }

    @Test func theConstraintKeepsWhatItWasMadeWith() {
        let a = constrainedView("a")
        let b = constrainedView("b")
        let constraint = a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: 3)
        constraint.identifier = "w"
        constraint.priority = .defaultHigh
        #expect(constraint.firstItem === a && constraint.secondItem === b)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .height)
        #expect(constraint.relation == .lessThanOrEqual && constraint.multiplier == 2 && constraint.constant == 3)
        #expect(constraint.description == "'w' a.width <= 2×b.height + 3 @750")
        #expect(!constraint.isActive)
        let fixed = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute && fixed.constant == 44)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && (UILayoutPriority.defaultLow + 1).rawValue == 251)
    }

    /// Removing a view deactivates the constraints between its subtree and views outside it, as UIKit does;
    /// constraints inside the subtree stay, and are solved again when it comes back.
    @Test func removingAViewDeactivatesItsConstraintsToTheOutsideOnly() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let card = constrainedView("card")
        let badge = constrainedView("badge")
        window.addSubview(card)
        card.addSubview(badge)
        let outside = [
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ]
        let inside = [
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            badge.topAnchor.constraint(equalTo: card.topAnchor), badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(outside + inside)
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(badge.frame == CGRect(x: 80, y: 0, width: 20, height: 20))
        card.removeFromSuperview()
        #expect(outside.map(\.isActive) == [false, false])
        let insideStillActive = inside.allSatisfy(\.isActive)
        #expect(insideStillActive)
        window.addSubview(card)
        card.trailingAnchor.constraint(equalTo: window.trailingAnchor).isActive = true
        card.bottomAnchor.constraint(equalTo: window.bottomAnchor).isActive = true
        inside[2].constant = -5
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 220, y: 420, width: 100, height: 60))
        #expect(badge.frame == CGRect(x: 75, y: 0, width: 20, height: 20))
        #expect(driver.diagnostics == [])
    }

    @Test func anIntrinsicSizeThatChangesIsReadInTheNextPass() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let chip = Sized(40, 20, name: "chip")
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(chip)
        window.addSubview(toggle)
        NSLayoutConstraint.activate([
            chip.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            chip.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
            toggle.leadingAnchor.constraint(equalTo: chip.trailingAnchor, constant: 8),
            toggle.centerYAnchor.constraint(equalTo: chip.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(chip.frame == CGRect(x: 8, y: 8, width: 40, height: 20))
        // Centre y 18 puts the switch's top at 2.5, snapped to the window's pixel grid (scale 1).
        #expect(toggle.frame == CGRect(x: 56, y: 3, width: 51, height: 31))
        chip.size = CGSize(width: 60, height: 30)
        window.layoutIfNeeded()
        #expect(chip.frame == CGRect(x: 8, y: 8, width: 60, height: 30))
        #expect(toggle.frame == CGRect(x: 76, y: 8, width: 51, height: 31))
        #expect(driver.diagnostics == [])
    }

    /// Constraints activated in a hierarchy that is not in a window yet wait on their views and are solved when
    /// the hierarchy enters one; a TAMIC view's frame set by the app reaches views constrained to it.
    @Test func aHierarchyBuiltOffWindowIsSolvedWhenItEntersAndFollowsItsPinnedSuperview() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let fill = constrainedView("fill")
        panel.addSubview(fill)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 4),
            fill.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4),
            fill.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4),
            fill.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -4),
        ])
        #expect(panel.constraints.count == 4)
        window.addSubview(panel)
        window.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 4, y: 4, width: 192, height: 92))
        panel.frame = CGRect(x: 10, y: 10, width: 300, height: 50)
        window.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 4, y: 4, width: 292, height: 42))
        #expect(driver.diagnostics == [])
    }

    /// Constraints to a view's margins and safe-area guides follow the insets; an app's own guide is placed by its
    /// constraints like an invisible view and reports the frame it got.
    @Test func layoutGuidesAreConstraintItemsTheViewsOwnFollowItsInsets() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let card = constrainedView("card")
        let content = constrainedView("content")
        let tag = constrainedView("tag")
        let gap = UILayoutGuide()
        gap.identifier = "gap"
        window.addSubview(card)
        card.addSubview(content)
        card.addSubview(tag)
        card.addLayoutGuide(gap)
        card.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
            card.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            gap.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            gap.topAnchor.constraint(equalTo: card.topAnchor), gap.widthAnchor.constraint(equalToConstant: 50),
            gap.heightAnchor.constraint(equalToConstant: 20),
            tag.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            tag.topAnchor.constraint(equalTo: gap.bottomAnchor),
            tag.widthAnchor.constraint(equalTo: gap.widthAnchor), tag.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 8, width: 200, height: 100))
        #expect(content.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
        #expect(gap.layoutFrame == CGRect(x: 10, y: 0, width: 50, height: 20))
        #expect(tag.frame == CGRect(x: 60, y: 20, width: 50, height: 5))
        card.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 5, y: 5, width: 190, height: 90))
        // Taking the guide away deactivates what related to it; the tag keeps only its size.
        card.removeLayoutGuide(gap)
        #expect(card.constraints.filter { $0.firstItem === gap || $0.secondItem === gap }.isEmpty)
        #expect(driver.diagnostics == [])
        let described = content.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 4).description
        #expect(described == "content.leading == UIViewLayoutMarginsGuide.leading + 4")
    }
    /// Margin attributes are the edges of the view's margins guide; resizing the window re-solves what hangs on it.
    @Test func marginAttributesFollowTheMarginsAndAWindowResizeReLaysOut() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        window.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        let bar = constrainedView("bar")
        window.addSubview(bar)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: bar, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: bar, attribute: .trailing, relatedBy: .equal, toItem: window, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: bar, attribute: .bottom, relatedBy: .equal, toItem: window, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 12, y: 432, width: 296, height: 44))
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 12, y: 252, width: 376, height: 44))
        #expect(driver.diagnostics == [])
    }
    /// UIKit's own views take part through their intrinsic sizes: a label's follows its text, a button's its title.
    @Test func aLabelAndAButtonAreSizedByTheirContentAndFollowIt() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let label = UILabel()
        label.text = "Name"
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        for view in [label, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        window.layoutIfNeeded()
        let short = label.intrinsicContentSize
        #expect(short.width > 0 && short.height > 0)
        #expect(label.frame == CGRect(x: 16, y: 16, width: short.width, height: short.height))
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(button.frame.minX == 16 + short.width + 8)
        label.text = "Name and surname"
        window.layoutIfNeeded()
        let long = label.intrinsicContentSize
        #expect(long.width > short.width)
        #expect(label.frame.size == long)
        #expect(button.frame.minX == 16 + long.width + 8)
        #expect(driver.diagnostics == [])
    }
    /// What UIKit raises for on an active constraint is reported and ignored: required ↔ optional, a NaN constant.
    /// Priorities outside 1…1000 are clamped.
    @Test func anActiveConstraintRefusesARequiredToOptionalChangeAndANonFiniteConstant() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = constrainedView("box")
        window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 30),
            box.leftAnchor.constraint(equalTo: window.leftAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        width.priority = .defaultHigh
        width.constant = .nan
        window.layoutIfNeeded()
        #expect(width.priority == .required && width.constant == 30)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: NSLayoutConstraint box.width == 30: a priority cannot change between required and "
                    + "optional while the constraint is active; ignored",
                "apiMisuse: NSLayoutConstraint box.width == 30: constant nan is not finite; the old constant "
                    + "is kept",
            ])
        let loose = box.widthAnchor.constraint(equalToConstant: 10)
        loose.priority = UILayoutPriority(0)
        #expect(loose.priority.rawValue == 1)
        loose.priority = UILayoutPriority(2000)
        #expect(loose.priority == .required)
    }
    final class FormController: UIViewController {
        let heading = constrainedView("heading")
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(heading)
            NSLayoutConstraint.activate([
                heading.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                heading.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                heading.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                heading.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
    }

    /// UIKit code's usual shape: constraints made in `viewDidLoad` against the safe area, in a navigation
    /// controller whose bar covers the top 44 points of the child's view.
    @Test func constraintsMadeInViewDidLoadHangBelowANavigationBar() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let form = FormController()
        window.rootViewController = UINavigationController(rootViewController: form)
        window.layoutIfNeeded()
        #expect(form.view.safeAreaInsets.top == 44)
        #expect(form.heading.frame == CGRect(x: 8, y: 52, width: 304, height: 30))
        #expect(driver.diagnostics == [])
    }
    /// A NaN priority, on a constraint or a view's hugging, is bad input: reported or treated as the lowest
    /// priority, never a crash.
    @Test func aNaNPriorityIsReportedNotACrash() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let chip = Sized(40, 20, name: "chip")
        window.addSubview(chip)
        let width = chip.widthAnchor.constraint(equalToConstant: 60)
        width.priority = .defaultLow
        width.priority = UILayoutPriority(.nan)
        #expect(width.priority == .defaultLow)
        chip.setContentHuggingPriority(UILayoutPriority(.nan), for: .horizontal)
        NSLayoutConstraint.activate([
            width, chip.leftAnchor.constraint(equalTo: window.leftAnchor),
            chip.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // The NaN hugging counts as priority 1, so the 250 width constraint stretches the chip.
        #expect(chip.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: NSLayoutConstraint chip.width == 60 @250: priority nan is not a number; the old "
                    + "priority is kept"
            ])
    }
}
