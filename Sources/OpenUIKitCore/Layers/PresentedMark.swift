import Foundation

/// The area a layer's last presentation mark handed its view, and when (see `CALayer.markPresentedArea`).
struct PresentedMark {
    /// No mark yet: matches no generation a mark is worked out in.
    static let none = PresentedMark(rect: nil, generation: .max)

    /// The area, in the view's layer's space; nil when the mark handed none (a hidden layer, or none above it).
    let rect: CGRect?
    /// `CALayer.areaGeneration` when the area was worked out.
    let generation: UInt64
}
