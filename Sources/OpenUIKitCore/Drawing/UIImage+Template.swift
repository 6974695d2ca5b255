import Foundation

extension UIImage {
    /// Draws the image in `rect` as a view shows it: as it is, or — for a template image
    /// (`withRenderingMode(.alwaysTemplate)`) with a `tint` — its shape (its alpha) filled with the tint, as UIKit's
    /// image views and buttons draw templates in their `tintColor`.
    ///
    /// Difference: `.automatic` draws the image as it is in every view (UIKit's system buttons and bar items treat
    /// it as a template).
    @MainActor func draw(in rect: CGRect, templateTint tint: UIColor?) {
        guard renderingMode == .alwaysTemplate, let tint, let context = UIGraphicsGetCurrentContext() else {
            return draw(in: rect)
        }
        context.saveGState()
        context.clip(to: rect)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        draw(in: rect)
        // Inside the layer only the image is drawn, so `.sourceIn` keeps the tint where the image has alpha.
        context.setBlendMode(.sourceIn)
        tint.setFill()
        context.fill(rect)
        context.endTransparencyLayer()
        context.restoreGState()
    }
}
