import Dispatch
import Foundation

/// Whether the calling code runs on the main actor, asked without trapping.
///
/// Foundation calls back on whatever thread posted a notification or ran a run loop; UIKit-style code behind it must
/// run on the main actor. The main actor is the main thread, or — once a program has handed the main queue to
/// Dispatch, as test runners do — whichever worker thread is running the main queue; the queue-specific value set on
/// the main queue answers the second case.
enum MainActorCheck {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `body` on the main actor: at once when already there, else on the main queue.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }
}

/// A value handed across an isolation boundary that the code using it keeps on the main actor.
struct MainActorBound<Value>: @unchecked Sendable {
    let value: Value
}
