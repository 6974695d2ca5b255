import CCairoPango
import Foundation
@_spi(Backends) import OpenUIKitCore

/// A laid-out piece of text (Pango shaping, wrapping, ellipsizing), ready to measure and draw.
///
/// Layouts are made from one shared Pango context with hinting off, so sizes are the same at every scale and on
/// every machine with the same fonts. Shaping is the expensive part of text; views that draw the same text
/// repeatedly (`UILabel`) keep their layout and redraw it.
@MainActor
final class PangoTextLayout: LaidOutText {
    private static let pangoContext: OpaquePointer = {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        return context
    }()

    let layout: OpaquePointer

    init(text: String, font: UIFont, options: TextLayoutOptions) {
        let width = options.width, height = options.height, maximumLines = options.maximumLines
        let alignment = options.alignment, lineBreakMode = options.lineBreakMode, lineSpacing = options.lineSpacing
        layout = pango_layout_new(Self.pangoContext)
        let description = pango_font_description_from_string(font.pangoDescription)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_spacing(layout, Int32(lineSpacing * CGFloat(PANGO_SCALE)))
        let pangoAlignment: PangoAlignment =
            switch alignment {
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            default: PANGO_ALIGN_LEFT
            }
        pango_layout_set_alignment(layout, pangoAlignment)
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        let ellipsis: PangoEllipsizeMode =
            switch lineBreakMode {
            case .byTruncatingHead: PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .byTruncatingTail: PANGO_ELLIPSIZE_END
            default: PANGO_ELLIPSIZE_NONE
            }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
            if maximumLines == 1 {
                // One line: truncating modes ellipsize; the others clip.
                pango_layout_set_single_paragraph_mode(layout, 1)
                pango_layout_set_ellipsize(layout, ellipsis)
            } else {
                // Several lines: words wrap (characters with `.byCharWrapping`); a truncating mode ellipsizes the
                // last line that fits, as UIKit does.
                pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                if maximumLines > 0 {
                    pango_layout_set_height(layout, Int32(-maximumLines))
                    pango_layout_set_ellipsize(
                        layout,
                        ellipsis == PANGO_ELLIPSIZE_NONE ? PANGO_ELLIPSIZE_END : ellipsis)
                } else if let height, height.isFinite, height > 0 {
                    pango_layout_set_height(layout, Int32(height * CGFloat(PANGO_SCALE)))
                    pango_layout_set_ellipsize(layout, ellipsis)
                }
            }
        } else if maximumLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The size the text occupies (logical extents), in points.
    var size: CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }

    /// Where the text lies within its layout box (alignment can move it right), in points.
    var logicalRect: CGRect {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(
            x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
            width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }

    /// Draws the text with its layout box's top-left corner at `origin`.
    func draw(at origin: CGPoint, color: CGColor, alpha: CGFloat, on canvas: any DrawingCanvas) {
        guard let canvas = canvas as? CairoCanvas else { return }
        let cairo = canvas.cairo
        cairo_save(cairo)
        canvas.setSource(color, alpha: alpha)
        cairo_move_to(cairo, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }
}
