// The app side of xdrive's line protocol (/work/shared/gtk-baseline/README.md), spoken exactly as gtkb speaks it:
// results and protocol lines go to the descriptor $GTKB_FD names (default 1), "M name value unit" lines are metrics,
// commands come on standard input one per line, and end of input means quit. Options are gtkb's (`--name value`
// after the scenario), so the same command lines drive both apps. Clock and statistics follow common.h:
// CLOCK_MONOTONIC nanoseconds, median = mean of the two middle values, pN = nearest rank.
import Dispatch
import Foundation

/// CLOCK_MONOTONIC in nanoseconds, the clock every process of the benchmark uses.
func nowNanoseconds() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
}

enum Drive {
    static let outputDescriptor: Int32 = ProcessInfo.processInfo.environment["GTKB_FD"].flatMap { Int32($0) } ?? 1
    static let arguments = CommandLine.arguments

    /// Writes `line` (a newline is added) to the result descriptor with one write(2), unbuffered, as gtkb's out().
    static func out(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                write(outputDescriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// One metric line, named and formatted as gtkb names and formats it.
    static func metric(_ name: String, _ value: Double, _ unit: String, decimals: Int = 3) {
        out("M \(name) \(String(format: "%.\(decimals)f", value)) \(unit)")
    }

    static func metric(_ name: String, _ value: Int, _ unit: String) {
        out("M \(name) \(value) \(unit)")
    }

    static func log(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    static func option(_ name: String) -> String? {
        guard arguments.count > 3 else { return nil }
        for index in 2..<(arguments.count - 1) where arguments[index] == name { return arguments[index + 1] }
        return nil
    }

    static func option(_ name: String, default value: Int) -> Int { option(name).flatMap { Int($0) } ?? value }

    static func flag(_ name: String) -> Bool { arguments.dropFirst(2).contains(name) }

    /// `--tag`, else the scenario's name.
    static var tag: String { option("--tag") ?? (arguments.count > 1 ? arguments[1] : "run") }

    /// VmRSS of this process in kB; -1 when it cannot be read.
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            // "VmRSS:\t   12345 kB"
            return Int(line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? -1
        }
        return -1
    }

    /// Calls `handler` on the main queue (the app's run loop) with each line read from standard input, then with
    /// nil at end of input. As gtkb's `g_unix_fd_add` watch, it is one more source of the app's own loop.
    @MainActor
    static func watchCommands(_ handler: @escaping @MainActor (String?) -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        var pending: [UInt8] = []
        source.setEventHandler {
            MainActor.assumeIsolated {
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    source.cancel()
                    handler(nil)
                    return
                }
                pending.append(contentsOf: buffer[..<count])
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    handler(line)
                }
            }
        }
        source.resume()
        commandSource = source
    }

    @MainActor private static var commandSource: DispatchSourceRead?
}

/// Statistics as common.h computes them.
enum Stats {
    static func median(_ values: [Int64]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted(), count = sorted.count
        return count % 2 == 1
            ? Double(sorted[count / 2]) : (Double(sorted[count / 2 - 1]) + Double(sorted[count / 2])) / 2
    }

    /// Nearest rank: p99 of 200 is the 198th value.
    static func percentile(_ values: [Int64], _ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = min(max(Int((p * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)
        return Double(sorted[rank])
    }

    static func mean(_ values: [Int64]) -> Double {
        guard !values.isEmpty else { return .nan }
        return values.reduce(0.0) { $0 + Double($1) } / Double(values.count)
    }
}
