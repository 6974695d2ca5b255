import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

/// A wheel or a touchpad scrolls a scroll view through its pan recognizer (issue 14's scroll input), as on iPadOS:
/// the content follows the scroll, content views never see a touch, and the drag ends after the scroll goes idle.
@MainActor
@Suite struct ScrollViewWheelTests {
    @Test func aTouchpadScrollMovesTheContentAndTheButtonHearsNothing() throws {
        let scene = ScrollScene()
        // Two-finger scrolling upwards on a touchpad shows what is further down, like a finger dragging up.
        try scene.driver.scroll(by: 0, -10, at: CGPoint(x: 100, y: 60))
        scene.driver.advance(by: 0.02)
        try scene.driver.scroll(by: 0, -30, at: CGPoint(x: 100, y: 60), isFinal: true)
        scene.driver.advance(by: 2)
        #expect(scene.takeCollapsed() == [])
        #expect(scene.driver.finish().isClean)
    }

    @Test func aWheelStepScrollsAndTheDragEndsWhenTheWheelRests() throws {
        let scene = ScrollScene()
        try scene.driver.scroll(by: 0, -40, at: CGPoint(x: 100, y: 60), type: .discrete)
        scene.driver.advance(by: 2)
        #expect(scene.takeCollapsed() == [])
        #expect(scene.driver.finish().isClean)
    }
}
