import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// Keyboard focus and selection: arrows move the focused item, Return selects it, `selectionFollowsFocus` selects
/// as the focus moves; the delegate hears the same calls as for a tap, without the highlight.
@MainActor
@Suite struct CollectionViewKeyboardTests {
    @Test func arrowsMoveTheFocusAndReturnSelects() throws {
        let scene = CollectionScene()
        scene.collectionView.allowsFocus = true
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(scene.collectionView.isFirstResponder)
        #expect(scene.collectionView.indexPathForFocusedItem == IndexPath(item: 5, section: 0))
        scene.log.clear()
        try scene.driver.press(.keyboardRightArrow)
        try scene.driver.press(.keyboardDownArrow)
        #expect(scene.takeCallbacks() == [])
        #expect(scene.collectionView.indexPathForFocusedItem == IndexPath(item: 10, section: 0))
        try scene.driver.press(.keyboardReturnOrEnter)
        #expect(scene.takeCallbacks() == ["shouldSelect(0-10)", "didDeselect(0-5)", "didSelect(0-10)"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 10, section: 0)])
        try scene.driver.press(.keyboardUpArrow)
        try scene.driver.press(.keyboardLeftArrow)
        #expect(scene.collectionView.indexPathForFocusedItem == IndexPath(item: 5, section: 0))
        #expect(scene.driver.finish().isClean)
    }

    @Test func withSelectionFollowingFocusEachMoveSelects() throws {
        let scene = CollectionScene()
        scene.collectionView.allowsFocus = true
        scene.collectionView.selectionFollowsFocus = true
        #expect(scene.collectionView.becomeFirstResponder())
        scene.log.clear()
        try scene.driver.press(.keyboardDownArrow)
        try scene.driver.press(.keyboardRightArrow)
        #expect(
            scene.takeCallbacks() == [
                "shouldSelect(0-0)", "didSelect(0-0)", "shouldSelect(0-1)", "didDeselect(0-0)", "didSelect(0-1)",
            ])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(scene.driver.finish().isClean)
    }

    @Test func movingTheFocusOffScreenScrollsTheItemIntoView() throws {
        let scene = CollectionScene()
        scene.collectionView.allowsFocus = true
        #expect(scene.collectionView.becomeFirstResponder())
        for _ in 0..<6 { try scene.driver.press(.keyboardDownArrow) }
        #expect(scene.collectionView.indexPathForFocusedItem == IndexPath(item: 20, section: 0))
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scene.driver.finish().isClean)
    }

    @Test func withoutFocusTheKeysGoUpTheChain() throws {
        let scene = CollectionScene()
        #expect(!scene.collectionView.becomeFirstResponder())
        try scene.driver.tap(at: CGPoint(x: 75, y: 75))
        #expect(!scene.collectionView.isFirstResponder)
        #expect(scene.collectionView.indexPathForFocusedItem == nil)
    }
}
