import Foundation

// Baselines: where a view's text sits, for firstBaseline and lastBaseline constraints and the baseline alignments
// of stack views. A baseline is a point on the view's vertical extent, `top + fraction × height + offset`, so the
// layout engine can relate it linearly while the view's height is still being solved.

extension UIView {
    /// The baseline of the first line of the view's text (``forFirstBaselineLayout``); its bottom without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: itemReference, attribute: .firstBaseline)
    }

    /// The baseline of the last line of the view's text (``forLastBaselineLayout``); its bottom without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: itemReference, attribute: .lastBaseline)
    }

    /// Where this view's own first or last baseline is, as `top + fraction × height + offset`: text views centre
    /// their text vertically (so the fraction is one half), and a view without text has its baseline at its
    /// bottom, as UIKit places it.
    func baselinePlacement(last: Bool) -> (fraction: CGFloat, offset: CGFloat) {
        let font: UIFont
        var textHeight: CGFloat
        switch self {
        case let label as UILabel:
            font = label.font
            textHeight = label.intrinsicContentSize.height
        case let field as UITextField:
            font = field.font ?? .systemFont(ofSize: 17)
            textHeight = font.lineHeight
        case let button as UIButton:
            font = button.titleFont
            textHeight = font.lineHeight
        default:
            return (1, 0)
        }
        if textHeight <= 0 { textHeight = font.lineHeight }
        let lineTop = last ? textHeight / 2 - font.lineHeight : -textHeight / 2
        return (0.5, lineTop + font.ascender)
    }

    /// The distance from the top of a view of `height` to its first or last baseline, as laid out.
    func baselineOffset(last: Bool, height: CGFloat) -> CGFloat {
        let placement = baselinePlacement(last: last)
        return placement.fraction * height + placement.offset
    }
}
