import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// UIKit's own label and text field in one form row, as UIKit code writes it: the label hugs and resists
/// compression, so the field takes what is left and gives way first when the row narrows; with the priorities
/// swapped, the label is the one truncated.
@MainActor
@Suite struct LabelAndFieldRowTests {
    @Test func theFieldCompressesFirstAtNarrowWidthsAndTheLabelWhenItsResistanceIsLower() {
        let driver = EventDriver()
        let window = driver.makeWindow()  // 320 × 480
        let label = UILabel()
        label.text = "Name"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        let field = UITextField()
        field.placeholder = "Your full name"
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        row.addSubview(label)
        row.addSubview(field)
        let width = row.widthAnchor.constraint(equalToConstant: 320)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor),
            width, row.heightAnchor.constraint(equalToConstant: 44),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        let labelWidth = label.intrinsicContentSize.width
        let fieldWidth = field.intrinsicContentSize.width
        #expect(labelWidth > 20 && fieldWidth > labelWidth)
        var log: [String] = []
        func record(_ rowWidth: CGFloat) {
            width.constant = rowWidth
            window.layoutIfNeeded()
            log.append("\(Int(rowWidth)): label \(Int(label.frame.width)), field \(Int(field.frame.width))")
        }
        // Wide: the field grows (hugging 250 against the label's 750); narrower than both intrinsic widths: the
        // field gives way (its resistance 750 against the label's 1000), down to what is left.
        // Room for the field and half the label: each, in turn, is the one cut.
        let narrow = (40 + fieldWidth + labelWidth / 2).rounded()
        for rowWidth in [320, narrow] { record(rowWidth) }
        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        field.setContentCompressionResistancePriority(.required, for: .horizontal)
        record(narrow)
        // Frames land on whole points (a 1× screen).
        func points(_ value: CGFloat) -> Int { Int(value.rounded()) }
        let (l, f, n) = (labelWidth, fieldWidth, narrow)
        #expect(
            log == [
                "320: label \(points(l)), field \(points(320 - 40 - l))",
                "\(Int(n)): label \(points(l)), field \(points(n - 40 - l))",
                // Swapped: the field keeps its intrinsic width and the label is the one cut.
                "\(Int(n)): label \(points(n - 40 - f)), field \(points(f))",
            ])
        #expect(driver.diagnostics == [])
    }
}
