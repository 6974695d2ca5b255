import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct SwitchTests {
    @Test func aTapTogglesAndSetOnSendsNothing() throws {
        let scene = ControlScene()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0)).recordingEvents(
            as: "switch", in: scene.log)
        scene.container.addSubview(toggle)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        try scene.driver.tap(at: CGPoint(x: 120, y: 115))
        #expect(toggle.isOn)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 120, y: 115), finger: 2)
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: true)
        #expect(
            scene.log.take() == [
                "switch.touchDown", "switch.valueChanged", "switch.primaryActionTriggered", "switch.touchUpInside",
                "switch.touchDown", "switch.valueChanged", "switch.primaryActionTriggered", "switch.touchUpInside",
            ])
    }

    @Test func draggingTheKnobDecidesByTheMiddle() throws {
        let scene = ControlScene()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0)).recordingEvents(
            as: "switch", in: scene.log)
        scene.container.addSubview(toggle)
        // A short drag that does not pass the middle leaves it off: no value change.
        try scene.driver.touchDown(1, at: CGPoint(x: 112, y: 115))
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 115))
        #expect(toggle.knobPosition > 0 && toggle.knobPosition < 0.5)
        try scene.driver.touchUp(1)
        #expect(!toggle.isOn)
        scene.driver.advance(by: 1)
        // A drag past the middle turns it on; lifting outside the switch still counts.
        try scene.driver.touchDown(2, at: CGPoint(x: 112, y: 115))
        try scene.driver.touchMove(2, to: CGPoint(x: 140, y: 115))
        try scene.driver.touchUp(2, at: CGPoint(x: 300, y: 300))
        #expect(toggle.isOn)
        #expect(
            scene.log.take() == [
                "switch.touchDown", "switch.touchDragInside", "switch.touchUpInside",
                "switch.touchDown", "switch.touchDragInside", "switch.valueChanged", "switch.primaryActionTriggered",
                "switch.touchUpOutside",
            ])
    }
}
