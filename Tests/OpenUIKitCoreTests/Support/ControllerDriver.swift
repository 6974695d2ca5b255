import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A driver at 64 frames a second (exact in binary), a visible window, and a root controller "A" that does not log
/// layout.
@MainActor
func makeDriverWindowAndRoot() -> (EventDriver, CallbackLog, UIWindow, LifecycleController) {
    let driver = EventDriver()
    driver.backend.framesPerSecond = 64
    let log = CallbackLog()
    let window = driver.makeWindow()
    let root = LifecycleController("A", log: log)
    root.logsLayout = false
    return (driver, log, window, root)
}
