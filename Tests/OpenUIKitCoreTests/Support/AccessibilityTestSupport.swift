import Foundation
@_spi(Rendering) @_spi(Accessibility) import OpenUIKitCore
import OpenUIKitTesting

/// A one-line description of an accessibility element for ordered-log assertions: its name (identifier, else
/// label), label, value and traits.
@MainActor
func describeElement(_ element: UIResponder) -> String {
    let name =
        (element as? UIView)?.accessibilityIdentifier ?? (element as? UIAccessibilityElement)?
        .accessibilityIdentifier ?? String(describing: type(of: element))
    var parts = [name]
    if let label = element.accessibilityLabel { parts.append("label=\(label)") }
    if let value = element.accessibilityValue { parts.append("value=\(value)") }
    let traits = traitNames(element.accessibilityTraits)
    if !traits.isEmpty { parts.append("[\(traits.joined(separator: ","))]") }
    return parts.joined(separator: " ")
}

func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
    let names: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"), (.image, "image"),
        (.selected, "selected"), (.staticText, "staticText"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.adjustable, "adjustable"), (.toggleButton, "toggleButton"),
        (.supportsTextEntry, "supportsTextEntry"),
    ]
    return names.filter { traits.contains($0.0) }.map(\.1)
}

/// The described elements of `window`, in reading order.
@MainActor
func readingOrder(_ window: UIWindow) -> [String] {
    AccessibilityTree.elements(in: window).map(describeElement)
}

/// A view placed at `frame` and named, for ordering tests.
@MainActor
func namedView<View: UIView>(_ view: View, _ name: String, _ frame: CGRect, in parent: UIView) -> View {
    view.frame = frame
    view.accessibilityIdentifier = name
    parent.addSubview(view)
    return view
}
