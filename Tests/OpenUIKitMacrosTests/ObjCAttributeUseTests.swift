import Foundation
import OpenUIKitMacros
import OpenUIKitTesting
import Testing

/// A rating view as component libraries write it in UIKit: `@objc` on a protocol and its requirement, on an enum, on
/// stored and `dynamic` properties, and `@objc(name)` on an action method; ported with `@objc` → `@ObjC` and
/// `@objc(name)` → `@ObjC("name")`.
@MainActor @ObjC protocol ObjCRatingDelegate: AnyObject {
    @ObjC func ratingDidChange(_ rating: Int)
}

@ObjC enum ObjCStarFill: Int {
    case empty, full
}

final class ObjCRatingView: UIView {
    @ObjC weak var delegate: (any ObjCRatingDelegate)?
    @ObjC dynamic var rating: Int = 0
    @ObjC("starFill") var fill: ObjCStarFill = .empty

    func wire(_ button: UIButton) {
        button.addTarget(self, action: #Selector(increment(_:)), for: .touchUpInside)
    }

    @ObjC("incrementRating:") func increment(_ sender: Any?) {
        rating += 1
        fill = .full
        delegate?.ratingDidChange(rating)
    }
}

@MainActor final class ObjCRatingListener: ObjCRatingDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }
    func ratingDidChange(_ rating: Int) { log.append("rating \(rating)") }
}

@MainActor
@Suite struct ObjCAttributeUseTests {
    /// Taps the button twice: the renamed action runs under its Swift name's selector, as `#selector` finds it in
    /// UIKit, and the `@ObjC` delegate hears each change.
    @Test func codeMarkedObjCOnEveryKindOfDeclarationCompilesAndRuns() throws {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let view = ObjCRatingView(frame: window.bounds)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let log = CallbackLog()
        let listener = ObjCRatingListener(log: log)
        view.delegate = listener
        window.addSubview(view)
        view.addSubview(button)
        view.wire(button)
        try driver.tap(at: CGPoint(x: 50, y: 20))
        try driver.tap(at: CGPoint(x: 50, y: 20))
        #expect(log.take() == ["rating 1", "rating 2"])
        #expect(view.fill == .full)
        #expect(#Selector(ObjCRatingView.increment(_:)) == "increment:")
        #expect(driver.diagnostics.isEmpty)
    }
}
