import OpenUIKit

/// The seeds' delivery sequences the bench can attach to the pad, one recognizer each.
enum DeliveryScenario: Int, CaseIterable {
    /// A discrete recognizer needing two fingers: the view hears the touches begin, then cancelled on recognition.
    case twoFingerTap
    /// A double tap: with `delaysTouchesEnded` the first tap's end is held back until the recognizer decides.
    case doubleTap
    /// A continuous recognizer: the view hears the touches until the pan begins, then cancelled.
    case pan

    var title: String {
        switch self {
        case .twoFingerTap: "Two-finger tap"
        case .doubleTap: "Double tap"
        case .pan: "Pan"
        }
    }

    var hint: String {
        switch self {
        case .twoFingerTap:
            "Tap with two fingers (a touchscreen or touchpad). A discrete recognizer: the view hears touchesBegan, "
                + "then touchesCancelled when the tap is recognized, or touchesEnded when it fails."
        case .doubleTap:
            "Double-click or double-tap. With delaysTouchesEnded on, the first tap's touchesEnded is held back "
                + "until the recognizer decides; when it recognizes, the view hears touchesCancelled instead."
        case .pan:
            "Drag. A continuous recognizer: the view hears touchesBegan and touchesMoved until the pan begins, "
                + "then touchesCancelled (with cancelsTouchesInView on)."
        }
    }

    @MainActor func makeRecognizer(target: Any?, action: Selector?) -> UIGestureRecognizer {
        switch self {
        case .twoFingerTap:
            let tap = UITapGestureRecognizer(target: target, action: action)
            tap.numberOfTouchesRequired = 2
            tap.name = "twoFingerTap"
            return tap
        case .doubleTap:
            let tap = UITapGestureRecognizer(target: target, action: action)
            tap.numberOfTapsRequired = 2
            tap.name = "doubleTap"
            return tap
        case .pan:
            let pan = UIPanGestureRecognizer(target: target, action: action)
            pan.name = "pan"
            return pan
        }
    }
}
