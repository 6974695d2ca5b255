import Foundation

/// An image. Partial: the event core only needs the type and a size (for ``UIImageView``); loading and drawing
/// PNGs arrive with the Cairo renderer.
public final class UIImage: Sendable {
    public let size: CGSize

    public init(size: CGSize) {
        self.size = size
    }
}
