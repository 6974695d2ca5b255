import Foundation
import Testing
import OpenUIKitCore
@testable import OpenUIKitCairo
import OpenUIKitTesting

/// An emitter's particles drawn by the layer renderer, and `snapshotView(afterScreenUpdates:)`'s bitmap, probed
/// at pixel centres.
@MainActor
@Suite(.serialized) struct EmitterAndSnapshotRenderingTests {
    static func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    static func near(_ a: [Int], _ b: [Int]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1 }
    }

    /// A white `size`-pixel image.
    static func whiteImage(_ size: Int) -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }.cgImage!
    }

    /// One particle, a 10-point white square tinted by the cell's colour, moving right at 64 points a second from
    /// (20, 50) in a black 100×100 window: drawn where the frame clock has moved it, in its colour.
    @Test func aParticleIsDrawnWhereTheFrameClockMovedItInItsColour() {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .black
        let emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        let cell = CAEmitterCell()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 64
        cell.color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        cell.contents = Self.whiteImage(10)
        emitter.emitterCells = [cell]
        window.layer.addSublayer(emitter)
        driver.advance(by: 1.5 / 64)  // born at 1/64
        driver.advance(by: 32 / 64)  // half a second old: 32 points to the right, at x 52
        let image = window.renderer.image()
        #expect(Self.near(Self.rgb(image, 52, 50), [0, 255, 0]), "\(Self.rgb(image, 52, 50))")
        #expect(Self.near(Self.rgb(image, 48, 46), [0, 255, 0]))
        #expect(Self.rgb(image, 20, 50) == [0, 0, 0])  // it has left where it was born
        #expect(Self.rgb(image, 60, 50) == [0, 0, 0])
        emitter.emitterCells = nil
    }

    @Test func aSnapshotViewShowsTheViewAsItWasAndStaysSo() throws {
        let driver = EventDriver()
        let window = driver.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        window.addSubview(view)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 40) && snapshot.superview == nil)
        view.backgroundColor = .green  // later changes do not show in the snapshot
        snapshot.frame.origin = CGPoint(x: 50, y: 50)
        window.addSubview(snapshot)
        let image = window.renderer.image()
        #expect(Self.rgb(image, 55, 55) == [255, 0, 0])
        #expect(Self.rgb(image, 85, 85) == [0, 0, 255])
        #expect(Self.rgb(image, 15, 15) == [0, 255, 0])
        let empty = try #require(UIView(frame: .zero).snapshotView(afterScreenUpdates: false))
        #expect(empty.bounds.size == .zero)
    }
}
