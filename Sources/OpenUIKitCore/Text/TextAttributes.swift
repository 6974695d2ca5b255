import Foundation

/// How lines of text line up horizontally. Raw values match UIKit's.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left for left-to-right text.
    case natural = 4
}

/// What happens to text that does not fit. Raw values match UIKit's.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Paragraph settings for drawing strings. Mirrors `NSParagraphStyle` (alignment, line break mode, line spacing).
public class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0

    public init() {}

    public static let `default` = NSParagraphStyle()
}

public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}

extension NSAttributedString.Key {
    /// A ``UIFont``; the system font at 12 points when absent (UIKit's default for string drawing).
    public static let font = NSAttributedString.Key("NSFont")
    /// A ``UIColor``; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A ``UIColor`` painted behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
