import Foundation

/// Caret positions for graphics libraries that cannot shape (the headless one): every grapheme cluster equally
/// wide across the text's width, which is what `HeadlessGraphics` measures anyway.
@_spi(Rendering)
extension LaidOutText {
    public func caretX(forUTF16Offset offset: Int, in text: String) -> CGFloat {
        let clusters = text.count
        guard clusters > 0 else { return logicalRect.minX }
        let index = String.Index(utf16Offset: min(max(offset, 0), text.utf16.count), in: text)
        let before = text[..<index].count
        return logicalRect.minX + size.width * CGFloat(before) / CGFloat(clusters)
    }

    public func caretUTF16Offset(atX x: CGFloat, in text: String) -> Int {
        let clusters = text.count
        guard clusters > 0, size.width > 0 else { return 0 }
        let position = ((x - logicalRect.minX) / size.width * CGFloat(clusters)).rounded()
        let count = Int(min(max(position, 0), CGFloat(clusters)))
        return text.index(text.startIndex, offsetBy: count).utf16Offset(in: text)
    }
}
