import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Character positions from Pango for TextKit (`NSLayoutManager`): `pango_layout_xy_to_index` finds the character
/// under a point on any line, `pango_layout_index_to_pos` gives each character's box. Offsets cross between UTF-16
/// and Pango's UTF-8 bytes through the string's views, as for the caret.
extension PangoTextLayout {
    func characterUTF16Offset(at point: CGPoint, in text: String) -> (offset: Int, fraction: CGFloat) {
        guard !text.isEmpty else { return (0, 0) }
        var byte: Int32 = 0, trailing: Int32 = 0
        let scale = CGFloat(PANGO_SCALE)
        _ = pango_layout_xy_to_index(
            layout, Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()), &byte, &trailing)
        let utf8 = text.utf8
        let clampedByte = min(max(Int(byte), 0), utf8.count)
        var index = utf8.index(utf8.startIndex, offsetBy: clampedByte)
        // The start of the grapheme cluster Pango pointed into.
        if let start = text.indices.last(where: { $0 <= index }) { index = start }
        var box = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(utf8.distance(from: utf8.startIndex, to: index)), &box)
        let x = CGFloat(box.x) / scale
        let width = CGFloat(box.width) / scale
        // A right-to-left character's box has a negative width.
        let fraction = width == 0 ? 0 : min(max((point.x - x) / width, 0), 1)
        return (index.utf16Offset(in: text), fraction)
    }

    func boundingRect(forUTF16Range range: Range<Int>, in text: String) -> CGRect {
        let utf16Count = text.utf16.count
        let lower = min(max(range.lowerBound, 0), utf16Count)
        let upper = min(max(range.upperBound, lower), utf16Count)
        guard lower < upper else { return .null }
        let scale = CGFloat(PANGO_SCALE)
        let start = String.Index(utf16Offset: lower, in: text)
        let end = String.Index(utf16Offset: upper, in: text)
        var result = CGRect.null
        var index = start
        while index < end {
            var box = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(text.utf8.distance(from: text.startIndex, to: index)), &box)
            let rect = CGRect(
                x: CGFloat(box.x) / scale, y: CGFloat(box.y) / scale, width: CGFloat(box.width) / scale,
                height: CGFloat(box.height) / scale
            ).standardized
            result = result.union(rect)
            index = text.index(after: index)
        }
        return result
    }
}
