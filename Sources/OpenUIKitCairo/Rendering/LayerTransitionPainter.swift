import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Paints a running `CATransition`: the picture of the old look and the new look (painted by the caller), each at
/// its offset and opacity for the transition's progress, the old one under the new (over it for `.reveal`), both cut
/// to the bounds when the layer masks to them.
@MainActor
struct LayerTransitionPainter {
    let context: CGContext
    let canvas: CairoCanvas

    /// Paints `frame` in the current space (the layer's or view's bounds space); `paintNew` paints the new look.
    func paint(_ frame: LayerTransitionFrame, paintNew: () -> Void) {
        let cairo = canvas.cairo
        guard let clip = frame.clip else { return paintInOrder(frame, paintNew) }
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(cairo)
        paintInOrder(frame, paintNew)
        cairo_restore(cairo)
    }

    private func paintInOrder(_ frame: LayerTransitionFrame, _ paintNew: () -> Void) {
        if frame.oldOnTop {
            paintNewLook(frame, paintNew)
            paintOldPicture(frame)
        } else {
            paintOldPicture(frame)
            paintNewLook(frame, paintNew)
        }
    }

    private func paintOldPicture(_ frame: LayerTransitionFrame) {
        guard frame.oldAlpha > 0 else { return }
        context.withInitialDrawingState {
            context.setAlpha(frame.oldAlpha)
            context.draw(
                UIImage(cgImage: frame.picture), in: frame.rect.offsetBy(dx: frame.oldOffset.dx, dy: frame.oldOffset.dy)
            )
        }
    }

    private func paintNewLook(_ frame: LayerTransitionFrame, _ paintNew: () -> Void) {
        guard frame.newAlpha > 0 else { return }
        let cairo = canvas.cairo
        cairo_save(cairo)
        cairo_translate(cairo, Double(frame.newOffset.dx), Double(frame.newOffset.dy))
        if frame.newAlpha < 1 { cairo_push_group(cairo) }
        paintNew()
        if frame.newAlpha < 1 {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(frame.newAlpha))
        }
        cairo_restore(cairo)
    }
}
