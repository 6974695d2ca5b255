import Foundation

extension UIView {
    /// A new view that shows what this view and its subviews look like now, as UIKit's snapshot: the same size,
    /// at the origin, not in any hierarchy, drawn once (later changes to this view do not show in it). With
    /// `afterScreenUpdates` pending layout is done first, as UIKit renders pending changes first.
    ///
    /// Difference: UIKit's snapshot view shares the rendered content with the screen; OpenUIKit's holds a bitmap
    /// of the view at its window's scale (1 off-window) as its layer's `contents`.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshot(of: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }

    /// A snapshot (``snapshotView(afterScreenUpdates:)``) of `rect` of this view (its bounds' coordinates), that
    /// stretches only between `capInsets` when resized in UIKit. Difference: the insets are not used; a resized
    /// snapshot scales its content as a whole.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        snapshot(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    private func snapshot(of rect: CGRect, afterScreenUpdates afterUpdates: Bool, capInsets: UIEdgeInsets)
        -> UIView?
    {
        let rect = rect.standardized
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else {
            UIApplication.reportProgrammingError("snapshotView: \(rect) is not finite; no snapshot", about: self)
            return nil
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        guard rect.width > 0, rect.height > 0 else { return snapshot }
        if afterUpdates { layoutIfNeeded() }
        var format = UIGraphicsImageRendererFormat.default()
        format.scale = storedWindow?.screenScale ?? 1
        let image = UIGraphicsImageRenderer(bounds: rect, format: format).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = format.scale
        return snapshot
    }
}
