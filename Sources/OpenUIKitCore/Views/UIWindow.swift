import Foundation

/// The root of a view hierarchy, shown by a backend as a top-level window.
///
/// Mirrors `UIWindow`'s event role: it hit-tests touches that begin in it, delivers touches to their views in
/// ``sendEvent(_:)``, holds its first responder, and is the next responder after its top view (its own next is the
/// application). Like UIKit's, a window starts hidden; it becomes known to the application — and so able to receive
/// input — while it is visible (``makeKeyAndVisible()`` or `isHidden = false`).
///
/// As in UIKit the application keeps visible windows alive and no others: a hidden window the app no longer holds
/// is freed (and its native window destroyed). Hiding a window cancels its touches and has the backend unmap it;
/// showing it again maps it.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Identifies the window in ``RawInput``; backends map their native windows to it. OpenUIKit extension.
    public struct Identifier: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public var description: String { "window #\(rawValue)" }
    }

    private static var nextIdentifier = 1

    public let identifier: Identifier
    /// A window belongs to the application that is current when it is made: it is in no view tree to take one
    /// from, and UIKit's single application is always the current one.
    private static var applicationOfNewWindows: UIApplication { UIApplication.current }

    /// The application the window belongs to: the one that existed when the window was made (UIKit has one per
    /// process; OpenUIKit's test harness makes one per test). Not owned: the application owns visible windows.
    weak var application: UIApplication?
    /// The Auto Layout engine, made when a constraint first reaches the window (AutoLayout/LayoutEngine.swift).
    var storedLayoutEngine: LayoutEngine?
    /// The object that receives motion and remote-control events first. See ``UIResponder/becomeFirstResponder()``.
    @_spi(Input) public internal(set) weak var firstResponder: UIResponder?

    /// Called with the trace of every hit-test this window runs for a beginning touch. Setting it turns tracing on
    /// for this window; nil (the default) costs nothing. OpenUIKit extension for debugging missed taps.
    public final var hitTestTraceObserver: (@MainActor (HitTestTrace) -> Void)?

    /// Areas to redraw in the next frame (window coordinates), with every pending mark resolved.
    @_spi(Rendering) public var damage: DamageRegion {
        resolvePendingMarks()
        return resolvedDamage
    }
    // The damage and the pending marks skip the runtime's exclusivity checks: a layout pass or an animating layer
    // marks hundreds of times a frame, and no access to either spans a call into other code (arguments are worked
    // out before an access begins).
    @exclusivity(unchecked) private var resolvedDamage = DamageRegion()
    /// Marks not yet converted to window rectangles, oldest first; see `mark(_:rect:)`.
    @exclusivity(unchecked) private var pendingMarks: [PendingMark] = []
    /// Kept between resolutions only for its storage; rebuilt for each run of marks (`resolvePendingMarks()`).
    private var conversionChain = WindowConversionChain()
    /// Whether the backend was asked for a frame since the damage was last taken.
    @exclusivity(unchecked) private var frameRequested = false

    /// Pixels per point for this window's renderer; 1 unless a backend says otherwise (HiDPI).
    public var screenScale: CGFloat = 1
    /// The size classes the window's views were last told of (UIWindow+SizeClasses.swift); nil: the screen's.
    var reportedSizeClasses: WindowSizeClasses?
    /// Whether views are being told of a size class change.
    var isReportingSizeClasses = false

    /// The graphics library's renderer for this window (OpenUIKitCairo's `renderer`), kept here so it lives as long
    /// as the window.
    @_spi(Rendering) public var attachedRenderer: AnyObject?

    /// Adds a rectangle (window coordinates) to the damage now, after the marks made before it.
    @_spi(Rendering) public func addDamage(_ rect: CGRect) {
        if rect.contains(bounds) {
            // It holds every pending mark: converting them would only have them dropped.
            for mark in pendingMarks where mark.rect == nil { mark.view.takeUnretainedValue().hasPendingMark = false }
            pendingMarks.removeAll(keepingCapacity: true)
        }
        resolvePendingMarks()
        resolvedDamage.add(rect, within: bounds)
        if !resolvedDamage.isEmpty { requestFrame() }
    }

    /// Whether the resolved damage is one rectangle holding the whole window: any later area adds nothing to it.
    /// (Such damage has asked for a frame: damage is only added with a request, and a frame takes both at once.)
    var damageCoversWindow: Bool {
        resolvedDamage.rectangles.count == 1 && resolvedDamage.rectangles[0].contains(bounds)
    }

    /// Takes the damage for a frame: every mark resolved, in the order it was made.
    @_spi(Rendering) public func takeDamage() -> [CGRect] {
        resolvePendingMarks()
        frameRequested = false
        return resolvedDamage.take()
    }

    /// A view's mark, resolved to window coordinates later. The view is not retained (a window marks itself too):
    /// a marked view is in this window's hierarchy until the marks are resolved, because everything that takes a
    /// view out of it, or changes the area any view of it covers, resolves them first (`resolvePendingMarks()`).
    private struct PendingMark {
        /// Unmanaged so that comparing two marks' views retains neither.
        let view: Unmanaged<UIView>
        /// Part of the view's bounds, or nil for the whole area it may paint (`visualRectInWindow()`).
        let rect: CGRect?
    }

    /// Past this many pending marks they are resolved, so repeated partial marks of one view cannot grow the list
    /// without bound (each mark is still resolved once).
    private static let pendingMarkLimit = 4_096

    /// Records a mark in constant time: the view's area is converted to window coordinates when the marks are
    /// resolved — at the next geometry or hierarchy change in the window, or when a frame takes the damage — which
    /// gives the same rectangles, in the same order, as converting it now.
    func mark(_ view: UIView, rect: CGRect?) {
        if rect == nil {
            guard !view.hasPendingMark else { return }
            view.hasPendingMark = true
        }
        pendingMarks.append(PendingMark(view: Unmanaged.passUnretained(view), rect: rect))
        requestFrame()
        if pendingMarks.count > Self.pendingMarkLimit { resolvePendingMarks() }
    }

    /// Converts the pending marks into damage, oldest first, with the geometry they were made under.
    func resolvePendingMarks() {
        guard !pendingMarks.isEmpty else { return }
        let marks = pendingMarks
        pendingMarks.removeAll(keepingCapacity: true)
        let limits = bounds
        // The window's own whole mark (its `setNeedsDisplay()`) damages all of it, whatever else was marked: its
        // area is its bounds and every subview's overflow, cut to its bounds. Taken first, it spares converting the
        // other marks (and walking every subview for the window's area), for the same damage.
        // (`hasPendingMark` on the window itself says exactly that its whole mark is in the list.)
        if hasPendingMark {
            resolvedDamage.add(limits, within: limits)
        }
        // Runs of marks of one view (a view's animating layers) convert through one reading of its ancestors.
        var chainView: UnsafeMutableRawPointer?
        for mark in marks {
            if mark.rect == nil { mark.view.takeUnretainedValue().hasPendingMark = false }
            // Damage that covers the window already holds every later mark: skip converting them.
            if damageCoversWindow { continue }
            let area: CGRect
            if let rect = mark.rect {
                if chainView != mark.view.toOpaque() {
                    chainView = mark.view.toOpaque()
                    conversionChain.rebuild(from: mark.view.takeUnretainedValue())
                }
                area = conversionChain.convert(rect)
            } else {
                area = mark.view.takeUnretainedValue().visualRectInWindow()
            }
            resolvedDamage.add(area, within: limits)
        }
        // Marks that fell outside the window asked for a frame that has nothing to draw.
        if resolvedDamage.isEmpty { frameRequested = false }
    }

    func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        application?.windowNeedsFrame(self)
    }

    public override init(frame: CGRect) {
        identifier = Identifier(rawValue: UIWindow.nextIdentifier)
        UIWindow.nextIdentifier += 1
        application = Self.applicationOfNewWindows
        super.init(frame: frame)
        storedWindow = self
        reportedSizeClasses = UIWindow.sizeClasses(for: frame.size)
        isHidden = true
    }

    /// Made from an archive: as `init(frame: .zero)` makes it (OpenUIKit reads no archives).
    public required init?(coder: NSCoder) {
        identifier = Identifier(rawValue: UIWindow.nextIdentifier)
        UIWindow.nextIdentifier += 1
        application = Self.applicationOfNewWindows
        super.init(coder: coder)
        storedWindow = self
        isHidden = true
    }

    // Not `isolated`, as UIView's (a subclass's plain `deinit` must match it).
    deinit {
        guard let application else { return }
        MainActorTeardown.run((application, identifier)) { $0.0.windowDidClose($0.1) }
    }

    override func visibilityDidChange() {
        if isHidden {
            dismissMenusOfDepartedViews()
            application?.windowDidHide(self)
        } else {
            application?.windowDidShow(self)
        }
        controllersVisibilityDidChange()
    }

    /// The app moved or resized the window: the backend follows.
    func frameDidChange() {
        application?.windowDidChangeFrame(self)
        sizeClassesMayHaveChanged()
    }

    /// A window is always its own window.
    open override var window: UIWindow? { self }

    /// The application, as in UIKit (which puts a window scene in between).
    open override var next: UIResponder? { application }

    override var firstResponderWindow: UIWindow? { self }

    // MARK: - Root view controller

    /// The controller whose view fills the window. Setting it replaces the previous controller's view.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            rootViewControllerDidChange(from: oldValue)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    // MARK: - Key window

    /// The window's keyboard focus (Focus/UIFocusSystem.swift); made on first use.
    public var focusSystem: UIFocusSystem {
        if let storedFocusSystem { return storedFocusSystem }
        let system = UIFocusSystem(window: self)
        storedFocusSystem = system
        return system
    }
    var storedFocusSystem: UIFocusSystem?

    /// Keys that reach the window unhandled move and use keyboard focus (``UIFocusSystem``); the others go on up the
    /// chain, as UIKit's.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !focusSystem.pressBegan($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !(storedFocusSystem?.takes($0) ?? false) }
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !(storedFocusSystem?.takes($0) ?? false) }
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { !(storedFocusSystem?.takes($0) ?? false) }
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this the key window and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window, the one that receives motion and remote-control events. A hidden window
    /// becomes key only once it is shown, as only visible windows receive events.
    open func makeKey() {
        guard !isHidden else { return }
        application?.setKeyWindow(self)
    }

    /// Called when the window becomes the key window.
    open func becomeKey() {}
    /// Called when the window stops being the key window.
    open func resignKey() {}

    /// Closes the window: it is hidden (its touches are cancelled, it stops being key, the application lets it
    /// go, input still addressed to it is dropped with a diagnostic) and the backend destroys its native window.
    /// Showing it again opens a new one. OpenUIKit extension used by backends (an X window closed by its user)
    /// and tests; an app can simply hide a window and drop it.
    public func close() {
        isHidden = true
        application?.windowDidClose(identifier)
    }

    // MARK: - Events

    /// Delivers `event` to the views of this window. For touches, each touch of this window whose phase is not
    /// stationary goes to its hit-test view, grouped per view and per phase (began, moved, ended, cancelled).
    /// Subclasses may override it to observe every event, calling `super` to keep delivery.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches, .scroll, .transform:
            application?.gestureEnvironment.deliver(event, in: self)
        case .motion, .remoteControl:
            application?.deliverToFirstResponder(event, in: self)
        case .presses:
            if let presses = event as? UIPressesEvent { application?.pressDispatcher.deliver(presses, in: self) }
        default:
            break
        }
    }

    /// Cancels touches bound to views that are no longer in this window, and drops a first responder that left.
    func viewsDidLeave() {
        application?.touchDispatcher.cancelTouchesWhoseViewsLeft(self)
        if let responder = firstResponder, responder.firstResponderWindow !== self {
            // As in UIKit the responder is told (a text field ends editing); leaving is not optional, so its
            // answer is not asked.
            firstResponder = nil
            _ = responder.resignFirstResponder()
        }
        dismissMenusOfDepartedViews()
    }
}
