import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct ButtonTests {
    @Test func perStateTitlesColoursAndImagesFallBackToNormal() throws {
        let scene = ControlScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        scene.container.addSubview(button)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving…", for: .highlighted)
        button.setTitleColor(.red, for: .disabled)
        let icon = UIImage(size: CGSize(width: 10, height: 10))
        button.setImage(icon, for: .selected)
        var seen: [String] = []
        button.addAction(
            UIAction { _ in seen.append(button.currentTitle ?? "nil") }, for: [.touchDown, .touchUpInside])
        try scene.driver.tap(at: CGPoint(x: 150, y: 120))
        #expect(seen == ["Saving…", "Save"])
        #expect(button.titleLabel?.text == "Save")
        #expect(button.currentTitleColor == UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
        button.isEnabled = false
        #expect(button.currentTitleColor == .red && button.currentTitle == "Save")
        button.isEnabled = true
        button.isSelected = true
        #expect(button.currentImage === icon && button.state == .selected)
        #expect(button.title(for: .focused) == "Save")
    }

    @Test func combinedStatesShowTheirOwnValuesElseTheirMostSpecificConfiguredPart() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitle("Disabled", for: .disabled)
        button.setTitleColor(.blue, for: [.selected, .highlighted])
        var shown: [String] = []
        func record() {
            shown.append(
                "\(button.currentTitle ?? "nil")/\(button.titleLabel?.text ?? "nil")/\(button.currentTitleColor)")
        }
        record()
        button.isSelected = true
        record()
        // The combined state has a value of its own (the colour), so its title falls back to normal, not to selected.
        button.isHighlighted = true
        record()
        button.isEnabled = false
        record()
        // Removing the disabled title leaves the disabled state without values: the next part that has one wins.
        button.setTitle(nil, for: .disabled)
        record()
        button.isSelected = false
        button.isHighlighted = false
        record()
        #expect(
            shown == [
                "Normal/Normal/\(UIColor.black)", "Selected/Selected/\(UIColor.black)", "Normal/Normal/\(UIColor.blue)",
                "Disabled/Disabled/\(UIColor.black)", "Selected/Selected/\(UIColor.black)",
                "Normal/Normal/\(UIColor.black)",
            ])
    }
}

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

@MainActor
@Suite struct SegmentedControlTests {
    @Test func tappingSelectsAndReportsChangesOnly() throws {
        let scene = ControlScene()
        let segmented = UISegmentedControl(items: ["One", "Two", "Three"])
        segmented.frame = CGRect(x: 100, y: 100, width: 300, height: 32)
        segmented.recordingEvents(as: "seg", in: scene.log)
        scene.container.addSubview(segmented)
        #expect(segmented.selectedSegmentIndex == UISegmentedControl.noSegment)
        try scene.driver.tap(at: CGPoint(x: 250, y: 110))
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 260, y: 110), finger: 2)
        #expect(segmented.selectedSegmentIndex == 1)
        segmented.setEnabled(false, forSegmentAt: 2)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 350, y: 110), finger: 3)
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(
            scene.log.take() == [
                "seg.touchDown", "seg.valueChanged", "seg.primaryActionTriggered", "seg.touchUpInside",
                "seg.touchDown", "seg.touchUpInside",
                "seg.touchDown", "seg.touchUpInside",
            ])
    }

    @Test func momentarySegmentsAndEditing() throws {
        let scene = ControlScene()
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.frame = CGRect(x: 100, y: 100, width: 200, height: 32)
        segmented.isMomentary = true
        var selectedDuringAction: [Int] = []
        segmented.addAction(
            UIAction { _ in selectedDuringAction.append(segmented.selectedSegmentIndex) }, for: .valueChanged)
        scene.container.addSubview(segmented)
        try scene.driver.tap(at: CGPoint(x: 250, y: 110))
        #expect(selectedDuringAction == [1])
        #expect(segmented.selectedSegmentIndex == UISegmentedControl.noSegment)
        segmented.isMomentary = false
        segmented.selectedSegmentIndex = 1
        segmented.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(segmented.numberOfSegments == 3 && segmented.selectedSegmentIndex == 2)
        #expect(segmented.titleForSegment(at: 0) == "Zero")
        segmented.removeSegment(at: 2, animated: false)
        #expect(segmented.selectedSegmentIndex == UISegmentedControl.noSegment)
        segmented.setTitle("Nought", forSegmentAt: 0)
        #expect((0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) } == ["Nought", "A"])
        segmented.selectedSegmentIndex = 7
        #expect(segmented.selectedSegmentIndex == UISegmentedControl.noSegment)
        segmented.removeAllSegments()
        #expect(segmented.numberOfSegments == 0)
    }
}

@MainActor
@Suite struct PageControlTests {
    @Test func tapsEitherSideOfTheCurrentDotMoveOnePage() throws {
        let scene = ControlScene()
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 30))
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.recordingEvents(as: "pages", in: scene.log)
        scene.container.addSubview(pages)
        // Dots 16 pt apart around x = 200: the current (third) dot is at 200.
        #expect(pages.dotCenter(for: 2).x == 100)
        try scene.driver.tap(at: CGPoint(x: 290, y: 115))
        #expect(pages.currentPage == 3)
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 110, y: 115), finger: 2)
        #expect(pages.currentPage == 2)
        pages.currentPage = 4
        scene.driver.advance(by: 1)
        try scene.driver.tap(at: CGPoint(x: 290, y: 115), finger: 3)
        #expect(pages.currentPage == 4)
        #expect(
            scene.log.take() == [
                "pages.touchDown", "pages.valueChanged", "pages.primaryActionTriggered", "pages.touchUpInside",
                "pages.touchDown", "pages.valueChanged", "pages.primaryActionTriggered", "pages.touchUpInside",
                "pages.touchDown", "pages.touchUpInside",
            ])
    }

    @Test func hidesForSinglePageTakesNoTouches() throws {
        let scene = ControlScene()
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 30)).recordingEvents(
            as: "pages", in: scene.log)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        scene.container.addSubview(pages)
        try scene.driver.tap(at: CGPoint(x: 150, y: 115))
        #expect(scene.log.take() == ["container.touchesBegan(1)", "container.touchesEnded(1)"])
        pages.numberOfPages = 0
        pages.currentPage = 3
        #expect(pages.currentPage == 0)
    }
}
