import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// `UICollectionViewListCell`: its default content configuration, updated for the cell's state; rows that size
/// themselves to it; accessories by editing mode; indentation.
@MainActor
@Suite struct CollectionViewListCellTests {
    @Test func theDefaultContentConfigurationShowsInTheContentViewAndFollowsTheState() throws {
        let scene = ListScene()
        let cell = try #require(scene.cell(0))
        let shown = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect((shown.configuration as? UIListContentConfiguration)?.text == "row 0")
        #expect(shown.frame == cell.contentView.bounds)
        let states = CallbackLog()
        cell.configurationUpdateHandler = { _, state in
            states.append("selected \(state.isSelected), highlighted \(state.isHighlighted)")
        }
        states.clear()
        try scene.driver.tap(at: CGPoint(x: 100, y: 22))
        scene.driver.advance(by: 1)
        #expect(
            states.take() == [
                "selected false, highlighted true", "selected true, highlighted true",
                "selected true, highlighted false",
            ])
        #expect(scene.log.take() == ["didSelect(0)"])
        // A new configuration goes to the same content view.
        var content = cell.defaultContentConfiguration()
        content.text = "renamed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === shown)
        #expect((shown.configuration as? UIListContentConfiguration)?.text == "renamed")
        #expect(scene.driver.finish().isClean)
    }

    @Test func rowsSizeThemselvesToTheirContentAndNeverShrinkBelowTheRowHeight() throws {
        let scene = ListScene()
        scene.rows[1] = Array(repeating: "a long line of words that wraps", count: 4).joined(separator: " ")
        scene.collectionView.reloadData()
        scene.window.layoutIfNeeded()
        let short = try #require(scene.cell(0))
        let tall = try #require(scene.cell(1))
        #expect(short.frame == CGRect(x: 0, y: 0, width: 320, height: 44), "one line fits in UIKit's 44 points")
        let fitted = try #require(tall.contentView.subviews.first).sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(fitted > 66, "four wrapped lines")
        #expect(tall.frame == CGRect(x: 0, y: 44, width: 320, height: fitted))
        #expect(scene.cell(2)?.frame.minY == 44 + fitted, "the rows below move down")
        #expect(scene.driver.finish().isClean)
    }

    @Test func accessoriesShowByEditingModeAndTakeTheirRoomFromTheContent() throws {
        let scene = ListScene()
        scene.accessories = [
            .disclosureIndicator(), .delete(), .reorder(), .label(text: "9", displayed: .whenNotEditing),
            .checkmark(displayed: .always, options: .init(isHidden: true)),
        ]
        scene.collectionView.reloadData()
        scene.window.layoutIfNeeded()
        let cell = try #require(scene.cell(0))
        cell.layoutIfNeeded()
        // Not editing: the label then the chevron at the trailing edge (in the array's order, content outwards).
        let labelWidth = cell.contentView.frame.width
        #expect(cell.contentView.frame.minX == 0)
        #expect(320 - labelWidth > 24, "the chevron and the label take room")
        scene.collectionView.isEditing = true
        cell.layoutIfNeeded()
        // Editing: the delete control leads; the chevron and the reorder grip trail; the label hides.
        #expect(cell.contentView.frame == CGRect(x: 44, y: 0, width: 320 - 44 - 24 - 44, height: 44))
        scene.collectionView.isEditing = false
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 20, "two levels of 10 points")
        #expect(cell.contentView.frame.width == labelWidth - 20)
        #expect(scene.driver.finish().isClean)
    }
}
