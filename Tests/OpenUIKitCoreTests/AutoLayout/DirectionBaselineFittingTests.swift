import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Layout direction, baselines, system spacing, fitting sizes, ambiguity and the intrinsic sizes of controls, against
/// frames computed by hand from the fonts' metrics.
@MainActor
@Suite struct DirectionBaselineFittingTests {
    @Test func leadingAndTrailingAndTheirConstantsFlipRightToLeft() {
        let driver = EventDriver()
        let window = driver.makeWindow()  // 320 × 480
        let row = constrainedView("row")
        let first = constrainedView("first")
        let second = constrainedView("second")
        let playback = constrainedView("playback")
        window.addSubview(row)
        for view in [first, second, playback] { row.addSubview(view) }
        playback.semanticContentAttribute = .playback
        NSLayoutConstraint.activate(
            [
                row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
                row.topAnchor.constraint(equalTo: window.topAnchor), row.heightAnchor.constraint(equalToConstant: 40),
                first.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 20),
                second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
                playback.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            ]
                + [first, second, playback].flatMap {
                    [
                        $0.widthAnchor.constraint(equalToConstant: 50), $0.topAnchor.constraint(equalTo: row.topAnchor),
                        $0.heightAnchor.constraint(equalToConstant: 10),
                    ]
                })
        window.layoutIfNeeded()
        #expect([first, second, playback].map(\.frame.minX) == [20, 86, 0])
        #expect(row.frame == CGRect(x: 10, y: 0, width: 300, height: 40))
        row.semanticContentAttribute = .forceRightToLeft
        #expect(
            [window, row, first, playback].map(\.effectiveUserInterfaceLayoutDirection) == [
                .leftToRight, .rightToLeft, .rightToLeft, .leftToRight,
            ])
        window.layoutIfNeeded()
        // Right to left: the row's leading edge is its right (x 300 in it), 20 in from it; 16 points of system
        // spacing further left. The row's own place is its superview's constraints', left to right; the playback
        // view's attribute decides how its own subviews run, not where the row puts it.
        #expect([first, second, playback].map(\.frame.minX) == [230, 164, 250])
        #expect(row.frame == CGRect(x: 10, y: 0, width: 300, height: 40))
        window.semanticContentAttribute = .forceRightToLeft
        row.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        // The window's direction flips the row's constraints to it too (10 in from the right, same frame) and
        // reaches inside the row, which no longer forces a direction.
        #expect(row.frame.minX == 10 && [first, second].map(\.frame.minX) == [230, 164])
        #expect(row.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(driver.diagnostics == [])
    }

    @Test func directionalMarginsSwapRightToLeft() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
    }

    /// Labels of 10 and 20 points on one first baseline; a text field's and a button's baselines are their centred
    /// line's; a plain view's is its bottom.
    @Test func firstAndLastBaselinesOfLabelsFieldsButtonsAndPlainViews() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let small = textLabel("ab", size: 10)
        let large = textLabel("one\ntwo", size: 20, lines: 0)
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        field.borderStyle = .roundedRect
        let box = constrainedView("box")
        for view in [small, large, field, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            large.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor),
            // The field's baseline on the large label's last line.
            field.lastBaselineAnchor.constraint(equalTo: large.lastBaselineAnchor),
            field.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            box.lastBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // The large label at y 100: its first baseline an ascender down, its last one line further; the small
        // label's first baseline on the first; the field's centred line (its text inset 7 from a height of the
        // line plus 14, rounded down) on the last; the plain box's bottom on the first.
        let (ten, twenty) = (UIFont.systemFont(ofSize: 10), UIFont.systemFont(ofSize: 20))
        #expect(large.frame.minY == 100 && large.frame.height == large.intrinsicContentSize.height)
        let firstBaseline = 100 + (large.frame.height - large.intrinsicContentSize.height) / 2 + twenty.ascender
        let lastBaseline = 100 + large.intrinsicContentSize.height - twenty.lineHeight + twenty.ascender
        #expect(abs(small.frame.minY + (small.frame.height - ten.lineHeight) / 2 + ten.ascender - firstBaseline) <= 0.5)
        let fieldHeight = (ten.lineHeight + 14).rounded(.down)
        #expect(field.frame.height == fieldHeight)
        #expect(abs(field.frame.minY + fieldHeight / 2 - ten.lineHeight / 2 + ten.ascender - lastBaseline) <= 0.5)
        #expect(abs(box.frame.maxY - firstBaseline) <= 0.5)
        // A larger font moves the baselines: the constraints follow.
        large.font = .systemFont(ofSize: 30)
        window.layoutIfNeeded()
        let thirty = UIFont.systemFont(ofSize: 30)
        #expect(
            abs(small.frame.minY + (small.frame.height - ten.lineHeight) / 2 + ten.ascender - (100 + thirty.ascender))
                <= 0.5)
        let button = UIButton()
        let plain = UIView()
        #expect(button.forFirstBaselineLayout === button && plain.forLastBaselineLayout === plain)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(driver.diagnostics == [])
    }

    @Test func systemLayoutSizeFittingSolvesTheSubtreeAloneAtTheGivenPriorities() {
        let card = UIView()
        let title = UILabel()
        title.font = .systemFont(ofSize: 10)
        title.text = "Title here"  // 60 × 12
        let body = AutoLayoutTests.Sized(-1, 30, name: "body")
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            body.widthAnchor.constraint(lessThanOrEqualToConstant: 500),
            body.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
        ])
        // The title's size, 16 points a side and 8 above and below, 4 between it and the 30-point body.
        // The body is at least 60 wide.
        let titleSize = title.intrinsicContentSize
        let height = 8 + titleSize.height + 4 + 30 + 8
        let narrowest = max(titleSize.width, 60) + 32
        #expect(
            card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: narrowest, height: height)
        )
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 532, height: height))
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: height))
        // A required width the constraints cannot take gives way to them.
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 40, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: narrowest, height: height))
        #expect(card.frame == .zero && title.frame == .zero)  // nothing was laid out
        #expect(UIView.layoutFittingCompressedSize == .zero && !UIView.requiresConstraintBasedLayout)
    }

    @Test func anAmbiguousViewIsFoundExercisedAndSettledByOneMoreConstraint() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = constrainedView("loose")
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 30),
            view.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout && !window.hasAmbiguousLayout)
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.origin == before.origin && view.frame.width == 30 && view.frame.height > 40)
        view.heightAnchor.constraint(equalToConstant: 50).isActive = true
        window.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout && view.frame == CGRect(x: 10, y: 20, width: 30, height: 50))
        view.exerciseAmbiguityInLayout()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(driver.diagnostics == [])
    }

    @Test func labelsWrapAtTheirPreferredOrTheirOwnWidth() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = Array(repeating: "word", count: 12).joined(separator: " ")
        label.numberOfLines = 0
        let line = label.intrinsicContentSize
        let lineHeight = UIFont.systemFont(ofSize: 10).lineHeight
        #expect(line.width > 180 && line.height < 2 * lineHeight)
        label.preferredMaxLayoutWidth = 60
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.intrinsicContentSize == wrapped && wrapped.width <= 60 && wrapped.height > 3 * lineHeight)
        label.preferredMaxLayoutWidth = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 90),
        ])
        window.layoutIfNeeded()
        // Wrapped at its own 90 points once it has them.
        let atNinety = label.sizeThatFits(CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude))
        #expect(
            atNinety.height > 2 * lineHeight && label.frame == CGRect(x: 0, y: 0, width: 90, height: atNinety.height))
        #expect(driver.diagnostics == [])
    }

    @Test func textFieldsAreTheirTextOnOneLineInsideTheBorder() {
        let ten = UIFont.systemFont(ofSize: 10)
        func width(_ text: String) -> CGFloat {
            let label = UILabel()
            label.font = ten
            label.text = text
            return label.intrinsicContentSize.width
        }
        let field = UITextField()
        field.font = ten
        #expect(field.intrinsicContentSize == CGSize(width: 0, height: ten.lineHeight.rounded(.up)))
        field.placeholder = "Name"
        field.text = "ab"
        #expect(field.intrinsicContentSize == CGSize(width: width("Name"), height: ten.lineHeight.rounded(.up)))
        field.borderStyle = .roundedRect
        field.text = "abcdefghij"
        #expect(
            field.intrinsicContentSize
                == CGSize(width: width("abcdefghij") + 14, height: (ten.lineHeight + 14).rounded(.down)))
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }
}
