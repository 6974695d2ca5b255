import ArgumentParser
import Foundation
import OpenUIKitFuzzing

/// `openuikit-fuzz`: runs the re-entrancy fuzzer over many worlds and prints violations and crashes.
///
/// A crash cannot be caught in-process, so by default the worlds run in a child process (this same program with
/// `--worker`) that announces each world before running it; when the child dies, the parent counts the announced
/// world as a crash, prints how to reproduce it, and starts a new child after it.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openuikit-fuzz",
        abstract: "Fuzzes gesture and touch delivery with mutations fired from inside callbacks (issue 10).")

    @Option(help: "How many worlds (random sequences) to run.")
    var sequences: UInt64 = 10_000

    @Option(help: "Where mutations fire: view-callbacks, or delegates (delegate queries too).")
    var mode: String = FuzzMode.viewCallbacks.rawValue

    @Option(help: "The run's seed; world i of seed s is always the same world.")
    var seed: UInt64 = 1

    @Option(help: "The first world's index.")
    var start: UInt64 = 0

    @Option(help: "How many failing worlds to shrink and print as tests.")
    var shrink: Int = 3

    @Option(help: "Print one world (its index) shrunk as a test, and its trace, then stop.")
    var replay: UInt64?

    @Option(help: "Shrink one crashing world (its index) in child processes and print it as a test, then stop.")
    var shrinkCrash: UInt64?

    @Flag(help: .hidden)
    var runWorldFromStdin = false

    @Flag(help: "Run in this process (a crash then ends the run; the last 'world' line names the crashing world).")
    var inProcess = false

    @Flag(help: .hidden)
    var worker = false

    mutating func run() throws {
        guard let fuzzMode = FuzzMode(rawValue: mode) else {
            throw ValidationError("--mode must be view-callbacks or delegates")
        }
        let options = (seed: seed, start: start, count: sequences, mode: fuzzMode, shrink: shrink)
        let replay = replay
        let worker = worker
        let inProcess = inProcess
        let shrinkCrash = shrinkCrash
        let runWorldFromStdin = runWorldFromStdin
        MainActor.assumeIsolated {
            if runWorldFromStdin {
                runWorldFromStandardInput()
            } else if let shrinkCrash {
                shrinkCrashingWorld(
                    GestureFuzzer.world(seed: options.seed, index: shrinkCrash, mode: fuzzMode),
                    seed: options.seed, index: shrinkCrash)
            } else if let replay {
                print(
                    GestureFuzzer.report(
                        GestureFuzzer.world(seed: options.seed, index: replay, mode: fuzzMode),
                        seed: options.seed, index: replay))
            } else if worker {
                runWorker(seed: options.seed, start: options.start, count: options.count, mode: fuzzMode)
            } else if inProcess {
                runInProcess(options)
            } else {
                supervise(options)
            }
        }
    }
}

/// The child side of crash shrinking: runs the JSON world on standard input, streaming its trace, so a crash
/// leaves the trace up to the crash behind.
@MainActor
func runWorldFromStandardInput() {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    guard let world = try? JSONDecoder().decode(FuzzWorld.self, from: data) else {
        print("error: no world on standard input")
        return
    }
    let outcome = WorldRun.run(
        world,
        traceSink: { line in
            print("trace \(line)")
            flushOutput()
        })
    print("violations \(outcome.violations.count)")
}

/// Runs `world` in a child process; whether it crashed, and the trace it printed until then.
func runInChild(_ world: FuzzWorld) -> (crashed: Bool, trace: [String]) {
    let process = Process()
    process.executableURL = ownExecutable()
    process.arguments = ["--run-world-from-stdin"]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil, let json = try? JSONEncoder().encode(world) else { return (false, []) }
    input.fileHandleForWriting.write(json)
    try? input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let trace = text.split(separator: "\n").compactMap { line in
        line.hasPrefix("trace ") ? String(line.dropFirst(6)) : nil
    }
    return (process.terminationReason == .uncaughtSignal, trace)
}

/// Shrinks a world that crashes the process (each try in a child) and prints it as a test with the trace up to
/// the crash.
@MainActor
func shrinkCrashingWorld(_ world: FuzzWorld, seed: UInt64, index: UInt64) {
    guard runInChild(world).crashed else {
        print("world \(index) of seed \(seed) (\(world.mode.rawValue)) does not crash")
        return
    }
    let small = Shrinker.shrink(world, budget: 600) { runInChild($0).crashed }
    let trace = runInChild(small).trace
    let name = "fuzzCrash\(world.mode == .delegates ? "Delegates" : "ViewCallbacks")Seed\(seed)World\(index)"
    let comment =
        [
            "Shrunk from world \(index) of seed \(seed) (\(world.mode.rawValue)): the process crashes.",
            "Trace of the replay up to the crash:",
        ] + trace.map { "  \($0)" }
    print(small.swiftTest(named: name, comment: comment))
}

/// This program's own file, for starting workers (argv[0] may be a bare name found through PATH).
func ownExecutable() -> URL {
    Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
}

/// Pushes printed lines out now, so the parent (or a terminal) sees the world a crash happened in.
func flushOutput() {
    fflush(nil)
}

/// The world a worker is running, read by its watchdog thread.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var world: UInt64 = 0
    private var finished = 0

    func started(_ index: UInt64) {
        lock.withLock { world = index }
    }

    func done() {
        lock.withLock { finished += 1 }
    }

    var snapshot: (world: UInt64, finished: Int) {
        lock.withLock { (world, finished) }
    }
}

/// Seconds a single world may take before the worker reports it as a hang and exits (a world takes about 1 ms).
let hangTimeout: TimeInterval = 20

/// One line per event on stdout: "world i", "violation i kind message", "done i"; "hang i" before exiting with
/// status 3 when a world runs past ``hangTimeout`` (a loop in the core that makes no callback, which the in-world
/// callback budget cannot see).
@MainActor
func runWorker(seed: UInt64, start: UInt64, count: UInt64, mode: FuzzMode) {
    let progress = Progress()
    let watchdog = Thread {
        var last = progress.snapshot
        while true {
            Thread.sleep(forTimeInterval: hangTimeout)
            let now = progress.snapshot
            if now.finished == last.finished {
                print("hang \(now.world)")
                flushOutput()
                exit(3)
            }
            last = now
        }
    }
    watchdog.start()
    for index in start..<(start + count) {
        progress.started(index)
        print("world \(index)")
        flushOutput()
        for violation in GestureFuzzer.check(seed: seed, index: index, mode: mode) {
            print("violation \(index) \(violation.kind.rawValue) \(violation.message)")
        }
        print("done \(index)")
        progress.done()
    }
    flushOutput()
}

struct Tally {
    var failingWorlds: [UInt64] = []
    var crashes: [UInt64] = []
    var hangs: [UInt64] = []
    var kinds: [String: Int] = [:]
    var firstMessages: [String: String] = [:]

    mutating func violation(index: UInt64, kind: String, message: String) {
        if failingWorlds.last != index {
            failingWorlds.append(index)
            kinds[kind, default: 0] += 1
        }
        if firstMessages[kind] == nil { firstMessages[kind] = "world \(index): \(message)" }
    }
}

@MainActor
func runInProcess(_ options: (seed: UInt64, start: UInt64, count: UInt64, mode: FuzzMode, shrink: Int)) {
    var tally = Tally()
    let clock = ContinuousClock()
    let began = clock.now
    for index in options.start..<(options.start + options.count) {
        if (index - options.start) % 10_000 == 0 {
            print("world \(index) (seed \(options.seed), \(options.mode.rawValue))")
            flushOutput()
        }
        for violation in GestureFuzzer.check(seed: options.seed, index: index, mode: options.mode) {
            tally.violation(index: index, kind: violation.kind.rawValue, message: violation.message)
        }
    }
    summarize(tally, options, elapsed: clock.now - began)
}

@MainActor
func supervise(_ options: (seed: UInt64, start: UInt64, count: UInt64, mode: FuzzMode, shrink: Int)) {
    var tally = Tally()
    let clock = ContinuousClock()
    let began = clock.now
    let end = options.start + options.count
    var next = options.start
    let executable = ownExecutable()
    while next < end {
        print(
            "batch from world \(next) (seed \(options.seed), \(options.mode.rawValue)); reproduce one world with: "
                + "openuikit-fuzz --seed \(options.seed) --mode \(options.mode.rawValue) --replay INDEX")
        flushOutput()
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--worker", "--seed", "\(options.seed)", "--mode", options.mode.rawValue,
            "--start", "\(next)", "--sequences", "\(end - next)",
        ]
        // The runtime's backtracer takes seconds per crash; the parent prints how to replay the world instead.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("cannot start a worker: \(error)")
            return
        }
        var current: UInt64?
        var hung: UInt64?
        var buffer = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                guard parts.count >= 2, let index = UInt64(parts[1]) else { continue }
                switch parts[0] {
                case "world":
                    current = index
                    if (index - options.start) % 10_000 == 0 {
                        print("world \(index)")
                        flushOutput()
                    }
                case "done":
                    current = nil
                    next = index + 1
                case "hang":
                    hung = index
                case "violation" where parts.count == 4:
                    tally.violation(index: index, kind: parts[2], message: parts[3])
                default:
                    break
                }
            }
        }
        process.waitUntilExit()
        if let hung {
            tally.hangs.append(hung)
            print(
                "HANG in world \(hung) (seed \(options.seed), \(options.mode.rawValue)): no progress for "
                    + "\(Int(hangTimeout)) s")
            next = hung + 1
        } else if let crashed = current {
            tally.crashes.append(crashed)
            if tally.crashes.count <= 5 {
                print(
                    "CRASH in world \(crashed) (seed \(options.seed), \(options.mode.rawValue)): reproduce with "
                        + "openuikit-fuzz --seed \(options.seed) --mode \(options.mode.rawValue) --start \(crashed) "
                        + "--sequences 1 --in-process")
            }
            next = crashed + 1
        } else if next < end {
            print("worker stopped early (status \(process.terminationStatus)) after world \(next - 1)")
            break
        }
    }
    summarize(tally, options, elapsed: clock.now - began)
}

@MainActor
func summarize(
    _ tally: Tally, _ options: (seed: UInt64, start: UInt64, count: UInt64, mode: FuzzMode, shrink: Int),
    elapsed: Duration
) {
    print("")
    print(
        "mode \(options.mode.rawValue), seed \(options.seed), worlds \(options.start)..<\(options.start + options.count): "
            + "\(tally.failingWorlds.count) broke an invariant, \(tally.crashes.count) crashed, \(tally.hangs.count) hung, "
            + "in \(elapsed)")
    for (kind, count) in tally.kinds.sorted(by: { $0.value > $1.value }) {
        print("  \(kind): \(count) worlds (first: \(tally.firstMessages[kind] ?? ""))")
    }
    if !tally.hangs.isEmpty {
        print("  hung worlds (first 20): \(tally.hangs.prefix(20).map(String.init).joined(separator: ", "))")
    }
    if !tally.crashes.isEmpty {
        print("  crashed worlds (first 20): \(tally.crashes.prefix(20).map(String.init).joined(separator: ", "))")
    }
    // One shrunk test per kind of violation, up to --shrink.
    var shown: Set<String> = []
    for index in tally.failingWorlds where shown.count < options.shrink {
        let world = GestureFuzzer.world(seed: options.seed, index: index, mode: options.mode)
        let runOutcome = GestureFuzzer.check(seed: options.seed, index: index, mode: options.mode)
        guard let kind = runOutcome.first?.kind.rawValue, shown.insert(kind).inserted else { continue }
        print("")
        print(GestureFuzzer.report(world, seed: options.seed, index: index))
    }
}

Fuzz.main()
