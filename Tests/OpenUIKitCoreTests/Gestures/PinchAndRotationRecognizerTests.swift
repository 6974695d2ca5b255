import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct PinchAndRotationRecognizerTests {
    @Test func pinchReportsScaleAndVelocityAndBeginsOnlyWhenTheFingersPinch() throws {
        let scene = GestureScene()
        var reports: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            reports.append("\(pinch.state) \(rounded(pinch.scale)) \(rounded(pinch.velocity))")
        }
        scene.view.addGestureRecognizer(pinch)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 200))
        try scene.driver.touchDown(2, at: CGPoint(x: 200, y: 200))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(2, to: CGPoint(x: 205, y: 200))
        #expect(reports.isEmpty)
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(2, to: CGPoint(x: 250, y: 200))
        scene.driver.advance(by: 0.5)
        try scene.driver.touchMove(2, to: CGPoint(x: 300, y: 200))
        try scene.driver.touchUp(1)
        try scene.driver.touchUp(2)
        #expect(reports == ["began 1.5 2.5", "changed 2.0 1.0", "ended 2.0 1.0"])
    }

    @Test func rotationReportsRadiansTurned() throws {
        let scene = GestureScene()
        var reports: [String] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            reports.append("\(rotation.state) \(rounded(rotation.rotation))")
        }
        scene.view.addGestureRecognizer(rotation)
        try scene.driver.frame {
            try $0.down(1, at: CGPoint(x: 100, y: 200))
            try $0.down(2, at: CGPoint(x: 300, y: 200))
        }
        // A small wobble (about 3°) does not begin it.
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 100, y: 195))
            try $0.move(2, to: CGPoint(x: 300, y: 205))
        }
        #expect(reports.isEmpty)
        // A quarter turn clockwise on screen, then back to a half of it.
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 200, y: 100))
            try $0.move(2, to: CGPoint(x: 200, y: 300))
        }
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 129.289, y: 129.289))
            try $0.move(2, to: CGPoint(x: 270.711, y: 270.711))
        }
        try scene.driver.frame {
            try $0.up(1); try $0.up(2)
        }
        #expect(reports == ["began 1.571", "changed 0.785", "ended 0.785"])
    }
}
