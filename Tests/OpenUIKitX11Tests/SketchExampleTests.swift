import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitX11
@testable import SketchApp

/// The Sketch example on Xorg with the `inputtest` pen: hover shows a dot, a stroke keeps every sample with widths
/// that follow the pressure, predicted ink is drawn lighter and gone after the pen lifts, and the window shows it.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct SketchExampleTests {
    /// How many rows of the column at `x` between `top` and `bottom` are ink (dark blue).
    static func inkRows(_ image: UIImage, x: Int, from top: Int, to bottom: Int) -> Int {
        (top...bottom).filter { y in
            guard let pixel = image.pixel(x: x, y: y) else { return false }
            return pixel.blue > 60 && pixel.red < 80 && pixel.green < 80
        }.count
    }

    @Test func aPenStrokeFollowsPressureWithEverySampleAndHoverShowsADot() throws {
        let example = try ExampleUnderXvfb(SketchApp.AppDelegate(), server: .xorgWithInputTest)
        let controller = try #require(example.window.rootViewController as? SketchViewController)
        let canvas = controller.canvas
        let pen = try #require(example.server.pen)
        let size = (width: example.server.width, height: example.server.height)
        func deliver() throws {
            try pen.sync()
            example.backend.synchronize()
        }
        try pen.proximity(in: true, x: 100, y: 300, screenWidth: size.width, screenHeight: size.height)
        try pen.pen(x: 100, y: 300, pressure: 0, screenWidth: size.width, screenHeight: size.height)
        try deliver()
        #expect(canvas.hoverDot?.center == CGPoint(x: 100, y: 300))
        let hovering = try #require(example.screenshot())
        let dot = try #require(hovering.pixel(x: 100, y: 300))
        #expect(dot.blue > dot.red && dot.red < 200, "the hover dot, half-transparent ink: \(dot)")

        try pen.pen(
            button: 1, pressed: true, x: 100, y: 300, pressure: 100, screenWidth: size.width, screenHeight: size.height
        )
        try deliver()
        #expect(canvas.hoverDot == nil, "touching ends the hover")
        // 40 samples to x = 380 in four reads of ten: pressure grows from light to full.
        for read in 0..<4 {
            for step in 1...10 {
                let sample = read * 10 + step
                try pen.pen(
                    x: 100 + 7 * Double(sample), y: 300, pressure: 100 + 22.5 * Double(sample),
                    screenWidth: size.width, screenHeight: size.height)
            }
            try deliver()
        }
        #expect(canvas.strokes.count == 1)
        #expect(canvas.strokes.first?.points.count == 41, "the first point and every one of the 40 samples")
        let widths = canvas.strokes.first?.points.map(\.width) ?? []
        #expect(widths == widths.sorted() && (widths.first ?? 0) < 3 && (widths.last ?? 0) > 13)
        #expect(canvas.predicted.values.first?.count == 1, "a prediction is drawn while the pen moves")
        try pen.pen(
            button: 1, pressed: false, x: 380, y: 300, pressure: 0, screenWidth: size.width, screenHeight: size.height)
        try pen.proximity(in: false, x: 380, y: 300, screenWidth: size.width, screenHeight: size.height)
        try deliver()
        #expect(canvas.predicted.isEmpty && canvas.hoverDot == nil)
        let image = try #require(example.screenshot())
        let thin = Self.inkRows(image, x: 120, from: 280, to: 320)
        let thick = Self.inkRows(image, x: 360, from: 280, to: 320)
        #expect(thin >= 1 && thin <= 5, "light pressure: thin ink (\(thin) rows)")
        #expect(thick >= 11 && thick <= 16, "full pressure: thick ink (\(thick) rows)")
        let beyond = try #require(image.pixel(x: 395, y: 300))
        #expect(beyond.red > 240 && beyond.green > 240 && beyond.blue > 240, "the prediction past the end is gone")
    }
}
