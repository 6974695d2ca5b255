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

/// UIKit's message for an unsatisfiable set, whole: its first line and the line naming the broken constraint as
/// UIKit prints them, OpenUIKit's own advice between and after.
func unsatisfiable(_ conflicting: [String], broken: String) -> String {
    "Unable to simultaneously satisfy constraints.\n"
        + "\tOne or more of the constraints below is probably not wanted: read each, find the one you did not expect, "
        + "then the code that activated it. (Autoresizing-mask constraints come from views whose "
        + "translatesAutoresizingMaskIntoConstraints is still true.)\n(\n"
        + conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        + "Will attempt to recover by breaking constraint\n\(broken)\n\n"
        + "Show the layout overlay (OPENUIKIT_DEBUG=layout, or Ctrl+Alt+L) to see these constraints drawn; UIView's "
        + "constraintsAffectingLayout(for:) and hasAmbiguousLayout may help too."
}
