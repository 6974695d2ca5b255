import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A constraint-governed view with a fixed intrinsic size.
private final class IntrinsicView: UIView {
    let size: CGSize
    init(_ name: String, _ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// `constraintsAffectingLayout(for:)` with the engine's own constraints, as UIKit lists its autoresizing-mask and
/// content-size constraints beside the app's.
@MainActor
@Suite struct ConstraintDebuggingTests {
    /// A header and a panel that keep their frames (autoresizing masks), a label with an intrinsic size in the
    /// panel, below the header, and a field after the label.
    @Test func theEnginesMaskAndContentSizeConstraintsAreListedAfterTheAppsForEachItemReached() {
        let driver = EventDriver()
        let window = driver.makeWindow()  // 320 × 480
        let header = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 40))
        header.accessibilityIdentifier = "header"
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        panel.accessibilityIdentifier = "panel"
        let label = IntrinsicView("label", CGSize(width: 60, height: 20))
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let field = constrainedView("field")
        window.addSubview(header)
        window.addSubview(panel)
        panel.addSubview(label)
        panel.addSubview(field)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        // The label's top is 68 in the window: -32 in the panel; the field centred on it, 30 high.
        #expect(label.frame == CGRect(x: 16, y: -32, width: 60, height: 20))
        #expect(field.frame == CGRect(x: 84, y: -37, width: 220, height: 30))

        let horizontal = field.constraintsAffectingLayout(for: .horizontal)
        #expect(
            horizontal.map(\.description) == [
                "field.leading == label.trailing + 8", "field.trailing == panel.trailing - 16",
                // Through the label: the app's constraint on it, then its intrinsic width.
                "label.leading == panel.leading + 16", "label.width == 60 Hug:251 CompressionResistance:750",
                // Through the panel, which keeps its frame; the window ends the search.
                "h=--- v=--- panel.minX == 0", "h=--- v=--- panel.width == 320",
            ])
        #expect(
            field.constraintsAffectingLayout(for: .vertical).map(\.description) == [
                "field.height == 30", "field.centerY == label.centerY", "label.top == header.bottom + 8",
                "label.height == 20 Hug:250 CompressionResistance:750",
                // The header stretches in width and keeps its top margin: h=-&- v=--&.
                "h=-&- v=--& header.minY == 20", "h=-&- v=--& header.height == 40",
            ])
        // The engine's constraints are what UIKit's are: on the items and attributes they hold, active.
        let engine = Array(horizontal.suffix(3))
        #expect(
            engine.map {
                "\($0.firstItem === label || $0.firstItem === panel) \($0.firstAttribute.rawValue) "
                    + "\($0.secondItem === window) \($0.constant) \($0.priority.rawValue) \($0.isActive)"
            } == ["true 7 false 60.0 750.0 true", "true 1 true 0.0 1000.0 true", "true 7 false 320.0 1000.0 true"])

        // They cannot be deactivated: the view's flag, frame or intrinsic size decide them.
        engine[1].isActive = false
        NSLayoutConstraint.deactivate([engine[0]])
        window.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 84, y: -37, width: 220, height: 30))
        #expect(
            driver.diagnostics.map(\.description) == [
                "apiMisuse: NSLayoutConstraint h=--- v=--- panel.minX == 0 is made by the layout engine from the "
                    + "view's frame or intrinsic size and cannot be deactivated; change "
                    + "translatesAutoresizingMaskIntoConstraints, the intrinsic size or its priorities instead",
                "apiMisuse: NSLayoutConstraint label.width == 60 Hug:251 CompressionResistance:750 is made by the "
                    + "layout engine from the view's frame or intrinsic size and cannot be deactivated; change "
                    + "translatesAutoresizingMaskIntoConstraints, the intrinsic size or its priorities instead",
            ])
    }

    /// The view asked about keeps its frame: its own mask constraints come after the app's constraints naming it.
    @Test func aViewThatKeepsItsFrameListsItsMaskConstraints() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let box = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        box.accessibilityIdentifier = "box"
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleHeight]
        let badge = constrainedView("badge")
        window.addSubview(box)
        window.addSubview(badge)
        NSLayoutConstraint.activate([badge.bottomAnchor.constraint(equalTo: box.topAnchor)])
        #expect(
            box.constraintsAffectingLayout(for: .vertical).map(\.description) == [
                "badge.bottom == box.top", "h=&-- v=&&- box.minY == 6", "h=&-- v=&&- box.height == 80",
            ])
        #expect(
            box.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
                "h=&-- v=&&- box.minX == 5", "h=&-- v=&&- box.width == 70",
            ])
    }
}
