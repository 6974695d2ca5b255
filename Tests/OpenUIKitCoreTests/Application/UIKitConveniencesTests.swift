import Foundation
import OpenUIKitCore
import OpenUIKitTesting
import Testing

/// Small UIKit types real code uses: index paths of rows and items, and feedback generators (silent here).
@MainActor
@Suite struct UIKitConveniencesTests {
    @Test func indexPathsOfRowsAndItemsHaveTheSectionFirst() {
        var path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3] && path.row == 3 && path.section == 1 && path.item == 3)
        path.row += 1
        #expect(path == IndexPath(item: 4, section: 1))
        #expect(IndexPath(row: 0, section: 2) > IndexPath(row: 9, section: 1))
    }

    @Test func feedbackGeneratorsPlayNothingAndRecordWhatTheyWereAsked() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.warning)
        #expect(impact.playedFeedback == ["impact heavy 1.0", "impact heavy 1.0"])
        #expect(selection.playedFeedback == ["selection"])
        #expect(notification.playedFeedback == ["notification warning"])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
