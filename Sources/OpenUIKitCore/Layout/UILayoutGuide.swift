import Foundation

/// A rectangle in a view's coordinates that layout code can read. Mirrors the frame-providing part of UIKit's
/// `UILayoutGuide`: ``layoutFrame`` and ``owningView``. OpenUIKit has no Auto Layout, so a guide offers no anchors;
/// the view's own guides (``UIView/safeAreaLayoutGuide``, ``UIView/layoutMarginsGuide``) compute their frame from
/// the view's bounds and insets every time it is read, and a guide an app adds (``UIView/addLayoutGuide(_:)``)
/// has the frame the app gives it.
@preconcurrency @MainActor
open class UILayoutGuide {
    enum Source {
        case free
        case safeArea
        case margins
    }

    let source: Source
    private var storedLayoutFrame = CGRect.zero

    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    public init() {
        source = .free
    }

    init(source: Source, owningView: UIView) {
        self.source = source
        self.owningView = owningView
    }

    /// The guide's rectangle in its owning view's coordinates. For an app's own guide, settable (an OpenUIKit
    /// addition: UIKit sets it through constraints).
    open var layoutFrame: CGRect {
        get {
            guard let view = owningView else { return storedLayoutFrame }
            switch source {
            case .free: return storedLayoutFrame
            case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
            case .margins: return view.bounds.inset(by: view.layoutMarginsIncludingSafeArea)
            }
        }
        set { storedLayoutFrame = newValue }
    }
}

extension UIView {
    /// Adds `guide` to the view (it becomes the guide's owning view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
    }

    /// Takes `guide` from the view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        if guide.owningView === self { guide.owningView = nil }
    }
}
