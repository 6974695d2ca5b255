import Foundation

/// The traits of an interface's environment: appearance (light or dark), size classes, idiom, display scale and
/// layout direction. Mirrors UIKit's `UITraitCollection`: immutable, made with one trait set (`init(
/// userInterfaceStyle:)` and its siblings) or by merging (`init(traitsFrom:)`, later collections' specified traits
/// winning), compared trait by trait, and `current`, the collection colours resolve against.
///
/// Traits flow as in UIKit: the screen's (``UIScreen/traitCollection``) to each window, to its view controllers
/// and views, each applying its `overrideUserInterfaceStyle`. OpenUIKit's windows report `.pad`, left to right and
/// the screen's scale; the appearance (the screen's, or an override) and the size classes (from the window's size:
/// UIWindow+SizeClasses.swift) change.
public final class UITraitCollection: Sendable, Hashable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// 3D Touch: unavailable (a mouse, a touchpad and most touchscreens give no pressure as UIKit's 3D Touch did).
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }

    init(
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.layoutDirection = layoutDirection
    }

    /// A collection with no trait specified.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// The collections merged in order: each trait is the last one that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
        }
        self.init(
            userInterfaceStyle: style, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            userInterfaceIdiom: idiom, displayScale: scale, layoutDirection: direction)
    }

    /// This collection with its appearance replaced (`.unspecified` keeps it). OpenUIKit's shorthand for
    /// `init(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])`.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(
            userInterfaceStyle: style, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale, layoutDirection: layoutDirection)
    }

    /// This collection with its layout direction replaced (`.unspecified` keeps it).
    func with(layoutDirection direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        guard direction != .unspecified, direction != layoutDirection else { return self }
        return UITraitCollection(
            userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale,
            layoutDirection: direction)
    }

    /// Whether every trait `traitCollection` specifies has the same value here.
    public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
    }

    /// Whether a dynamic colour can resolve differently in the two collections: their appearances differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    // MARK: - The current collection

    /// The collection dynamic colours resolve against on this thread. As in UIKit, it is set to the view's while
    /// OpenUIKit draws a view (`draw(_:)`, its background and border) and calls `traitCollectionDidChange(_:)`;
    /// elsewhere it is what the thread last set, or the screen's.
    public static var current: UITraitCollection {
        get { (Thread.isMainThread ? mainThreadCurrent : otherThreadCurrent) ?? system }
        set {
            if Thread.isMainThread {
                mainThreadCurrent = newValue
            } else {
                otherThreadCurrent = newValue
            }
        }
    }

    /// Runs `actions` with this collection as ``current``, then puts the previous one back.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Thread.isMainThread ? Self.mainThreadCurrent : Self.otherThreadCurrent
        Self.current = self
        defer {
            if Thread.isMainThread {
                Self.mainThreadCurrent = previous
            } else {
                Self.otherThreadCurrent = previous
            }
        }
        try actions()
    }

    /// The main thread's current collection, kept apart from the thread dictionary: colours resolve on every draw.
    nonisolated(unsafe) private static var mainThreadCurrent: UITraitCollection?

    private static let currentKey = "OpenUIKit.UITraitCollection.current"

    private static var otherThreadCurrent: UITraitCollection? {
        get { Thread.current.threadDictionary[currentKey] as? UITraitCollection }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// The screen's traits, readable from any thread (``UIScreen`` keeps it up to date).
    static var system: UITraitCollection {
        systemLock.lock()
        defer { systemLock.unlock() }
        return storedSystem
    }

    static func setSystem(_ traits: UITraitCollection) {
        systemLock.lock()
        storedSystem = traits
        systemLock.unlock()
    }

    private static let systemLock = NSLock()
    nonisolated(unsafe) private static var storedSystem = UITraitCollection(
        userInterfaceStyle: environmentStyle, horizontalSizeClass: .regular,
        verticalSizeClass: .regular, userInterfaceIdiom: .pad, displayScale: 1, layoutDirection: .leftToRight)

    /// `OPENUIKIT_APPEARANCE=dark` starts the screen dark; light otherwise (X11 has no system-wide setting that
    /// every desktop shares).
    private static var environmentStyle: UIUserInterfaceStyle {
        ProcessEnvironment.value(of: "OPENUIKIT_APPEARANCE")?.lowercased() == "dark" ? .dark : .light
    }

    // MARK: - Equality

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
    }

    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), horizontal: \(horizontalSizeClass), vertical: "
            + "\(verticalSizeClass), idiom: \(userInterfaceIdiom), scale: \(displayScale), direction: "
            + "\(layoutDirection))"
    }
}
