import Foundation

/// The accessibility tree of a window as assistive technologies walk it: containers and elements, in reading order.
///
/// - A view hidden, nearly transparent (alpha ≤ 0.01) or with ``UIResponder/accessibilityElementsHidden`` is left
///   out with everything inside it.
/// - An element (``UIResponder/isAccessibilityElement``) is a leaf: what is inside it is not read separately.
/// - A container is a view that lists its ``UIResponder/accessibilityElements`` (in that order) or that sets
///   ``UIResponder/shouldGroupAccessibilityChildren``; its elements are read together. A table or collection view
///   (``AccessibilityList``) is a container of its rows on screen in index-path order, headers among them.
/// - Any other view adds what is inside it to its superview's list. A list is read by position: in rows from the
///   top (an item whose middle lies within the first item of a row is on that row), each row from the left.
/// - A visible view with ``UIResponder/accessibilityViewIsModal`` anywhere in a window hides everything else in it
///   (the frontmost such view, when there are several): an alert's buttons are all there is to read.
///
/// Differences: UIKit's exact ordering heuristics are not documented; this is OpenUIKit's, stated above and pinned by
/// AccessibilityOrderTests. UIKit hides only a modal view's siblings, but presents alerts in windows of their own;
/// OpenUIKit presents them in the same window, so a modal view hides the whole rest of its window. Right-to-left
/// layouts are not mirrored yet.
@_spi(Accessibility) @preconcurrency @MainActor
public enum AccessibilityTree {
    /// The children of `container` (a window, a container view or a container element): elements and containers.
    public static func children(of container: AnyObject) -> [AnyObject] {
        if let view = container as? UIView {
            guard isReadable(view) else { return [] }
            if let listed = view.accessibilityElements { return listed.compactMap(readableItem) }
            if let list = view as? AccessibilityList { return listItems(list) }
            if let modal = frontmostModal(in: view) {
                return modal.isAccessibilityElement || isContainer(modal) ? [modal] : readingOrder(items(inside: modal))
            }
            return readingOrder(items(inside: view))
        }
        if let responder = container as? UIResponder, !responder.accessibilityElementsHidden {
            return (responder.accessibilityElements ?? []).compactMap(readableItem)
        }
        return []
    }

    /// Every element under `container`, in the order a screen reader moves through them.
    public static func elements(in container: AnyObject) -> [UIResponder] {
        var result: [UIResponder] = []
        var path: Set<ObjectIdentifier> = []
        collect(container, into: &result, path: &path)
        return result
    }

    /// Whether `object` stands for several elements (and so is a node with children, not a leaf).
    public static func isContainer(_ object: AnyObject) -> Bool {
        guard let responder = object as? UIResponder, !responder.isAccessibilityElement else { return false }
        return object is UIWindow || object is AccessibilityList || responder.accessibilityElements != nil
            || responder.shouldGroupAccessibilityChildren
    }

    /// Activates `object` as an assistive technology does: its ``UIResponder/accessibilityActivate()``, and when
    /// that returns false the default action of its class (a button's tap, a switch's toggle, a segment's selection,
    /// a text field's editing). Returns whether anything was done.
    @discardableResult
    public static func activate(_ object: AnyObject) -> Bool {
        guard let responder = object as? UIResponder else { return false }
        if responder.accessibilityActivate() { return true }
        switch responder {
        case let segment as SegmentAccessibilityElement:
            return segment.performDefaultAction()
        case let toggle as UISwitch:
            guard toggle.isEnabled else { return false }
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
            toggle.sendActions(for: .primaryActionTriggered)
            return true
        case let field as UITextField:
            return field.isEnabled && field.becomeFirstResponder()
        case is UISlider, is UIStepper, is UIPageControl, is UISegmentedControl:
            return false
        case let control as UIControl:
            guard control.isEnabled else { return false }
            control.sendActions(for: .touchUpInside)
            control.touchUpInsideDidFinish(with: nil)
            return true
        default:
            return false
        }
    }

    /// Performs `object`'s custom action at `index`, returning whether it succeeded (false for no such action).
    @discardableResult
    public static func performCustomAction(at index: Int, of object: AnyObject) -> Bool {
        guard let actions = (object as? UIResponder)?.accessibilityCustomActions, actions.indices.contains(index)
        else { return false }
        return actions[index].perform()
    }

    // MARK: - Walking

    private static func collect(
        _ container: AnyObject, into result: inout [UIResponder], path: inout Set<ObjectIdentifier>
    ) {
        // An app's accessibilityElements may list an ancestor: a container already being walked is skipped.
        guard path.insert(ObjectIdentifier(container)).inserted else { return }
        defer { path.remove(ObjectIdentifier(container)) }
        for child in children(of: container) {
            guard let responder = child as? UIResponder else { continue }
            if responder.isAccessibilityElement {
                result.append(responder)
            } else {
                collect(child, into: &result, path: &path)
            }
        }
    }

    private static func isReadable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    private static func readableItem(_ item: Any) -> AnyObject? {
        let object = item as AnyObject
        if let view = object as? UIView { return isReadable(view) ? view : nil }
        if let responder = object as? UIResponder { return responder.accessibilityElementsHidden ? nil : responder }
        return nil
    }

    /// A list's items in index-path order: each readable cell or header that is an element or container itself,
    /// else what is inside it (a header view's label).
    private static func listItems(_ list: any AccessibilityList) -> [AnyObject] {
        var result: [AnyObject] = []
        for case let view as UIView in list.accessibilityListItems where isReadable(view) {
            if view.isAccessibilityElement || isContainer(view) {
                result.append(view)
            } else {
                result.append(contentsOf: readingOrder(items(inside: view)))
            }
        }
        return result
    }

    /// The elements and containers inside `view` gathered from its subviews, not yet ordered.
    private static func items(inside view: UIView) -> [AnyObject] {
        var result: [AnyObject] = []
        for subview in view.subviews where isReadable(subview) {
            if subview.isAccessibilityElement || isContainer(subview) {
                result.append(subview)
            } else {
                result.append(contentsOf: items(inside: subview))
            }
        }
        return result
    }

    /// The frontmost readable view inside `view` (not `view` itself) that sets
    /// ``UIResponder/accessibilityViewIsModal``: the last one in drawing order.
    static func frontmostModal(in view: UIView) -> UIView? {
        var found: UIView?
        func search(_ parent: UIView) {
            for subview in parent.subviews where isReadable(subview) {
                if subview.accessibilityViewIsModal { found = subview }
                search(subview)
            }
        }
        search(view)
        return found
    }

    /// `items` in rows from the top, each row from the left.
    static func readingOrder(_ items: [AnyObject]) -> [AnyObject] {
        let framed = items.enumerated().map { (index: $0.offset, item: $0.element, frame: frame(of: $0.element)) }
        let byTop = framed.sorted { ($0.frame.minY, $0.index) < ($1.frame.minY, $1.index) }
        var result: [AnyObject] = []
        var row: [(index: Int, item: AnyObject, frame: CGRect)] = []
        func flush() {
            result.append(contentsOf: row.sorted { ($0.frame.minX, $0.index) < ($1.frame.minX, $1.index) }.map(\.item))
            row.removeAll()
        }
        for entry in byTop {
            if let first = row.first, entry.frame.midY >= first.frame.maxY { flush() }
            row.append(entry)
        }
        flush()
        return result
    }

    private static func frame(of item: AnyObject) -> CGRect {
        (item as? UIResponder)?.accessibilityFrame ?? .zero
    }
}
