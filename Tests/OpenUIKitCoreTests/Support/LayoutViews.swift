import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A plain view placed by constraints, named for diagnostics.
@MainActor
func constrainedView(_ name: String) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A label of `text` in the system font of `size`, on any number of lines when `lines` is 0.
@MainActor
func textLabel(_ text: String, size: CGFloat, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = text
    label.numberOfLines = lines
    return label
}
