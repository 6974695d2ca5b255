import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Controls size themselves as UIKit's do (Docs/UIKitParity.md, "Control sizes"): what `sizeThatFits(_:)` answers
/// for a generous proposal and what `intrinsicContentSize` says, control by control.
@MainActor
@Suite struct ControlSizeTests {
    private func describe(_ size: CGSize) -> String { "\(Int(size.width.rounded()))×\(Int(size.height.rounded()))" }

    private func sizes(of control: UIView, proposing proposal: CGSize = CGSize(width: 300, height: 100)) -> String {
        "\(type(of: control)): fits \(describe(control.sizeThatFits(proposal))), "
            + "intrinsic \(describe(control.intrinsicContentSize))"
    }

    @Test func fixedSizeControlsAnswerUIKitsSizesWhateverTheProposal() {
        #expect(
            [
                sizes(of: UISwitch(frame: .zero)),
                sizes(of: UIStepper(frame: .zero)),
                sizes(of: UISlider(frame: .zero)),
                sizes(of: UISwitch(frame: .zero), proposing: .zero),
                sizes(of: UIStepper(frame: .zero), proposing: .zero),
            ] == [
                "UISwitch: fits 51×31, intrinsic 51×31",
                "UIStepper: fits 94×32, intrinsic 94×32",
                // A slider has no intrinsic width: it takes the width it is offered, 31 points high.
                "UISlider: fits 300×31, intrinsic -1×31",
                "UISwitch: fits 51×31, intrinsic 51×31",
                "UIStepper: fits 94×32, intrinsic 94×32",
            ])
    }

    @Test func contentSizedControlsMeasureTheirContent() {
        let font13 = UIFont.systemFont(ofSize: 13, weight: .medium)
        let widest = ["One", "Two", "Three"].map { $0.size(withAttributes: [.font: font13]).width }.max()!
        let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
        // Equal segments as wide as the widest title plus 12 points each side, at least 44 (a touch target).
        let segmentWidth = max((widest + 24).rounded(.up), 44)
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 5
        let emptyButton = UIButton(type: .system)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let title = "Save".size(withAttributes: [.font: button.titleFont])
        #expect(
            [sizes(of: segmented), sizes(of: pages), sizes(of: emptyButton), sizes(of: button)] == [
                "UISegmentedControl: fits \(describe(CGSize(width: 3 * segmentWidth, height: 32))), "
                    + "intrinsic \(describe(CGSize(width: 3 * segmentWidth, height: 32)))",
                "UIPageControl: fits 96×26, intrinsic 96×26",
                "UIButton: fits 30×34, intrinsic 30×34",
                "UIButton: fits \(describe(CGSize(width: (title.width + 16).rounded(.up), height: 30))), "
                    + "intrinsic \(describe(CGSize(width: (title.width + 16).rounded(.up), height: 30)))",
            ])
        #expect(segmented.frame.size == CGSize(width: 3 * segmentWidth, height: 32))
    }

    @Test func aSliderSizedToFitTakesTouches() throws {
        let scene = ControlScene()
        let slider = UISlider(frame: .zero).recordingEvents(as: "slider", in: scene.log)
        slider.frame = CGRect(origin: CGPoint(x: 50, y: 50), size: slider.sizeThatFits(CGSize(width: 300, height: 100)))
        scene.container.addSubview(slider)
        let thumb = slider.convert(CGPoint(x: slider.thumbRect.midX, y: slider.thumbRect.midY), to: nil)
        try scene.driver.touchDown(1, at: thumb)
        // Half of the 272-point track (300 wide, less the 28-point thumb).
        try scene.driver.touchMove(1, to: CGPoint(x: thumb.x + 136, y: thumb.y))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "slider.touchDown", "slider.valueChanged", "slider.primaryActionTriggered", "slider.touchDragInside",
                "slider.touchUpInside",
            ])
        #expect(slider.value == 0.5)
    }
}
