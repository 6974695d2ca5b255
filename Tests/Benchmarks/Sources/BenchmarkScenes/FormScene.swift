import OpenUIKit

// The form the Auto Layout figures use (LayoutProbe in the in-memory backend, LayoutResizeProbe in a real X11
// window): a typical settings screen written the way UIKit code writes it. Docs/Benchmarks.md quotes the figures.

/// Adds 30 rows of a label and a text field (a horizontal stack view each, 8 apart) in a vertical stack view,
/// 8 apart, pinned to `view`'s leading, trailing and top margins.
@MainActor
public func addLabelledForm(to view: UIView) {
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 8
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    for index in 0..<30 {
        let label = UILabel()
        label.text = "Field \(index + 1)"
        let field = UITextField()
        field.placeholder = "Value"
        let row = UIStackView(arrangedSubviews: [label, field])
        row.spacing = 8
        column.addArrangedSubview(row)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        column.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
}
