import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Strokes a shape layer's circular arc by working out each pixel's coverage from the circle itself, instead of
/// having Cairo flatten, stroke and scan-convert the path's curves.
///
/// Why: a progress ring or a spinner whose trim or angle changes every frame is a new shape every frame, so no
/// cached mask (`ShapeLayerMasks`) can serve it, and Cairo's stroker and rasterizer spend about 4.5 µs on each
/// such ring even with fast anti-aliasing: a thousand of them took most of a frame. The stroke of an arc is a band
/// between two circles, cut by the two rays through its ends (butt caps) or rounded by two discs (round caps), so a
/// pixel's coverage follows from its centre's distances to those edges. Only the pixels of the band are visited
/// (each row's span between the circles), and each is blended onto the target the way Cairo's `OVER` operator
/// blends a solid colour. A ring of up to 32 pixels in radius reads the band's coverage, and each row's span, from
/// a table made once for its radii and its centre's fraction of a pixel (`RadialCoverageTable`): a spinner turns
/// and trims about a centre that stays put, so only the trim is worked out per pixel each frame.
///
/// Anti-aliasing is by distance: a pixel is covered by how far its centre lies inside each edge, up to one pixel.
/// Cairo's fast setting, used for the same strokes before, samples 4 × 4 points per pixel instead; both differ from
/// Cairo's exact area coverage only along the edges, by a few levels out of 255. Used where the fast setting is
/// (a layer with animations: Core Animation documents that shape rasterization may favour speed over accuracy),
/// for a stroke up to `ShapeLayerMasks.fastStrokeWidth` device pixels wide along a path that is one arc
/// (`CGPath.circularArc`) under a transform that keeps circles round, drawn with
/// `OVER` onto an image surface with a rectangular clip, without dashes or square caps. Anything else is left to
/// Cairo.
@_spi(Rendering) @MainActor
public enum ArcStrokeRasterizer {
    /// Off: every arc goes to Cairo's stroker (tests and the benchmark compare the two).
    public static var isEnabled = true
    /// Arcs stroked here since the count was last reset: for tests.
    public static var strokes = 0
    /// Off: every pixel's radial coverage is measured (tests compare the two). Either way the tables kept are
    /// dropped.
    static var usesRadialTables = true {
        didSet {
            radialTables.removeAll()
            lastRadialTable = nil
        }
    }
    /// Radial tables made since the count was last reset: for tests.
    static var radialTablesMade = 0
    /// The radial coverage of the ring shapes stroked lately (a few at a time, usually one).
    private static var radialTables: [RadialCoverageTable.Shape: RadialCoverageTable] = [:]
    /// The table the last ring used: the next ring is usually of the same shape, and comparing spares hashing. Read
    /// and written for every ring, whole, so it skips the runtime's exclusivity checks.
    @exclusivity(unchecked) private static var lastRadialTable:
        (shape: RadialCoverageTable.Shape, table: RadialCoverageTable)?

    /// The table of `band`'s radial coverage, nil for a ring too wide to keep one for.
    private static func radialTable(for band: ArcBand) -> RadialCoverageTable? {
        guard usesRadialTables, band.outer <= RadialCoverageTable.largestRadius else { return nil }
        let shape = RadialCoverageTable.Shape(
            inner: band.inner, outer: band.outer, fractionX: band.centerX - band.centerX.rounded(.down),
            fractionY: band.centerY - band.centerY.rounded(.down))
        if let last = lastRadialTable, last.shape == shape { return last.table }
        if let table = radialTables[shape] {
            lastRadialTable = (shape, table)
            return table
        }
        // Rings that move within the pixel grid make a new shape each frame: the tables are dropped then, rather
        // than kept growing.
        if radialTables.count >= 16 { radialTables.removeAll(keepingCapacity: true) }
        let table = RadialCoverageTable(shape)
        radialTables[shape] = table
        lastRadialTable = (shape, table)
        radialTablesMade += 1
        return table
    }

    /// Strokes `shape`'s trimmed arc with `color` and returns true; returns false, drawing nothing, when the shape or
    /// the canvas is not one this rasterizer handles.
    static func stroke(_ shape: CAShapeLayer, color: CGColor, cairo: OpaquePointer) -> Bool {
        guard let arc = shape.path?.circularArc, shape.lineCap != .square,
            shape.lineDashPattern?.isEmpty ?? true, cairo_get_operator(cairo) == CAIRO_OPERATOR_OVER,
            let target = cairo_get_group_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return false }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // A square root rather than `hypot`, whose care for overflow costs more: the radius is snapped below anyway.
        let scale = (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()
        guard scale > 0, abs(matrix.xx - matrix.yy) <= 1e-9 * scale, abs(matrix.yx + matrix.xy) <= 1e-9 * scale
        else { return false }
        let start = Double(min(max(shape.strokeStart, 0), 1)), end = Double(min(max(shape.strokeEnd, 0), 1))
        guard end > start else { return true }
        // On a grid of 1/1024 pixel, far finer than a level of coverage: a turning ring's centre and radius come out
        // of its transform with rounding noise, which would make each frame's ring a new shape for the radial
        // tables.
        func snapped(_ value: Double) -> Double { (value * 1024).rounded() / 1024 }
        let center = (
            x: snapped(matrix.xx * Double(arc.center.x) + matrix.xy * Double(arc.center.y) + matrix.x0),
            y: snapped(matrix.yx * Double(arc.center.x) + matrix.yy * Double(arc.center.y) + matrix.y0)
        )
        let radius = snapped(Double(arc.radius) * scale), half = snapped(Double(shape.lineWidth) * scale / 2)
        // The rays cutting the band pass through the centre: a band reaching it would be cut where it should not.
        // Wider strokes keep Cairo's full anti-aliasing while animating, as they do with Cairo's fast setting.
        guard 2 * half <= ShapeLayerMasks.fastStrokeWidth, radius - half >= 1, radius + half < 8192,
            center.x.magnitude < 1e6, center.y.magnitude < 1e6
        else {
            return false
        }
        // Trimming by length is trimming by angle on a circle. Device angles add the transform's rotation.
        var from = Double(arc.startAngle) + atan2(matrix.yx, matrix.xx) + start * Double(arc.delta)
        var sweep = (end - start) * Double(arc.delta)
        if sweep < 0 { (from, sweep) = (from + sweep, -sweep) }
        let band = ArcBand(
            centerX: center.x, centerY: center.y, radius: radius, half: half, from: from, sweep: sweep,
            roundCaps: shape.lineCap == .round, color: color)
        // The clip as device rectangles: read with the identity matrix, since Cairo gives it in user space.
        cairo_identity_matrix(cairo)
        let clip = cairo_copy_clip_rectangle_list(cairo)
        cairo_set_matrix(cairo, &matrix)
        guard let clip else { return false }
        defer { cairo_rectangle_list_destroy(clip) }
        guard clip.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        guard let data = cairo_image_surface_get_data(target) else { return false }
        var offset = (x: 0.0, y: 0.0)
        cairo_surface_get_device_offset(target, &offset.x, &offset.y)
        let pixels = PixelTarget(
            data: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(target)),
            width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)),
            offsetX: Int(offset.x.rounded()), offsetY: Int(offset.y.rounded()), opaque: format == CAIRO_FORMAT_RGB24)
        cairo_surface_flush(target)
        var dirty = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        let radial = radialTable(for: band)
        for index in 0..<Int(clip.pointee.num_rectangles) {
            let rect = clip.pointee.rectangles[index]
            if let written = band.paint(
                into: pixels, radial: radial, clipX: Int(rect.x.rounded(.down)), clipY: Int(rect.y.rounded(.down)),
                clipMaxX: Int((rect.x + rect.width).rounded(.up)), clipMaxY: Int((rect.y + rect.height).rounded(.up)))
            {
                dirty = (
                    min(dirty.minX, written.minX), min(dirty.minY, written.minY), max(dirty.maxX, written.maxX),
                    max(dirty.maxY, written.maxY)
                )
            }
        }
        strokes += 1
        if dirty.minX < dirty.maxX {
            cairo_surface_mark_dirty_rectangle(
                target, Int32(dirty.minX), Int32(dirty.minY), Int32(dirty.maxX - dirty.minX),
                Int32(dirty.maxY - dirty.minY))
        }
        return true
    }
}

/// An image surface's pixels, and where device space lies in them (a group's surface is offset).
struct PixelTarget {
    let data: UnsafeMutableRawPointer
    let stride: Int
    let width: Int
    let height: Int
    let offsetX: Int
    let offsetY: Int
    /// The surface has no alpha channel (Cairo's RGB24): its top byte is written as opaque.
    let opaque: Bool
}

/// The stroke of an arc in device pixels: the band between two circles, its trimmed part, and the colour.
struct ArcBand {
    let centerX: Double
    let centerY: Double
    let inner: Double
    let outer: Double
    let half: Double
    /// The trimmed part as a wedge of less than half a turn: covered inside it, or outside it when `inverted` (the
    /// part is more than half a turn), everywhere when `whole`.
    let whole: Bool
    let inverted: Bool
    /// The wedge's edges, each as the unit normal pointing into the wedge, and the direction of its middle.
    let startNormal: (x: Double, y: Double)
    let endNormal: (x: Double, y: Double)
    let middle: (x: Double, y: Double)
    /// The ends of the trimmed arc, the centres of round caps.
    let roundCaps: Bool
    let firstEnd: (x: Double, y: Double)
    let lastEnd: (x: Double, y: Double)
    /// The device box the stroke can reach (its trimmed part, caps and one pixel of anti-aliasing).
    let box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    /// The colour premultiplied by its alpha, 0 … 255 per channel.
    let alpha: UInt32
    let red: UInt32
    let green: UInt32
    let blue: UInt32
    /// The colour's red and blue, and its alpha and green, each pair in the low bytes of two 16-bit lanes.
    let solidRB: UInt32
    let solidAG: UInt32

    init(
        centerX: Double, centerY: Double, radius: Double, half: Double, from: Double, sweep: Double, roundCaps: Bool,
        color: CGColor
    ) {
        (self.centerX, self.centerY, self.half) = (centerX, centerY, half)
        (inner, outer) = (radius - half, radius + half)
        whole = sweep >= 2 * .pi - 1e-9
        inverted = !whole && sweep > .pi
        // Four sines and cosines a ring: everything else follows from the directions of the two ends.
        let first = (x: cos(from), y: sin(from)), last = (x: cos(from + sweep), y: sin(from + sweep))
        // The wedge described: the trimmed part, or what is left of the turn when that is the smaller (from the
        // last end round to the first).
        let (wedgeStart, wedgeEnd) = inverted ? (last, first) : (first, last)
        startNormal = (-wedgeStart.y, wedgeStart.x)
        endNormal = (wedgeEnd.y, -wedgeEnd.x)
        // The middle bisects the two ends; for a wedge of half a turn they are opposite, and the middle is the
        // start's normal.
        let sum = (x: wedgeStart.x + wedgeEnd.x, y: wedgeStart.y + wedgeEnd.y), length = hypot(sum.x, sum.y)
        middle = length > 1e-9 ? (sum.x / length, sum.y / length) : startNormal
        self.roundCaps = roundCaps && !whole
        firstEnd = (centerX + radius * first.x, centerY + radius * first.y)
        lastEnd = (centerX + radius * last.x, centerY + radius * last.y)
        box = Self.box(
            centerX: centerX, centerY: centerY, inner: radius - half, outer: radius + half, from: from, sweep: sweep,
            ends: (first, last), whole: whole, caps: roundCaps ? half : 0)
        let opacity = min(max(color.alpha, 0), 1)
        func level(_ component: CGFloat) -> UInt32 { UInt32((min(max(component, 0), 1) * opacity * 255).rounded()) }
        (alpha, red, green, blue) = (level(1), level(color.red), level(color.green), level(color.blue))
        (solidRB, solidAG) = (red << 16 | blue, alpha << 16 | green)
    }

    /// The box around the part of the band from `from` turning `sweep` (whose ends point along `ends`): its ends on
    /// both circles, the circle's extreme points the part passes, and `caps` around the ends, one pixel wider on
    /// every side.
    private static func box(
        centerX: Double, centerY: Double, inner: Double, outer: Double, from: Double, sweep: Double,
        ends: ((x: Double, y: Double), (x: Double, y: Double)), whole: Bool, caps: Double
    ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let reach = outer + 1
        guard !whole else { return (centerX - reach, centerY - reach, centerX + reach, centerY + reach) }
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        func include(_ x: Double, _ y: Double, _ margin: Double) {
            box = (
                min(box.minX, x - margin), min(box.minY, y - margin), max(box.maxX, x + margin),
                max(box.maxY, y + margin)
            )
        }
        func includeEnd(_ end: (x: Double, y: Double)) {
            include(centerX + inner * end.x, centerY + inner * end.y, 1)
            include(centerX + outer * end.x, centerY + outer * end.y, 1)
            if caps > 0 {
                include(centerX + (inner + outer) / 2 * end.x, centerY + (inner + outer) / 2 * end.y, caps + 1)
            }
        }
        includeEnd(ends.0)
        includeEnd(ends.1)
        // The extreme points (right, down, left, up) lie at multiples of a quarter turn.
        var quarter = (from / (.pi / 2)).rounded(.up)
        while quarter * .pi / 2 <= from + sweep {
            switch Int(quarter.truncatingRemainder(dividingBy: 4) + 4) % 4 {
            case 0: include(centerX + outer, centerY, 1)
            case 1: include(centerX, centerY + outer, 1)
            case 2: include(centerX - outer, centerY, 1)
            default: include(centerX, centerY - outer, 1)
            }
            quarter += 1
        }
        return box
    }

    @inline(__always) private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// How much of the pixel `dx`/`dy` from the centre the band between circles of radius `inner` and `outer`
    /// covers before any trim, 0 … 1.
    @inline(__always) static func radialCoverage(dx: Double, dy: Double, inner: Double, outer: Double) -> Double {
        let squared = dx * dx + dy * dy
        // Wholly inside the band: no square root needed.
        guard squared < (inner + 0.5) * (inner + 0.5) || squared > (outer - 0.5) * (outer - 0.5) else { return 1 }
        let distance = squared.squareRoot()
        return clamped(outer - distance + 0.5) - clamped(inner - distance + 0.5)
    }

    /// How much of the pixel centred at (`x`, `y`), `dx`/`dy` from the centre, the stroke covers, 0 … 1, given the
    /// band's coverage there before the trim.
    @inline(__always) private func coverage(
        radial: Double, dx: Double, dy: Double, x: Double, y: Double
    ) -> Double {
        var covered = radial
        if !whole {
            // Behind the centre the edges' lines no longer bound the wedge.
            var wedge = 0.0
            if dx * middle.x + dy * middle.y > -1 {
                wedge =
                    Self.clamped(dx * startNormal.x + dy * startNormal.y + 0.5)
                    * Self.clamped(dx * endNormal.x + dy * endNormal.y + 0.5)
            }
            covered *= inverted ? 1 - wedge : wedge
            if roundCaps && covered < 1 {
                let first = ((x - firstEnd.x) * (x - firstEnd.x) + (y - firstEnd.y) * (y - firstEnd.y)).squareRoot()
                let last = ((x - lastEnd.x) * (x - lastEnd.x) + (y - lastEnd.y) * (y - lastEnd.y)).squareRoot()
                covered = max(covered, Self.clamped(half - first + 0.5), Self.clamped(half - last + 0.5))
            }
        }
        return covered
    }

    /// Blends the band into `pixels` within the device rectangle from (`clipX`, `clipY`) to (`clipMaxX`,
    /// `clipMaxY`); the device rectangle of the pixels visited, nil when none was.
    func paint(
        into pixels: PixelTarget, radial: RadialCoverageTable?, clipX: Int, clipY: Int, clipMaxX: Int, clipMaxY: Int
    ) -> (
        minX: Int, minY: Int, maxX: Int, maxY: Int
    )? {
        // Rows and columns in device space, kept inside the stroke's box, the clip and the surface.
        let minX = max(clipX, Int(box.minX.rounded(.down)), -pixels.offsetX)
        let maxX = min(clipMaxX, Int(box.maxX.rounded(.up)), pixels.width - pixels.offsetX)
        let minY = max(clipY, Int(box.minY.rounded(.down)), -pixels.offsetY)
        let maxY = min(clipMaxY, Int(box.maxY.rounded(.up)), pixels.height - pixels.offsetY)
        guard minX < maxX, minY < maxY else { return nil }
        let reach = outer + 0.5, hole = inner - 0.5
        let centerColumn = Int(centerX.rounded(.down)), centerRow = Int(centerY.rounded(.down))
        let solid = alpha << 24 | red << 16 | green << 8 | blue
        let top: UInt32 = pixels.opaque ? 0xFF00_0000 : 0
        /// Blends the pixels of `row` (centre `y`, `dy` below the circle's) from `first` up to `last`, with their
        /// coverage before the trim read from `tableRow` (whose first column is `tableColumn`) or measured.
        @inline(__always) func paintColumns(
            _ first: Int, _ last: Int, row: Int, y: Double, dy: Double, tableRow: UnsafePointer<Double>?,
            tableColumn: Int
        ) {
            guard first < last else { return }
            let line = (pixels.data + (row + pixels.offsetY) * pixels.stride).assumingMemoryBound(to: UInt32.self)
            for column in first..<last {
                let x = Double(column) + 0.5
                let dx = x - centerX
                let covered = coverage(
                    radial: tableRow?[column - tableColumn]
                        ?? Self.radialCoverage(dx: dx, dy: dy, inner: inner, outer: outer),
                    dx: dx, dy: dy, x: x, y: y)
                guard covered > 0 else { continue }
                let pixel = line + (column + pixels.offsetX)
                if covered >= 1 && alpha == 255 {
                    pixel.pointee = solid | top
                } else {
                    pixel.pointee = blend(UInt32(covered * 255 + 0.5), over: pixel.pointee) | top
                }
            }
        }
        if let radial {
            // The table's runs of covered columns, row by row: nothing to work out where the circles cross a row.
            let tableColumn = centerColumn - radial.reach
            let rows = (first: max(minY, centerRow - radial.reach), end: min(maxY, centerRow + radial.reach + 1))
            guard rows.first < rows.end else { return (minX, minY, maxX, maxY) }
            for row in rows.first..<rows.end {
                let index = row - centerRow + radial.reach
                let runs = radial.runs[index], tableRow = radial.row(index)
                let y = Double(row) + 0.5
                paintColumns(
                    max(minX, tableColumn + Int(runs.first)), min(maxX, tableColumn + Int(runs.firstEnd)), row: row,
                    y: y, dy: y - centerY, tableRow: tableRow, tableColumn: tableColumn)
                paintColumns(
                    max(minX, tableColumn + Int(runs.second)), min(maxX, tableColumn + Int(runs.secondEnd)), row: row,
                    y: y, dy: y - centerY, tableRow: tableRow, tableColumn: tableColumn)
            }
            return (minX, minY, maxX, maxY)
        }
        for row in minY..<maxY {
            let y = Double(row) + 0.5
            let dy = y - centerY
            guard dy.magnitude < reach else { continue }
            let across = (reach * reach - dy * dy).squareRoot()
            let inside = hole > dy.magnitude ? (hole * hole - dy * dy).squareRoot() : 0
            // The band's pixels in this row: left of the hole and right of it (one span when the row misses it).
            // Each span starts after the last pixel of the one before, so no pixel is blended twice.
            @discardableResult @inline(__always) func paintSpan(
                from low: Double, to high: Double, notBefore previous: Int = .min
            ) -> Int {
                let first = max(minX, Int((low - 0.5).rounded(.down)), previous)
                let last = min(maxX, Int((high - 0.5).rounded(.up)) + 1)
                guard first < last else { return previous }
                paintColumns(first, last, row: row, y: y, dy: dy, tableRow: nil, tableColumn: 0)
                return last
            }
            if inside > 0 {
                let end = paintSpan(from: centerX - across, to: centerX - inside)
                paintSpan(from: centerX + inside, to: centerX + across, notBefore: end)
            } else {
                paintSpan(from: centerX - across, to: centerX + across)
            }
        }
        return (minX, minY, maxX, maxY)
    }

    /// Cairo's `OVER` of the colour at `coverage` (0 … 255) onto one premultiplied 32-bit pixel, rounded to the
    /// nearest level.
    @inline(__always) func blend(_ coverage: UInt32, over old: UInt32) -> UInt32 {
        guard alpha == 255 else { return blendWorkedInSquares(coverage, over: old) }
        // An opaque colour (the usual stroke): each channel is (source × coverage + old × (255 − coverage)) / 255
        // rounded, the value the general case gives, worked for two channels at once in 16-bit lanes and divided by
        // 255 with rounding as (t + 128 + ((t + 128) >> 8)) >> 8, which is exact for t up to 255².
        let rest = 255 - coverage
        @inline(__always) func pair(_ source: UInt32, _ old: UInt32) -> UInt32 {
            let sum = source * coverage + old * rest + 0x0080_0080
            return ((sum + ((sum >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        return pair(solidRB, old & 0x00FF_00FF) | pair(solidAG, (old >> 8) & 0x00FF_00FF) << 8
    }

    /// `blend` for any colour: each channel becomes source × coverage / 255 + old × (1 − alpha × coverage / 255²),
    /// worked in 255²s.
    @inline(__always) func blendWorkedInSquares(_ coverage: UInt32, over old: UInt32) -> UInt32 {
        let keep = 65_025 - alpha * coverage
        @inline(__always) func channel(_ shift: UInt32, _ source: UInt32) -> UInt32 {
            ((source * coverage * 255 + ((old >> shift) & 0xFF) * keep + 32_512) / 65_025) << shift
        }
        return channel(24, alpha) | channel(16, red) | channel(8, green) | channel(0, blue)
    }
}
