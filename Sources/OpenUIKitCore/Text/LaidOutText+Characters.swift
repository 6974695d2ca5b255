import Foundation

/// Character positions for graphics libraries that cannot shape (the headless one): one line, every grapheme cluster
/// equally wide across the text's width, as ``LaidOutText/caretX(forUTF16Offset:in:)``'s default.
@_spi(Rendering)
extension LaidOutText {
    public func characterUTF16Offset(at point: CGPoint, in text: String) -> (offset: Int, fraction: CGFloat) {
        let clusters = text.count
        guard clusters > 0, size.width > 0 else { return (0, 0) }
        let position = (point.x - logicalRect.minX) / size.width * CGFloat(clusters)
        let whole = Int(min(max(position.rounded(.down), 0), CGFloat(clusters - 1)))
        let fraction = min(max(position - CGFloat(whole), 0), 1)
        return (text.index(text.startIndex, offsetBy: whole).utf16Offset(in: text), fraction)
    }

    public func boundingRect(forUTF16Range range: Range<Int>, in text: String) -> CGRect {
        let lower = caretX(forUTF16Offset: range.lowerBound, in: text)
        let upper = caretX(forUTF16Offset: range.upperBound, in: text)
        return CGRect(x: lower, y: logicalRect.minY, width: max(upper - lower, 0), height: size.height)
    }
}
