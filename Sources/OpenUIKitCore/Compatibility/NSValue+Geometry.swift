import Foundation

// UIKit's `NSValue` initializers and accessors for Core Graphics values (`NSValue(cgPoint:)`, `cgPointValue`), which
// code uses to box points, sizes and rectangles, most often as a layer animation's `fromValue`/`toValue`/`values`.
// Foundation on Linux has the same boxes under AppKit's names (`NSValue(point:)`); these are UIKit's names for them.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
