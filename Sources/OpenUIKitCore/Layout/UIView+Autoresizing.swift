import Foundation

// Springs and struts: when a view's bounds size changes, each subview with an autoresizing mask moves and resizes
// by the change, as in UIKit. On each axis the change is shared among the flexible parts (the two margins and the
// size) in proportion to their current lengths, or equally when they are all zero; rigid parts keep their length.

extension UIView {
    /// Which of a view's margins and sizes follow its superview's size. Raw values match UIKit's.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes when its superview's bounds size changes; none by default.
    public var autoresizingMask: AutoresizingMask {
        get { storedLayoutStorage?.autoresizingMask ?? [] }
        set { layoutStorage.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their masks when its bounds size changes; true by default.
    public var autoresizesSubviews: Bool {
        get { storedLayoutStorage?.autoresizesSubviews ?? true }
        set { layoutStorage.autoresizesSubviews = newValue }
    }

    /// Called by the geometry setters after the bounds size changed from `oldSize`.
    func sizeDidChange(from oldSize: CGSize) {
        guard autoresizesSubviews, !storedSubviews.isEmpty else { return }
        let newSize = storedBounds.size
        for subview in storedSubviews {
            let mask = subview.autoresizingMask
            // A view placed by constraints ignores its mask, as in UIKit.
            guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints else { continue }
            let frame = subview.frame
            let resized = UIView.autoresize(frame, mask: mask, oldSuperviewSize: oldSize, newSuperviewSize: newSize)
            if resized != frame { subview.frame = resized }
        }
    }

    /// Where `frame` goes when its superview's size changes from `oldSize` to `newSize` under `mask`.
    static func autoresize(
        _ frame: CGRect, mask: AutoresizingMask, oldSuperviewSize oldSize: CGSize,
        newSuperviewSize newSize: CGSize
    ) -> CGRect {
        let (x, width) = resizeAxis(
            start: frame.minX, length: frame.width, container: oldSize.width, delta: newSize.width - oldSize.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let (y, height) = resizeAxis(
            start: frame.minY, length: frame.height, container: oldSize.height,
            delta: newSize.height - oldSize.height, flexibleStart: mask.contains(.flexibleTopMargin),
            flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// One axis: the margin before, the length and the margin after share `delta` by their flexibility.
    private static func resizeAxis(
        start: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat, flexibleStart: Bool,
        flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: CGFloat, length: CGFloat) {
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = container - start - length
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = parts.filter { $0.0 }
        let total = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(value, 0) / total : delta / CGFloat(flexible.count)
        }
        let newStart = start + share(flexibleStart, start)
        let newLength = max(length + share(flexibleLength, length), 0)
        return (newStart, newLength)
    }
}
