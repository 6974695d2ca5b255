import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ButtonTests {
    @Test func perStateTitlesColoursAndImagesFallBackToNormal() throws {
        let scene = ControlScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        scene.container.addSubview(button)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving…", for: .highlighted)
        button.setTitleColor(.red, for: .disabled)
        let icon = UIImage(size: CGSize(width: 10, height: 10))
        button.setImage(icon, for: .selected)
        var seen: [String] = []
        button.addAction(
            UIAction { _ in seen.append(button.currentTitle ?? "nil") }, for: [.touchDown, .touchUpInside])
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(seen == ["Saving…", "Save"])
        #expect(button.titleLabel?.text == "Save")
        #expect(button.currentTitleColor == UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
        button.isEnabled = false
        #expect(button.currentTitleColor == .red && button.currentTitle == "Save")
        button.isEnabled = true
        button.isSelected = true
        #expect(button.currentImage === icon && button.state == .selected)
        #expect(button.title(for: .focused) == "Save")
    }

    @Test func combinedStatesShowTheirOwnValuesElseTheirMostSpecificConfiguredPart() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitle("Disabled", for: .disabled)
        button.setTitleColor(.blue, for: [.selected, .highlighted])
        var shown: [String] = []
        func record() {
            shown.append(
                "\(button.currentTitle ?? "nil")/\(button.titleLabel?.text ?? "nil")/\(button.currentTitleColor)")
        }
        record()
        button.isSelected = true
        record()
        // The combined state has a value of its own (the colour), so its title falls back to normal, not to selected.
        button.isHighlighted = true
        record()
        button.isEnabled = false
        record()
        // Removing the disabled title leaves the disabled state without values: the next part that has one wins.
        button.setTitle(nil, for: .disabled)
        record()
        button.isSelected = false
        button.isHighlighted = false
        record()
        #expect(
            shown == [
                "Normal/Normal/\(UIColor.black)", "Selected/Selected/\(UIColor.black)", "Normal/Normal/\(UIColor.blue)",
                "Disabled/Disabled/\(UIColor.black)", "Selected/Selected/\(UIColor.black)",
                "Normal/Normal/\(UIColor.black)",
            ])
    }
}
