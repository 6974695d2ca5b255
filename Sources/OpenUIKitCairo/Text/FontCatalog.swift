import CCairoPango
import Foundation
@_spi(Rendering) @_spi(Accessibility) import OpenUIKitCore

/// What fontconfig and Pango know about fonts: installed families, and metrics per font (cached).
enum FontCatalog {
    private static let cache = MetricsCache()

    static func hasFamily(_ name: String) -> Bool {
        cache.families.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    static func metrics(for font: UIFont) -> FontMetrics {
        cache.metrics(for: font)
    }

    /// Guarded by a lock: fonts are `Sendable` and their metrics may be asked for from any thread.
    private final class MetricsCache: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [UIFont: FontMetrics] = [:]
        private var cachedFamilies: [String]?

        var families: [String] {
            lock.lock()
            defer { lock.unlock() }
            if let cachedFamilies { return cachedFamilies }
            var names: [String] = []
            let fontMap = pango_cairo_font_map_get_default()
            var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &families, &count)
            if let families {
                for index in 0..<Int(count) {
                    if let family = families[index], let name = pango_font_family_get_name(family) {
                        names.append(String(cString: name))
                    }
                }
                g_free(families)
            }
            cachedFamilies = names
            return names
        }

        func metrics(for font: UIFont) -> FontMetrics {
            lock.lock()
            defer { lock.unlock() }
            if let metrics = storage[font] { return metrics }
            let fontMap = pango_cairo_font_map_get_default()
            let context = pango_font_map_create_context(fontMap)
            let description = pango_font_description_from_string(font.pangoDescription)
            let pangoMetrics = pango_context_get_metrics(context, description, nil)
            let scale = CGFloat(PANGO_SCALE)
            let ascent = CGFloat(pango_font_metrics_get_ascent(pangoMetrics)) / scale
            let descent = CGFloat(pango_font_metrics_get_descent(pangoMetrics)) / scale
            let height = CGFloat(pango_font_metrics_get_height(pangoMetrics)) / scale
            pango_font_metrics_unref(pangoMetrics)
            pango_font_description_free(description)
            g_object_unref(UnsafeMutableRawPointer(context))
            let metrics = FontMetrics(ascender: ascent, descender: descent, lineHeight: max(height, ascent + descent))
            storage[font] = metrics
            return metrics
        }
    }
}

extension UIFont {
    /// The Pango description string, e.g. "DejaVu Sans Bold 12px"; sizes are in points, one point per pixel at
    /// scale 1, as in UIKit.
    var pangoDescription: String {
        var text = familyName
        if weight.cssWeight >= 600 { text += " Bold" } else if weight.cssWeight <= 300 { text += " Light" }
        if isItalic { text += " Italic" }
        return "\(text) \(pointSize)px"
    }
}
