import Foundation

extension UIApplication {
    /// The app's layout direction: the direction of every view whose ``UIView/semanticContentAttribute`` and
    /// whose ancestors' are `.unspecified`, as in UIKit, where it follows the app's language.
    ///
    /// Left to right unless ``UIApplicationMain(delegate:backend:)`` found another in the environment
    /// (``layoutDirection(fromEnvironment:)``: `OPENUIKIT_LAYOUT_DIRECTION`, else the locale's language, as GTK
    /// chooses its default direction), or a backend or test set one (``setUserInterfaceLayoutDirection(_:)``).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { layoutDirectionStorage }

    /// Changes the app's layout direction, as a change of language does on iOS (where it takes a relaunch): the
    /// leading and trailing constraints of every window, their directional margins and their stack views flip in
    /// the next layout pass, and every view and view controller in the windows hears
    /// `traitCollectionDidChange(_:)` (its traits' ``UITraitCollection/layoutDirection`` changed). For backends and
    /// tests.
    @_spi(Windowing) public func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        guard direction != layoutDirectionStorage else { return }
        let old = layoutDirectionStorage
        layoutDirectionStorage = direction
        for window in windows { window.layoutDirectionDidChange() }
        reportLayoutDirectionChange(from: old)
    }

    /// The direction the environment asks for, and a complaint about a value it could not read:
    /// `OPENUIKIT_LAYOUT_DIRECTION` (`rtl` or `ltr`) first; else the language of the locale messages are shown
    /// in (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, as gettext and GTK read them): right to left for a language
    /// written right to left (Arabic, Hebrew, Persian, Urdu…), left to right for the others and for `C`/`POSIX`.
    public static func layoutDirection(
        fromEnvironment environment: [String: String]
    ) -> (direction: UIUserInterfaceLayoutDirection, problem: String?) {
        var problem: String?
        if let value = environment["OPENUIKIT_LAYOUT_DIRECTION"]?.lowercased(), !value.isEmpty {
            switch value {
            case "rtl", "righttoleft", "right-to-left": return (.rightToLeft, nil)
            case "ltr", "lefttoright", "left-to-right": return (.leftToRight, nil)
            default:
                problem =
                    "OPENUIKIT_LAYOUT_DIRECTION=\(value) is neither rtl nor ltr; the locale's direction is used"
            }
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return (.leftToRight, problem) }
        // `ar_EG.UTF-8@modifier`: the language and region, without the encoding and modifier.
        let identifier = String(locale.prefix { $0 != "." && $0 != "@" })
        guard identifier != "C", identifier != "POSIX" else { return (.leftToRight, problem) }
        let direction = Locale.Language(identifier: identifier).characterDirection
        return (direction == .rightToLeft ? .rightToLeft : .leftToRight, problem)
    }

    /// Takes the layout direction from the environment (``layoutDirection(fromEnvironment:)``), reporting a value
    /// it could not read. ``UIApplicationMain(delegate:backend:)`` calls it with the process's environment.
    public func applyLayoutDirectionEnvironment(_ environment: [String: String]) {
        let (direction, problem) = Self.layoutDirection(fromEnvironment: environment)
        if let problem { report(.apiMisuse, problem) }
        setUserInterfaceLayoutDirection(direction)
    }

    /// Where the status bar is: nowhere on a desktop, so `.zero`, as UIKit reports for a hidden status bar.
    /// (Deprecated in UIKit in favour of the window scene's status bar manager.)
    public var statusBarFrame: CGRect { .zero }
}
