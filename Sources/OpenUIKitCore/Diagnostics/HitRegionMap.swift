import Foundation

/// Where each view of a window can be touched, worked out as hit-testing works it out, for the hit-region overlay.
/// OpenUIKit extension with no UIKit counterpart.
///
/// A view's area is sampled on a grid over its bounds (grown by a margin, so an enlarged `point(inside:)` shows):
/// a sample is reachable when every view from the window down to it says `point(inside:)` at that point, after
/// every transform, so a subview sticking out of its parent is unreachable there, and a circular or enlarged area
/// shows as it is. Nine probes come first (the centre, four points just inside the corners, four just outside the
/// edges' middles): when all nine agree with the view's bounds, the area is taken to be exactly the bounds and no
/// grid is sampled, which is what keeps a frame of a 1,000-view window cheap; an area that differs from the bounds
/// only between the probes is drawn as the bounds. A view that is not interactive, hidden, transparent or has a singular transform, or has such an
/// ancestor, is ``Region/blocked`` with the reason. Covering by other views is not part of a region (it is a
/// warning of ``UIView/hitDiagnosis``): the region is where the view could take a touch if nothing were in front.
///
/// Sampling calls the app's `point(inside:with:)` overrides with a nil event; it changes nothing.
@preconcurrency @MainActor
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
        /// True for a view that is blocked only as its type wants it (a `UILabel` or `UIImageView`, whose
        /// interaction is off by default, as in UIKit) and has nothing interactive inside: not a trap, so the
        /// overlay leaves it out.
        public var isQuiet = false
        /// The view's width or height is zero: it has no area to touch, and neither have its subviews.
        public var hasZeroSize = false
        /// The traps ``UIView/hitDiagnosis`` finds for this view, as sentences and as values (set by
        /// ``HitRegionOverlay``; empty in a map made directly).
        public var warnings: [String] = []
        public var traps: [HitDiagnosis.Trap] = []
    }

    public var regions: [Region] = []

    /// Samples per axis over a view's grid for views whose area is exactly their bounds, and for the others.
    static let coarseSamples = 10
    static let fineSamples = 40
    /// The margin sampled around each view, in points: an enlarged `point(inside:)` shows up to this far out.
    public static let margin: CGFloat = 24

    public init(window: UIWindow) {
        var path: [UIView] = [window]
        for child in window.storedSubviews {
            visit(child, depth: 0, path: &path, blocked: window.ownHitBlocker.map { "window has \($0)" })
        }
    }

    /// `path` is the window and the view's ancestors; the view is pushed on it while its subviews are visited.
    private mutating func visit(_ view: UIView, depth: Int, path: inout [UIView], blocked inherited: String?) {
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
        region.hasZeroSize = b.width <= 0 || b.height <= 0
        region.isQuiet = view.isInteractionOffByDefault && !view.isUserInteractionEnabled && !view.hasInteractiveSubtree
        path.append(view)
        defer { path.removeLast() }
        if blocked == nil, !Self.probesMatchBounds(of: view, corners: corners, chain: path) {
            sample(view, chain: path, samples: Self.coarseSamples, into: &region)
            if !region.isExactlyBounds { sample(view, chain: path, samples: Self.fineSamples, into: &region) }
        } else if blocked == nil {
            region.isExactlyBounds = true
        }
        regions.append(region)
        for child in view.storedSubviews {
            visit(child, depth: depth + 1, path: &path, blocked: blocked)
        }
    }

    /// Updates the recognizers' live states of a map made from `window` when its tree has not changed since
    /// (``HitRegionOverlay`` keeps maps between frames): regions are in the order the tree is walked.
    mutating func refreshRecognizerStates(of window: UIWindow) {
        var index = 0
        func walk(_ view: UIView) {
            for child in view.storedSubviews {
                guard index < regions.count else { return }
                if !child.storedGestureRecognizers.isEmpty {
                    regions[index].recognizers = child.storedGestureRecognizers.map { "\($0.debugName): \($0.state)" }
                }
                index += 1
                walk(child)
            }
        }
        walk(window)
    }

    /// A hash of everything a map and the warnings are made from, except what `point(inside:)` overrides decide
    /// from state of their own: each view's identity, geometry, the flags that block hit-testing, names, and its
    /// recognizers (identity, enabled) and subviews. Equal fingerprints let the overlay reuse the last frame's map.
    static func fingerprint(of window: UIWindow) -> Int {
        var hasher = Hasher()
        func add(_ view: UIView) {
            hasher.combine(ObjectIdentifier(view))
            hasher.combine(view.center.x)
            hasher.combine(view.center.y)
            hasher.combine(view.bounds.origin.x)
            hasher.combine(view.bounds.origin.y)
            hasher.combine(view.bounds.width)
            hasher.combine(view.bounds.height)
            let t = view.transform
            for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { hasher.combine(value) }
            hasher.combine(view.isHidden)
            hasher.combine(view.alpha)
            hasher.combine(view.isUserInteractionEnabled)
            hasher.combine((view as? UIControl)?.isEnabled)
            hasher.combine(view.accessibilityIdentifier)
            for recognizer in view.storedGestureRecognizers {
                hasher.combine(ObjectIdentifier(recognizer))
                hasher.combine(recognizer.isEnabled)
                hasher.combine(recognizer.name)
            }
            hasher.combine(view.storedSubviews.count)
            for child in view.storedSubviews { add(child) }
        }
        add(window)
        return hasher.finalize()
    }

    /// Whether the nine probes find the view reachable exactly inside its bounds: the centre and points a tenth in
    /// from each corner reachable, points half the margin out from each edge's middle not.
    private static func probesMatchBounds(of view: UIView, corners: [CGPoint], chain: [UIView]) -> Bool {
        let b = view.bounds
        guard b.width > 0, b.height > 0 else { return false }
        let dx = b.width / 10, dy = b.height / 10, out = margin / 2
        let inside = [
            CGPoint(x: b.midX, y: b.midY), CGPoint(x: b.minX + dx, y: b.minY + dy),
            CGPoint(x: b.maxX - dx, y: b.minY + dy), CGPoint(x: b.maxX - dx, y: b.maxY - dy),
            CGPoint(x: b.minX + dx, y: b.maxY - dy),
        ]
        let outside = [
            CGPoint(x: b.midX, y: b.minY - out), CGPoint(x: b.maxX + out, y: b.midY),
            CGPoint(x: b.midX, y: b.maxY + out), CGPoint(x: b.minX - out, y: b.midY),
        ]
        let window = chain[0]
        for point in inside where !reaches(view.convert(point, to: window), chain: chain).0 { return false }
        for point in outside where reaches(view.convert(point, to: window), chain: chain).0 { return false }
        return true
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
