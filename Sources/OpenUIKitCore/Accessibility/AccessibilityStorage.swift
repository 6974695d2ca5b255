import Foundation

/// The accessibility properties a responder set, each nil until set (nil answers the class's default). Made on
/// first write, so the many views that never set one carry a nil pointer.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden: Bool?
    var groupsChildren: Bool?
    var isModal: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var language: String?
    /// A segmented control's segment elements, kept so assistive technologies see the same objects between reads.
    var segmentElements: [UIAccessibilityElement] = []
    /// A table's or collection view's elements for rows off screen, kept so assistive technologies see the same
    /// object for a row between reads.
    var rowElements: [IndexPath: AccessibilityRowElement] = [:]
}

extension UIResponder {
    /// The responder's accessibility settings, made on first use.
    var accessibility: AccessibilityStorage {
        if let storedAccessibility { return storedAccessibility }
        let storage = AccessibilityStorage()
        storedAccessibility = storage
        return storage
    }
}
