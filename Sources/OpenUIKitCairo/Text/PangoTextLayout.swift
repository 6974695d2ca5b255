import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

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
    /// Whether runs carry their own colours, which Pango paints opaque: such a layout drawn under a global alpha
    /// below 1 is painted into a group first.
    private let hasOwnColors: Bool

    /// Plain text: one font, coloured when drawn.
    convenience init(text: String, font: UIFont, options: TextLayoutOptions) {
        self.init(text: text, font: font, attributes: nil, hasOwnColors: false, options: options)
    }

    /// Attributed text: one layout whose attribute list gives each run its font and look.
    convenience init(text: String, runs: [TextRun], options: TextLayoutOptions) {
        let attributes = pango_attr_list_new()
        for run in runs {
            Self.addAttributes(of: run, to: attributes)
        }
        self.init(
            text: text, font: runs.first?.style.font ?? .systemFont(ofSize: 12), attributes: attributes,
            hasOwnColors: runs.contains { $0.style.hasColors }, options: options)
        pango_attr_list_unref(attributes)
    }

    private init(
        text: String, font: UIFont, attributes: OpaquePointer?, hasOwnColors: Bool, options: TextLayoutOptions
    ) {
        let width = options.width, height = options.height, maximumLines = options.maximumLines
        let alignment = options.alignment, lineBreakMode = options.lineBreakMode, lineSpacing = options.lineSpacing
        self.hasOwnColors = hasOwnColors
        layout = pango_layout_new(Self.pangoContext)
        let description = pango_font_description_from_string(font.pangoDescription)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let attributes { pango_layout_set_attributes(layout, attributes) }
        // A minimum line height above the font's own becomes an absolute height for every line (Pango 1.50). Pango
        // shares the extra room above and below the text; TextKit puts it above.
        if options.minimumLineHeight > font.lineHeight {
            let lineHeights = attributes.map { pango_attr_list_copy($0) } ?? pango_attr_list_new()
            pango_attr_list_insert(
                lineHeights,
                pango_attr_line_height_new_absolute(Int32(options.minimumLineHeight * CGFloat(PANGO_SCALE))))
            pango_layout_set_attributes(layout, lineHeights)
            pango_attr_list_unref(lineHeights)
        }
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
        // Pango measures in 1/1024 points in 32 bits: a wider limit is no limit (the core passes none that wide).
        if let width, width.isFinite, width > 0, width < CGFloat(Int32.max / PANGO_SCALE) {
            pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
            if options.truncatesEachParagraph {
                // Every paragraph one line, ellipsized (a negative height counts lines per paragraph).
                pango_layout_set_ellipsize(layout, ellipsis)
                pango_layout_set_height(layout, -1)
            } else if maximumLines == 1 {
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
                } else if let height, height.isFinite, height > 0, height < CGFloat(Int32.max / PANGO_SCALE) {
                    pango_layout_set_height(layout, Int32(height * CGFloat(PANGO_SCALE)))
                    pango_layout_set_ellipsize(layout, ellipsis)
                }
            }
        } else if maximumLines == 1 {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
    }

    isolated deinit {
        for run in (madeGlyphRuns ?? nil) ?? [] { cairo_scaled_font_destroy(run.font) }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    private struct Extents {
        var logical: CGRect
        var ink: CGRect
        var baseline: CGFloat
    }

    /// Measured once: a layout never changes after it is made, and every draw asks for its size.
    private lazy var extents: Extents = {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        func points(_ rect: PangoRectangle) -> CGRect {
            CGRect(
                x: CGFloat(rect.x) / scale, y: CGFloat(rect.y) / scale, width: CGFloat(rect.width) / scale,
                height: CGFloat(rect.height) / scale)
        }
        return Extents(
            logical: points(logical), ink: points(ink), baseline: CGFloat(pango_layout_get_baseline(layout)) / scale)
    }()

    /// The size the text occupies (logical extents), in points.
    var size: CGSize { extents.logical.size }
    /// Where the text lies within its layout box (alignment can move it right), in points.
    var logicalRect: CGRect { extents.logical }
    var inkRect: CGRect { extents.ink }
    var firstBaseline: CGFloat { extents.baseline }

    /// Draws the text with its layout box's top-left corner at `origin`.
    func draw(at origin: CGPoint, color: CGColor, alpha: CGFloat, on canvas: any DrawingCanvas) {
        guard let canvas = canvas as? CairoCanvas else { return }
        let cairo = canvas.cairo
        cairo_save(cairo)
        if let glyphRuns {
            canvas.setSource(color, alpha: alpha)
            cairo_translate(cairo, Double(origin.x), Double(origin.y))
            for run in glyphRuns {
                cairo_set_scaled_font(cairo, run.font)
                run.glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cairo, $0.baseAddress, Int32($0.count)) }
            }
            cairo_restore(cairo)
            return
        }
        let grouped = hasOwnColors && alpha < 1
        if grouped { cairo_push_group(cairo) }
        canvas.setSource(color, alpha: grouped ? 1 : alpha)
        cairo_move_to(cairo, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cairo, layout)
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
        cairo_restore(cairo)
    }

    /// The glyphs of one run of a plain layout, positioned in the layout box, with the font Pango chose for them.
    private struct GlyphRun {
        let font: OpaquePointer
        let glyphs: [cairo_glyph_t]
    }

    /// A plain layout's glyphs, positioned once, so a draw is `cairo_show_glyphs` per run instead of Pango's
    /// renderer walking the layout every time (the same calls Pango ends in, without its per-draw set-up). Nil for
    /// attributed layouts (Pango draws their colours and lines) and for text with glyphs no font has (Pango draws
    /// those as hex boxes).
    private var glyphRuns: [GlyphRun]? {
        if let madeGlyphRuns { return madeGlyphRuns }
        let runs = pango_layout_get_attributes(layout) == nil ? makeGlyphRuns() : nil
        madeGlyphRuns = .some(runs)
        return runs
    }
    /// Nil until the first draw.
    private var madeGlyphRuns: [GlyphRun]??

    private func makeGlyphRuns() -> [GlyphRun]? {
        // pango-glyph.h: PANGO_GLYPH_EMPTY draws nothing; PANGO_GLYPH_UNKNOWN_FLAG marks a missing glyph.
        let emptyGlyph: UInt32 = 0x0FFF_FFFF, unknownFlag: UInt32 = 0x1000_0000
        let scale = Double(PANGO_SCALE)
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        var runs: [GlyphRun] = []
        repeat {
            // Nil at the end of each line.
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            guard let pangoFont = run.pointee.item.pointee.analysis.font,
                let font = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont)),
                let glyphString = run.pointee.glyphs
            else { return nil }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator) - run.pointee.y_offset)
            var x = Double(logical.x)
            var glyphs: [cairo_glyph_t] = []
            glyphs.reserveCapacity(Int(glyphString.pointee.num_glyphs))
            for index in 0..<Int(glyphString.pointee.num_glyphs) {
                let info = glyphString.pointee.glyphs[index]
                if info.glyph & unknownFlag != 0 { return nil }
                if info.glyph != emptyGlyph {
                    glyphs.append(
                        cairo_glyph_t(
                            index: UInt(info.glyph), x: (x + Double(info.geometry.x_offset)) / scale,
                            y: (baseline + Double(info.geometry.y_offset)) / scale))
                }
                x += Double(info.geometry.width)
            }
            // The font belongs to the layout's font map; the reference keeps it for as long as these glyphs.
            runs.append(GlyphRun(font: cairo_scaled_font_reference(font), glyphs: glyphs))
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }

    /// Appends `run`'s font and look to `list`, over the run's bytes.
    private static func addAttributes(of run: TextRun, to list: OpaquePointer?) {
        let style = run.style
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(run.utf8Range.lowerBound)
            attribute.pointee.end_index = UInt32(run.utf8Range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        let description = pango_font_description_from_string(style.font.pangoDescription)
        add(pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        func addColor(
            _ color: CGColor?, _ make: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<PangoAttribute>?,
            alpha makeAlpha: ((UInt16) -> UnsafeMutablePointer<PangoAttribute>?)? = nil
        ) {
            guard let color else { return }
            func channel(_ value: CGFloat) -> UInt16 { UInt16((value * 65535).rounded()) }
            add(make(channel(color.red), channel(color.green), channel(color.blue)))
            if let makeAlpha, color.alpha < 1 { add(makeAlpha(max(channel(color.alpha), 1))) }
        }
        addColor(style.foregroundColor, pango_attr_foreground_new, alpha: pango_attr_foreground_alpha_new)
        addColor(style.backgroundColor, pango_attr_background_new, alpha: pango_attr_background_alpha_new)
        if style.underlineStyle != 0 {
            let double = style.underlineStyle & 0x0F == NSUnderlineStyle.double.rawValue
            add(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            addColor(style.underlineColor, pango_attr_underline_color_new)
        }
        if style.strikethroughStyle != 0 {
            add(pango_attr_strikethrough_new(1))
            addColor(style.strikethroughColor, pango_attr_strikethrough_color_new)
        }
        if style.kern != 0 {
            add(pango_attr_letter_spacing_new(Int32((style.kern * CGFloat(PANGO_SCALE)).rounded())))
        }
    }
}

extension TextRunStyle {
    /// Whether Pango paints any of this run in a colour of its own.
    fileprivate var hasColors: Bool {
        foregroundColor != nil || backgroundColor != nil || underlineColor != nil || strikethroughColor != nil
    }
}
