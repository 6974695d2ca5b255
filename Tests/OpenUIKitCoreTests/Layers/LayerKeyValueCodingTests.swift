import Foundation
import Testing
@_spi(Windowing) import OpenUIKitCore
import OpenUIKitTesting

/// A layer subclass with a property of its own, declared on key-value coding as Docs/Porting.md says to port
/// `@NSManaged` properties.
private final class DialLayer: CALayer {
    var drawCount = 0
    var angle: Double {
        get { value(forKey: "angle") as? Double ?? 0 }
        set { setValue(newValue, forKey: "angle") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "angle" ? true : super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "angle" ? 90.0 : super.defaultValue(forKey: key)
    }

    override func draw(in context: CGContext) { drawCount += 1 }
}

@MainActor
@Suite struct LayerKeyValueCodingTests {
    @Test func ownKeysAreStoredWithDefaultsAndRedisplayWhenTheClassSaysSo() {
        let driver = EventDriver()
        let layer = DialLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.angle == 90)  // the class's default
        #expect(!layer.needsDisplay())
        layer.angle = 30
        #expect(layer.angle == 30 && layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.drawCount == 1 && !layer.needsDisplay())
        layer.setValue("note", forKey: "userNote")  // not a display key
        #expect(layer.value(forKey: "userNote") as? String == "note" && !layer.needsDisplay())
        layer.setValue(nil, forKey: "userNote")
        #expect(layer.value(forKey: "userNote") == nil)
        #expect(!CALayer.needsDisplay(forKey: "angle") && CALayer.defaultValue(forKey: "angle") == nil)
        #expect(driver.diagnostics.isEmpty)
    }

    @Test func animatableKeysReadAndWriteTheProperties() {
        let driver = EventDriver()
        let layer = CALayer()
        layer.setValue(0.25, forKey: "opacity")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "position")
        layer.setValue(7, forKeyPath: "position.x")
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(UIColor.red.cgColor, forKey: "backgroundColor")
        #expect(layer.opacity == 0.25 && layer.position == CGPoint(x: 7, y: 4))
        #expect((layer.value(forKey: "opacity") as? NSNumber)?.doubleValue == 0.25)
        #expect((layer.value(forKeyPath: "position.y") as? NSNumber)?.doubleValue == 4)
        #expect(
            abs(((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0) - .pi / 2) < 1e-12)
        #expect(layer.backgroundColor == UIColor.red.cgColor)
        // A view's layer sets what it shares with its view.
        let window = driver.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.layer.setValue(NSValue(cgPoint: CGPoint(x: 50, y: 60)), forKey: "position")
        #expect(view.center == CGPoint(x: 50, y: 60))
        // A value of the wrong kind is reported and ignored.
        layer.setValue("high", forKey: "opacity")
        #expect(layer.opacity == 0.25)
        #expect(
            driver.diagnostics.map(\.message) == [
                "CALayer.setValue(_:forKey:): String is not a value for \"opacity\"; ignored"
            ])
    }

    @Test func animationsKeepValuesUnderAnyKey() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        let layer = CALayer()
        animation.setValue(layer, forKey: "layer")
        animation.setValue("bounce", forKey: "name")
        #expect(animation.value(forKey: "layer") as? CALayer === layer)
        #expect(animation.value(forKey: "name") as? String == "bounce")
        #expect(CABasicAnimation().value(forKey: "layer") == nil)
        animation.setValue(nil, forKey: "name")
        #expect(animation.value(forKey: "name") == nil)
    }
}
