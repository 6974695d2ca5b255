import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

// Core Graphics' effects on a Cairo canvas: blend modes (Cairo operators), shadows (the painted shape's alpha,
// blurred), gradients (Cairo patterns), tiled images and transparency layers (Cairo groups).
extension CairoCanvas {
    func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    func setAntialias(_ antialias: Bool) {
        cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    func setBlendMode(_ mode: CGBlendMode) -> Bool {
        let cairoOperator = Self.cairoOperator(for: mode)
        cairo_set_operator(cairo, cairoOperator ?? CAIRO_OPERATOR_OVER)
        return cairoOperator != nil
    }

    /// The Cairo operator with Core Graphics' formula for `mode`; nil when there is none.
    static func cairoOperator(for mode: CGBlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: nil
        }
    }

    func setShadow(_ shadow: CanvasShadow?) { self.shadow = shadow }
    func setSmoothsImages(_ smooth: Bool) { smoothsImages = smooth }

    /// Runs `paint` (which draws with the current path and source) so that its result casts the canvas's shadow:
    /// the result is drawn into a group, the group's alpha blurred and tinted is painted at the shadow's offset,
    /// then the group itself, both with the current operator.
    func paintWithShadow(_ paint: () -> Void) {
        guard let shadow else { return paint() }
        let blendOperator = cairo_get_operator(cairo)
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        paint()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        var groupSurface: OpaquePointer?
        cairo_pattern_get_surface(group, &groupSurface)
        if let groupSurface, let shadowImage = ShadowImage(of: groupSurface, shadow: shadow) {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_operator(cairo, blendOperator)
            cairo_set_source_surface(cairo, shadowImage.surface, shadowImage.origin.x, shadowImage.origin.y)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_surface_destroy(shadowImage.surface)
        }
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    func drawTiled(_ pixels: any ImagePixels, tile: CGRect, alpha: CGFloat) {
        guard let image = pixels as? CairoImage, tile.width > 0, tile.height > 0 else { return }
        flushDeferredPath()
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        if !smoothsImages { cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(
            &matrix, Double(image.pixelWidth) / Double(tile.width), Double(image.pixelHeight) / Double(tile.height))
        cairo_matrix_translate(&matrix, -Double(tile.minX), -Double(tile.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        paintWithShadow { cairo_paint_with_alpha(cairo, Double(alpha)) }
        cairo_restore(cairo)
    }

    func drawGradient(
        _ stops: [(location: CGFloat, color: CGColor)], geometry: GradientGeometry, extendsBefore: Bool,
        extendsAfter: Bool, alpha: CGFloat
    ) {
        flushDeferredPath()
        let pattern: OpaquePointer
        switch geometry {
        case .conic(let center, let startAngle):
            pattern = Self.conicPattern(stops, center: center, startAngle: startAngle, reach: clipReach(from: center))
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let startCenter, let startRadius, let endCenter, let endRadius):
            pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(max(startRadius, 0)), Double(endCenter.x),
                Double(endCenter.y), Double(max(endRadius, 0)))
        }
        defer { cairo_pattern_destroy(pattern) }
        // A mesh (conic) carries its colours in its patches; colour stops would put it in an error state.
        let isMesh: Bool
        if case .conic = geometry { isMesh = true } else { isMesh = false }
        for stop in stops.sorted(by: { $0.location < $1.location }) where !isMesh {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(min(max(stop.location, 0), 1)), Double(stop.color.red), Double(stop.color.green),
                Double(stop.color.blue), Double(stop.color.alpha))
        }
        if !isMesh {
            cairo_pattern_set_extend(pattern, extendsBefore || extendsAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        }
        cairo_save(cairo)
        // Cairo extends both ends or neither; a linear gradient extended at one end only is clipped to the half
        // plane on that side of the other end.
        if case .linear(let start, let end) = geometry, extendsBefore != extendsAfter {
            clipToHalfPlane(edge: extendsBefore ? end : start, towards: extendsBefore ? start : end)
        }
        cairo_new_path(cairo)
        cairo_set_source(cairo, pattern)
        paintWithShadow { cairo_paint_with_alpha(cairo, Double(alpha)) }
        cairo_restore(cairo)
    }

    /// Clips to the half plane bounded by the line through `edge` perpendicular to `edge` → `inside`, on the side
    /// `inside` lies on.
    private func clipToHalfPlane(edge: CGPoint, towards inside: CGPoint) {
        let dx = inside.x - edge.x, dy = inside.y - edge.y
        let length = hypot(dx, dy)
        guard length > 0 else { return }
        let (ux, uy) = (dx / length, dy / length)
        // Far enough to cover any clip: the clip's extent plus its distance from the edge point.
        let clip = clipBoundingBox
        let reach =
            2 * (hypot(clip.width, clip.height) + hypot(clip.midX - edge.x, clip.midY - edge.y) + 1)
        cairo_new_path(cairo)
        cairo_move_to(cairo, Double(edge.x - uy * reach), Double(edge.y + ux * reach))
        cairo_line_to(cairo, Double(edge.x + uy * reach), Double(edge.y - ux * reach))
        cairo_line_to(cairo, Double(edge.x + uy * reach + ux * reach), Double(edge.y - ux * reach + uy * reach))
        cairo_line_to(cairo, Double(edge.x - uy * reach + ux * reach), Double(edge.y + ux * reach + uy * reach))
        cairo_close_path(cairo)
        cairo_clip(cairo)
    }

    /// How far from `point` the clip reaches, in user space.
    private func clipReach(from point: CGPoint) -> CGFloat {
        let clip = clipBoundingBox
        return [clip.minX, clip.maxX].flatMap { x in [clip.minY, clip.maxY].map { hypot(x - point.x, $0 - point.y) } }
            .max() ?? 0
    }

    /// A conic gradient as a mesh of 64 sectors round `center`, each interpolated between its edges' colours.
    static func conicPattern(
        _ stops: [(location: CGFloat, color: CGColor)], center: CGPoint, startAngle: CGFloat, reach: CGFloat
    ) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let sorted = stops.sorted { $0.location < $1.location }
        func color(at t: CGFloat) -> CGColor {
            guard let first = sorted.first, let last = sorted.last else { return CGColor(gray: 0, alpha: 0) }
            if t <= first.location { return first.color }
            if t >= last.location { return last.color }
            let upper = sorted.firstIndex { $0.location >= t }!
            let (a, b) = (sorted[upper - 1], sorted[upper])
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
            return CGColor(
                red: a.color.red + (b.color.red - a.color.red) * f,
                green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        let sectors = 64
        // Sector edges reach past the clip; their chords cut inside it by r·(1 − cos(π/64)), under 0.2 %.
        let r = Double(reach) / cos(Double.pi / Double(sectors)) + 1
        for sector in 0..<sectors {
            let (t0, t1) = (CGFloat(sector) / CGFloat(sectors), CGFloat(sector + 1) / CGFloat(sectors))
            let (a0, a1) = (Double(startAngle) + 2 * .pi * Double(t0), Double(startAngle) + 2 * .pi * Double(t1))
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(pattern, Double(center.x) + r * cos(a0), Double(center.y) + r * sin(a0))
            cairo_mesh_pattern_line_to(pattern, Double(center.x) + r * cos(a1), Double(center.y) + r * sin(a1))
            cairo_mesh_pattern_line_to(pattern, Double(center.x), Double(center.y))
            for (corner, t) in [(0, t0), (1, t0), (2, t1), (3, t1)] {
                let c = color(at: t)
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    func beginGroup() {
        pathWillOutliveTransform()
        cairo_push_group(cairo)
    }

    func endGroup(alpha: CGFloat) {
        pathWillOutliveTransform()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        paintWithShadow { cairo_paint_with_alpha(cairo, Double(alpha)) }
        cairo_restore(cairo)
    }
}

/// A shadow made from a painted group: the group's alpha, blurred, in the shadow's colour, placed in device space.
struct ShadowImage {
    /// An ARGB32 image surface, owned by the caller.
    let surface: OpaquePointer
    /// Where its top-left pixel goes, in device space.
    let origin: (x: Double, y: Double)

    init?(of groupSurface: OpaquePointer, shadow: CanvasShadow) {
        guard let source = cairo_surface_map_to_image(groupSurface, nil) else { return nil }
        defer { cairo_surface_unmap_image(groupSurface, source) }
        cairo_surface_flush(source)
        let width = Int(cairo_image_surface_get_width(source))
        let height = Int(cairo_image_surface_get_height(source))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(source),
            cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(source))
        let sigma = Double(shadow.blur) / 2
        let margin = Int((3 * sigma).rounded(.up))
        let (w, h) = (width + 2 * margin, height + 2 * margin)
        var alpha = [Float](repeating: 0, count: w * h)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width { alpha[(y + margin) * w + x + margin] = Float(row[x] >> 24) / 255 }
        }
        if sigma > 0 { GaussianBlur.blur(&alpha, width: w, height: h, sigma: sigma) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        let outStride = Int(cairo_image_surface_get_stride(surface))
        let out = cairo_image_surface_get_data(surface)!
        let color = shadow.color
        for y in 0..<h {
            let row = out.advanced(by: y * outStride).withMemoryRebound(to: UInt32.self, capacity: w) { $0 }
            for x in 0..<w {
                let a = Double(alpha[y * w + x]) * Double(color.alpha)
                func channel(_ c: CGFloat) -> UInt32 { UInt32((Double(c) * a * 255).rounded()) }
                row[x] =
                    UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8
                    | channel(color.blue)
            }
        }
        cairo_surface_mark_dirty(surface)
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(groupSurface, &dx, &dy)
        self.surface = surface
        origin = (
            -dx - Double(margin) + Double(shadow.offset.width), -dy - Double(margin) + Double(shadow.offset.height)
        )
    }
}

/// A separable Gaussian blur of one channel.
enum GaussianBlur {
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        let radius = Int((3 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var scratch = [Float](repeating: 0, count: values.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -radius...radius where x + k >= 0 && x + k < width {
                    sum += values[y * width + x + k] * kernel[k + radius]
                }
                scratch[y * width + x] = sum
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -radius...radius where y + k >= 0 && y + k < height {
                    sum += scratch[(y + k) * width + x] * kernel[k + radius]
                }
                values[y * width + x] = sum
            }
        }
    }
}
