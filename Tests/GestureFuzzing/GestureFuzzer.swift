import Foundation

/// The fuzzer's front door, shared by the CI test and the `openuikit-fuzz` command: world `index` of the run
/// `seed` is a pure function of the two, so any world (a crashing one too) can be rebuilt from them alone.
@MainActor
public enum GestureFuzzer {
    public static func world(seed: UInt64, index: UInt64, mode: FuzzMode) -> FuzzWorld {
        WorldGenerator.world(seed: seed, index: index, mode: mode)
    }

    /// Runs world `index` of `seed` and returns what it broke.
    public static func check(seed: UInt64, index: UInt64, mode: FuzzMode) -> [Violation] {
        WorldRun.run(world(seed: seed, index: index, mode: mode)).violations
    }

    /// Runs worlds `0..<count` of `seed` with their traces kept: every world's trace lines in order, and what each
    /// broke, prefixed with its index. For tests that check generated worlds reach a kind of callback.
    public static func traces(seed: UInt64, count: Int, mode: FuzzMode) -> (lines: [String], violations: [String]) {
        var lines: [String] = []
        var violations: [String] = []
        for index in 0..<count {
            let outcome = WorldRun.run(world(seed: seed, index: UInt64(index), mode: mode), keepTrace: true)
            lines += outcome.trace
            violations += outcome.violations.map { "world \(index): \($0)" }
        }
        return (lines, violations)
    }

    /// A failing world, shrunk, as a pasteable test plus the trace of its replay (callbacks, mutations, violations).
    public static func report(_ world: FuzzWorld, seed: UInt64, index: UInt64, budget: Int = 3_000) -> String {
        guard let first = WorldRun.run(world).violations.first else {
            return "world \(index) of seed \(seed): no violation"
        }
        let small = Shrinker.shrink(world, keeping: first.kind, budget: budget)
        let replay = WorldRun.run(small, keepTrace: true)
        let name = "fuzz\(world.mode == .delegates ? "Delegates" : "ViewCallbacks")Seed\(seed)World\(index)"
        let comment =
            [
                "Shrunk from world \(index) of seed \(seed) (\(world.mode.rawValue)): \(first.kind.rawValue).",
                "Trace of the replay:",
            ] + replay.trace.map { "  \($0)" }
        return small.swiftTest(named: name, comment: comment)
    }
}
