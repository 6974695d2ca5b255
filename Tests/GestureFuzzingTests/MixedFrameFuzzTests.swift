import Foundation
import Testing
import OpenUIKitFuzzing

/// Frames that end some fingers and land others, with delegates changing the world while the landing fingers are
/// offered to recognizers: generated worlds make them (so `GestureFuzzTests` and `openuikit-fuzz` cover them), and a
/// hand-written world of that shape keeps every invariant.
@MainActor
@Suite struct MixedFrameFuzzTests {
    /// In delegates mode, generated worlds hold frames whose ends come before their landings, and mutations fire from
    /// `shouldReceive` inside such frames.
    @Test func generatedWorldsEndAndLandFingersInOneFrameWhileDelegatesMutate() {
        var endsFirst = 0, mutationsInThem: [String: Int] = [:]
        for index in 0..<1_000 {
            let world = GestureFuzzer.world(seed: 35, index: UInt64(index), mode: .delegates)
            var inEndsFirstFrame = false
            for line in WorldRun.run(world, keepTrace: true).trace {
                if line.hasPrefix("frame ") {
                    let ops = line.dropFirst("frame ".count).components(separatedBy: ", ")
                    let firstDown = ops.firstIndex { $0.hasPrefix("down") }
                    let firstEnd = ops.firstIndex { $0.hasPrefix("up") || $0.hasPrefix("cancel") }
                    inEndsFirstFrame = firstDown != nil && firstEnd != nil && firstEnd! < firstDown!
                    if inEndsFirstFrame { endsFirst += 1 }
                } else if line.hasPrefix("advance") || line.hasPrefix("pointer") {
                    inEndsFirstFrame = false
                } else if inEndsFirstFrame, line.hasPrefix("mutation in ") {
                    let kind = line.dropFirst("mutation in ".count).prefix { $0 != "#" }
                    mutationsInThem[String(kind), default: 0] += 1
                }
            }
        }
        #expect(endsFirst >= 200, "\(endsFirst) frames ended fingers before landing others")
        #expect((mutationsInThem["shouldReceive"] ?? 0) >= 3, "mutations in those frames: \(mutationsInThem)")
    }

    /// The shape of the hole the generator missed: finger 1 down on v1 (a rotation), then one frame cancels it and
    /// lands finger 2 on v2 (two pans and a swipe) whose pan's delegate, asked about finger 2, removes v2 from the
    /// window. Finger 1's cancellation reaches the rotation and v1; every recognizer is possible again afterwards.
    @Test func aFingerEndedInTheFrameWhereShouldReceiveRemovesAViewStillEnds() {
        for end in [FingerOp.cancel(1), .up(1)] {
            let world = FuzzWorld(
                mode: .delegates,
                views: [
                    .init(id: 1, parent: nil, frame: CGRect(x: 0, y: 0, width: 320, height: 400)),
                    .init(id: 2, parent: 1, frame: CGRect(x: 0, y: 0, width: 160, height: 200)),
                ],
                delegates: [.init(id: 1)],
                recognizers: [
                    .init(id: 1, view: 1, kind: .rotation),
                    .init(id: 2, view: 2, kind: .pan, delegate: 1),
                    .init(id: 3, view: 2, kind: .pan),
                    .init(id: 4, view: 2, kind: .swipe),
                ],
                requirements: [],
                mutations: [
                    .init(.shouldReceive, 0, .removeCallbackView)
                ],
                steps: [
                    .frame([.down(1, CGPoint(x: 200, y: 300))]),
                    .frame([end, .down(2, CGPoint(x: 50, y: 50))]),
                    .advance(1),
                    .frame([.down(3, CGPoint(x: 200, y: 300))]),
                    .frame([.up(3)]),
                    .advance(1),
                ]
            )
            let run = WorldRun.run(world, keepTrace: true)
            #expect(run.violations == [], "\(end): \(run.trace.joined(separator: "\n"))")
        }
    }
}
