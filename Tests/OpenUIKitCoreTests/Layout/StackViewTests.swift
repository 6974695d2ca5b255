import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UIStackView` frames for each distribution and alignment, against frames computed by hand.
@MainActor
@Suite struct StackViewTests {
    /// A view with a fixed intrinsic size (-1: none on that axis).
    final class Sized: UIView {
        let size: CGSize
        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: CGSize { size }
    }

    func stack(
        _ sizes: [(CGFloat, CGFloat)], in frame: CGRect, axis: NSLayoutConstraint.Axis = .horizontal,
        distribution: UIStackView.Distribution = .fill, alignment: UIStackView.Alignment = .fill,
        spacing: CGFloat = 10
    ) -> (UIStackView, [UIView]) {
        let views = sizes.map { Sized($0.0, $0.1) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.layoutIfNeeded()
        return (stack, views)
    }

    func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }

    let three: [(CGFloat, CGFloat)] = [(50, 20), (60, 30), (40, 10)]
    let wide = CGRect(x: 0, y: 0, width: 300, height: 50)

    @Test func fillGrowsTheLastOfTheLowestHuggingAndShrinksTheLowestCompressionResistanceFirst() {
        let (stack, views) = stack(three, in: wide)
        #expect(
            frames(views) == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 60, height: 50),
                CGRect(x: 130, y: 0, width: 170, height: 50),
            ])
        views[0].setContentHuggingPriority(.init(200), for: .horizontal)
        stack.layoutIfNeeded()
        #expect(frames(views).map(\.width) == [180, 60, 40])
        // Too little room (100 for 150 + 20): the last view gives way first, then the one before it.
        stack.frame.size.width = 100
        stack.layoutIfNeeded()
        #expect(frames(views).map(\.width) == [50, 30, 0])
        views[0].setContentCompressionResistancePriority(.init(700), for: .horizontal)
        stack.layoutIfNeeded()
        #expect(frames(views).map(\.width) == [0, 60, 20])
        #expect(frames(views).map(\.minX) == [0, 10, 80])
    }

    @Test func aViewWithNoIntrinsicLengthTakesTheRoomLeftOver() {
        let (_, views) = stack([(50, 20), (-1, -1), (40, 10)], in: wide)
        #expect(frames(views).map(\.width) == [50, 190, 40])
    }

    @Test func fillEquallyAndFillProportionally() {
        let (_, equal) = stack(three, in: CGRect(x: 0, y: 0, width: 320, height: 50), distribution: .fillEqually)
        #expect(frames(equal).map(\.minX) == [0, 110, 220] && frames(equal).map(\.width) == [100, 100, 100])
        // 280 points of views for intrinsic widths 40, 60, 40: twice each.
        let (_, proportional) = stack(
            [(40, 20), (60, 30), (40, 10)], in: wide, distribution: .fillProportionally)
        #expect(
            frames(proportional).map(\.minX) == [0, 90, 220] && frames(proportional).map(\.width) == [80, 120, 80])
    }

    @Test func equalSpacingAndEqualCentering() {
        // 130 points to spare over 150 + 2 × 10: 65 more in each gap.
        let (_, spaced) = stack(three, in: wide, distribution: .equalSpacing)
        #expect(frames(spaced).map(\.minX) == [0, 125, 260] && frames(spaced).map(\.width) == [50, 60, 40])
        // Centres at 25 and 280 for the ends, 152.5 between them: 153 on the 1× pixel grid.
        let (_, centred) = stack(three, in: wide, distribution: .equalCentering)
        #expect(frames(centred).map(\.midX) == [25, 153, 280])
    }

    @Test func eachAlignmentPlacesTheViewsAcrossTheStack() {
        let column = CGRect(x: 0, y: 0, width: 100, height: 200)
        func xs(_ alignment: UIStackView.Alignment) -> [CGFloat] {
            frames(stack([(50, 20), (60, 30)], in: column, axis: .vertical, alignment: alignment).1).map(\.minX)
        }
        #expect(
            xs(.leading) == [0, 0] && xs(.center) == [25, 20] && xs(.trailing) == [50, 40] && xs(.fill) == [0, 0])
        let (_, filled) = stack([(50, 20), (60, 30)], in: column, axis: .vertical)
        #expect(
            frames(filled) == [
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 170),
            ])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        let (_, rows) = stack(three, in: wide, alignment: .bottom)
        #expect(frames(rows).map(\.minY) == [30, 20, 40])
    }

    @Test func marginsHiddenViewsAndTheArrangedListLayOutAgain() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let (stack, views) = stack(three, in: wide, distribution: .equalSpacing)
        window.addSubview(stack)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        window.layoutIfNeeded()
        #expect(frames(views).map(\.minX) == [20, 125, 240] && views[0].frame.minY == 5 && views[0].frame.height == 40)
        views[1].isHidden = true  // collapses: two views 50 and 40 in 260
        window.layoutIfNeeded()
        #expect(frames([views[0], views[2]]).map(\.minX) == [20, 240])
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 30))
        views[1].isHidden = false
        stack.removeArrangedSubview(views[0])
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2 && views[0].superview === stack)  // still a subview, as in UIKit
        #expect(frames([views[1], views[2]]).map(\.minX) == [20, 240])
        views[2].removeFromSuperview()
        stack.insertArrangedSubview(views[0], at: 0)
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [views[0], views[1]])
        #expect(frames([views[0], views[1]]).map(\.minX) == [20, 220])
        stack.addArrangedSubview(views[0])  // moves it last
        #expect(stack.arrangedSubviews == [views[1], views[0]])
        stack.addArrangedSubview(stack)
        #expect(driver.diagnostics.map(\.message) == ["UIStackView: a stack view cannot arrange itself"])
    }

    @Test func aLabelWhoseTextChangesLaysOutItsStackAgainAndStacksNest() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "abc"
        let tail = Sized(20, 20)
        let inner = UIStackView(arrangedSubviews: [label, tail])
        inner.spacing = 4
        let outer = UIStackView(arrangedSubviews: [inner, Sized(30, 10)])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.addSubview(outer)
        window.layoutIfNeeded()
        let short = label.intrinsicContentSize.width
        #expect(short > 0 && inner.frame.width == short + 4 + 20 && tail.frame.minX == short + 4)
        label.text = "abcdef"
        window.layoutIfNeeded()
        let long = label.intrinsicContentSize.width
        #expect(long > short && inner.frame.width == long + 4 + 20 && tail.frame.minX == long + 4)
        #expect(inner.sizeThatFits(.zero).width == label.intrinsicContentSize.width + 4 + 20)
    }

    @Test func customSpacingAfterAViewAndTheSystemSpacing() {
        let (stack, views) = stack(three, in: wide)
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        stack.layoutIfNeeded()
        #expect(frames(views).map(\.minX) == [0, 80, 148] && frames(views).map(\.width) == [50, 60, 152])
        #expect(
            stack.customSpacing(after: views[0]) == 30
                && stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.setCustomSpacing(40, after: UIView())  // not arranged: ignored
        stack.layoutIfNeeded()
        #expect(frames(views).map(\.minX) == [0, 60, 128])
    }

    /// The stack's constraints carry UIKit's names, and a right-to-left stack runs from the right.
    @Test func theArrangementIsConstraintsThatFlipRightToLeft() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let (stack, views) = stack([(50, 20), (60, 30)], in: wide, alignment: .center)
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(
            stack.constraints.compactMap(\.identifier).sorted() == [
                "UISV-alignment", "UISV-alignment", "UISV-alignment", "UISV-alignment", "UISV-canvas-connection",
                "UISV-canvas-connection", "UISV-canvas-fit", "UISV-spacing",
            ])
        // Constraints on one view alone are installed on that view, as in UIKit.
        #expect(views[1].constraints.compactMap(\.identifier) == ["UISV-nonnegative", "UISV-tie-break"])
        // The last view takes the room to spare.
        #expect(
            frames(views) == [CGRect(x: 0, y: 15, width: 50, height: 20), CGRect(x: 60, y: 10, width: 240, height: 30)])
        stack.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        // The first view at the right edge, the second 10 to its left.
        #expect(frames(views).map(\.minX) == [250, 0] && frames(views).map(\.width) == [50, 240])
        #expect(driver.diagnostics == [])
    }

    /// A row of labels of 10 and 20 points on one first baseline, then on their last baselines; the row sits as
    /// high as the tallest allows.
    @Test func baselineAlignmentLinesUpTheTextOfARow() {
        let small = textLabel("ab", size: 10)
        let large = textLabel("a\nb", size: 20, lines: 0)
        let row = UIStackView(arrangedSubviews: [small, large])
        row.alignment = .firstBaseline
        row.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        row.layoutIfNeeded()
        let (ten, twenty) = (UIFont.systemFont(ofSize: 10), UIFont.systemFont(ofSize: 20))
        func baseline(_ label: UILabel, _ font: UIFont, last: Bool) -> CGFloat {
            let text = label.intrinsicContentSize.height
            let top = label.frame.minY + (label.frame.height - text) / 2
            return top + (last ? text - font.lineHeight : 0) + font.ascender
        }
        #expect(abs(baseline(small, ten, last: false) - baseline(large, twenty, last: false)) <= 0.5)
        #expect(large.frame.minY == 0 && small.frame.minY > 0)
        row.alignment = .lastBaseline
        row.layoutIfNeeded()
        #expect(abs(baseline(small, ten, last: true) - baseline(large, twenty, last: true)) <= 0.5)
        #expect(large.frame.minY == 0 && small.frame.minY > twenty.lineHeight)
        #expect(row.forFirstBaselineLayout === large)
    }

    /// App code run from inside the layout pass (updateConstraints of a subclass) rearranges the stack: the
    /// pass goes round again and settles, with no diagnostic.
    @Test func rearrangingFromInsideUpdateConstraintsSettles() {
        final class Rearranging: UIStackView {
            var log: [String] = []
            var pending: UIView?
            override func updateConstraints() {
                log.append("update \(arrangedSubviews.count)")
                if let view = pending {
                    pending = nil
                    addArrangedSubview(view)
                }
                super.updateConstraints()
            }
        }
        let driver = EventDriver()
        let window = driver.makeWindow()
        let stack = Rearranging(frame: wide)
        stack.addArrangedSubview(Sized(50, 20))
        stack.pending = Sized(40, 20)
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(stack.log == ["update 1", "update 2"])
        #expect(frames(stack.arrangedSubviews).map(\.minX) == [0, 50])
        #expect(driver.diagnostics == [])
    }
}
