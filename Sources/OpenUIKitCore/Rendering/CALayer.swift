import Foundation

/// The look properties UIKit apps set through `view.layer`: corners, border, shadow and masking.
///
/// A small `CALayer`-shaped surface over its view, not a layer tree: every view has exactly one, created on first
/// use, and the renderer reads these values when it draws the view. `backgroundColor`, `opacity`, `isHidden` and
/// `masksToBounds` are the view's `backgroundColor`, `alpha`, `isHidden` and `clipsToBounds`. Changing any value
/// marks the view's area for redrawing.
///
/// Difference: in UIKit a layer outlives its view if something keeps it. Here a layer kept after its view is gone
/// keeps its own values (corners, border, shadow) and reads the view's (`opacity`, `frame`, …) as a detached
/// layer's defaults, ignoring writes to them; `setNeedsDisplay()` and `render(in:)` do nothing.
@preconcurrency @MainActor
public final class CALayer {
    /// Not owning, and not a weak reference (which would give every view with a layer a side table): the view's
    /// `isolated deinit` sets it to nil, so it never dangles.
    unowned(unsafe) var view: UIView?

    init(view: UIView) {
        self.view = view
    }

    /// Radius of the rounded corners of the background, border and (with `masksToBounds`) the clip.
    public var cornerRadius: CGFloat = 0 { didSet { view?.invalidateRendering() } }
    /// Width of the border drawn inside the bounds, above the subviews.
    public var borderWidth: CGFloat = 0 { didSet { view?.invalidateRendering() } }
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { view?.invalidateRendering() } }
    /// Shadow colour; black by default.
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { view?.invalidateRendering() } }
    /// 0 (no shadow, the default) to 1.
    public var shadowOpacity: Float = 0 {
        willSet { view?.invalidateRenderingBeforeGeometryChange() }
        didSet { view?.invalidateRendering() }
    }
    /// UIKit's default offset is (0, -3).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { view?.invalidateRenderingBeforeGeometryChange() }
        didSet { view?.invalidateRendering() }
    }
    public var shadowRadius: CGFloat = 3 {
        willSet { view?.invalidateRenderingBeforeGeometryChange() }
        didSet { view?.invalidateRendering() }
    }

    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    public var backgroundColor: CGColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? 1 }
        set { view?.alpha = CGFloat(newValue) }
    }

    public var isHidden: Bool {
        get { view?.isHidden ?? false }
        set { view?.isHidden = newValue }
    }

    public var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    public var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    public func setNeedsDisplay() { view?.setNeedsDisplay() }

    /// Draws the view and its subviews into `context`, in the view's own coordinates (like `CALayer.render(in:)`).
    public func render(in context: CGContext) {
        guard let view else { return }
        Graphics.backend.paintHierarchy(of: view, in: context)
    }

    /// How far the shadow reaches beyond the bounds on each side.
    @_spi(Backends) public var shadowOutset: CGFloat {
        shadowOpacity > 0 ? shadowRadius + max(abs(shadowOffset.width), abs(shadowOffset.height)) : 0
    }
}
