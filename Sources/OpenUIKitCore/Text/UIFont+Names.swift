import Foundation

/// Reads a font name as UIKit code writes it and finds an installed family for it.
///
/// iOS names are PostScript names: a family without spaces and a style after a hyphen ("HelveticaNeue-Bold",
/// "AvenirNext-DemiBoldItalic", "Arial-BoldMT"), or a family name as such ("Helvetica Neue", "Georgia"). The style
/// gives the weight (UltraLight … Black, as UIFont.Weight) and the slant (Italic, Oblique). The family is looked up
/// as written, then with spaces between its words ("HelveticaNeue" → "Helvetica Neue"); if fontconfig has neither
/// and it is a family iOS ships, the installed family of the same kind stands in: serif families → "DejaVu Serif",
/// monospaced → "DejaVu Sans Mono", the rest → the system font's family.
enum FontName {
    struct Resolved: Equatable {
        var family: String
        var weight: UIFont.Weight
        var italic: Bool
    }

    static func resolve(_ name: String) -> Resolved? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let parts = trimmed.split(separator: "-", maxSplits: 1).map(String.init)
        var family = parts[0]
        var style = parts.count > 1 ? parts[1] : ""
        // "ArialMT", "TimesNewRomanPSMT": the suffix is part of the PostScript name, not of the family.
        for suffix in ["PSMT", "MT", "PS"] where family.hasSuffix(suffix) && family.count > suffix.count + 2 {
            family.removeLast(suffix.count)
        }
        for suffix in ["PSMT", "MT"] where style.hasSuffix(suffix) { style.removeLast(suffix.count) }
        let (weight, italic) = self.style(style)
        for candidate in [family, spaced(family)] where Graphics.backend.hasFontFamily(candidate) {
            return Resolved(family: candidate, weight: weight, italic: italic)
        }
        let key = family.lowercased().filter { $0.isLetter }
        guard let kind = appleFamilies[key] ?? (key.hasPrefix("sf") || key.hasPrefix("sanfrancisco") ? .sans : nil)
        else { return nil }
        return Resolved(family: kind.installedFamily, weight: weight, italic: italic)
    }

    /// The weight and slant a style names ("Bold", "DemiBoldItalic", "LightOblique", "Regular", "").
    static func style(_ style: String) -> (UIFont.Weight, Bool) {
        var name = style.lowercased().replacingOccurrences(of: " ", with: "")
        let italic = name.contains("italic") || name.contains("oblique")
        for slant in ["italic", "oblique"] { name = name.replacingOccurrences(of: slant, with: "") }
        let weights: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("bold", .bold), ("medium", .medium), ("heavy", .heavy), ("black", .black), ("book", .regular),
            ("roman", .regular), ("regular", .regular),
        ]
        let weight = weights.first { name.contains($0.0) }?.1 ?? .regular
        return (weight, italic)
    }

    /// "HelveticaNeue" → "Helvetica Neue": a space before each capital that follows a lower-case letter.
    static func spaced(_ family: String) -> String {
        var result = ""
        var previous: Character?
        for character in family {
            if let previous, character.isUppercase, previous.isLowercase { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    enum Kind {
        case sans, serif, monospaced

        var installedFamily: String {
            switch self {
            case .sans: UIFont.systemFontFamily
            case .serif: "DejaVu Serif"
            case .monospaced: "DejaVu Sans Mono"
            }
        }
    }

    /// Families iOS ships, by kind (keys: lower-case letters only).
    static let appleFamilies: [String: Kind] = {
        var families: [String: Kind] = [:]
        let sans = [
            "Helvetica", "Helvetica Neue", "Arial", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
            "Avenir Next Condensed", "Futura", "Gill Sans", "Verdana", "Trebuchet MS", "Optima", "Kohinoor Bangla",
            "Thonburi", "Noteworthy", "Marker Felt", "Chalkboard SE", "Chalkduster", "Party LET", "Apple SD Gothic Neo",
            "Hiragino Sans", "PingFang SC", "PingFang TC", "Damascus", "Copperplate", "Papyrus", "System",
            "Tahoma", "Geeza Pro", "Euphemia UCAS", "Kailasa", "Savoye LET", "Snell Roundhand", "Zapfino",
        ]
        let serif = [
            "Times New Roman", "Times", "Georgia", "Baskerville", "Palatino", "Didot", "Hoefler Text", "Charter",
            "New York", "Cochin", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Iowan Old Style",
            "Superclarendon", "Rockwell", "Academy Engraved LET", "Bradley Hand", "Athelas", "Seravek",
        ]
        let monospaced = ["Menlo", "Courier", "Courier New", "SF Mono", "Monaco", "American Typewriter"]
        for (names, kind) in [(sans, Kind.sans), (serif, .serif), (monospaced, .monospaced)] {
            for name in names { families[name.lowercased().filter { $0.isLetter }] = kind }
        }
        return families
    }()
}
