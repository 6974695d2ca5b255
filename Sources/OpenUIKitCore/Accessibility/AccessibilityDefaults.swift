import Foundation

/// UIKit's accessibility defaults for each class, in one place: what a responder answers for a property nobody set.
///
/// - Elements: labels with text, text fields, every control but the segmented control (whose segments are the
///   elements), image views once they have a label, table cells and list cells (a row is read as one element);
///   plain views, windows, controllers and other collection cells (whose content is read) are not.
/// - Labels: a label's text, a button's current title, a row's labels in reading order joined by ", ". Values: a switch's "1" or "0", a slider's position as a
///   whole percentage of its range ("50%"), a stepper's value, a page control's "page 2 of 3", a text field's text
///   (its placeholder while empty).
/// - Traits: `.button` (switches add `.toggleButton`), `.adjustable` for sliders, steppers and page controls,
///   `.staticText` for labels (`.header` added in a table's section header), `.selected` for a selected row, `.image` for image views, `.supportsTextEntry` for text fields; `.selected` and
///   `.notEnabled` follow the control's state.
/// - Adjusting: a slider moves by a tenth of its range, a stepper by its step, a page control by a page; each sends
///   what a touch would (`.valueChanged`).
///
/// Differences: UIKit's exact default values and traits for some classes are not documented; these are OpenUIKit's
/// reading of them (Docs/UIKitParity.md, "Accessibility").
@MainActor
enum AccessibilityDefaults {
    static func isElement(_ object: UIResponder) -> Bool {
        switch object {
        case is UIAccessibilityElement: true
        case is UISegmentedControl: false
        case is UIControl: true
        case is UITableViewCell, is UICollectionViewListCell: true
        // A label without text has nothing to read (an alert without a message keeps one).
        case let label as UILabel: !(label.text ?? label.attributedText?.string ?? "").isEmpty
        case let imageView as UIImageView: imageView.storedAccessibility?.label != nil
        default: false
        }
    }

    static func label(_ object: UIResponder) -> String? {
        switch object {
        case let button as UIButton: button.currentTitle
        case let label as UILabel: label.text ?? label.attributedText?.string
        case let cell as UITableViewCell: rowLabel(cell.contentView)
        case let cell as UICollectionViewListCell: rowLabel(cell.contentView)
        default: nil
        }
    }

    /// The labels inside a row's content, in reading order, joined as VoiceOver reads a cell: "Title, Detail".
    private static func rowLabel(_ content: UIView) -> String? {
        let labels = AccessibilityTree.elements(in: content).compactMap { element -> String? in
            guard element is UILabel, let text = element.accessibilityLabel, !text.isEmpty else { return nil }
            return text
        }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }

    static func value(_ object: UIResponder) -> String? {
        switch object {
        case let toggle as UISwitch: toggle.isOn ? "1" : "0"
        case let slider as UISlider: percentage(slider)
        case let stepper as UIStepper:
            stepper.value.rounded() == stepper.value && abs(stepper.value) < 1e15
                ? String(Int64(stepper.value)) : String(stepper.value)
        case let pages as UIPageControl:
            pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let field as UITextField:
            (field.text ?? "").isEmpty ? field.placeholder : field.text
        default: nil
        }
    }

    private static func percentage(_ slider: UISlider) -> String {
        let span = slider.maximumValue - slider.minimumValue
        let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }

    static func traits(_ object: UIResponder) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch object {
        case is UISwitch: traits = [.button, .toggleButton]
        case is UIButton: traits = .button
        case is UISlider, is UIStepper, is UIPageControl: traits = .adjustable
        case is UITextField: traits = .supportsTextEntry
        case let label as UILabel:
            var traits: UIAccessibilityTraits = label.isEnabled ? .staticText : [.staticText, .notEnabled]
            if isInSectionHeader(label) { traits.insert(.header) }
            return traits
        case is UIImageView: return .image
        case let cell as UITableViewCell: return cell.isSelected ? .selected : []
        case let cell as UICollectionViewCell: return cell.isSelected ? .selected : []
        default: traits = []
        }
        guard let control = object as? UIControl else { return traits }
        if control.isSelected { traits.insert(.selected) }
        if !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// Whether `label` sits in a table's section header or footer view (a few levels up at most).
    private static func isInSectionHeader(_ label: UILabel) -> Bool {
        var view = label.superview
        for _ in 0..<3 {
            guard let current = view else { return false }
            if current is UITableViewHeaderFooterView { return true }
            view = current.superview
        }
        return false
    }

    static func frame(_ object: UIResponder) -> CGRect {
        if let view = object as? UIView {
            return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
        }
        if let element = object as? UIAccessibilityElement, element.accessibilityFrameInContainerSpace != .zero,
            let view = element.containerView
        {
            return UIAccessibility.convertToScreenCoordinates(element.accessibilityFrameInContainerSpace, in: view)
        }
        return .zero
    }

    static func elements(_ object: UIResponder) -> [Any]? {
        guard let segmented = object as? UISegmentedControl else { return nil }
        return segmented.segmentAccessibilityElements
    }

    static func isModal(_ object: UIResponder) -> Bool {
        object is AlertView
    }

    /// Steps an adjustable control by `direction` (+1 or -1), sending `.valueChanged` when its value changed.
    static func adjust(_ object: UIResponder, by direction: Int) {
        guard let control = object as? UIControl, control.isEnabled else { return }
        switch control {
        case let slider as UISlider:
            let old = slider.value
            slider.value = old + Float(direction) * (slider.maximumValue - slider.minimumValue) / 10
            guard slider.value != old else { return }
            slider.sendActions(for: .valueChanged)
            slider.sendActions(for: .primaryActionTriggered)
        case let stepper as UIStepper:
            var next = stepper.value + Double(direction) * stepper.stepValue
            if next > stepper.maximumValue {
                next = stepper.wraps ? stepper.minimumValue : stepper.maximumValue
            } else if next < stepper.minimumValue {
                next = stepper.wraps ? stepper.maximumValue : stepper.minimumValue
            }
            guard next != stepper.value else { return }
            stepper.value = next
            stepper.sendActions(for: .valueChanged)
        case let pages as UIPageControl:
            let next = pages.currentPage + direction
            guard next >= 0, next < pages.numberOfPages else { return }
            pages.currentPage = next
            pages.sendActions(for: .valueChanged)
            pages.sendActions(for: .primaryActionTriggered)
        default:
            break
        }
    }
}

extension UIAccessibilityElement {
    /// The nearest view among the element's containers (an element may sit in another element).
    var containerView: UIView? {
        var container: AnyObject? = accessibilityContainer
        var steps = 0
        while let current = container, steps < 64 {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
            steps += 1
        }
        return nil
    }
}
