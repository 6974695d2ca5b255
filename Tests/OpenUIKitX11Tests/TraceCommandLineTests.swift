import Foundation
import Testing

/// The `openuikit-trace` executable built next to the tests (`swift build --build-tests` builds it).
let traceExecutablePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/openuikit-trace").path

/// The committed traces in `Resources/Recordings` that the command line reads.
private let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/Recordings")

/// `openuikit-trace show` and `explain` on committed traces: their whole standard output and error, and the exit
/// status, as a user running them in a shell sees them. No X server is needed.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: traceExecutablePath), "needs a built openuikit-trace"))
struct TraceCommandLineTests {
    /// Runs the command with `arguments` and returns its exit status, standard output and standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = try DemoProcess(
            executable: traceExecutablePath, environment: ["PATH=/usr/bin:/bin"], arguments: arguments)
        let output = process.read(.standardOutput, until: "\u{0}never", timeoutMilliseconds: 10_000)
        let error = process.read(.standardError, until: "\u{0}never", timeoutMilliseconds: 10_000)
        #expect(output.closed && error.closed, "openuikit-trace was still running after 10 s")
        return (process.waitForExit(), output.text, error.text)
    }

    private func trace(_ name: String) -> String {
        recordings.appendingPathComponent("\(name).trace.jsonl").path
    }

    @Test func showPrintsEveryEntryOfATrace() throws {
        let result = try run(["show", trace("two-finger-tap")])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "   0.000 input window #10: touch 1:1 began at (40, 40), touch 1:2 began at (80, 60)",
                "   0.000 hit-test touch 1:1 at (40, 40) → V; responder chain: V → window → UIApplication; "
                    + "recognizers: twoFingerTap",
                "           window: pointInside (0, 0, 200×200)",
                "             V: chosen (20, 20, 100×100)",
                "   0.000 hit-test touch 1:2 at (80, 60) → V; responder chain: V → window → UIApplication; "
                    + "recognizers: twoFingerTap",
                "           window: pointInside (0, 0, 200×200)",
                "             V: chosen (20, 20, 100×100)",
                "   0.000 deliver V.touchesBegan(touch 1:1, touch 1:2)",
                "   0.080 input window #10: touch 1:1 ended at (40, 40), touch 1:2 ended at (80, 60)",
                "   0.080 arbiter: twoFingerTap (on V) proceeds",
                "   0.080 twoFingerTap (on V): ended",
                "   0.080 take touch 1:1, touch 1:2 from V: twoFingerTap recognized (cancelsTouchesInView)",
                "   0.080 deliver V.touchesCancelled(touch 1:1, touch 1:2)",
                "   0.080 action from twoFingerTap: ran its closure",
                "   0.080 twoFingerTap (on V): reset to possible",
                "",
            ])
    }

    @Test func explainSaysWhatBecameOfEachTouchOfAView() throws {
        let result = try run(["explain", trace("double-tap-delays-touches-ended"), "--view", "V"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "touch 1:1 at (50, 50) reached V: touchesBegan, touchesCancelled; touchesEnded held back by "
                    + "doubleTap (delaysTouchesEnded); doubleTap recognized and took the touch (cancelsTouchesInView)",
                "touch 1:2 at (52, 51) reached V: touchesBegan, touchesCancelled; doubleTap recognized and took "
                    + "the touch (cancelsTouchesInView)",
                "",
            ])
    }

    @Test func explainSaysWhatBecameOfARecognizer() throws {
        let result = try run(["explain", trace("double-tap-delays-touches-ended"), "--recognizer", "doubleTap"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output
                == "doubleTap received touch 1:1, touch 1:2 became ended at 0.15 s, ran its closure\n")
    }

    @Test func explainNamesAViewOutsideTheHierarchy() throws {
        let result = try run(["explain", trace("double-tap-delays-touches-ended"), "--view", "Nope"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(
            result.output.split(separator: "\n", omittingEmptySubsequences: false) == [
                "touch 1:1 at (50, 50) never reached Nope: Nope is not in the hierarchy of the window it hit",
                "touch 1:2 at (52, 51) never reached Nope: Nope is not in the hierarchy of the window it hit",
                "",
            ])
    }

    @Test func badArgumentsGetADiagnosticAndStatus64() throws {
        let neither = try run(["explain", trace("two-finger-tap")])
        #expect(neither.status == 64)
        #expect(neither.output == "")
        #expect(
            neither.error.split(separator: "\n", omittingEmptySubsequences: false) == [
                "Error: give exactly one of --view and --recognizer",
                "Usage: openuikit-trace explain <trace> [--view <view>] [--recognizer <recognizer>]",
                "  See 'openuikit-trace explain --help' for more information.",
                "",
            ])
        let missing = try run(["show", "/nonexistent/trace.jsonl"])
        #expect(missing.status == 64)
        #expect(missing.output == "")
        #expect(
            missing.error.split(separator: "\n", omittingEmptySubsequences: false) == [
                "Error: cannot read /nonexistent/trace.jsonl",
                "Usage: openuikit-trace <subcommand>",
                "  See 'openuikit-trace --help' for more information.",
                "",
            ])
    }
}
