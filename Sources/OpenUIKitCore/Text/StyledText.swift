import Foundation

/// Text with its looks, read once from a string and an attributes dictionary or from an `NSAttributedString`: what
/// every drawing and measuring call lays out.
///
/// Text with one look that is only a font, a colour and a background (the common case, and every
/// `String.draw(…withAttributes:)` without underline, strikethrough or kerning) is kept plain: its layout is keyed by
/// the font alone and coloured when drawn, so the same number drawn in white and in black is shaped once. Anything
/// else becomes runs, laid out as one attributed layout whose key holds every run's look.
struct StyledText {
    var string: String
    /// The plain text's font, or the first run's.
    var font: UIFont
    /// The plain text's colour; for runs, the colour of those that set none.
    var color: CGColor
    /// The plain text's background, painted behind its logical extents by the core.
    var backgroundColor: CGColor?
    /// Empty for plain text.
    var runs: [TextRun]
    /// The first character's paragraph style (UIKit applies one per paragraph; OpenUIKit one per string).
    var paragraphStyle: NSParagraphStyle

    /// UIKit's default font for string drawing: the system font at 12 points.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    init(
        string: String, attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont = Self.defaultFont,
        defaultColor: CGColor = UIColor.black.cgColor, defaultParagraphStyle: NSParagraphStyle = .default
    ) {
        self.string = string
        var reader = AttributeReader(font: defaultFont, paragraphStyle: defaultParagraphStyle)
        if let attributes { reader.read(attributes) }
        font = reader.style.font
        paragraphStyle = reader.paragraphStyle
        if reader.style.isPlain {
            color = reader.style.foregroundColor ?? defaultColor
            backgroundColor = reader.style.backgroundColor
            runs = []
        } else {
            color = defaultColor
            backgroundColor = nil
            runs = string.isEmpty ? [] : [TextRun(utf8Range: 0..<string.utf8.count, style: reader.style)]
        }
    }

    init(
        _ attributed: NSAttributedString, defaultFont: UIFont = Self.defaultFont,
        defaultColor: CGColor = UIColor.black.cgColor, defaultParagraphStyle: NSParagraphStyle = .default
    ) {
        let string = attributed.string
        var pieces: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) {
            attributes, range, _ in pieces.append((range, attributes))
        }
        guard pieces.count > 1 else {
            self.init(
                string: string, attributes: pieces.first?.attributes, defaultFont: defaultFont,
                defaultColor: defaultColor, defaultParagraphStyle: defaultParagraphStyle)
            return
        }
        let offsets = Self.utf8Offsets(of: pieces.map { $0.range.location } + [attributed.length], in: string)
        var runs: [TextRun] = []
        var paragraphStyle = defaultParagraphStyle
        for (index, piece) in pieces.enumerated() {
            var reader = AttributeReader(font: defaultFont, paragraphStyle: defaultParagraphStyle)
            reader.read(piece.attributes)
            if index == 0 { paragraphStyle = reader.paragraphStyle }
            let range = offsets[index]..<offsets[index + 1]
            guard !range.isEmpty else { continue }
            // Neighbours with the same look (a paragraph style that differs, say) are one run to the layout.
            if let last = runs.last, last.style == reader.style, last.utf8Range.upperBound == range.lowerBound {
                runs[runs.count - 1].utf8Range = last.utf8Range.lowerBound..<range.upperBound
            } else {
                runs.append(TextRun(utf8Range: range, style: reader.style))
            }
        }
        let plain = runs.count == 1 && runs[0].style.isPlain
        self.init(
            string: string, font: runs.first?.style.font ?? defaultFont,
            color: plain ? runs[0].style.foregroundColor ?? defaultColor : defaultColor,
            backgroundColor: plain ? runs[0].style.backgroundColor : nil, runs: plain ? [] : runs,
            paragraphStyle: paragraphStyle)
    }

    private init(
        string: String, font: UIFont, color: CGColor, backgroundColor: CGColor?, runs: [TextRun],
        paragraphStyle: NSParagraphStyle
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.runs = runs
        self.paragraphStyle = paragraphStyle
    }

    /// The UTF-8 offsets of the given UTF-16 offsets (ascending), found in one walk over the string. An offset in
    /// the middle of a surrogate pair moves to the end of its character.
    static func utf8Offsets(of utf16Offsets: [Int], in string: String) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(utf16Offsets.count)
        var utf16 = 0, utf8 = 0
        var scalars = string.unicodeScalars.makeIterator()
        for target in utf16Offsets {
            while utf16 < target, let scalar = scalars.next() {
                utf16 += scalar.utf16.count
                utf8 += scalar.utf8.count
            }
            result.append(utf8)
        }
        return result
    }

    /// The text up to its first line break: what one-line measuring and drawing lay out.
    var firstLine: StyledText {
        guard let end = string.firstIndex(where: \.isNewline) else { return self }
        var line = self
        line.string = String(string[..<end])
        let length = line.string.utf8.count
        line.runs = runs.compactMap { run in
            guard run.utf8Range.lowerBound < length else { return nil }
            var clamped = run
            clamped.utf8Range = run.utf8Range.lowerBound..<min(run.utf8Range.upperBound, length)
            return clamped
        }
        return line
    }

    /// The same text with every font `factor` times its size (`NSStringDrawingContext.minimumScaleFactor`).
    func scaled(by factor: CGFloat) -> StyledText {
        var scaled = self
        scaled.font = font.withSize(font.pointSize * factor)
        for index in scaled.runs.indices {
            let runFont = scaled.runs[index].style.font
            scaled.runs[index].style.font = runFont.withSize(runFont.pointSize * factor)
        }
        return scaled
    }
}

/// Reads UIKit's attribute keys into a run's look and a paragraph style; unknown keys and values of the wrong type
/// are ignored, as UIKit ignores them.
private struct AttributeReader {
    var style: TextRunStyle
    var paragraphStyle: NSParagraphStyle

    init(font: UIFont, paragraphStyle: NSParagraphStyle) {
        style = TextRunStyle(font: font)
        self.paragraphStyle = paragraphStyle
    }

    mutating func read(_ attributes: [NSAttributedString.Key: Any]) {
        for (key, value) in attributes {
            switch key {
            case .font: if let font = value as? UIFont { style.font = font }
            case .foregroundColor: style.foregroundColor = Self.color(value)
            case .backgroundColor: style.backgroundColor = Self.color(value)
            case .paragraphStyle: if let paragraph = value as? NSParagraphStyle { paragraphStyle = paragraph }
            case .underlineStyle: style.underlineStyle = Self.underline(value)
            case .underlineColor: style.underlineColor = Self.color(value)
            case .strikethroughStyle: style.strikethroughStyle = Self.underline(value)
            case .strikethroughColor: style.strikethroughColor = Self.color(value)
            case .kern: style.kern = Self.number(value) ?? 0
            default: break
            }
        }
    }

    static func color(_ value: Any) -> CGColor? {
        (value as? UIColor)?.cgColor ?? (value as? CGColor)
    }

    static func underline(_ value: Any) -> Int {
        (value as? NSUnderlineStyle)?.rawValue ?? (value as? Int) ?? 0
    }

    static func number(_ value: Any) -> CGFloat? {
        if let value = value as? CGFloat { return value }
        if let value = value as? Double { return CGFloat(value) }
        if let value = value as? Int { return CGFloat(value) }
        if let value = value as? NSNumber { return CGFloat(value.doubleValue) }
        return nil
    }
}

extension TextRunStyle {
    /// A font, a colour and a background only: laid out as plain text.
    fileprivate var isPlain: Bool {
        underlineStyle == 0 && strikethroughStyle == 0 && kern == 0
    }
}
