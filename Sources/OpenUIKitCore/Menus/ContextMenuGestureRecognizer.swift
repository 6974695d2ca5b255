import Foundation

/// The gesture that opens a context menu: a secondary click, or a long press on a touchscreen.
///
/// A continuous recognizer that requires the secondary button (``UIGestureRecognizer/buttonMaskRequired``), so the
/// mouse's primary button never reaches it, while touchscreen fingers do. The secondary button begins it at once
/// (as a desktop menu opens on the press); a finger begins it after ``minimumPressDuration`` held within
/// ``allowableMovement`` points, as iOS's long press. Once begun it follows the touch (changed) to its end, so the
/// menu can follow a drag onto a row and choose it on release. It goes through the same arbitration as any
/// recognizer: it takes the finger from the view when it begins (`cancelsTouchesInView`), and other recognizers may
/// require it to fail. When the delegate has no menu for the place, it fails instead of beginning.
@MainActor
final class ContextMenuGestureRecognizer: UIGestureRecognizer {
    /// How long a finger must stay down, in seconds (UIKit's long press default).
    static let minimumPressDuration: TimeInterval = 0.5
    /// How far a finger may stray before the press begins, in points.
    static let allowableMovement: CGFloat = 10

    private var start = CGPoint.zero
    private var hasBegun = false
    /// Asked just before the recognizer begins whether there is a menu to show (the interaction asks its
    /// delegate); without one the recognizer fails, leaving the press to other recognizers.
    var hasMenu: @MainActor (ContextMenuGestureRecognizer) -> Bool = { _ in true }

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        buttonMaskRequired = .secondary
        name = "contextMenu"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !hasBegun else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        // A press on an open menu is the menu's (an interaction on the window would otherwise open another).
        if numberOfTouches > 1 || touches.contains(where: { $0.view is ContextMenuView }) {
            state = .failed
            return
        }
        start = location(in: nil)
        if touches.contains(where: { $0.type == .indirectPointer }) {
            begin()
            return
        }
        scheduleTimer(after: Self.minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.begin()
        }
    }

    private func begin() {
        guard hasMenu(self) else {
            state = .failed
            return
        }
        hasBegun = true
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            state = .changed
        } else {
            let now = location(in: nil)
            if hypot(now.x - start.x, now.y - start.y) > Self.allowableMovement { state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasBegun ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = hasBegun ? .cancelled : .failed
    }

    override func reset() {
        super.reset()
        hasBegun = false
    }
}
