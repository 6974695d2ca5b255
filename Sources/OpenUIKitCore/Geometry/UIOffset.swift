import Foundation

/// A horizontal and a vertical offset, as UIKit's `UIOffset` (text positions in bars, motion effects' viewer
/// offset).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    public static let zero = UIOffset()
}

/// UIKit's function spelling of ``UIOffset/init(horizontal:vertical:)``.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
