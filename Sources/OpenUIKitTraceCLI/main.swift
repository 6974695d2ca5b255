import ArgumentParser
import Foundation
import OpenUIKitCore

/// `openuikit-trace`: reads event traces saved from apps (JSON lines of `EventTraceEntry`, as written by
/// `UIApplication.eventTraceHandler` or `OPENUIKIT_TRACE=file`) and explains them.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openuikit-trace",
        abstract: "Read and explain OpenUIKit event traces (JSON lines).",
        subcommands: [Explain.self, Show.self]
    )
}

/// Reads a trace file, or standard input for "-".
func readTrace(_ path: String) throws -> [EventTraceEntry] {
    let data: Data
    if path == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(path)")
        }
        data = contents
    }
    do {
        return try EventTraceEntry.decodeLines(String(decoding: data, as: UTF8.self))
    } catch DecodingError.dataCorrupted(let context) {
        throw ValidationError("\(path): not an OpenUIKit trace: \(context.debugDescription)")
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Say, for each touch on or over a view, why it did or did not get it (the touches elsewhere in one "
            + "line), or what became of a recognizer, one sentence per gesture.")

    @Argument(help: "The trace: a JSON-lines file, or - for standard input.")
    var trace: String

    @Option(help: "The view's name (its accessibilityIdentifier, else its type).")
    var view: String?

    @Option(help: "The recognizer's name (its name, else its type).")
    var recognizer: String?

    func validate() throws {
        if (view == nil) == (recognizer == nil) { throw ValidationError("give exactly one of --view and --recognizer") }
    }

    func run() throws {
        let entries = try readTrace(trace)
        let sentences =
            if let view {
                EventTraceExplanation.explain(view: view, in: entries)
            } else {
                EventTraceExplanation.explain(recognizer: recognizer ?? "", in: entries)
            }
        for sentence in sentences { print(sentence) }
    }
}

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a trace as readable lines.")

    @Argument(help: "The trace: a JSON-lines file, or - for standard input.")
    var trace: String

    func run() throws {
        for entry in try readTrace(trace) { print(entry.description) }
    }
}

MainActor.assumeIsolated { TraceCommand.main() }
