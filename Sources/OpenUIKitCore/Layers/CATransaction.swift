import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction`.
///
/// `begin()`/`commit()` nest; inside, `setAnimationDuration`, `setAnimationTimingFunction`, `setDisableActions`
/// and `setCompletionBlock` apply to the transaction, and `setValue(_:forKey:)`/`value(forKey:)` store anything.
/// The completion block runs once every animation added to a layer inside the transaction has stopped (finished
/// or removed), after their delegates; with none, at `commit()`.
///
/// Setting an animatable property of a standalone layer that has been committed animates it implicitly over
/// `animationDuration()` (0.25 s by default) unless `setDisableActions(true)` (see ``CALayer/action(forKey:)``).
///
/// Differences: changes take effect at once, not at commit (only their implicit animations wait for a commit to
/// have happened); `lock()` and `unlock()` do nothing.
@preconcurrency @MainActor
public final class CATransaction {
    /// One open or committed transaction waiting for its animations.
    final class Group {
        var values: [String: Any] = [:]
        var completion: (@MainActor () -> Void)?
        var pendingAnimations = 0
        var isCommitted = false
    }

    static var open: [Group] = []

    private init() {}

    public static func begin() { open.append(Group()) }

    /// Ends the innermost transaction; its completion block runs now if none of its animations is still running.
    /// Ending the outermost commits the layers made so far (they animate implicitly from then on).
    public static func commit() {
        guard let group = open.popLast() else {
            GraphicsDiagnostics.report("CATransaction.commit() without begin(); ignored")
            return
        }
        group.isCommitted = true
        if open.isEmpty { commitCount += 1 }
        if group.pendingAnimations == 0 { finish(group) }
    }

    /// Commits the implicit transaction now: the layers made so far are committed (they animate implicitly from
    /// then on). Changes are already shown at once, so nothing else happens.
    public static func flush() { commitCount += 1 }

    /// How many times the implicit or an outermost transaction was committed: a layer made before the last
    /// commit has been committed. Each commit starts a new look journal (``TransactionLookJournal``).
    static var commitCount = 0 {
        didSet { TransactionLookJournal.transactionDidCommit() }
    }

    /// For backends: a frame is being drawn, which commits the implicit transaction (as the end of a run-loop
    /// turn does in Core Animation).
    @_spi(Rendering) public static func commitImplicitTransaction() { commitCount += 1 }

    /// For backends: a frame was painted, so what its layout pass changed is on screen, the look a transition added
    /// from now on starts from.
    @_spi(Rendering) public static func framePainted() { TransactionLookJournal.transactionDidCommit() }
    public static func lock() {}
    public static func unlock() {}

    public static func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: kCATransactionAnimationDuration)
    }
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function as Any, forKey: kCATransactionAnimationTimingFunction)
    }
    public static func disableActions() -> Bool { (value(forKey: kCATransactionDisableActions) as? Bool) ?? false }
    public static func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    public static func completionBlock() -> (@MainActor () -> Void)? { open.last?.completion }
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard let group = open.last else {
            GraphicsDiagnostics.report("CATransaction.setCompletionBlock outside begin()/commit(); ignored")
            return
        }
        group.completion = block
    }

    /// The innermost value set for `key` in the open transactions.
    public static func value(forKey key: String) -> Any? {
        for group in open.reversed() {
            if let value = group.values[key] { return value }
        }
        return nil
    }

    public static func setValue(_ value: Any?, forKey key: String) {
        guard let group = open.last else { return }
        group.values[key] = value
    }

    /// Every open transaction an animation added now belongs to (their completions wait for it).
    static func enlist() -> [Group] {
        for group in open { group.pendingAnimations += 1 }
        return open
    }

    /// An enlisted animation stopped.
    static func animationStopped(in groups: [Group]) {
        for group in groups {
            group.pendingAnimations -= 1
            if group.isCommitted && group.pendingAnimations == 0 { finish(group) }
        }
    }

    private static func finish(_ group: Group) {
        let completion = group.completion
        group.completion = nil
        completion?()
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// The application clock's time in seconds, as Core Animation's `CACurrentMediaTime()`: the time animations and
/// display links run on (virtual in tests).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    LayerAnimator.shared.now
}
