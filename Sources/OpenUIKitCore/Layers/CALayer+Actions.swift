import Foundation

// Implicit animations, as Core Animation runs them: when an animatable property of a standalone layer changes, the
// layer looks for an action for the property's key path — the delegate's `action(for:forKey:)`, then the layer's
// `actions`, then `defaultAction(forKey:)`, then Core Animation's own: a `CABasicAnimation` from the value shown
// before the change, over `CATransaction.animationDuration()` (0.25 s by default) with the transaction's timing
// function — and runs it, which adds it to the layer under the key path. `NSNull` at any step ends the search with
// no animation; `CATransaction.setDisableActions(true)` turns actions off. A view's own layer never animates
// implicitly (its view answers `NSNull`), and neither does a layer that has not been committed yet: one made in the
// current transaction, before it was first drawn, a `CATransaction.flush()`, or the commit of an outermost
// explicit transaction. So a layer set up and added in one go appears as set up.
extension CALayer {
    /// ``action(forKey:)``'s search (the class body declares it, so subclasses can override it).
    func searchAction(forKey event: String) -> (any CAAction)? {
        if view != nil { return NSNull() }
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        guard let property = LayerProperty(rawValue: event), let value = layerValue(property), value.interpolates
        else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
        animation.isImplicit = true
        return animation
    }

    /// Whether a layer has been committed (see above): drawn, or made before the last commit.
    var isCommitted: Bool { hasBeenDrawn || CATransaction.commitCount > creationCommit }

    /// Call after a standalone layer's animatable `property` changed from `old` (the model value before): runs
    /// the property's action, if actions are on and the layer has been committed.
    func propertyDidChange(_ property: LayerProperty, from old: LayerValue) {
        journalChange(property, from: old)
        guard view == nil, Self.suppressingMarks == 0, isCommitted, !CATransaction.disableActions(),
            let action = action(forKey: property.rawValue), !(action is NSNull)
        else { return }
        // What was shown before the change: the running animations' value, else the old model value.
        let shown = presentationValues?[property] ?? old
        if let basic = action as? CABasicAnimation, basic.isImplicit { basic.fromValue = shown.anyValue }
        // An animation run as an action with no values of its own starts from what was shown before the change.
        let outer = actionStartValue
        actionStartValue = (property, shown)
        defer { actionStartValue = outer }
        action.run(forKey: property.rawValue, object: self, arguments: nil)
    }
}
