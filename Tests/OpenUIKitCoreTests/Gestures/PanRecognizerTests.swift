import Foundation
import Testing
import OpenUIKitCore
import OpenUIKitTesting

@MainActor
@Suite struct PanRecognizerTests {
    @Test func translationVelocityAndSetTranslation() throws {
        let scene = GestureScene()
        var reports: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: pan.view), v = pan.velocity(in: pan.view)
            reports.append("\(pan.state) t=(\(rounded(t.x)), \(rounded(t.y))) v=(\(rounded(v.x)), \(rounded(v.y)))")
        }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(1, to: CGPoint(x: 106, y: 100))
        scene.driver.advance(by: 0.1)
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 110))
        pan.setTranslation(.zero, in: scene.view)
        scene.driver.advance(by: 0.05)
        try scene.driver.touchMove(1, to: CGPoint(x: 125, y: 110))
        try scene.driver.touchUp(1)
        #expect(
            reports == [
                "began t=(20.0, 10.0) v=(140.0, 100.0)",
                "changed t=(5.0, 0.0) v=(100.0, 0.0)",
                "ended t=(5.0, 0.0) v=(100.0, 0.0)",
            ])
    }

    @Test func translationIsInTheGivenViewsCoordinates() throws {
        let scene = GestureScene()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scene.view.addSubview(turned)
        let pan = UIPanGestureRecognizer()
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 150, y: 150))
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 180))
        let inTurned = pan.translation(in: turned)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 0, y: 30)))
        #expect(isClose(inTurned, CGPoint(x: 30, y: 0)))
        try scene.driver.touchUp(1)
    }

    @Test func addingAFingerKeepsTheTranslationContinuous() throws {
        let scene = GestureScene()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) }
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 120, y: 100))
        try scene.driver.touchDown(2, at: CGPoint(x: 300, y: 300))
        try scene.driver.frame {
            try $0.move(1, to: CGPoint(x: 130, y: 100))
            try $0.move(2, to: CGPoint(x: 310, y: 300))
        }
        try scene.driver.touchUp(2)
        try scene.driver.touchMove(1, to: CGPoint(x: 135, y: 100))
        try scene.driver.touchUp(1)
        #expect(
            translations == [
                CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 35, y: 0),
            ])
    }

    @Test func fingerCountLimitsAndFailureBeforeBeginning() throws {
        let scene = GestureScene()
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: scene.log)
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        scene.view.addGestureRecognizer(pan)
        try scene.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        try scene.driver.touchMove(1, to: CGPoint(x: 150, y: 100))
        try scene.driver.touchUp(1)
        #expect(scene.log.take() == ["V.touchesBegan(1)", "V.touchesMoved(1)", "V.touchesEnded(1)"])
        try scene.driver.frame {
            try $0.down(2, at: CGPoint(x: 100, y: 100))
            try $0.down(3, at: CGPoint(x: 200, y: 100))
            try $0.down(4, at: CGPoint(x: 300, y: 100))
        }
        try scene.driver.frame {
            try $0.move(2, to: CGPoint(x: 100, y: 150))
            try $0.move(3, to: CGPoint(x: 200, y: 150))
        }
        try scene.driver.frame {
            try $0.up(2); try $0.up(3); try $0.up(4)
        }
        // The third finger was handed back to the view, which keeps it through the pan.
        #expect(
            scene.log.take() == [
                "V.touchesBegan(2,3,4)", "V.touchesCancelled(2,3)", "pan.action(began)", "pan.action(ended)",
                "V.touchesEnded(4)",
            ])
    }
}
