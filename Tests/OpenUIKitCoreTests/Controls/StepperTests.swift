import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct StepperTests {
    private func makeStepper(_ scene: ControlScene) -> UIStepper {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        scene.container.addSubview(stepper)
        stepper.addAction(UIAction { _ in scene.log.append("value \(stepper.value)") }, for: .valueChanged)
        return stepper
    }

    @Test func eachHalfStepsOnceOnTouchDown() throws {
        let scene = ControlScene()
        let stepper = makeStepper(scene)
        stepper.stepValue = 5
        try scene.driver.tap(at: CGPoint(x: 180, y: 115))
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 180, y: 115), finger: 2)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 110, y: 115), finger: 3)
        #expect(scene.log.take() == ["value 5.0", "value 10.0", "value 5.0"])
    }

    @Test func holdingRepeatsOnTheClockAndPausesOutside() throws {
        let scene = ControlScene()
        let stepper = makeStepper(scene)
        try scene.driver.touchDown(1, at: CGPoint(x: 180, y: 115))
        scene.driver.advance(by: 0.49)
        #expect(stepper.value == 1)
        scene.driver.advance(by: 0.01)
        #expect(stepper.value == 2)
        scene.driver.advance(by: 0.3)
        #expect(stepper.value == 5)
        try scene.driver.touchMove(1, to: CGPoint(x: 400, y: 400))
        scene.driver.advance(by: 1)
        #expect(stepper.value == 5)
        try scene.driver.touchMove(1, to: CGPoint(x: 180, y: 115))
        scene.driver.advance(by: 0.1)
        #expect(stepper.value == 6)
        try scene.driver.touchUp(1)
        scene.driver.advance(by: 1)
        #expect(stepper.value == 6)
        #expect(scene.driver.clock.pendingTimerCount == 0)
    }

    @Test func limitsWrappingAndDiscontinuousReporting() throws {
        let scene = ControlScene()
        let stepper = makeStepper(scene)
        stepper.maximumValue = 2
        stepper.value = 2
        stepper.autorepeat = false
        try scene.driver.tap(at: CGPoint(x: 180, y: 115))
        #expect(stepper.value == 2)
        stepper.wraps = true
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 180, y: 115), finger: 2)
        #expect(stepper.value == 0)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 110, y: 115), finger: 3)
        #expect(stepper.value == 2)
        #expect(scene.log.take() == ["value 0.0", "value 2.0"])
        stepper.isContinuous = false
        stepper.autorepeat = true
        stepper.wraps = false
        stepper.value = 0
        scene.driver.advance(by: 1)
        try scene.driver.touchDown(4, at: CGPoint(x: 180, y: 115))
        scene.driver.advance(by: 0.6)
        try scene.driver.touchUp(4)
        #expect(stepper.value == 2)
        #expect(scene.log.take() == ["value 2.0"])
    }
}
