import Foundation

extension UIScrollView {
    /// How quickly a flung scroll view slows down: the fraction of its velocity kept after each millisecond.
    ///
    /// Mirrors `UIScrollView.DecelerationRate`, with UIKit's two published values. Any value in (0, 1) works; a
    /// value outside is reported when set on a scroll view and replaced by ``normal``.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Long, gliding flings (0.998 per millisecond).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Short flings that stop quickly (0.99 per millisecond).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Where the content indicators sit; only ``default`` is drawn differently from UIKit (always dark).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }
}
