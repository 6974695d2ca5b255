import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A view that cleans up when removed, as component libraries write it (an animation view stopping itself).
private final class SelfCleaningView: UIView {
    var log: [String] = []
    override func removeFromSuperview() {
        log.append("removing from \(superview == nil ? "nothing" : "superview")")
        super.removeFromSuperview()
        log.append("removed, superview \(superview == nil ? "nil" : "set")")
    }
}

/// A label as marquee and padded-label libraries subclass it: its own `font` override (UIKit's type,
/// `UIFont!`), and `drawText(in:)` inset.
private final class PaddedLabel: UILabel {
    var drawn: [CGRect] = []
    override var font: UIFont! {
        get { super.font }
        set { super.font = newValue }
    }

    override func drawText(in rect: CGRect) {
        drawn.append(rect)
        super.drawText(in: rect.insetBy(dx: 4, dy: 2))
    }
}

@MainActor
@Suite struct UIKitOverrideTests {
    @Test func removeFromSuperviewCanBeOverridden() {
        let parent = UIView()
        let view = SelfCleaningView()
        parent.addSubview(view)
        view.removeFromSuperview()
        view.removeFromSuperview()
        #expect(
            view.log == [
                "removing from superview", "removed, superview nil", "removing from nothing", "removed, superview nil",
            ])
    }

    @Test func labelsFontAndColourAreImplicitlyUnwrappedAndDrawTextIsOverridable() {
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Hi"
        label.font = .boldSystemFont(ofSize: 20)
        #expect(label.font.pointSize == 20)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor === UIColor.label)
        _ = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }
        #expect(label.drawn == [CGRect(x: 0, y: 0, width: 100, height: 30)])
        label.highlightedTextColor = .blue
        label.isHighlighted = true
        #expect(label.isHighlighted && label.highlightedTextColor == .blue)
    }

    @Test func literalsWithoutAContextAreUIKitsTypes() {
        // Xcode writes these literals into UIKit code; the lint rule against them is for this project's own code.
        // swift-format-ignore: NoPlaygroundLiterals
        let image = #imageLiteral(resourceName: "no-such-image")
        // swift-format-ignore: NoPlaygroundLiterals
        let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(image.size == .zero && color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UITraitCollection.current.forceTouchCapability == .unavailable)
    }
}
