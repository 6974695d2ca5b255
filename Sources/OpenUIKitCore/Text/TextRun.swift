import Foundation

/// The look of one run of attributed text, as the graphics library applies it: what an `NSAttributedString`'s
/// attributes become once read.
///
/// Hashable by value (colours by their components), so a run's look is part of a layout's key in
/// ``TextLayoutCache``: two strings that differ only in a colour never share a layout.
@_spi(Rendering)
public struct TextRunStyle: Hashable, Sendable {
    public var font: UIFont
    /// Nil: the colour the layout is drawn with.
    public var foregroundColor: CGColor?
    public var backgroundColor: CGColor?
    /// `NSUnderlineStyle`'s raw value; 0 for none.
    public var underlineStyle: Int
    public var underlineColor: CGColor?
    /// `NSUnderlineStyle`'s raw value; 0 for none.
    public var strikethroughStyle: Int
    public var strikethroughColor: CGColor?
    /// Extra space after each character, in points.
    public var kern: CGFloat

    public init(
        font: UIFont, foregroundColor: CGColor? = nil, backgroundColor: CGColor? = nil, underlineStyle: Int = 0,
        underlineColor: CGColor? = nil, strikethroughStyle: Int = 0, strikethroughColor: CGColor? = nil,
        kern: CGFloat = 0
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.kern = kern.isFinite ? kern : 0
    }

    public static func == (lhs: TextRunStyle, rhs: TextRunStyle) -> Bool {
        lhs.font == rhs.font && lhs.foregroundColor == rhs.foregroundColor
            && lhs.backgroundColor == rhs.backgroundColor && lhs.underlineStyle == rhs.underlineStyle
            && lhs.underlineColor == rhs.underlineColor && lhs.strikethroughStyle == rhs.strikethroughStyle
            && lhs.strikethroughColor == rhs.strikethroughColor && lhs.kern == rhs.kern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        for color in [foregroundColor, backgroundColor, underlineColor, strikethroughColor] {
            if let color {
                hasher.combine(color.red)
                hasher.combine(color.green)
                hasher.combine(color.blue)
                hasher.combine(color.alpha)
            } else {
                hasher.combine(-1 as CGFloat)
            }
        }
        hasher.combine(underlineStyle)
        hasher.combine(strikethroughStyle)
        hasher.combine(kern)
    }
}

/// A stretch of text with one look. Ranges are UTF-8 byte offsets into the laid-out string (what Pango indexes
/// by); the core converts `NSAttributedString`'s UTF-16 ranges once, when it reads the string.
@_spi(Rendering)
public struct TextRun: Hashable, Sendable {
    public var utf8Range: Range<Int>
    public var style: TextRunStyle

    public init(utf8Range: Range<Int>, style: TextRunStyle) {
        self.utf8Range = utf8Range
        self.style = style
    }
}
