import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Springs and struts, safe area and layout margins, against frames computed by hand.
@MainActor
@Suite struct AutoresizingAndMarginsTests {
    typealias Mask = UIView.AutoresizingMask

    /// One axis's flags and where a view at 20…50 of a 100-wide superview goes when the superview grows to 200:
    /// the growth (100) is shared by the flexible parts (left margin 20, width 30, right margin 50) in
    /// proportion to their lengths.
    static let horizontal: [(Mask, x: CGFloat, width: CGFloat)] = [
        ([], 20, 30),
        (.flexibleLeftMargin, 120, 30),
        (.flexibleWidth, 20, 130),
        (.flexibleRightMargin, 20, 30),
        ([.flexibleLeftMargin, .flexibleWidth], 20 + 100 * 20 / 50, 30 + 100 * 30 / 50),
        ([.flexibleLeftMargin, .flexibleRightMargin], 20 + 100 * 20 / 70, 30),
        ([.flexibleWidth, .flexibleRightMargin], 20, 30 + 100 * 30 / 80),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 20 + 100 * 20 / 100, 30 + 100 * 30 / 100),
    ]

    /// The other axis, shrinking: a view at 10…50 of a 100-high superview that shrinks to 50 (top margin 10,
    /// height 40, bottom margin 50 share −50). A height never goes below 0.
    static let vertical: [(Mask, y: CGFloat, height: CGFloat)] = [
        ([], 10, 40),
        (.flexibleTopMargin, -40, 40),
        (.flexibleHeight, 10, 0),
        (.flexibleBottomMargin, 10, 40),
        ([.flexibleTopMargin, .flexibleHeight], 10 - 50 * 10 / 50, 40 - 50 * 40 / 50),
        ([.flexibleTopMargin, .flexibleBottomMargin], 10 - 50 * 10 / 60, 40),
        ([.flexibleHeight, .flexibleBottomMargin], 10, 40 - 50 * 40 / 90),
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], 10 - 50 * 10 / 100, 40 - 50 * 40 / 100),
    ]

    @Test func everyCombinationOfTheSixFlagsMovesAndResizesByUIKitsProportionalRule() {
        var mismatches: [String] = []
        for (h, x, width) in Self.horizontal {
            for (v, y, height) in Self.vertical {
                let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let view = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
                view.autoresizingMask = h.union(v)
                superview.addSubview(view)
                superview.frame.size = CGSize(width: 200, height: 50)
                let expected = CGRect(x: x, y: y, width: width, height: height)
                let frame = view.frame
                if abs(frame.minX - expected.minX) > 1e-9 || abs(frame.minY - expected.minY) > 1e-9
                    || abs(frame.width - expected.width) > 1e-9 || abs(frame.height - expected.height) > 1e-9
                {
                    mismatches.append("mask \(h.union(v).rawValue): \(frame) ≠ \(expected)")
                }
            }
        }
        #expect(mismatches == [])
        #expect(Self.horizontal.count * Self.vertical.count == 64)
    }

    @Test func flexiblePartsOfZeroLengthShareEquallyAndTheOptOutsHold() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let collapsed = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        collapsed.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        grandchild.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.addSubview(grandchild)
        for view in [collapsed, child] { superview.addSubview(view) }
        superview.bounds.size = CGSize(width: 200, height: 150)
        #expect(collapsed.frame == CGRect(x: 50, y: 0, width: 50, height: 100))
        // Nested: the child's own size change resizes its subviews in turn.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(grandchild.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        child.autoresizesSubviews = false
        superview.bounds.size = CGSize(width: 100, height: 100)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(grandchild.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(!child.autoresizesSubviews && superview.autoresizesSubviews && UIView().autoresizingMask == [])
        // A move without a size change resizes nothing.
        superview.center = CGPoint(x: 500, y: 500)
        #expect(collapsed.frame == CGRect(x: 0, y: 0, width: 0, height: 100))  // 50 + 50 share −100
    }

    @Test func aWindowResizedByTheUserResizesItsFlexibleContent() {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 270, y: 430, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        content.addSubview(corner)
        window.addSubview(content)
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 400)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 640, height: 400))
        #expect(corner.frame == CGRect(x: 590, y: 350, width: 40, height: 40))
    }

    final class MarginView: UIView {
        var log: [String] = []
        override func layoutMarginsDidChange() { log.append("layoutMarginsDidChange \(layoutMargins)") }
        override func layoutSubviews() { log.append("layoutSubviews") }
    }

    @Test func layoutMarginsTheirGuideAndTheSafeAreaReportTheViewsInsets() {
        let view = MarginView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide && view.safeAreaLayoutGuide.owningView === view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)  // the same: no call
        view.layoutIfNeeded()
        #expect(
            view.log == [
                "layoutMarginsDidChange UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)", "layoutSubviews",
            ])
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 194, height: 96))
        view.bounds.size = CGSize(width: 100, height: 50)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(view.directionalLayoutMargins.trailing == 4)
        let guide = UILayoutGuide()
        guide.layoutFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view && guide.layoutFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 4, height: 6))
    }
}
