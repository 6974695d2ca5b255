import Foundation

/// A view or layout guide referred to without being kept alive, which reads nil once it is released: what a weak
/// reference gives, without the weak reference's side table.
///
/// The first weak reference to an object moves its reference counts into a side table for good, and from then on
/// every retain and release of it takes the runtime's slow path. Auto Layout names every view it lays out from
/// several places (a constraint's ``NSLayoutConstraint/firstItem`` and ``NSLayoutConstraint/secondItem`` and the
/// view it is installed on, an anchor's item, a guide's owning view, the layout engine's items, the diagnostics'
/// lazily made names), so weak references there put every laid-out view on the slow path. Instead each view and
/// guide makes one of these boxes on first use (``UIView/itemReference``, ``UILayoutGuide/itemReference``); the
/// holders keep the box strongly, the box refers to its item without any count, and the item's `deinit` clears it
/// before the item's memory goes.
///
/// Read and cleared on the main actor: views and guides are main-actor objects, released there (a `deinit` runs
/// where the last release is).
final class LayoutItemReference: @unchecked Sendable {
    /// The view, or nil: a guide's box, or a released view's.
    nonisolated(unsafe) unowned(unsafe) private(set) var view: UIView?
    /// The guide, or nil: a view's box, or a released guide's.
    nonisolated(unsafe) unowned(unsafe) private(set) var guide: UILayoutGuide?

    init(view: UIView) { self.view = view }

    init(guide: UILayoutGuide) { self.guide = guide }

    /// Whether the item lives: false once its `deinit` cleared the box. Read without retaining the item.
    nonisolated(unsafe) private(set) var isLive = true

    /// The item a layout engine made for this view or guide, and that engine's serial number (0: none): the
    /// engine finds its item here without hashing the object (it looks its items up once per term of every
    /// constraint). Only the engine with that serial reads it, and it clears it when it drops the item, so the item
    /// is alive whenever the serial matches; another engine (a fitting engine measuring the view) finds its own in
    /// its table and takes the place over.
    nonisolated(unsafe) unowned(unsafe) var engineItem: LayoutEngine.Item?
    nonisolated(unsafe) var engineSerial = 0

    /// The view or the guide, as a constraint's public items give it.
    var object: AnyObject? {
        if let view { return view }
        return guide
    }

    /// The view the item belongs to: the view itself, a guide's owning view.
    @MainActor var ownerView: UIView? { view ?? guide?.owningView }

    /// Called by the item's `deinit`: from now on the box reads nil.
    nonisolated func clear() {
        view = nil
        guide = nil
        isLive = false
        engineSerial = 0
    }
}

extension UIView {
    /// The view's ``LayoutItemReference``, made on first use; its `deinit` clears it.
    var itemReference: LayoutItemReference {
        if let storedItemReference { return storedItemReference }
        let reference = LayoutItemReference(view: self)
        storedItemReference = reference
        return reference
    }
}

extension UILayoutGuide {
    /// The guide's ``LayoutItemReference``, made on first use; its `deinit` clears it.
    var itemReference: LayoutItemReference {
        if let storedItemReference { return storedItemReference }
        let reference = LayoutItemReference(guide: self)
        storedItemReference = reference
        return reference
    }
}
