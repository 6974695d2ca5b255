import Foundation
import OpenUIKit

/// Where mutations may fire: `viewCallbacks` fires them from view touch callbacks, recognizer actions, control
/// actions and recognizer subclass hooks; `delegates` also from delegate queries and `UIView.gestureRecognizerShouldBegin`.
public enum FuzzMode: String, CaseIterable, Sendable, Codable {
    case viewCallbacks = "view-callbacks"
    case delegates

    func allows(_ callback: CallbackKind) -> Bool {
        self == .delegates || !callback.isArbitrationQuery
    }
}

/// Every kind of app callback the fuzzer instruments; a mutation names the kind and the occurrence it fires on.
public enum CallbackKind: String, CaseIterable, Sendable, Codable {
    case viewTouchesBegan, viewTouchesMoved, viewTouchesEnded, viewTouchesCancelled
    /// A recognizer's action; a control's action, or a tab bar controller delegate's `shouldSelect`/`didSelect`
    /// (WorldRun+Controllers.swift).
    case action, controlAction
    case hookTouchesBegan, hookTouchesMoved, hookTouchesEnded, hookTouchesCancelled, hookReset
    case shouldBegin, shouldReceive, shouldRecognizeSimultaneously, shouldRequireFailure, shouldBeRequiredToFail
    case viewShouldBegin
    /// A `UIScrollViewDelegate` callback of a scroll view of the world (issue 15).
    case scrollDelegate
    /// A `CADisplayLink`'s callback (links come from `addDisplayLink` mutations and fire as virtual time passes).
    case displayLink
    /// The completion of a `UIView.animate` block (blocks come from `animate` mutations).
    case animationCompletion
    /// A context-menu delegate callback (configuration, willDisplay, willEnd) or a menu action's handler (issue 14).
    case contextMenu
    /// A `UIViewPropertyAnimator`'s animation block or completion (animators come from `propertyAnimator`
    /// mutations; issue 16).
    case propertyAnimator
    /// `safeAreaInsetsDidChange()` of a world view or `viewSafeAreaInsetsDidChange()` of a controller (issue 16), or
    /// `traitCollectionDidChange(_:)` of a world view (the environment changed under it). One kind for both, so the
    /// worlds of a fixed seed keep their draws.
    case safeAreaChange
    /// A text field's delegate call (should/did begin and end, `shouldChangeCharactersIn`, selection changes,
    /// `textFieldShouldClear`, `textFieldShouldReturn`) or editing control event (issue 13).
    case textField
    /// A world view's `updateConstraints()`, `layoutSubviews()` or `intrinsicContentSize`, from inside the
    /// window's layout pass. Last, and drawn through `safeAreaChange` (WorldGenerator), so the worlds of a fixed
    /// seed keep their draws.
    case layoutPass
    /// A `CALayerDelegate` call of a world layer (`draw(_:in:)`, `layoutSublayers(of:)`), an animation delegate
    /// call (`animationDidStart`, `animationDidStop`) or a `CATransaction` completion block (WorldRun+Layers.swift).
    /// Last, and drawn through `hookReset` (WorldGenerator), so the worlds of a fixed seed keep their draws.
    case layerCallback
    /// A world view's or controller's `updateProperties()` (before layout passes), or a key-value change of a
    /// constrained view's frame or bounds told to its observer (WorldRun+Layout.swift). Last, and drawn through
    /// `safeAreaChange` (WorldGenerator), so the worlds of a fixed seed keep their draws.
    case propertyUpdate

    /// Delegate queries and the view's veto: asked while the arbiter decides.
    var isArbitrationQuery: Bool {
        switch self {
        case .shouldBegin, .shouldReceive, .shouldRecognizeSimultaneously, .shouldRequireFailure,
            .shouldBeRequiredToFail, .viewShouldBegin:
            true
        default: false
        }
    }
}

/// The six recognizer kinds, with the double tap as a kind of its own, plus hover and a secondary-button tap
/// (issue 14). Pans with an even id also allow scrolling.
public enum RecognizerKind: String, CaseIterable, Sendable, Codable {
    case tap, doubleTap, longPress, pan, swipe, pinch, rotation, hover, secondaryTap
}

/// One view of a world. `parent` nil: the window.
public struct ViewSpec: Equatable, Sendable, Codable {
    public var id: Int
    public var parent: Int?
    public var frame: CGRect
    public var isButton: Bool
    /// A `UIScrollView` (content three times its size, zooming its first subview) instead of a plain view.
    public var isScrollView: Bool
    /// A `UITextField` with text, a clear button and a delegate (issue 13) instead of a plain view.
    public var isTextField: Bool

    public init(
        id: Int, parent: Int?, frame: CGRect, isButton: Bool = false, isScrollView: Bool = false,
        isTextField: Bool = false
    ) {
        self.id = id
        self.parent = parent
        self.frame = frame
        self.isButton = isButton
        self.isTextField = isTextField && !isButton
        self.isScrollView = isScrollView && !isButton && !self.isTextField
    }
}

/// A delegate's fixed answers. The failure-requirement answers only ever make a recognizer wait for one with a
/// lower id, so no combination of them with explicit requirements (also downward) forms a cycle.
public struct DelegateSpec: Equatable, Sendable, Codable {
    public var id: Int
    public var shouldBegin = true
    public var shouldReceive = true
    public var simultaneous = false
    public var requiresFailureOfLower = false
    public var requiredToFailByHigher = false

    public init(
        id: Int, shouldBegin: Bool = true, shouldReceive: Bool = true, simultaneous: Bool = false,
        requiresFailureOfLower: Bool = false, requiredToFailByHigher: Bool = false
    ) {
        self.id = id
        self.shouldBegin = shouldBegin
        self.shouldReceive = shouldReceive
        self.simultaneous = simultaneous
        self.requiresFailureOfLower = requiresFailureOfLower
        self.requiredToFailByHigher = requiredToFailByHigher
    }
}

public struct RecognizerSpec: Equatable, Sendable, Codable {
    public var id: Int
    public var view: Int
    public var kind: RecognizerKind
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var cancelsTouchesInView = true
    public var isEnabled = true
    public var delegate: Int?
    /// Also a target-action pair (every recognizer has a closure handler).
    public var targetAction = false

    public init(
        id: Int, view: Int, kind: RecognizerKind, delaysTouchesBegan: Bool = false,
        delaysTouchesEnded: Bool = true, cancelsTouchesInView: Bool = true, isEnabled: Bool = true,
        delegate: Int? = nil, targetAction: Bool = false
    ) {
        self.id = id
        self.view = view
        self.kind = kind
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.cancelsTouchesInView = cancelsTouchesInView
        self.isEnabled = isEnabled
        self.delegate = delegate
        self.targetAction = targetAction
    }
}

/// What app code does from inside a callback. Ids that do not exist (any more) make it a no-op. "Callback view"
/// is the view whose callback runs, or the view of the recognizer whose callback runs; "callback recognizer" the
/// recognizer whose hook, action or delegate query runs.
public enum MutationAction: Equatable, Sendable, Codable {
    case removeView(Int)
    /// Takes view `id` out of the window and lets the world forget it, so it goes away once nothing else (a touch)
    /// holds it; its layer is kept, and then every kept layer is set as app code holding layers would.
    case releaseView(Int)
    case removeCallbackView
    case removeCallbackViewSuperview
    case removeRecognizer(Int)
    case removeCallbackRecognizer
    case clearRecognizers(ofView: Int)
    case setEnabled(Int, Bool)
    case setDelegate(Int, to: Int?)
    /// `first.require(toFail: second)`; generated only with first > second.
    case addRequirement(Int, toFail: Int)
    case setUserInteractionEnabled(Int, Bool)
    case setHidden(Int, Bool)
    case hideWindow
    case addView(ViewSpec)
    case addRecognizer(RecognizerSpec)
    /// Adds display link `id` (a no-op if it exists); its callbacks are `displayLink` callbacks.
    case addDisplayLink(Int)
    case invalidateDisplayLink(Int)
    /// Invalidates the display link whose callback runs (nothing from other callbacks).
    case invalidateCallbackDisplayLink
    case pauseDisplayLink(Int, Bool)
    /// On scroll view `id` (nothing for another view): a new `contentSize`, `isScrollEnabled`, an offset, or a
    /// zoom scale (animated ones run on the frame clock and call the delegate from each frame).
    case setContentSize(Int, CGSize)
    case setScrollEnabled(Int, Bool)
    case setContentOffset(Int, CGPoint, animated: Bool)
    case setZoomScale(Int, CGFloat, animated: Bool)
    /// Shows or hides the hit-region overlay (issue 12); when it shows, a frame is drawn with it at once, from
    /// inside the callback.
    case toggleHitRegions
    /// `UIView.animate` on view `id`: its frame, alpha or transform, for `duration` seconds, with or without
    /// `.allowUserInteraction`, `.repeat` or `.beginFromCurrentState`; its completion is an `animationCompletion`
    /// callback.
    case animate(Int, AnimationSpec)
    /// Makes view `id` an arranged subview of stack view `stack` (made in the window on first use).
    case arrangeInStack(Int, stack: Int)
    /// `removeArrangedSubview` of view `id` from its stack, then, when `removeFromSuperview`, takes it out too.
    case unarrange(Int, removeFromSuperview: Bool)
    // Issue 16: view controllers. The window's root is a navigation controller under the world's views.
    /// Pushes a new controller on the navigation controller.
    case pushController(animated: Bool)
    case popController(animated: Bool)
    /// Presents from the topmost controller: 0 full screen, 1 a sheet, 2 an alert with one action.
    case presentController(style: Int, animated: Bool)
    case dismissController(animated: Bool)
    /// Hides or shows the navigation bar: every controller view's safe area changes in the next layout pass.
    case setNavigationBarHidden(Bool)
    /// Moves view `id` into the view of the topmost controller (pushed or presented), so popping or dismissing
    /// takes it out of the window with its touches.
    case adoptView(Int)
    // Issue 14: context menus. Views with an id of 3 modulo 4 have an interaction from the start.
    /// Adds a `UIContextMenuInteraction` to view `id` (a no-op if it has one).
    case addContextMenu(Int)
    /// Removes view `id`'s interaction (dismissing its menu if open).
    case removeContextMenu(Int)
    /// `dismissMenu()` on every interaction of the world.
    case dismissContextMenu
    // Issue 16: property animators, ids 1 and 2, made on first use.
    /// One call on animator `id`; its animation blocks and completions are `propertyAnimator` callbacks.
    case propertyAnimator(Int, AnimatorOp)
    // Issue 13: text fields.
    /// One edit of text field `id` (nothing for another view); its delegate calls and editing events are
    /// `textField` callbacks.
    case editText(Int, TextEdit)
    /// Sets view `id`'s `overrideUserInterfaceStyle` to dark, or back to inherit; the views whose appearance
    /// changes hear `traitCollectionDidChange(_:)`, a `safeAreaChange` callback.
    case setAppearance(Int, dark: Bool)
    /// Performs the accessibility action at `index` (modulo how many there are) of view `id`, as a screen reader's
    /// `doAction` does: activation, or a custom action (views whose id is 2 modulo 3 have two).
    case accessibilityAction(Int, index: Int)
    /// One Auto Layout edit of view `id` (WorldRun+Layout.swift); fired from `layoutPass` callbacks it runs inside
    /// the layout pass.
    case layout(Int, LayoutEdit)
    /// One edit of view `id`'s world layers (WorldRun+Layers.swift); fired from `layerCallback` callbacks it runs
    /// inside display, layout, animation delegates and transaction completions.
    case layer(Int, LayerEdit)
}

/// What an `editText` mutation does to its text field, as app code or the keyboard would.
public enum TextEdit: Equatable, Sendable, Codable {
    case insert(String)
    case deleteBackward
    case undo
    case redo
    case setText(String)
    case becomeFirstResponder
    case resignFirstResponder
    /// An input method's composition (`setMarkedText`), empty to remove it.
    case compose(String)
    /// `clearButtonMode` by raw value.
    case clearButtonMode(Int)
    case secure(Bool)
}

/// What a `propertyAnimator` mutation does to its animator. Calls in the wrong state are UIKit programming errors;
/// the animator reports them and does nothing, and the fuzzer makes them on purpose.
public enum AnimatorOp: Equatable, Sendable, Codable {
    /// Adds an animation of view `view` (frame, alpha or transform) with a completion, then starts the animator
    /// (`startAnimation()`, after `delay` when it is not 0). An animator that does not exist is made with
    /// `duration` and a curve, or a spring when `spring`.
    case start(view: Int, property: AnimationSpec.Property, duration: TimeInterval, delay: TimeInterval, spring: Bool)
    case pause
    /// Sets `fractionComplete`.
    case scrub(CGFloat)
    /// Toggles `isReversed`.
    case reverse
    case stop(withoutFinishing: Bool)
    /// `finishAnimation(at:)` with a `UIViewAnimatingPosition` raw value.
    case finish(Int)
    /// `continueAnimation(withTimingParameters:durationFactor:)` with a linear curve.
    case continueAnimation(durationFactor: CGFloat)
}

/// One `UIView.animate` call a mutation makes.
public struct AnimationSpec: Equatable, Sendable, Codable {
    public enum Property: String, Equatable, Sendable, Codable { case frame, alpha, transform }
    public var property: Property
    public var duration: TimeInterval
    public var allowsInteraction: Bool
    public var repeats: Bool
    public var fromCurrentState: Bool

    public init(
        property: Property, duration: TimeInterval, allowsInteraction: Bool = false, repeats: Bool = false,
        fromCurrentState: Bool = false
    ) {
        self.property = property
        self.duration = duration
        self.allowsInteraction = allowsInteraction
        self.repeats = repeats
        self.fromCurrentState = fromCurrentState
    }
}

public struct MutationSpec: Equatable, Sendable, Codable {
    public var trigger: CallbackKind
    /// Fires on this occurrence (0-based) of the trigger's kind of callback in the world.
    public var occurrence: Int
    public var action: MutationAction

    public init(_ trigger: CallbackKind, _ occurrence: Int, _ action: MutationAction) {
        self.trigger = trigger
        self.occurrence = occurrence
        self.action = action
    }
}

public enum FingerOp: Equatable, Sendable, Codable {
    case down(Int, CGPoint)
    case move(Int, CGPoint)
    case up(Int)
    case cancel(Int)

    var finger: Int {
        switch self {
        case .down(let finger, _), .move(let finger, _), .up(let finger), .cancel(let finger): finger
        }
    }

    var isDown: Bool {
        if case .down = self { true } else { false }
    }

    /// A lift or a cancellation.
    var isEnd: Bool {
        switch self {
        case .up, .cancel: true
        default: false
        }
    }
}

public enum FuzzStep: Equatable, Sendable, Codable {
    /// Fingers changing in one frame (one backend event).
    case frame([FingerOp])
    /// Virtual time passes (timers fire).
    case advance(TimeInterval)
    /// Mouse and touchpad input that is not a touch (issue 14).
    case pointer(PointerOp)
}

/// Mouse and touchpad input: hover, leaving the window, secondary clicks, scrolling, touchpad gesture events.
public enum PointerOp: Equatable, Sendable, Codable {
    case hover(CGPoint)
    case exit
    case secondaryClick(CGPoint)
    /// A primary-button click (a touch for the views; on an open context menu, a row or outside it).
    case click(CGPoint)
    /// The Escape key (closes an open context menu).
    case escape
    case scroll(CGPoint, dx: CGFloat, dy: CGFloat, continuous: Bool)
    /// One touchpad event: a pinch (`fingers` 2, `scale`) or a swipe (3 or 4 fingers, moved by `dx`).
    case touchpad(
        RawInput.TouchpadGestureSample.Kind, RawInput.TouchpadGestureSample.Phase, CGPoint, fingers: Int,
        dx: CGFloat, scale: CGFloat)
}

/// A whole world: views, recognizers, delegates, failure requirements, mutations and input. Deterministic: running
/// it twice gives the same callbacks. Printable as Swift source (``swiftSource``) so a shrunk world becomes a test.
public struct FuzzWorld: Equatable, Sendable, Codable {
    public var mode: FuzzMode
    public var views: [ViewSpec]
    public var delegates: [DelegateSpec]
    public var recognizers: [RecognizerSpec]
    /// `(a, b)`: `a.require(toFail: b)`, with a > b.
    public var requirements: [Requirement]
    public var mutations: [MutationSpec]
    public var steps: [FuzzStep]
    /// Whether touch frames are paced to the display refresh (`EmbeddedBackend.pacesTouchFrames`): moves wait for the
    /// next frame, so a frame may merge several steps' moves and is often delivered from a timer as time passes.
    public var pacesTouchFrames: Bool

    public struct Requirement: Equatable, Sendable, Codable {
        public var recognizer: Int
        public var toFail: Int
        public init(_ recognizer: Int, toFail: Int) {
            self.recognizer = recognizer
            self.toFail = toFail
        }
    }

    public init(
        mode: FuzzMode, views: [ViewSpec], delegates: [DelegateSpec] = [], recognizers: [RecognizerSpec],
        requirements: [Requirement] = [], mutations: [MutationSpec] = [], steps: [FuzzStep],
        pacesTouchFrames: Bool = false
    ) {
        self.mode = mode
        self.views = views
        self.delegates = delegates
        self.recognizers = recognizers
        self.requirements = requirements
        self.mutations = mutations
        self.steps = steps
        self.pacesTouchFrames = pacesTouchFrames
    }

    /// The window every world uses.
    public static let windowFrame = CGRect(x: 0, y: 0, width: 400, height: 400)
}
