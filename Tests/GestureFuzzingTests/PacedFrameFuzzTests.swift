import Foundation
import Testing
import OpenUIKitFuzzing

/// Worlds whose touch frames are paced to the display refresh (every third generated world,
/// `FuzzWorld.pacesTouchFrames`): moves wait for their frame, so touch callbacks also run from a timer as virtual
/// time passes, with several steps' moves in one frame, and the world's mutations fire from inside them.
@MainActor
@Suite struct PacedFrameFuzzTests {
    /// What a world's trace shows ran while time merely passed (after an "advance" step, before the next input
    /// step): touches-moved callbacks of views and recognizers, and mutations.
    static func whileTimePassed(_ trace: [String]) -> (moves: Int, mutations: Int) {
        var moves = 0
        var mutations = 0
        var inAdvance = false
        for line in trace {
            if line.hasPrefix("advance ") {
                inAdvance = true
            } else if line.hasPrefix("frame ") || line.hasPrefix("pointer ") {
                inAdvance = false
            } else if inAdvance && line.contains("TouchesMoved(") {
                moves += 1
            } else if inAdvance && line.hasPrefix("mutation in ") {
                mutations += 1
            }
        }
        return (moves, mutations)
    }

    @Test func pacedWorldsDeliverFramesAsTimePassesWithMutationsInsideAndKeepEveryInvariant() {
        var paced = 0
        var moves = 0
        var mutations = 0
        var violations: [String] = []
        for index in stride(from: 2, to: 600, by: 3) {
            for mode in FuzzMode.allCases {
                let world = GestureFuzzer.world(seed: 38, index: UInt64(index), mode: mode)
                guard world.pacesTouchFrames else { continue }
                paced += 1
                let outcome = WorldRun.run(world, keepTrace: true)
                violations += outcome.violations.map { "world \(index) \(mode.rawValue): \($0.message)" }
                let seen = Self.whileTimePassed(outcome.trace)
                moves += seen.moves
                mutations += seen.mutations
            }
        }
        #expect(paced == 400)
        #expect(violations.isEmpty, "\(violations)")
        #expect(moves >= 200, "\(moves) moves delivered as time passed")
        #expect(mutations >= 20, "\(mutations) mutations fired while time passed")
    }

    /// The same count over unpaced worlds, for comparison: moves then reach callbacks while time passes only when a
    /// recognizer held them back (`delaysTouchesBegan`) and let them go on a timer.
    @Test func unpacedWorldsDeliverFarFewerMovesAsTimePasses() {
        var paced = 0
        var unpaced = 0
        for index in stride(from: 0, to: 300, by: 3) {
            for offset in [0, 2] {
                let world = GestureFuzzer.world(seed: 38, index: UInt64(index + offset), mode: .viewCallbacks)
                #expect(world.pacesTouchFrames == (offset == 2))
                let moves = Self.whileTimePassed(WorldRun.run(world, keepTrace: true).trace).moves
                if offset == 2 { paced += moves } else { unpaced += moves }
            }
        }
        #expect(paced > 4 * max(unpaced, 1), "paced \(paced), unpaced \(unpaced)")
    }
}
