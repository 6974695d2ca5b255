import CCairoPango
import Foundation
@_spi(Rendering) import OpenUIKitCore

/// Caret positions from Pango, for text fields: `pango_layout_index_to_pos` and `pango_layout_xy_to_index` work on the
/// shaped glyphs, so a caret never lands inside a grapheme cluster (a letter with combining marks, an emoji
/// sequence) and wide characters get their real advance. Offsets cross between UTF-16 (the text field's, as
/// UIKit's NSRange) and Pango's UTF-8 bytes through the string's views.
extension PangoTextLayout {
    func caretX(forUTF16Offset offset: Int, in text: String) -> CGFloat {
        let clamped = min(max(offset, 0), text.utf16.count)
        let index = String.Index(utf16Offset: clamped, in: text)
        let byte = text.utf8.distance(from: text.startIndex, to: index)
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(byte), &rect)
        return CGFloat(rect.x) / CGFloat(PANGO_SCALE)
    }

    func caretUTF16Offset(atX x: CGFloat, in text: String) -> Int {
        var byte: Int32 = 0, trailing: Int32 = 0
        let pangoX = Int32((x * CGFloat(PANGO_SCALE)).rounded())
        _ = pango_layout_xy_to_index(layout, pangoX, 0, &byte, &trailing)
        let utf8 = text.utf8
        let clampedByte = min(max(Int(byte), 0), utf8.count)
        var index = utf8.index(utf8.startIndex, offsetBy: clampedByte)
        // Pango counts trailing graphemes past the byte; Swift's Character is a grapheme cluster too.
        if let character = text.indices.first(where: { $0 >= index }) { index = character }
        for _ in 0..<Int(trailing) where index < text.endIndex { index = text.index(after: index) }
        return index.utf16Offset(in: text)
    }
}
