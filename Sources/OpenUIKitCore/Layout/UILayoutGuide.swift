import Foundation

/// A rectangle in a view's coordinates that constraints can relate to, like a view that draws nothing: mirrors
/// UIKit's `UILayoutGuide` (``layoutFrame``, ``owningView``, ``identifier`` and the anchors in
/// AutoLayout/NSLayoutAnchor.swift).
///
/// The view's own guides (``UIView/safeAreaLayoutGuide``, ``UIView/layoutMarginsGuide``) compute their frame from
/// the view's bounds and insets every time it is read, and the layout engine holds them to those insets. A guide an
/// app adds (``UIView/addLayoutGuide(_:)``) gets its frame from the constraints on it in each layout pass, or, with
/// none, keeps the frame the app gives it.
@preconcurrency @MainActor
open class UILayoutGuide {
    enum Source {
        case free
        case safeArea
        case margins
    }

    let source: Source
    private var storedLayoutFrame = CGRect.zero

    /// The view the guide belongs to; nil once that view is released, as with UIKit's weak reference.
    public internal(set) var owningView: UIView? {
        get { owningViewReference?.view }
        set { owningViewReference = newValue?.itemReference }
    }
    /// The owning view's box (AutoLayout/LayoutItemReference.swift), not a weak reference: a weak one would put
    /// every retain and release of the view on the runtime's slow path.
    private var owningViewReference: LayoutItemReference?
    /// The guide's own box, made when constraints first refer to it; cleared by `deinit`.
    var storedItemReference: LayoutItemReference?
    /// A name for debugging.
    open var identifier = ""

    public init() {
        source = .free
    }

    init(source: Source, owningView: UIView) {
        self.source = source
        owningViewReference = owningView.itemReference
    }

    deinit { storedItemReference?.clear() }

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

    /// Takes `guide` from the view, deactivating the constraints that relate it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            holder = view.storedSuperview
        }
        guide.owningView = nil
    }
}
