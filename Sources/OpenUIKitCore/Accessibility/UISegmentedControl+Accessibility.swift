import Foundation

extension UISegmentedControl {
    /// One element per segment, kept between reads while the number of segments stays (UIKit's segmented control is
    /// a container whose segments are the elements).
    var segmentAccessibilityElements: [UIAccessibilityElement] {
        let storage = accessibility
        if storage.segmentElements.count != numberOfSegments {
            storage.segmentElements = (0..<numberOfSegments).map {
                SegmentAccessibilityElement(control: self, index: $0)
            }
        }
        return storage.segmentElements
    }
}

/// A segment of a segmented control as an assistive technology sees it: a button named by the segment's title,
/// selected when the segment is, whose activation selects it as a tap does (sending `.valueChanged`).
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    required convenience init?(coder: NSCoder) { nil }

    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    override var accessibilityLabel: String? {
        get { storedAccessibility?.label ?? control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { storedAccessibility?.value ?? control.map { "\(index + 1) of \($0.numberOfSegments)" } }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = storedAccessibility?.traits { return traits }
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = storedAccessibility?.frame { return frame }
            guard let control, control.numberOfSegments > 0 else { return .zero }
            let width = control.bounds.width / CGFloat(control.numberOfSegments)
            let rect = CGRect(
                x: control.bounds.minX + CGFloat(index) * width, y: control.bounds.minY, width: width,
                height: control.bounds.height)
            return UIAccessibility.convertToScreenCoordinates(rect, in: control)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Selects the segment as a tap would.
    func performDefaultAction() -> Bool {
        guard let control, index < control.numberOfSegments, control.isEnabled, control.isEnabledForSegment(at: index)
        else { return false }
        if control.isMomentary {
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .primaryActionTriggered)
            control.selectedSegmentIndex = UISegmentedControl.noSegment
        } else if control.selectedSegmentIndex != index {
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .primaryActionTriggered)
        }
        return true
    }
}
