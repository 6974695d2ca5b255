import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct TextFieldSideViewTests {
    @Test func sideViewsShowByTheirModesAndTheTextRectLeavesRoomForThem() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = button
        field.rightViewMode = .unlessEditing
        window.addSubview(field)
        window.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 5, width: 20, height: 20) && !icon.isHidden)
        #expect(button.frame == CGRect(x: 170, y: 0, width: 30, height: 30) && !button.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 150, height: 30))
        // The right view takes its own taps.
        try driver.tap(at: CGPoint(x: 195, y: 25))
        #expect(taps == 1 && !field.isEditing)
        // While editing the right view hides (its mode) and the text runs to the edge.
        _ = field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(field.isEditing && button.isHidden && !icon.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 180, height: 30))
        // Replacing a side view removes the old one.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.leftView = other
        window.layoutIfNeeded()
        #expect(icon.superview == nil && other.superview === field && other.frame.origin == CGPoint(x: 0, y: 10))
        field.leftViewMode = .never
        window.layoutIfNeeded()
        #expect(other.isHidden && field.textRect(forBounds: field.bounds).minX == 0)
    }

    @Test func theClearButtonSitsBeforeTheRightView() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "abc"
        field.clearButtonMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        field.rightViewMode = .always
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(clear == CGRect(x: 135, y: 5.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == 129)
    }
}
