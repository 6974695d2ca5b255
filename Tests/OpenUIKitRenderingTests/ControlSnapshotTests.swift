import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

@MainActor
@Suite struct ControlSnapshotTests {
    @Test func everyControlInEveryState() {
        let image = renderWindow(CGSize(width: 420, height: 330)) { window in
            @MainActor func row(_ y: CGFloat, _ make: (CGFloat) -> UIView) {
                for (column, x) in [10, 150, 290].enumerated() {
                    let view = make(CGFloat(column))
                    view.frame.origin = CGPoint(x: CGFloat(x), y: y)
                    window.addSubview(view)
                }
            }
            @MainActor func state(_ control: UIControl, _ column: CGFloat) {
                if column == 1 { control.isHighlighted = true }
                if column == 2 { control.isEnabled = false }
            }
            row(10) { column in
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 0, y: 0, width: 120, height: 36)
                button.setTitle(["Normal", "Highlighted", "Disabled"][Int(column)], for: .normal)
                button.backgroundColor = .systemGray6
                button.layer.cornerRadius = 8
                state(button, column)
                return button
            }
            row(56) { column in
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 0, y: 0, width: 120, height: 36)
                button.setTitle("Selected", for: .normal)
                button.isSelected = column == 0
                if column == 1 { button.setTitleColor(.systemRed, for: .normal) }
                if column == 2 { button.contentHorizontalAlignment = .left }
                return button
            }
            row(104) { column in
                let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
                slider.value = [0.25, 0.5, 0.9][Int(column)]
                if column == 2 { slider.isEnabled = false }
                return slider
            }
            row(146) { column in
                let toggle = UISwitch(frame: .zero)
                toggle.isOn = column != 0
                state(toggle, column)
                return toggle
            }
            row(190) { column in
                let stepper = UIStepper(frame: .zero)
                stepper.value = column == 0 ? 0 : 5
                state(stepper, column)
                return stepper
            }
            row(236) { column in
                let segmented = UISegmentedControl(items: ["One", "Two", "三"])
                segmented.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
                segmented.selectedSegmentIndex = Int(column)
                if column == 2 { segmented.setEnabled(false, forSegmentAt: 0) }
                return segmented
            }
            row(282) { column in
                let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
                pages.numberOfPages = 5
                pages.currentPage = Int(column) * 2
                if column == 2 { pages.isEnabled = false }
                return pages
            }
        }
        expectSnapshot(image, named: "controls", tolerance: 8, allowedMismatch: 0.002)
    }
}
