import Foundation

// The attributed forms of a text field's text and placeholder (UITextField.swift declares the overridable
// properties): the field styles its text as a whole, so the attributed forms carry the field's font, colour and
// alignment, and setting one takes those three from its first character.

extension UITextField {
    /// `string` with the field's font, `colour` (the text colour by default) and alignment.
    func attributedForm(of string: String, colour: UIColor? = nil) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font ?? .systemFont(ofSize: 17), .paragraphStyle: paragraph,
        ]
        if let colour = colour ?? textColor { attributes[.foregroundColor] = colour }
        return NSAttributedString(string: string, attributes: attributes)
    }

    /// Takes the first character's font, colour and alignment as the field's.
    func adoptAttributes(of text: NSAttributedString) {
        guard text.length > 0 else { return }
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let colour = attributes[.foregroundColor] as? UIColor { textColor = colour }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
    }
}
