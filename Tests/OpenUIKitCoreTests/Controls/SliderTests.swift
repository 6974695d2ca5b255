import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct SliderTests {
    private func makeSlider(_ scene: ControlScene) -> UISlider {
        // 228 wide with a 28 pt thumb: the thumb centre travels 200 pt from x = 114 to x = 314.
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 228, height: 30)).recordingEvents(
            as: "slider", in: scene.log)
        slider.minimumValue = 0
        slider.maximumValue = 100
        scene.container.addSubview(slider)
        return slider
    }

    @Test func draggingTheThumbSendsValueChangedContinuously() throws {
        let scene = ControlScene()
        let slider = makeSlider(scene)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        // Grab the thumb 4 pt right of its centre: it must not jump.
        try scene.driver.touchDown(1, at: CGPoint(x: 118, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 168, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 600, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 218, y: 115))
        try scene.driver.touchUp(1)
        #expect(values == [25, 100, 50])
        #expect(slider.value == 50)
        #expect(scene.log.take().filter { $0.hasSuffix("valueChanged") }.count == 3)
    }

    @Test func aDiscontinuousSliderReportsOnceOnRelease() throws {
        let scene = ControlScene()
        let slider = makeSlider(scene)
        slider.isContinuous = false
        try scene.driver.touchDown(1, at: CGPoint(x: 114, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 164, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 214, y: 115))
        try scene.driver.touchUp(1)
        #expect(
            scene.log.take() == [
                "slider.touchDown", "slider.touchDragInside", "slider.touchDragInside", "slider.valueChanged",
                "slider.primaryActionTriggered", "slider.touchUpInside",
            ])
        #expect(slider.value == 50)
    }

    @Test func tappingTheTrackDoesNothingAndValuesAreClamped() throws {
        let scene = ControlScene()
        let slider = makeSlider(scene)
        try scene.driver.tap(at: CGPoint(x: 250, y: 115))
        #expect(scene.log.take() == [])
        #expect(slider.value == 0)
        slider.value = 150
        #expect(slider.value == 100)
        slider.setValue(.nan, animated: false)
        #expect(slider.value == 0)
        slider.maximumValue = -5
        #expect(slider.maximumValue == 0 && slider.value == 0)
    }
}
