import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

extension UIBezierPath {
    /// Adds the path's elements to a Cairo context's current path.
    func append(to cairo: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .quad(let p, let c):
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                cairo_curve_to(
                    cairo, x + 2 / 3 * (Double(c.x) - x), y + 2 / 3 * (Double(c.y) - y),
                    Double(p.x) + 2 / 3 * Double(c.x - p.x), Double(p.y) + 2 / 3 * Double(c.y - p.y),
                    Double(p.x), Double(p.y))
            case .arc(let center, let radius, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(start), Double(end))
                } else {
                    cairo_arc_negative(
                        cairo, Double(center.x), Double(center.y), Double(radius), Double(start),
                        Double(end))
                }
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// Whether `point` is inside the path under its fill rule, by Cairo's own fill test.
    func cairoContains(_ point: CGPoint) -> Bool {
        withScratchContext { cairo in
            append(to: cairo)
            cairo_set_fill_rule(cairo, usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cairo, Double(point.x), Double(point.y)) != 0
        }
    }

    /// The extents of the path as Cairo flattens it.
    var cairoBounds: CGRect {
        withScratchContext { cairo in
            append(to: cairo)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }

    private func withScratchContext<T>(_ body: (OpaquePointer) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        return body(cairo)
    }
}
