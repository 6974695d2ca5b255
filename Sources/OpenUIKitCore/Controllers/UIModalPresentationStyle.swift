import Foundation

/// How a presented view controller is shown. Mirrors `UIModalPresentationStyle` with UIKit's raw values.
///
/// OpenUIKit draws `.fullScreen` and `.currentContext` over the whole window (the presenter disappears),
/// `.pageSheet`, `.formSheet` and `.automatic` as a centred sheet over a dimmed window (the presenter stays),
/// `.overFullScreen`, `.overCurrentContext` and `.custom` over the whole window with the presenter left visible;
/// `.popover` falls back to a form sheet (there is no anchor to point at) and `.none` to full screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// The presented view covers the presenter, which then disappears.
    var coversPresenter: Bool {
        switch self {
        case .fullScreen, .currentContext, .none: true
        default: false
        }
    }

    /// The presented view is a centred sheet over a dimmed window.
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic, .popover: true
        default: false
        }
    }
}
