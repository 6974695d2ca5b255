import Foundation
@testable import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// `UIVisualEffectView` with `UIBlurEffect` and `UIVibrancyEffect`: the content view, and the translucent tint drawn
/// in place of a blur for each style and appearance.
@MainActor
@Suite struct VisualEffectViewTests {
    @Test func subviewsGoInAContentViewThatFillsTheEffectView() {
        let driver = EventDriver()
        let window = driver.makeWindow()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        window.addSubview(blur)
        let label = UILabel()
        blur.contentView.addSubview(label)
        blur.layoutIfNeeded()
        #expect(blur.subviews.map { $0 === blur.contentView } == [true])
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        blur.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect((blur.effect as? UIBlurEffect)?.style == .dark)
        #expect(
            UIVisualEffectView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func eachStyleIsATranslucentTintFollowingTheAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        func tint(_ style: UIBlurEffect.Style, _ traits: UITraitCollection) -> String {
            let color = UIBlurEffect(style: style).tint!.resolvedColor(with: traits).cgColor
            return String(format: "%.2f/%.2f", Double(color.red), Double(color.alpha))
        }
        #expect(tint(.extraLight, dark) == "0.97/0.80")
        #expect(tint(.dark, light) == "0.11/0.73")
        #expect(tint(.systemMaterial, light) == "0.97/0.72")
        #expect(tint(.systemMaterial, dark) == "0.11/0.72")
        #expect(tint(.systemThinMaterialDark, light) == "0.11/0.55")
        // Vibrancy and the plain effect paint nothing of their own.
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)).tint == nil)
        #expect(UIVisualEffect().tint == nil)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }
}
