import Foundation

/// The region text is laid out in: a size, the padding at each line's ends, a line limit and how the last line
/// breaks.
///
/// Mirrors TextKit 1's `NSTextContainer` for ``NSLayoutManager``. A dimension that is zero, negative or not finite
/// does not limit the text (UIKit code sets the height to `.greatestFiniteMagnitude` for "unlimited"). Differences:
/// no exclusion paths, and no non-rectangular containers.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; text wraps at its width less the padding at both ends.
    open var size: CGSize
    /// Empty room at the start and end of every line, inside ``size`` (UIKit's default: 5 points).
    open var lineFragmentPadding: CGFloat = 5
    /// How the last line that fits ends when the text does not (`.byTruncatingTail` adds an ellipsis).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The most lines laid out; 0 for no limit.
    open var maximumNumberOfLines = 0
    /// The layout manager laying text out in this container.
    open weak var layoutManager: NSLayoutManager?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: .zero)
    }
}
