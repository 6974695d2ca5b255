import Foundation

/// How `boundingRect(with:options:…)` and `draw(with:options:…)` lay text out. Raw values match UIKit's.
///
/// - ``usesLineFragmentOrigin``: the rectangle's origin is the top-left corner of the text, which wraps at its
///   width. Without it the text is one line (up to its first line break) and the origin is that line's baseline.
/// - ``truncatesLastVisibleLine``: the last line that fits the rectangle ends with an ellipsis when text is left
///   over (with ``usesLineFragmentOrigin``), or the one line is ellipsized at the width (without it).
/// - ``usesFontLeading``: accepted; OpenUIKit's lines are always the font's line height as Pango reports it.
/// - ``usesDeviceMetrics``: measures the glyphs' ink instead of their line boxes.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
