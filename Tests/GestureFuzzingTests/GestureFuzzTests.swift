import Foundation
import Testing
import OpenUIKitFuzzing

/// Issue 10's proof in CI: 10,000 random worlds (5,000 per mode) through the re-entrancy fuzzer, each checked on every
/// callback; any violation fails the test with the first failing world shrunk to a pasteable test. The long run
/// (10^6 per mode) is `openuikit-fuzz` (Docs/Benchmarks.md).
@MainActor
@Suite struct GestureFuzzTests {
    static let seed: UInt64 = 10
    static let worlds: UInt64 = 5_000

    static func run(_ mode: FuzzMode) {
        var failing: [(UInt64, Violation)] = []
        var counts: [Violation.Kind: Int] = [:]
        for index in 0..<worlds {
            let violations = GestureFuzzer.check(seed: seed, index: index, mode: mode)
            guard let first = violations.first else { continue }
            counts[first.kind, default: 0] += 1
            failing.append((index, first))
        }
        guard let (index, violation) = failing.first else { return }
        let summary = counts.sorted { $0.value > $1.value }.map { "\($0.key.rawValue): \($0.value)" }.joined(
            separator: ", ")
        let world = GestureFuzzer.world(seed: seed, index: index, mode: mode)
        Issue.record(
            """
            \(failing.count) of \(worlds) worlds broke an invariant (\(summary)). First: world \(index): \(violation)
            Shrunk:
            \(GestureFuzzer.report(world, seed: seed, index: index, budget: 500))
            """)
    }

    @Test func viewCallbackMutationsKeepEveryInvariant() {
        Self.run(.viewCallbacks)
    }

    /// Mutations from delegate queries too (they crashed the unfixed core: issue 10, defect 1).
    @Test func delegateMutationsKeepEveryInvariant() {
        Self.run(.delegates)
    }
}
