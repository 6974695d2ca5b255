import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// A layer subclass written as Core Animation code writes it (`init?(coder:)` calling `super`, `actions` of
/// `NSNull()`), and the stored hints.
@MainActor
@Suite struct LayerActionsTests {
    final class QuietLayer: CALayer {
        override init() {
            super.init()
            actions = ["bounds": NSNull(), "position": NSNull()]
        }
        override init(layer: Any) {
            super.init(layer: layer)
        }
        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    @Test func actionsAndHintsAreStoredPerLayer() {
        _ = EventDriver()
        let quiet = QuietLayer(), plain = CALayer()
        #expect(quiet.actions?.keys.sorted() == ["bounds", "position"])
        #expect(quiet.actions?["bounds"] is NSNull)
        #expect(plain.actions == nil)
        plain.drawsAsynchronously = true
        #expect(plain.drawsAsynchronously && !quiet.drawsAsynchronously)
        // `NSNull()` turns the position action off: the change takes effect at once, with no animation.
        quiet.position = CGPoint(x: 5, y: 6)
        #expect(quiet.position == CGPoint(x: 5, y: 6) && quiet.animationKeys() == nil)
        plain.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]
        #expect(plain.actions?["opacity"] is CABasicAnimation)
        #expect(plain.drawsAsynchronously)
    }
}
