import Foundation

// Geometry: frame, bounds, center and transform, and conversion between coordinate spaces.
//
// As in UIKit a view's transform turns about its centre: a point p of the view's bounds space lands in its
// superview at `center + transform(p - boundsCentre)`, where boundsCentre is the middle of `bounds`.
// A non-zero bounds origin therefore shifts everything drawn in the view, subviews included.

extension UIView {
    /// The bounding box of a `bounds`-sized rectangle turned by `transform` (nil: the identity) about `center`.
    static func frame(center: CGPoint, bounds: CGRect, transform: CGAffineTransform?) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        guard let transform else { return local.offsetBy(dx: center.x, dy: center.y) }
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// A size change asks for layout, as in UIKit; the new area is marked for redrawing (the setters mark the old
    /// at once, before the change).
    func geometryDidChange(sizeChanged: Bool) {
        // A move into or out of a bar's band changes the safe area, reported in the view's layout.
        if sizeChanged || safeAreaInsetsAreStale { setNeedsLayout() }
        if isInLayoutEngine { storedWindow?.storedLayoutEngine?.itemGeometryDidChange() }
        invalidateRendering()
        // Only a window is its own window; one pointer comparison keeps this off every other view's path.
        if storedWindow === self { unsafeDowncast(self, to: UIWindow.self).frameDidChange() }
    }

    // MARK: Single steps between a view and its superview

    /// A point of the superview's space in this view's bounds space.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let b = storedBounds
        if transformIsIdentity {
            return CGPoint(
                x: point.x - storedCenter.x + b.width / 2 + b.minX,
                y: point.y - storedCenter.y + b.height / 2 + b.minY)
        }
        let local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y).applying(inverseTransform)
        return CGPoint(x: local.x + b.width / 2 + b.minX, y: local.y + b.height / 2 + b.minY)
    }

    /// A point of this view's bounds space in the superview's space.
    @inline(__always)
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        Self.convertToSuperview(
            point, bounds: storedBounds, center: storedCenter, transform: transformIsIdentity ? nil : storedTransform)
    }

    /// The step up from a view with `bounds`, `center` and `transform` (nil: the identity); shared with
    /// `WindowConversionChain`, which must give the same bits.
    @inline(__always)
    nonisolated static func convertToSuperview(
        _ point: CGPoint, bounds b: CGRect, center: CGPoint, transform: CGAffineTransform?
    ) -> CGPoint {
        let centred = CGPoint(x: point.x - b.minX - b.width / 2, y: point.y - b.minY - b.height / 2)
        let turned = transform.map { centred.applying($0) } ?? centred
        return CGPoint(x: turned.x + center.x, y: turned.y + center.y)
    }

    // MARK: Conversion between any two views

    /// Converts `point` from this view's coordinates to `view`'s; nil means this view's window.
    /// Views in different windows (or in no window) convert through their roots' frames, which for windows are
    /// screen coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? storedWindow else { return convertUpToRootParent(point, stoppingAt: nil) }
        // The common case — into the view's own window — is a plain walk up, with no ancestor search.
        if target === storedWindow { return convertUpToRootParent(point, stoppingAt: target) }
        return UIView.convert(point, from: self, to: target)
    }

    /// Converts `point` from `view`'s coordinates (nil means this view's window) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? storedWindow else { return convertDownFromRootParent(point) }
        return UIView.convert(point, from: source, to: self)
    }

    /// Converts `rect` to `view`'s coordinates (nil: the window's): the bounding box of its four corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var a = CGPoint(x: rect.minX, y: rect.minY), b = CGPoint(x: rect.maxX, y: rect.minY)
        var c = CGPoint(x: rect.minX, y: rect.maxY), d = CGPoint(x: rect.maxX, y: rect.maxY)
        let target = view ?? storedWindow
        if target == nil || target === storedWindow {
            // Into the view's own window (every damage mark of every frame) or above its root: one walk up moves
            // all four corners, each by the same steps a point conversion takes.
            walkUp(stoppingAt: target) { step in
                a = step.convertToSuperview(a)
                b = step.convertToSuperview(b)
                c = step.convertToSuperview(c)
                d = step.convertToSuperview(d)
            }
        } else {
            a = convert(a, to: view)
            b = convert(b, to: view)
            c = convert(c, to: view)
            d = convert(d, to: view)
        }
        let minX = min(a.x, b.x, c.x, d.x), minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's): the bounding box of its four corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, from: view) })
    }

    private static func convert(_ point: CGPoint, from source: UIView, to target: UIView) -> CGPoint {
        if source === target { return point }
        // A window's point into one of its views (every touch's `location(in:)`) needs no ancestor search.
        if target.storedWindow === source { return target.convertDown(point, from: source) }
        let ancestor = source.nearestCommonAncestor(with: target)
        let up = source.convertUpToRootParent(point, stoppingAt: ancestor)
        return target.convertDown(up, from: ancestor)
    }

    /// Applies each step up from this view until `ancestor` (exclusive); with nil, through the root as well,
    /// landing in the root's superview space (the screen, for a window).
    private func convertUpToRootParent(_ point: CGPoint, stoppingAt ancestor: UIView?) -> CGPoint {
        var result = point
        walkUp(stoppingAt: ancestor) { step in result = step.convertToSuperview(result) }
        return result
    }

    /// Calls `step` with this view and each superview above it, up to `ancestor` (exclusive; nil: through the
    /// root), holding each through `Unmanaged` rather than a strong reference.
    ///
    /// Why: conversions run for every damage mark of every frame and every touch location, and a view that has ever
    /// had a weak reference (a window always has: its renderer's, its touches') takes the Swift runtime's slow path
    /// on each retain and release. Walking with strong references (and four walks per rectangle) was a fifth of a
    /// 1,000-label full redraw (Docs/BenchmarksLog.md, "Full redraws without retains"). The hierarchy holds the
    /// views while `step` reads their geometry.
    @inline(__always)
    private func walkUp(stoppingAt ancestor: UIView?, _ step: (UIView) -> Void) {
        var next: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
        while let current = next {
            next = current._withUnsafeGuaranteedRef { view -> Unmanaged<UIView>? in
                guard view !== ancestor else { return nil }
                step(view)
                return view.storedSuperview.map { Unmanaged.passUnretained($0) }
            }
        }
    }

    private func convertDownFromRootParent(_ point: CGPoint) -> CGPoint {
        convertDown(point, from: nil)
    }

    /// The inverse of `convertUpToRootParent`: from `ancestor`'s space (nil: above the root) down to this view.
    /// Recursive rather than collecting the chain, so a conversion allocates nothing (view trees are shallow).
    private func convertDown(_ point: CGPoint, from ancestor: UIView?) -> CGPoint {
        if self === ancestor { return point }
        guard let superview = storedSuperview else { return convertFromSuperview(point) }
        return convertFromSuperview(superview.convertDown(point, from: ancestor))
    }

    /// The deepest view that has both this view and `other` in its subtree (either may be it), or nil when they
    /// are in different trees. Walks the deeper one up to the other's depth, then both together.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var mine: UIView? = self, theirs: UIView? = other
        var myDepth = depthInTree, theirDepth = other.depthInTree
        while myDepth > theirDepth {
            mine = mine?.storedSuperview
            myDepth -= 1
        }
        while theirDepth > myDepth {
            theirs = theirs?.storedSuperview
            theirDepth -= 1
        }
        while let a = mine, let b = theirs, a !== b {
            mine = a.storedSuperview
            theirs = b.storedSuperview
        }
        return mine
    }

    /// How many superviews are above this view.
    private var depthInTree: Int {
        var depth = 0
        var view = storedSuperview
        while let current = view {
            depth += 1
            view = current.storedSuperview
        }
        return depth
    }
}

extension CGRect {
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
    }
}
