import Foundation

/// Where a supplementary item sits against its section. Mirrors `NSRectAlignment`; OpenUIKit places the top
/// three (`.top`, `.topLeading`, `.topTrailing`) above a section and the bottom three below it, and the side ones
/// (`.leading`, `.trailing`, `.none`) above it.
public enum NSRectAlignment: Int, Sendable {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing

    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
