import Foundation

/// Mirrors Core Graphics' `CGVector` (which swift-corelibs-foundation lacks): a two-dimensional vector, here the
/// initial velocity of a spring (``UISpringTimingParameters``).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector()
}
