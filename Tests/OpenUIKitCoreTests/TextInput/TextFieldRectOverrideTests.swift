import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A field as component libraries subclass it (floating-label fields): text lower down, the placeholder higher,
/// editing inset further, its own text and placeholder drawing logged with the rectangles they were given.
private final class InsetField: UITextField {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    }

    required init?(coder: NSCoder) { nil }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 10, y: 20, width: bounds.width - 20, height: 20)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 40, y: 20, width: bounds.width - 60, height: 20)
    }

    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 10, y: 0, width: bounds.width - 20, height: 20)
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
    }

    override func drawText(in rect: CGRect) {
        log.append("drawText \(Self.describe(rect))")
        super.drawText(in: rect)
    }

    override func drawPlaceholder(in rect: CGRect) {
        log.append("drawPlaceholder \(Self.describe(rect))")
        super.drawPlaceholder(in: rect)
    }
}

@MainActor
@Suite struct TextFieldRectOverrideTests {
    @Test func theRectsASubclassGivesPlaceTheTextThePlaceholderAndTheCaret() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let log = CallbackLog()
        let field = InsetField(log: log)
        field.placeholder = "Name"
        window.addSubview(field)
        func draw() { _ = UIGraphicsImageRenderer(size: field.bounds.size).image { _ in field.draw(field.bounds) } }
        draw()
        #expect(log.take() == ["drawPlaceholder (10.0, 0.0, 180.0, 20.0)"])
        field.text = "Ada"
        draw()
        #expect(log.take() == ["drawText (10.0, 20.0, 180.0, 20.0)"])
        // Editing: the field draws the text itself, in the editing rectangle, with the caret after the text.
        #expect(field.becomeFirstResponder())
        draw()
        #expect(log.take() == [])
        #expect(field.caretRect.minX >= 40 && field.caretRect.minY >= 20)
        // A press left of the editing rectangle puts the caret at the start; past its text, at the end.
        try driver.tap(at: CGPoint(x: 20, y: 30))
        #expect(field.selectedRange == NSRange(location: 0, length: 0))
        driver.advance(by: 1)  // not a double press
        try driver.tap(at: CGPoint(x: 150, y: 30))
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        // Emptied while editing: the placeholder shows in its own rectangle.
        field.text = ""
        draw()
        #expect(log.take() == ["drawPlaceholder (10.0, 0.0, 180.0, 20.0)"])
    }

    @Test func theDefaultRectsFollowTheTextRect() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        let bounds = field.bounds
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.borderRect(forBounds: bounds) == bounds)
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 30))
    }
}
