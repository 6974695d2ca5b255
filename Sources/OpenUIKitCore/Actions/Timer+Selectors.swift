import Foundation

/// UIKit's selector-based timers, through the same selector machinery as target-action.
///
/// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #Selector(tick(_:)), userInfo: nil, repeats: true)`
/// ports unchanged but for the `#Selector` spelling. As in UIKit the timer keeps its target until it is invalidated
/// (a repeating timer) or has fired (a one-shot one), and the method is called with the timer as its argument, on the
/// main actor. Scheduled timers run on the current run loop, which OpenUIKit's X11 loop services on the main thread.
///
/// Differences: `userInfo` is not kept (Foundation on Linux takes it only from its Objective-C initializers); a
/// target whose method cannot be found is reported (``ProgrammingError``) at each firing.
extension Timer {
    // Nonisolated, as Foundation's own initializers are; the target's method runs on the main actor.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        let target = MainActorBound(value: aTarget as AnyObject)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            let fired = MainActorBound(value: timer)
            MainActorCheck.run {
                ActionMethodRegistry.perform(aSelector, on: target.value, with: fired.value, missing: "timer fired")
            }
        }
    }

    @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
