import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

@MainActor
@Suite struct StackViewSnapshotTests {
    /// A settings-style column of rows: label + switch, label + stepper, a segmented control, a centred row of
    /// equally filled buttons, inside the layout margins.
    @Test func aColumnOfRowsBuiltFromIntrinsicSizes() {
        let image = renderWindow(CGSize(width: 320, height: 240)) { window in
            @MainActor func row(_ title: String, _ control: UIView) -> UIStackView {
                let label = UILabel()
                label.text = title
                let row = UIStackView(arrangedSubviews: [label, control])
                row.alignment = .center
                row.spacing = 8
                return row
            }
            let buttons = ["One", "Two", "Three"].map { title -> UIButton in
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.backgroundColor = .systemGray5
                return button
            }
            let buttonRow = UIStackView(arrangedSubviews: buttons)
            buttonRow.distribution = .fillEqually
            buttonRow.spacing = 8
            let column = UIStackView(arrangedSubviews: [
                row("Wi-Fi", UISwitch()), row("Copies", UIStepper()),
                UISegmentedControl(items: ["Day", "Week", "Month"]), buttonRow,
            ])
            column.axis = .vertical
            column.spacing = 12
            column.isLayoutMarginsRelativeArrangement = true
            column.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            column.backgroundColor = .secondarySystemBackground
            // As tall as its content at the window's width: nothing to stretch.
            let size = column.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            column.frame = CGRect(x: 0, y: 0, width: 320, height: size.height)
            window.addSubview(column)
        }
        expectSnapshot(image, named: "stack-view-column")
    }
}
