import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct TextFieldAttributedTextTests {
    @Test func settingAttributedTextSetsTheTextAndTakesTheFirstCharactersStyle() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        let styled = NSMutableAttributedString(string: "Hello")
        let range = NSRange(location: 0, length: styled.length)
        styled.addAttribute(.paragraphStyle, value: paragraph, range: range)
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: range)
        styled.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        field.attributedText = styled
        #expect(field.text == "Hello" && field.selectedRange == NSRange(location: 5, length: 0))
        #expect(field.font == .boldSystemFont(ofSize: 20) && field.textColor == .red && field.textAlignment == .center)
        // Read back: the text with the field's font, colour and alignment.
        let read = field.attributedText
        #expect(read?.string == "Hello")
        let attributes = read?.attributes(at: 4, effectiveRange: nil) ?? [:]
        #expect(attributes[.font] as? UIFont == .boldSystemFont(ofSize: 20))
        #expect(attributes[.foregroundColor] as? UIColor == .red)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        // Text set plainly reads back with the field's style; nil empties it, as UIKit's text does.
        field.text = "Plain"
        #expect(field.attributedText?.string == "Plain")
        field.attributedText = nil
        #expect(field.text == "" && field.font == .boldSystemFont(ofSize: 20))
    }

    @Test func anAttributedPlaceholderGivesItsStringAndColour() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.attributedPlaceholder = NSAttributedString(
            string: "Email", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 40)])
        #expect(field.placeholder == "Email" && field.font == .systemFont(ofSize: 17))
        #expect(
            field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
    }
}
