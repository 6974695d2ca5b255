import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A window with one view "V" (100×100 at 20, 20) and the event trace collected in `entries`.
@MainActor
final class TracedScene {
    let driver = EventDriver()
    let window: UIWindow
    let view: UIView
    var entries: [EventTraceEntry] = []

    init() {
        window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.accessibilityIdentifier = "window"
        view = named("V", CGRect(x: 20, y: 20, width: 100, height: 100))
        window.addSubview(view)
        driver.application.eventTraceHandler = { [weak self] in self?.entries.append($0) }
    }

    // The application stays `UIApplication.shared` after the scene: later tests need not trace for a scene gone.
    isolated deinit {
        driver.application.eventTraceHandler = nil
    }

    /// The readable lines of the entries so far, taken.
    func take() -> [String] {
        defer { entries = [] }
        return entries.map(\.description)
    }
}
