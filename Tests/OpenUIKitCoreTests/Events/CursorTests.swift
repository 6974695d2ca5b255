import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct CursorTests {
    @Test func theBackendHearsOfEachNewShapeUnderThePointerOnce() throws {
        let scene = GestureScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        scene.view.addSubview(button)
        let text = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        text.cursor = .iBeam
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        text.addSubview(inner)
        let divider = UIView(frame: CGRect(x: 300, y: 0, width: 10, height: 400))
        divider.cursor = .resizeLeftRight
        scene.view.addSubview(text)
        scene.view.addSubview(divider)
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: 0, y: 300, width: 100, height: 40)
        disabled.isEnabled = false
        scene.view.addSubview(disabled)
        func cursorEvents() -> [String] {
            scene.driver.backend.windowEvents.map(\.description).filter { $0.hasPrefix("cursor") }
        }
        for point in [
            CGPoint(x: 150, y: 20), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 110),
            CGPoint(x: 10, y: 160), CGPoint(x: 305, y: 10), CGPoint(x: 10, y: 310),
        ] {
            try scene.driver.pointerMove(to: point)
        }
        #expect(
            cursorEvents() == [
                "cursor #\(scene.window.identifier.rawValue) default",
                "cursor #\(scene.window.identifier.rawValue) pointer",
                "cursor #\(scene.window.identifier.rawValue) text",
                "cursor #\(scene.window.identifier.rawValue) ew-resize",
                "cursor #\(scene.window.identifier.rawValue) default",
            ])
    }
}
