import Foundation
import OpenUIKit

// The app-side classes of a fuzz world: views, a button, the six recognizer kinds, a delegate and an action target,
// each reporting every callback to the world that is running (`WorldRun.current`) so it can check the invariants
// and fire mutations from inside the callback. They reach the world through a static rather than a stored
// reference, so a world's objects never keep each other alive after it ends.

/// A plain view. It handles touches itself (no `super`, so they are not forwarded up the chain).
final class FuzzView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let answer = super.gestureRecognizerShouldBegin(gestureRecognizer)
        WorldRun.current?.query(.viewShouldBegin, gestureRecognizer)
        return answer
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        WorldRun.current?.safeAreaChanged(self)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        WorldRun.current?.traitsChanged(self, from: previousTraitCollection)
    }

    // The layout pass's callbacks (WorldRun+Layout.swift): app code runs in each, after UIKit's own part.
    override func updateConstraints() {
        super.updateConstraints()
        WorldRun.current?.layoutCallback(self, "updateConstraints")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        WorldRun.current?.layoutCallback(self, "layoutSubviews")
    }

    override var intrinsicContentSize: CGSize {
        WorldRun.current?.layoutCallback(self, "intrinsicContentSize")
        return CGSize(width: 60, height: UIView.noIntrinsicMetric)
    }

    override func updateProperties() {
        super.updateProperties()
        WorldRun.current?.propertyUpdate(self, "updateProperties")
    }

    /// A world view observes the frame and bounds of the views its `layout` edits constrain (WorldRun+Layout.swift).
    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        WorldRun.current?.observedChange(by: self, of: object as? UIView, keyPath ?? "", change ?? [:])
    }
}

/// A button: the control tracks its touches (`super`), and its control actions are callbacks too.
final class FuzzButton: UIButton {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
        super.touchesCancelled(touches, with: event)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let answer = super.gestureRecognizerShouldBegin(gestureRecognizer)
        WorldRun.current?.query(.viewShouldBegin, gestureRecognizer)
        return answer
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        WorldRun.current?.safeAreaChanged(self)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        WorldRun.current?.traitsChanged(self, from: previousTraitCollection)
    }
}

// One subclass per recognizer kind (Swift has no mixins): each hook lets the recognizer work (`super`), then
// reports, so app code in the hook runs after the recognizer's own logic, as in a subclass that calls super first.

final class FuzzTap: UITapGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesBegan(t, with: e); hook(.hookTouchesBegan, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesMoved(t, with: e); hook(.hookTouchesMoved, t)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesEnded(t, with: e); hook(.hookTouchesEnded, t)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesCancelled(t, with: e); hook(.hookTouchesCancelled, t)
    }
    override func reset() { super.reset(); hook(.hookReset, []) }
}

final class FuzzLongPress: UILongPressGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesBegan(t, with: e); hook(.hookTouchesBegan, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesMoved(t, with: e); hook(.hookTouchesMoved, t)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesEnded(t, with: e); hook(.hookTouchesEnded, t)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesCancelled(t, with: e); hook(.hookTouchesCancelled, t)
    }
    override func reset() { super.reset(); hook(.hookReset, []) }
}

final class FuzzPan: UIPanGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesBegan(t, with: e); hook(.hookTouchesBegan, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesMoved(t, with: e); hook(.hookTouchesMoved, t)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesEnded(t, with: e); hook(.hookTouchesEnded, t)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesCancelled(t, with: e); hook(.hookTouchesCancelled, t)
    }
    override func reset() { super.reset(); hook(.hookReset, []) }
}

final class FuzzSwipe: UISwipeGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesBegan(t, with: e); hook(.hookTouchesBegan, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesMoved(t, with: e); hook(.hookTouchesMoved, t)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesEnded(t, with: e); hook(.hookTouchesEnded, t)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesCancelled(t, with: e); hook(.hookTouchesCancelled, t)
    }
    override func reset() { super.reset(); hook(.hookReset, []) }
}

final class FuzzPinch: UIPinchGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesBegan(t, with: e); hook(.hookTouchesBegan, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesMoved(t, with: e); hook(.hookTouchesMoved, t)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesEnded(t, with: e); hook(.hookTouchesEnded, t)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesCancelled(t, with: e); hook(.hookTouchesCancelled, t)
    }
    override func reset() { super.reset(); hook(.hookReset, []) }
}

final class FuzzRotation: UIRotationGestureRecognizer {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesBegan(t, with: e); hook(.hookTouchesBegan, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesMoved(t, with: e); hook(.hookTouchesMoved, t)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesEnded(t, with: e); hook(.hookTouchesEnded, t)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        super.touchesCancelled(t, with: e); hook(.hookTouchesCancelled, t)
    }
    override func reset() { super.reset(); hook(.hookReset, []) }
}

final class FuzzHover: UIHoverGestureRecognizer {
    override func reset() { super.reset(); hook(.hookReset, []) }
}

extension UIGestureRecognizer {
    fileprivate func hook(_ kind: CallbackKind, _ touches: Set<UITouch>) {
        WorldRun.current?.recognizerHook(self, kind, touches)
    }
}

/// A delegate with the fixed answers of its spec; each query is a callback first.
final class FuzzDelegate: UIGestureRecognizerDelegate {
    let spec: DelegateSpec

    init(_ spec: DelegateSpec) {
        self.spec = spec
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        WorldRun.current?.query(.shouldBegin, gestureRecognizer)
        return spec.shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        WorldRun.current?.query(.shouldReceive, gestureRecognizer)
        return spec.shouldReceive
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        WorldRun.current?.query(.shouldRecognizeSimultaneously, gestureRecognizer)
        return spec.simultaneous
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let run = WorldRun.current else { return false }
        run.query(.shouldRequireFailure, gestureRecognizer)
        return spec.requiresFailureOfLower && run.id(of: gestureRecognizer) > run.id(of: otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let run = WorldRun.current else { return false }
        run.query(.shouldBeRequiredToFail, gestureRecognizer)
        return spec.requiredToFailByHigher && run.id(of: otherGestureRecognizer) > run.id(of: gestureRecognizer)
    }
}

/// The target of recognizers' target-action pairs.
final class FuzzTarget: UIResponder {
    func fire(_ sender: Any?) {
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        WorldRun.current?.action(recognizer)
    }

    override class var actionMethods: [Selector: ActionMethod] {
        ["fuzzAction:": .method(FuzzTarget.fire)]
    }
}

/// A scroll view: it handles touches that reach it itself (no `super`), like ``FuzzView``, and its owned
/// recognizers (pan, pinch, the content-touch delay) run as in an app.
final class FuzzScrollView: UIScrollView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesBegan, touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesMoved, touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesEnded, touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        WorldRun.current?.viewTouches(self, .viewTouchesCancelled, touches)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let answer = super.gestureRecognizerShouldBegin(gestureRecognizer)
        WorldRun.current?.query(.viewShouldBegin, gestureRecognizer)
        return answer
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        WorldRun.current?.safeAreaChanged(self)
    }

    /// The adjusted inset changes inside layout passes (a bar arriving, a content inset set by a mutation): app code
    /// may mutate anything from here too, so it is a `scrollDelegate` callback.
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        WorldRun.current?.scrollDelegateCallback(self)
    }
}

/// The controllers of the world's navigation stack, presentations and tabs: `viewSafeAreaInsetsDidChange()` is a
/// `safeAreaChange` callback (the bar coming and going changes it), `updateProperties()` a `propertyUpdate` one.
final class FuzzViewController: UIViewController {
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        WorldRun.current?.safeAreaChanged(view)
    }

    override func updateProperties() {
        super.updateProperties()
        WorldRun.current?.propertyUpdate(view, "controller.updateProperties")
    }
}

/// Every scroll view's delegate: each callback is a `scrollDelegate` callback where mutations fire (removing the
/// scroll view mid-drag, changing its content size, disabling scrolling…); it zooms the scroll view's first subview.
final class FuzzScrollDelegate: UIScrollViewDelegate {
    private func fire(_ scrollView: UIScrollView) { WorldRun.current?.scrollDelegateCallback(scrollView) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { fire(scrollView) }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { fire(scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fire(scrollView) }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { fire(scrollView) }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { fire(scrollView) }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { fire(scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fire(scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { fire(scrollView) }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        scrollView.subviews.first { !($0 is UIImageView) && $0.isUserInteractionEnabled }
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { fire(scrollView) }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        fire(scrollView)
    }
}

/// Every context-menu interaction's delegate (issue 14): each callback, and each menu action's handler, is a
/// `contextMenu` callback where mutations fire (removing the interaction or its view, dismissing, hiding the
/// window…). The menu has a plain action, one that keeps the menu open and a disabled one.
final class FuzzMenuDelegate: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        WorldRun.current?.contextMenuCallback("configuration", interaction)
        guard WorldRun.current?.offersMenu(interaction) == true else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak interaction] _ in
            let handler: UIActionHandler = { action in
                if let interaction { WorldRun.current?.contextMenuCallback("\(action.title).handler", interaction) }
            }
            return UIMenu(children: [
                UIAction(title: "Plain", handler: handler),
                UIAction(title: "Keeps", attributes: .keepsMenuPresented, handler: handler),
                UIAction(title: "Disabled", attributes: .disabled, handler: handler),
            ])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        WorldRun.current?.contextMenuCallback("willDisplay", interaction)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        WorldRun.current?.contextMenuCallback("willEnd", interaction)
    }
}
