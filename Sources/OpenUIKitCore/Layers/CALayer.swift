import Foundation

/// A rectangle of content in a tree of layers, as Core Animation's `CALayer`.
///
/// Every view has one (`view.layer`), made on first use; apps also make layers of their own (`CALayer()`,
/// ``CAShapeLayer``, ``CAGradientLayer``) and hang them under a view's layer with `addSublayer(_:)`,
/// `insertSublayer(_:at:)`/`above:`/`below:`, `replaceSublayer(_:with:)` and `removeFromSuperlayer()`.
/// Geometry (`bounds`, `position`, `anchorPoint`, `frame`, `transform`, `sublayerTransform`, `zPosition`), looks
/// (`backgroundColor`, `opacity`, `isHidden`, `masksToBounds`, `mask`, `cornerRadius`, `maskedCorners`, borders,
/// shadows with `shadowPath`, `contents` with `contentsGravity`) and drawing (`setNeedsDisplay()`, `display()`,
/// `draw(in:)`, ``CALayerDelegate``) follow Core Animation. The Cairo renderer paints the tree with the views; a
/// change marks only the changed layer's area of its view for redrawing.
///
/// A view's layer reads and writes the view for what they share: `backgroundColor`, `opacity` (alpha), `isHidden`,
/// `masksToBounds` (`clipsToBounds`), `frame`, `bounds`, `position` (`center`) and `transform` (its affine part).
///
/// Differences:
/// - A view's layer's `sublayers` holds the layers added to it, not its subviews' layers. Added layers are painted
///   among the subviews where they were added: after the subviews there were at the time (`addSublayer`, `above:`),
///   before all of them (`insertSublayer(_:at: 0)`, `below:` a layer that is); a positive `zPosition` paints a
///   layer after every subview.
/// - `anchorPoint` of a view's layer is stored but the view is still placed by its centre.
/// - A layer kept after its view is gone becomes a standalone layer with default geometry and looks.
/// - No implicit animations: changes take effect at once (see ``CATransaction``).
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer backs. Not owning, and not a weak reference (which would give every view with a layer a
    /// side table): the view's `isolated deinit` sets it to nil, so it never dangles.
    unowned(unsafe) var view: UIView?

    init(view: UIView) {
        self.view = view
    }

    /// A standalone layer: empty bounds at the origin, anchored at its centre, opaque, visible.
    public init() {}

    /// A layer from an archive, as Core Animation's `NSCoding` initializer: `required`, as Core Animation's, so a
    /// subclass with initializers of its own writes `required init?(coder:)` as Core Animation code does. There are
    /// no archives here: the layer starts as `init()` makes it.
    public required init?(coder: NSCoder) {}

    /// A copy of `layer`'s properties, as Core Animation makes presentation layers. Subclasses copy their own.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        copyProperties(from: other)
    }

    // MARK: Tree

    /// The layers under this one, back to front; nil when there are none (as Core Animation reports). Setting it
    /// replaces them all.
    public var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.removeFromSuperlayer() }
            for child in newValue ?? [] { addSublayer(child) }
        }
    }

    var children: [CALayer] = []
    /// For a sublayer of a view's layer: how many of the view's subviews it is painted above.
    var subviewsBelow = 0
    @_spi(Rendering) public var subviewsBelowForPainting: Int { subviewsBelow }

    /// The layer this one is a sublayer of. Not owning: a superlayer owns its sublayers.
    public var superlayer: CALayer? { storedSuperlayer }
    /// Not a weak reference (which would give every layer with sublayers a side table, and make each step up the
    /// tree, which the animator and the marks take several times per layer per frame, a slow retain and release):
    /// the superlayer's `deinit` and `removeFromSuperlayer()` set it to nil, so it never dangles.
    unowned(unsafe) var storedSuperlayer: CALayer?

    // Not `isolated`, as `UIView`'s: a subclass's plain `deinit` must match its superclass's isolation. Layers are
    // main-actor objects released on the main thread, where this runs at once.
    deinit {
        let token = lookJournalToken
        if token != 0 { MainActorTeardown.run(token) { TransactionLookJournal.forget($0) } }
        let sublayers = children
        guard !sublayers.isEmpty else { return }
        // Sublayers someone else holds outlive this layer: they must not point back at it.
        MainActorTeardown.run(sublayers) { for sublayer in $0 { sublayer.storedSuperlayer = nil } }
    }

    /// Adds `layer` on top of the other sublayers (and of the subviews there are now, for a view's layer).
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: children.count, subviewsBelow: view?.subviews.count ?? 0)
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let position = min(Int(index), children.count)
        let below = position < children.count ? children[position].subviewsBelow : (view?.subviews.count ?? 0)
        insert(layer, at: position, subviewsBelow: index == 0 ? 0 : below)
    }

    /// Inserts `layer` just below `sibling`; at the bottom when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = children.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        insert(layer, at: index, subviewsBelow: sibling.subviewsBelow)
    }

    /// Inserts `layer` just above `sibling`; on top when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = children.firstIndex(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        insert(layer, at: index + 1, subviewsBelow: sibling.subviewsBelow)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        let below = oldLayer.subviewsBelow
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: min(index, children.count), subviewsBelow: below)
    }

    /// Takes the layer out of its superlayer (or out of the layer it masks).
    public func removeFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        markArea()
        parent.children.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    private func insert(_ layer: CALayer, at index: Int, subviewsBelow: Int) {
        // Through sublayers and masks alike: a layer masked by one of its ancestors would be painted inside itself.
        guard !layer.reaches(self) else {
            GraphicsDiagnostics.report("addSublayer: a layer cannot be its own ancestor; ignored")
            return
        }
        guard layer.view == nil || layer.view?.superview == nil else {
            GraphicsDiagnostics.report("addSublayer: a view's layer moves with its view (use addSubview); ignored")
            return
        }
        // Removing first can shift the index when the layer is already a sublayer here.
        var index = index
        if layer.superlayer === self, let current = children.firstIndex(where: { $0 === layer }), current < index {
            index -= 1
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(index, children.count))
        layer.storedSuperlayer = self
        layer.subviewsBelow = subviewsBelow
        layer.markArea()
    }

    /// Whether `target` is this layer or is painted inside it (through sublayers and masks).
    func reaches(_ target: CALayer) -> Bool {
        if self === target { return true }
        if let mask, mask.reaches(target) { return true }
        return children.contains { $0.reaches(target) }
    }

    func isDescendant(of layer: CALayer) -> Bool {
        var current = superlayer
        while let ancestor = current {
            if ancestor === layer { return true }
            current = ancestor.superlayer
        }
        return false
    }

    /// The layer whose alpha cuts this one: where the mask is transparent this layer is not drawn. The mask is
    /// placed in this layer's coordinates and is in no tree of its own.
    ///
    /// UIKit parity: a mask that this layer is, or is painted inside of, would make a cycle; it is refused with a
    /// diagnostic.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            if let newValue, newValue.reaches(self) {
                GraphicsDiagnostics.report("CALayer.mask: a layer cannot be masked by itself or an ancestor; ignored")
                return
            }
            maskLayer?.maskOwner = nil
            if let newValue {
                newValue.removeFromSuperlayer()
                newValue.maskOwner = self
            }
            maskLayer = newValue
            markArea()
        }
    }
    private var maskLayer: CALayer?

    /// The layer this one masks.
    weak var maskOwner: CALayer?

    /// A name for finding the layer in a tree; not used by OpenUIKit.
    public var name: String?

    // MARK: Looks

    /// Radius of the rounded corners of the background, border and (with `masksToBounds`) the clip.
    public var cornerRadius: CGFloat = 0 {
        didSet {
            markArea()
            propertyDidChange(.cornerRadius, from: .number(Double(oldValue)))
        }
    }
    /// Which corners `cornerRadius` rounds; all four by default.
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    { didSet { lookDidChange(\CALayer.maskedCorners, from: oldValue) } }
    /// Stored; corners are always circular arcs.
    public var cornerCurve = CALayerCornerCurve.circular
    /// Width of the border drawn inside the bounds, above the sublayers.
    public var borderWidth: CGFloat = 0 {
        didSet {
            markArea()
            propertyDidChange(.borderWidth, from: .number(Double(oldValue)))
        }
    }
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet {
            markArea()
            propertyDidChange(.borderColor, from: .color(oldValue))
        }
    }
    /// Shadow colour; black by default.
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet {
            markArea()
            propertyDidChange(.shadowColor, from: .color(oldValue))
        }
    }
    /// 0 (no shadow, the default) to 1.
    @exclusivity(unchecked) public var shadowOpacity: Float = 0 {
        willSet { markAreaBeforeGeometryChange() }
        didSet {
            markArea()
            propertyDidChange(.shadowOpacity, from: .number(Double(oldValue)))
        }
    }
    /// UIKit's default offset is (0, -3).
    @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { markAreaBeforeGeometryChange() }
        didSet {
            markArea()
            propertyDidChange(.shadowOffset, from: .size(oldValue))
        }
    }
    @exclusivity(unchecked) public var shadowRadius: CGFloat = 3 {
        willSet { markAreaBeforeGeometryChange() }
        didSet {
            markArea()
            propertyDidChange(.shadowRadius, from: .number(Double(oldValue)))
        }
    }
    /// The shape that casts the shadow, in the layer's coordinates; the rounded bounds when nil.
    @exclusivity(unchecked) public var shadowPath: CGPath? {
        willSet { markAreaBeforeGeometryChange() }
        didSet {
            markArea()
            journalChange(\CALayer.shadowPath, from: oldValue)
        }
    }

    @exclusivity(unchecked) var ownMasksToBounds = false
    var ownBackgroundColor: CGColor?
    @exclusivity(unchecked) var ownOpacity: Float = 1
    @exclusivity(unchecked) var ownIsHidden = false
    /// The layer's token in the transaction's look journal once it recorded a change (its `deinit` then takes its
    /// entries out); 0 before.
    var lookJournalToken: UInt32 = 0
    /// Whether this layer backed a view (its shared values then stay with the view while it lives).
    var backsView: Bool { view != nil }

    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view {
                view.clipsToBounds = newValue
                return
            }
            journalChange(\CALayer.ownMasksToBounds, from: ownMasksToBounds)
            ownMasksToBounds = newValue
            markArea()
        }
    }

    public var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let view {
                view.backgroundColor = newValue.map(UIColor.init(cgColor:))
                return
            }
            let old = ownBackgroundColor
            ownBackgroundColor = newValue
            markArea()
            propertyDidChange(.backgroundColor, from: .color(old))
        }
    }

    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view {
                view.alpha = CGFloat(newValue)
                return
            }
            let old = ownOpacity
            ownOpacity = newValue.isNaN ? 1 : min(max(newValue, 0), 1)
            markArea(placementOnly: true)
            propertyDidChange(.opacity, from: .number(Double(old)))
        }
    }

    public var isHidden: Bool {
        get { view?.isHidden ?? ownIsHidden }
        set {
            if let view {
                view.isHidden = newValue
                return
            }
            journalChange(\CALayer.ownIsHidden, from: ownIsHidden)
            ownIsHidden = newValue
            markArea(evenIfHidden: true)
        }
    }

    /// The image shown in the bounds (a ``CGImage``), placed by `contentsGravity`; nil for none.
    public var contents: Any? { didSet { lookDidChange(\CALayer.contents, from: oldValue) } }
    /// How `contents` is placed in the bounds; `.resize` by default.
    public var contentsGravity = CALayerContentsGravity.resize {
        didSet { lookDidChange(\CALayer.contentsGravity, from: oldValue) }
    }
    /// Pixels per point of `contents` and of what `display()` draws; 1 for a standalone layer, as in Core
    /// Animation.
    public var contentsScale: CGFloat = 1 { didSet { markArea() } }
    /// Whether the layer and its sublayers are drawn once into a bitmap that later frames show, as Core
    /// Animation's `shouldRasterize`: a complex layer that does not change then costs one bitmap blit per frame,
    /// wherever it moves. The bitmap covers the layer's area (shadow and sublayers included) in its own
    /// coordinates at `rasterizationScale` pixels per point; opacity and `mask` apply when it is shown. Any change
    /// inside (a sublayer added, moved or animated, a new look, `setNeedsDisplay()`) draws it again; a change of
    /// the layer's own position, transform or opacity does not.
    @exclusivity(unchecked) public var shouldRasterize = false {
        didSet {
            rasterizedContent = nil
            markArea()
        }
    }
    /// Pixels per point of the rasterized bitmap; 1 by default, as in Core Animation (set the screen's scale for a
    /// sharp bitmap on a dense screen).
    public var rasterizationScale: CGFloat = 1 {
        didSet {
            rasterizedContent = nil
            markArea()
        }
    }
    /// The renderer's bitmap of a rasterized layer; dropped whenever what it shows changes.
    @exclusivity(unchecked) @_spi(Rendering) public var rasterizedContent: AnyObject?
    /// A promise that the layer fills its bounds with opaque content; stored as a hint.
    public var isOpaque = false
    /// Whether a change of bounds calls `setNeedsDisplay()`; false by default.
    public var needsDisplayOnBoundsChange = false

    /// Who draws the layer's content, lays out its sublayers and may choose its actions.
    public weak var delegate: (any CALayerDelegate)?
    /// Actions by key path, searched after the delegate's (``action(forKey:)``); `NSNull` turns a property's
    /// implicit animation off.
    public var actions: [String: any CAAction]?

    // MARK: Action storage (CALayer+Actions.swift)

    /// Whether the renderer has drawn the layer (it is then committed).
    var hasBeenDrawn = false
    /// ``CATransaction/commitCount`` when the layer was made.
    let creationCommit = CATransaction.commitCount
    /// While an action runs: the property it is for and the value shown before the change.
    var actionStartValue: (property: LayerProperty, value: LayerValue)?

    func copyProperties(from other: CALayer) {
        ownBounds = other.bounds
        ownPosition = other.position
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        ownTransform = other.transform
        sublayerTransform = other.sublayerTransform
        ownBackgroundColor = other.backgroundColor
        ownOpacity = other.opacity
        ownIsHidden = other.isHidden
        ownMasksToBounds = other.masksToBounds
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        name = other.name
    }

    // MARK: Geometry storage (CALayer+Geometry.swift)
    // The geometry, opacity, shadow and animation storage are read for every animating layer every frame: they are
    // `@exclusivity(unchecked)` because they are only ever read or assigned whole on the main actor, so the runtime's
    // dynamic exclusivity check (a call and a thread-local lookup per read) protects nothing here.

    @exclusivity(unchecked) var ownBounds = CGRect.zero
    @exclusivity(unchecked) var ownPosition = CGPoint.zero
    @exclusivity(unchecked) var ownTransform = CATransform3DIdentity
    /// Where `position` lies in the bounds, in unit coordinates; (0.5, 0.5) by default.
    @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { markAreaBeforeGeometryChange(placementOnly: true) }
        didSet {
            markArea(placementOnly: true)
            propertyDidChange(.anchorPoint, from: .point(oldValue))
        }
    }
    /// The layer's place among its siblings: higher is painted later (above). Siblings of equal zPosition keep
    /// their order.
    public var zPosition: CGFloat = 0 {
        willSet { markAreaBeforeGeometryChange(placementOnly: true) }
        didSet {
            markArea(placementOnly: true)
            propertyDidChange(.zPosition, from: .number(Double(oldValue)))
        }
    }
    /// Stored; the renderer is two-dimensional.
    public var anchorPointZ: CGFloat = 0
    /// Applied to the sublayers (about the anchor point), not to the layer itself.
    public var sublayerTransform = CATransform3DIdentity {
        willSet { markAreaBeforeGeometryChange() }
        didSet {
            markArea()
            propertyDidChange(.sublayerTransform, from: .transform(oldValue))
        }
    }

    // MARK: Overridable behaviour (described with their extensions)

    /// Fills the backing store: the delegate's `display(_:)` when it has one, else `draw(in:)` into a new bitmap.
    open func display() {
        needsDisplayFlag = false
        if let delegate {
            delegate.display(self)
        } else {
            drawBackingStore()
        }
    }

    /// Draws the content into `context` (the layer's coordinates); the default asks the delegate.
    open func draw(in context: CGContext) {
        delegate?.draw(self, in: context)
    }

    /// Renders the layer and its sublayers into `context`, in the layer's own coordinates.
    open func render(in context: CGContext) {
        if let view {
            Graphics.backend.paintHierarchy(of: view, in: context)
        } else {
            Graphics.backend.paintLayerTree(self, in: context)
        }
        context.didPaint()
    }

    /// Whether `point` (in the layer's coordinates) is inside its bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The deepest visible layer under `point` (in the superlayer's coordinates): sublayers front to back first,
    /// then this layer; nil when the point misses it (and, with `masksToBounds`, its sublayers).
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = point.applying(transformToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for child in paintingOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The action for `event` (a key path): the delegate's, then `actions`' entry, then the class's default, then
    /// Core Animation's implicit animation for an animatable property; nil when there is none. `NSNull` means
    /// none, with the search ended where it was found. A view's layer answers `NSNull` (see
    /// `CALayer+Actions.swift`).
    ///
    /// Difference: the `style` dictionary is not searched (OpenUIKit layers have none).
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// The action a layer class runs for `event` when neither the delegate nor `actions` has one; nil by default.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// Whether a change of `key` needs the layer redrawn: false by default; a subclass overrides it for keys it draws
    /// from. Consulted when `setValue(_:forKey:)` stores a key of the subclass's own (CALayer+KeyValueCoding.swift).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value `value(forKey:)` gives a key nothing was stored for: nil by default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Content

    /// Draws what the layer itself shows, between its background and its sublayers, into `context` (the layer's
    /// bounds space): its `contents` image or backing store. Subclasses draw their shapes and gradients here.
    func drawLayerContent(in context: CGContext) {
        guard let (image, scale) = shownImage else { return }
        let rect = contentsRect(forPixelSize: CGSize(width: image.width, height: image.height), scale: scale)
        context.draw(UIImage(cgImage: image), in: rect)
    }

    /// Where the layer's own content may reach beyond its bounds (a shape's stroke), in its coordinates; null when
    /// it stays inside.
    func contentExtent() -> CGRect { .null }

    /// A subclass's animatable value of `property` (``layerValue(_:)`` asks after its own).
    func subclassLayerValue(_ property: LayerProperty) -> LayerValue? { nil }

    /// Sets a subclass's animatable value; false when `property` is not one.
    func setSubclassLayerValue(_ value: LayerValue, for property: LayerProperty) -> Bool { false }

    /// A copy of the layer's values, of the nearest built-in class, for `presentation()`.
    func makePresentationCopy() -> CALayer { CALayer(layer: self) }

    /// For the renderer: ``drawLayerContent(in:)``.
    @_spi(Rendering) public final func paintContent(in context: CGContext) { drawLayerContent(in: context) }

    // MARK: Display storage (CALayer+Display.swift)

    var needsDisplayFlag = false
    /// Whether `display()` runs for the paint about to show it (its result needs no mark).
    var displayingForPaint = false
    /// What `display()` drew, shown when `contents` is nil.
    var backingStore: CGImage?
    var needsLayoutFlag = false

    // MARK: Animation storage (CALayer+Animation.swift)

    /// The animations added, in the order they were added.
    @exclusivity(unchecked) var animationEntries: [LayerAnimationEntry] = [] {
        didSet { hasAnimationEntries = !animationEntries.isEmpty }
    }
    /// Whether `animationEntries` holds any, kept in the layer itself: the renderer asks of every shape it strokes,
    /// and reading the list's own storage is a cache miss per layer when a thousand animate.
    private(set) var hasAnimationEntries = false
    /// What the running animations show this frame, by key path; nil when nothing is animated.
    @exclusivity(unchecked) var presentationValues: LayerValues?
    /// Whether the layer animator moves this layer each frame.
    @exclusivity(unchecked) var isOnAnimationClock = false
    /// The area the layer's last presentation mark handed its view (nil: none), and the `CALayer.areaGeneration`
    /// it was worked out in; `PresentedMark.none` before any.
    @exclusivity(unchecked) var lastPresentedMark = PresentedMark.none
    /// For a presentation copy: the layer it shows.
    weak var modelLayer: CALayer?

    /// How far the shadow reaches beyond the bounds on each side.
    @_spi(Rendering) public var shadowOutset: CGFloat {
        shadowOpacity > 0 ? shadowRadius + max(abs(shadowOffset.width), abs(shadowOffset.height)) : 0
    }

    /// How far anything the layer paints (shadow, border, sublayers) reaches beyond its bounds on any side.
    @_spi(Rendering) public var renderingOutset: CGFloat {
        guard !children.isEmpty || shadowPath != nil || presentationValues != nil else { return shadowOutset }
        let b = bounds, v = visualRect
        return max(shadowOutset, b.minX - v.minX, b.minY - v.minY, v.maxX - b.maxX, v.maxY - b.maxY, 0)
    }
}

/// Which corners of a layer `cornerRadius` rounds, as `CACornerMask`.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners, as `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's `contents` is placed in its bounds, as `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
