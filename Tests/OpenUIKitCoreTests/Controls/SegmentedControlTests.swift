import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

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
