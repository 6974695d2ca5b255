import Foundation
import Testing
@_spi(Rendering) @testable import OpenUIKitCore
import OpenUIKitTesting

/// `CAEmitterLayer` on the embedded backend's frame clock at 64 Hz: frame times are exact in binary, so particle
/// positions are too.
@MainActor
@Suite struct EmitterLayerTests {
    func makeDriver() -> EventDriver {
        let driver = EventDriver()
        driver.backend.framesPerSecond = 64
        return driver
    }

    /// A cell that emits `rate` particles a second heading right at 10 points a second, with no spread.
    func makeCell(rate: Float = 4, lifetime: Float = 1) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = "dot"
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.velocity = 10
        cell.contents = CGImage.solid(width: 2, height: 2)
        return cell
    }

    func xs(_ layer: CAEmitterLayer) -> [CGFloat] { layer.particleStates.map(\.position.x) }

    @Test func particlesAreBornAtTheRateAndMoveByTheirAgeUntilTheyDie() {
        let driver = makeDriver()
        let layer = CAEmitterLayer()
        layer.emitterPosition = CGPoint(x: 100, y: 50)
        layer.emitterCells = [makeCell(lifetime: 0.375)]
        #expect(layer.particleStates.isEmpty)
        driver.advance(by: 1.5 / 64)  // the first frame, 1/64: the first birth
        #expect(xs(layer) == [100])
        driver.advance(by: 16 / 64)  // 17/64: one born 16/64 s ago, one now
        #expect(xs(layer) == [102.5, 100])
        driver.advance(by: 16 / 64)  // 33/64: the first is 0.5 s old, past its 0.375 s
        #expect(xs(layer) == [102.5, 100])
        #expect(layer.particleStates.allSatisfy { $0.position.y == 50 && $0.scale == 1 && $0.rotation == 0 })
        // No more births: the live ones finish, then the frame clock stops.
        layer.birthRate = 0
        driver.advance(by: 24 / 64)
        #expect(xs(layer) == [])
        driver.advance(by: 4 / 64)
        #expect(driver.backend.frameTimes.last.map { Int($0 * 64) } == 57)
        // Births start again at the next frame.
        layer.birthRate = 1
        driver.advance(by: 1 / 64)
        #expect(xs(layer) == [100])
        layer.emitterCells = nil
    }

    @Test func theLayersFactorsMultiplyTheCellsAndAccelerationCurvesThePath() throws {
        let driver = makeDriver()
        let layer = CAEmitterLayer()
        let cell = makeCell(rate: 1, lifetime: 2)
        cell.yAcceleration = 64
        cell.scaleSpeed = -0.5
        cell.spin = 1
        cell.emissionLongitude = .pi / 2  // down
        layer.emitterCells = [cell]
        (layer.velocity, layer.scale, layer.spin, layer.lifetime) = (2, 0.5, 4, 0.5)
        driver.advance(by: 1.5 / 64)
        driver.advance(by: 32 / 64)  // the particle is 0.5 s old
        let state = try #require(layer.particleStates.first)
        // 20 points a second down plus 64 × 0.5² / 2 = 8: 18 points; scale 0.5 − 0.25; 4 radians a second.
        #expect(abs(state.position.x) < 1e-12 && state.position.y == 18)
        #expect(state.scale == 0.25 && state.rotation == 2)
        driver.advance(by: 32 / 64)  // 1 s old: past its lifetime of 2 × 0.5
        #expect(layer.particleStates.count == 1)  // only the one born at 1 s + 1/64
        layer.emitterCells = nil
    }

    @Test func theSeedFixesEveryRandomDraw() {
        func run(seed: UInt32) -> [String] {
            let driver = makeDriver()
            let layer = CAEmitterLayer()
            layer.seed = seed
            layer.emitterShape = .rectangle
            layer.emitterSize = CGSize(width: 40, height: 20)
            let cell = makeCell(rate: 64, lifetime: 1)
            (cell.velocityRange, cell.emissionRange, cell.scaleRange, cell.alphaRange) = (5, .pi, 0.5, 0.25)
            cell.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            layer.emitterCells = [cell]
            driver.advance(by: 8.5 / 64)
            let states = layer.particleStates
            #expect(states.count == 8)
            for state in states {
                // Born inside the rectangle, moving at most 15 points a second for at most 7/64 s.
                #expect(abs(state.position.x) <= 20 + 15 * 7 / 64 && abs(state.position.y) <= 10 + 15 * 7 / 64)
                #expect(state.scale >= 0.5 && state.scale <= 1.5)
                #expect(state.color.alpha >= 0.25 && state.color.alpha <= 0.75)
            }
            layer.emitterCells = nil
            return states.map { "\($0.position) \($0.scale) \($0.color.alpha)" }
        }
        let first = run(seed: 7)
        #expect(run(seed: 7) == first)
        #expect(run(seed: 8) != first)
    }

    @Test func shapesAndModesPlaceBirthsOnTheirArea() {
        let driver = makeDriver()
        driver.advance(by: 0.5 / 64)  // off the frame grid: each emitter below sees two frames
        func births(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [CGPoint] {
            let layer = CAEmitterLayer()
            (layer.emitterShape, layer.emitterMode) = (shape, mode)
            layer.emitterPosition = CGPoint(x: 10, y: 10)
            layer.emitterSize = CGSize(width: 8, height: 4)
            let cell = makeCell(rate: 64 * 16, lifetime: 1)
            cell.velocity = 0
            layer.emitterCells = [cell]
            driver.advance(by: 2 / 64)  // one birth at the first frame, 16 at the second
            defer { layer.emitterCells = nil }
            return layer.particleStates.map(\.position)
        }
        let point = births(.point, .volume)
        #expect(point.count == 17 && point.allSatisfy { $0 == CGPoint(x: 10, y: 10) })
        let line = births(.line, .volume)
        #expect(!line.isEmpty && line.allSatisfy { $0.y == 10 && $0.x >= 6 && $0.x <= 14 })
        let outline = births(.rectangle, .outline)
        #expect(
            !outline.isEmpty
                && outline.allSatisfy { [6, 14].contains($0.x) || [8, 12].contains($0.y) })
        let circle = births(.circle, .outline)
        #expect(!circle.isEmpty && circle.allSatisfy { abs(hypot($0.x - 10, $0.y - 10) - 4) < 1e-9 })
        let disc = births(.circle, .surface)
        #expect(
            disc.allSatisfy { hypot($0.x - 10, $0.y - 10) <= 4 } && disc.contains { hypot($0.x - 10, $0.y - 10) < 3 })
    }

    @Test func badValuesEmitNothingAndARunawayRateIsCapped() {
        let driver = makeDriver()
        let layer = CAEmitterLayer()
        let nan = makeCell(rate: .nan), negative = makeCell(rate: -5), dead = makeCell(rate: 10, lifetime: -1)
        layer.emitterCells = [nan, negative, dead]
        driver.advance(by: 4 / 64)
        #expect(layer.particleStates.isEmpty)
        layer.emitterCells = [makeCell(rate: 1e9, lifetime: 1)]
        driver.advance(by: 2 / 64)
        #expect(layer.particleStates.count == EmitterSimulation.particleLimit)
        layer.emitterCells = nil
        #expect(layer.particleStates.isEmpty)
    }

    @Test func particlesReachBeyondTheBoundsInTheLayersVisualRect() {
        let driver = makeDriver()
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 0, height: 0)
        layer.position = CGPoint(x: 0, y: 0)
        layer.emitterPosition = CGPoint(x: 30, y: 40)
        layer.emitterCells = [makeCell(rate: 1, lifetime: 10)]
        driver.advance(by: 1.5 / 64)
        // A 2×2 image turned any way reaches √2 from the particle's position.
        let reach = CGFloat(2).squareRoot()
        let extent = CGRect(x: 30 - reach, y: 40 - reach, width: 2 * reach, height: 2 * reach)
        #expect(layer.contentExtent() == extent)
        #expect(layer.visualRect.contains(extent))
        let copy = CAEmitterLayer(layer: layer)
        #expect(copy.emitterPosition == layer.emitterPosition && copy.emitterCells?.count == 1)
        #expect(copy.particleStates.isEmpty)  // the copy has the values, not the particles
        layer.emitterCells = nil
    }
}

extension CGImage {
    /// An opaque red image of `width` × `height` pixels.
    @MainActor static func solid(width: Int, height: Int) -> CGImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height))
        return renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }.cgImage!
    }
}
