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
        // Centres at 25 and 280 for the ends, 152.5 between them.
        let (_, centred) = stack(three, in: wide, distribution: .equalCentering)
        #expect(frames(centred).map(\.midX) == [25, 152.5, 280])
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
        #expect(stack.intrinsicContentSize == CGSize(width: 50 + 10 + 40 + 40, height: 20 + 10))
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
        #expect(inner.intrinsicContentSize.width == label.intrinsicContentSize.width + 4 + 20)
    }
}
