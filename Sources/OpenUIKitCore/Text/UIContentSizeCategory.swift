import Foundation

/// The size the user wants text at, as UIKit's `UIContentSizeCategory` (Dynamic Type), with UIKit's raw values.
/// Categories compare by size; the five accessibility sizes are the largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (by the application) when ``UIApplication/preferredContentSizeCategory`` changes; its user info holds
    /// the new category under ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest, and the body text size iOS gives each.
    static let ordered: [(category: UIContentSizeCategory, bodySize: CGFloat)] = [
        (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
        (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
        (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ]

    private var order: Int { Self.ordered.firstIndex { $0.category == self } ?? Self.ordered.count / 3 }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// How much larger than at "Large" text is: the body size's ratio.
    var scale: CGFloat {
        guard let entry = Self.ordered.first(where: { $0.category == self }) else { return 1 }
        return entry.bodySize / 17
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

extension UIApplication {
    /// The content size category text follows: `.large` (iOS's default) until set. Setting it (an OpenUIKit
    /// extension: UIKit's follows the system setting) posts ``UIContentSizeCategory/didChangeNotification``, and
    /// labels with `adjustsFontForContentSizeCategory` resize their Dynamic Type fonts.
    ///
    /// One setting for the process, as the system's is one setting for every app.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { ContentSizeCategorySetting.current }
        set {
            guard newValue != .unspecified, newValue != ContentSizeCategorySetting.current else { return }
            ContentSizeCategorySetting.current = newValue
            ContentSizeAdjustingLabels.categoryDidChange()
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }
}

/// The process's content size category (``UIApplication/preferredContentSizeCategory``). Locked: fonts are made on
/// any thread.
enum ContentSizeCategorySetting {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored = UIContentSizeCategory.large

    static var current: UIContentSizeCategory {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}

extension UITraitCollection {
    /// The content size category: the application's (OpenUIKit's trait collections do not carry their own).
    public var preferredContentSizeCategory: UIContentSizeCategory { ContentSizeCategorySetting.current }
}

/// The labels that have set `adjustsFontForContentSizeCategory`, held weakly, told when the category changes.
@MainActor
enum ContentSizeAdjustingLabels {
    private static var labels: [WeakReference] = []

    static func add(_ label: UILabel) {
        labels.removeAll { $0.object == nil }
        labels.append(WeakReference(label))
    }

    static func categoryDidChange() {
        labels.removeAll { $0.object == nil }
        // A copy: a label's font change is app-visible and may add labels.
        for reference in labels { (reference.object as? UILabel)?.contentSizeCategoryDidChange() }
    }
}
