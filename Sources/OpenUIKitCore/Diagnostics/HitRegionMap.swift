import Foundation

/// Where each view of a window can be touched, worked out as hit-testing works it out, for the hit-region overlay.
/// OpenUIKit extension with no UIKit counterpart.
///
/// A view's area is sampled on a grid over its bounds (grown by a margin, so an enlarged `point(inside:)` shows):
/// a sample is reachable when every view from the window down to it says `point(inside:)` at that point, after
/// every transform, so a subview sticking out of its parent is unreachable there, and a circular or enlarged area
/// shows as it is. A view that is not interactive, hidden, transparent or has a singular transform, or has such an
/// ancestor, is ``Region/blocked`` with the reason. Covering by other views is not part of a region (it is a
/// warning of ``UIView/hitDiagnosis``): the region is where the view could take a touch if nothing were in front.
///
/// Sampling calls the app's `point(inside:with:)` overrides with a nil event; it changes nothing.
@MainActor
public struct HitRegionMap {
    public struct Region {
        public var name: String
        /// 0 for the window's subviews, 1 for theirs, and so on.
        public var depth: Int
        /// The view's bounds in window coordinates: four corners (a rotated view is a rotated quadrilateral).
        public var corners: [CGPoint]
        /// Why no touch can reach the view (itself or an ancestor), or nil.
        public var blocked: String?
        public var isControl: Bool
        /// "name: state" for each attached recognizer.
        public var recognizers: [String]
        /// Sample cells (window coordinates, axis-aligned) where the view is reachable.
        public var reachable: [CGRect]
        /// Cells inside the view's bounds where it is not reachable (an ancestor's bounds or its own
        /// `point(inside:)` exclude them).
        public var unreachable: [CGRect]
        /// True when the reachable area is exactly the view's bounds (no cell outside, none inside missing): the
        /// overlay then fills the quadrilateral instead of cells.
        public var isExactlyBounds: Bool
    }

    public var regions: [Region] = []

    /// Samples per axis over a view's grid for views whose area is exactly their bounds, and for the others.
    static let coarseSamples = 10
    static let fineSamples = 40
    /// The margin sampled around each view, in points: an enlarged `point(inside:)` shows up to this far out.
    public static let margin: CGFloat = 24

    public init(window: UIWindow) {
        for child in window.storedSubviews {
            visit(child, depth: 0, path: [window], blocked: window.ownHitBlocker.map { "window has \($0)" })
        }
    }

    private mutating func visit(_ view: UIView, depth: Int, path: [UIView], blocked inherited: String?) {
        let blocked = inherited ?? view.ownHitBlocker.map { "\(view.debugName) has \($0)" }
        let window = path[0]
        let b = view.bounds
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ].map { view.convert($0, to: window) }
        var region = Region(
            name: view.debugName, depth: depth, corners: corners, blocked: blocked, isControl: view is UIControl,
            recognizers: view.storedGestureRecognizers.map { "\($0.debugName): \($0.state)" }, reachable: [],
            unreachable: [], isExactlyBounds: false)
        let chain = path + [view]
        if blocked == nil {
            sample(view, chain: chain, samples: Self.coarseSamples, into: &region)
            if !region.isExactlyBounds { sample(view, chain: chain, samples: Self.fineSamples, into: &region) }
        }
        regions.append(region)
        for child in view.storedSubviews {
            visit(child, depth: depth + 1, path: chain, blocked: blocked)
        }
    }

    /// Fills the region's cells from a grid of `samples`² cells over the view's window bounding box plus margin.
    private func sample(_ view: UIView, chain: [UIView], samples: Int, into region: inout Region) {
        let xs = region.corners.map(\.x)
        let ys = region.corners.map(\.y)
        let box = CGRect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!
        ).insetBy(dx: -Self.margin, dy: -Self.margin)
        let cellWidth = box.width / CGFloat(samples)
        let cellHeight = box.height / CGFloat(samples)
        region.reachable = []
        region.unreachable = []
        var exact = true
        for row in 0..<samples {
            for column in 0..<samples {
                let cell = CGRect(
                    x: box.minX + CGFloat(column) * cellWidth, y: box.minY + CGFloat(row) * cellHeight,
                    width: cellWidth, height: cellHeight)
                let point = CGPoint(x: cell.midX, y: cell.midY)
                let (reached, local) = Self.reaches(point, chain: chain)
                let insideBounds = view.bounds.contains(local)
                if reached {
                    region.reachable.append(cell)
                    if !insideBounds { exact = false }
                } else if insideBounds {
                    region.unreachable.append(cell)
                    exact = false
                }
            }
        }
        region.isExactlyBounds = exact
    }

    /// Whether every view of `chain` (window first) contains `point` (window coordinates) by its
    /// `point(inside:)`, and the point in the last view's coordinates.
    static func reaches(_ point: CGPoint, chain: [UIView]) -> (Bool, CGPoint) {
        var local = point
        var reached = chain[0].point(inside: local, with: nil)
        for view in chain.dropFirst() {
            local = view.convertFromSuperview(local)
            if reached && !view.point(inside: local, with: nil) { reached = false }
        }
        return (reached, local)
    }
}
