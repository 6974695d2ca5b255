import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A window with a container `P` (the window's size) holding two sibling views `A` (left half) and `B` (right half).
@MainActor
struct ReentrancyScene {
    let driver = EventDriver()
    let log = CallbackLog()
    let window: UIWindow
    let container: ReentrantView
    let a: ReentrantView
    let b: ReentrantView

    init() {
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        container = ReentrantView("P", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        a = ReentrantView("A", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        b = ReentrantView("B", frame: CGRect(x: 200, y: 0, width: 200, height: 200), log: log)
        window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
    }

    static let inA = CGPoint(x: 100, y: 100)
    static let inB = CGPoint(x: 300, y: 100)
    /// Inside the container, outside both children.
    static let inP = CGPoint(x: 200, y: 300)
}
