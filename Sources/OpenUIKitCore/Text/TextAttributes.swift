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
/// An `NSObject`, as UIKit's, so untyped attribute dictionaries infer as they do on iOS (UIColor.swift says why).
public class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    /// The least height of each line; 0 for none. Lines of smaller type are made this tall (with the Cairo
    /// renderer; the headless layout ignores it). Difference: the extra room is shared above and below the text,
    /// where TextKit puts it above.
    public internal(set) var minimumLineHeight: CGFloat = 0

    public override init() {}

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

    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
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
    /// An ``NSUnderlineStyle`` (or its raw value as an `Int`); none when absent.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A ``UIColor`` for the underline; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``NSUnderlineStyle`` (or its raw value as an `Int`) for a line through the text; none when absent.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A ``UIColor`` for the strikethrough line; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number: extra space after each character, in points.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// How text is underlined or struck through. Raw values match UIKit's.
///
/// OpenUIKit draws `.single`, `.thick` (as single), `.double`; the patterns (`patternDot`, …) and `byWord` are
/// accepted and drawn as a solid line under the whole run.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
