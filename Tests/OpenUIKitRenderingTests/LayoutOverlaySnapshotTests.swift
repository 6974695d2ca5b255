import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitCairo
import OpenUIKitTesting

/// The overlay's layout mode drawn, pixel for pixel against a reference: a form laid out with constraints (a
/// card, a label hugging and a field taking the rest, a button under them), a view whose vertical place no
/// constraint decides (ambiguous, magenta), and two widths that cannot both hold (one broken, red, explained in
/// the panel).
@MainActor
@Suite struct LayoutOverlaySnapshotTests {
    @Test func aFormWithAnAmbiguousViewAndABrokenConstraint() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 300))
        window.accessibilityIdentifier = "window"
        window.backgroundColor = .white
        func named<V: UIView>(_ view: V, _ name: String) -> V {
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        let card = named(UIView(), "card")
        card.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let label = named(UILabel(), "label")
        label.text = "Name"
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let field = named(UITextField(), "field")
        field.borderStyle = .roundedRect
        field.placeholder = "Full name"
        let button = named(UIButton(type: .system), "save")
        button.setTitle("Save", for: .normal)
        let badge = named(UIView(), "badge")
        badge.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.6, alpha: 1)
        window.addSubview(card)
        card.addSubview(label)
        card.addSubview(field)
        card.addSubview(button)
        window.addSubview(badge)
        let wide = button.widthAnchor.constraint(equalToConstant: 120)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
            card.heightAnchor.constraint(equalToConstant: 110),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            field.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            button.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 16),
            button.trailingAnchor.constraint(equalTo: field.trailingAnchor),
            button.widthAnchor.constraint(equalToConstant: 80), wide,
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 40),
            badge.widthAnchor.constraint(equalToConstant: 60), badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        window.layoutIfNeeded()
        driver.application.showsLayoutOverlay = true
        expectSnapshot(window.renderer.image(), named: "layout-overlay-form", tolerance: 8, allowedMismatch: 0.004)
        #expect(driver.diagnostics.map(\.kind) == [.programmingError(.unsatisfiableConstraints)])
    }
}
