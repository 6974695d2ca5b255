import Foundation
import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `frame`, `bounds` and `center` are overridable, as UIKit's, and the toolkit's own changes (autoresizing, stack
/// views) go through the override.
@MainActor
@Suite struct GeometryOverrideTests {
    final class ObservingView: UIView {
        var log: [String] = []
        override var frame: CGRect {
            didSet { log.append("frame \(Int(frame.width))×\(Int(frame.height))") }
        }
        override var bounds: CGRect {
            didSet { log.append("bounds \(Int(bounds.width))×\(Int(bounds.height))") }
        }
        override var center: CGPoint {
            didSet { log.append("center \(Int(center.x)),\(Int(center.y))") }
        }
    }

    @Test func overridesSeeTheAppsAndTheToolkitsChanges() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = ObservingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        view.autoresizingMask = [.flexibleWidth]
        container.addSubview(view)
        view.log.removeAll()
        view.center = CGPoint(x: 50, y: 30)
        container.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        container.layoutIfNeeded()
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.log == ["center 50,30", "frame 160×20", "bounds 40×40"])
    }
}
