// Measures a pen stroke through a real X server: Xorg with the `inputtest` pen (started here), the X11 backend and
// the Sketch example's canvas, in this process. One thread writes the stroke to the pen's socket at a fixed rate;
// the main thread runs the backend's loop pass by pass. It prints, as `metric value unit` lines:
// - latency: from writing a sample to the end of the loop pass that drew it (the pass ends with the frame drawn
//   and `XSync`), per sample: median, p99, max;
// - main-thread work per frame: the duration of each loop pass that delivered pen samples: median, p99, max, and how
//   many passes went over 4 ms; the same for the main thread's CPU time in those passes (`pass_cpu_*`: without the
//   time the thread waited for the server in `XSync` or was not scheduled).
//
//     swift build --target PenStrokeProbe && .build/debug/PenStrokeProbe [samples] [rate]
//
// Defaults: 1000 samples at 1000 per second. Needs root, Xorg, xserver-xorg-video-dummy and the inputtest driver.
// `PEN_PROBE_PASSES=1` also lists every pass that drew samples (its duration and the samples it drew) on stderr.
import CInputTest
import CX11
import Foundation
@_spi(Windowing) @_spi(Rendering) import OpenUIKit
@testable import SketchApp

let arguments = Array(CommandLine.arguments.dropFirst())
let sampleCount = arguments.first.flatMap(Int.init) ?? 1000
let rate = arguments.dropFirst().first.flatMap(Double.init) ?? 1000
/// `PEN_PROBE_PASSES=1` lists each pass that drew samples on standard error.
let listsPasses = ProcessInfo.processInfo.environment["PEN_PROBE_PASSES"] == "1"
let (screenWidth, screenHeight) = (1024, 768)

func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("PenStrokeProbe: \(message)\n".utf8))
    exit(1)
}

// MARK: - Xorg with an inputtest pen

let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("pen-probe-\(getpid())")
try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let config = """
    Section "ServerFlags"
        Option "AutoAddDevices" "off"
        Option "AutoEnableDevices" "off"
    EndSection
    Section "ServerLayout"
        Identifier "layout"
        Screen "screen0"
        InputDevice "pen0" "SendCoreEvents"
    EndSection
    Section "Device"
        Identifier "dummy0"
        Driver "dummy"
        VideoRam 65536
    EndSection
    Section "Screen"
        Identifier "screen0"
        Device "dummy0"
        DefaultDepth 24
        SubSection "Display"
            Depth 24
            Virtual \(screenWidth) \(screenHeight)
        EndSubSection
    EndSection
    Section "InputDevice"
        Identifier "pen0"
        Driver "inputtest"
        Option "DeviceType" "PointerAbsoluteProximity"
        Option "PointerHasPressure" "on"
        Option "SocketPath" "\(directory.path)/pen.sock"
    EndSection
    """
try? config.write(to: directory.appendingPathComponent("xorg.conf"), atomically: true, encoding: .utf8)
var fds: [Int32] = [0, 0]
guard pipe(&fds) == 0 else { fail("pipe") }
var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_adddup2(&actions, fds[1], 3)
posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
let xorgArguments = [
    "/usr/lib/xorg/Xorg", "-config", directory.appendingPathComponent("xorg.conf").path, "-noreset", "-nolisten",
    "tcp", "-logfile", directory.appendingPathComponent("Xorg.log").path, "-displayfd", "3",
]
var serverPID: pid_t = 0
let argv = xorgArguments.map { strdup($0) } + [nil]
guard posix_spawn(&serverPID, xorgArguments[0], &actions, nil, argv, environ) == 0 else { fail("cannot start Xorg") }
close(fds[1])
var displayNumber = ""
var byte: UInt8 = 0
while read(fds[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { displayNumber.append(Character(UnicodeScalar(byte))) }
defer {
    kill(serverPID, SIGTERM)
    var status: Int32 = 0
    waitpid(serverPID, &status, 0)
    try? FileManager.default.removeItem(at: directory)
}

// MARK: - The pen's socket

/// The pen's inputtest connection and, per sample, when it was written; shared with the writing thread, which
/// alone writes after the handshake.
final class PenSocket: @unchecked Sendable {
    let fd: Int32
    let writeTimes: UnsafeMutableBufferPointer<UInt64>

    init(path: String, samples: Int) {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        writeTimes = .allocate(capacity: samples)
        writeTimes.initialize(repeating: 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            path.utf8CString.withUnsafeBytes {
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(buffer.count - 1)))
            }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else { fail("cannot connect to \(path)") }
        send(openuikit_it_client_version())
        var reply = xf86ITResponseServerVersion()
        _ = withUnsafeMutableBytes(of: &reply) { read(fd, $0.baseAddress, $0.count) }
    }

    func send<T>(_ value: T) {
        var copy = value
        _ = withUnsafeBytes(of: &copy) { write(fd, $0.baseAddress, $0.count) }
    }
}

let pen = PenSocket(path: directory.appendingPathComponent("pen.sock").path, samples: sampleCount)

/// The axis value of a screen position (v = x·65536/W).
@Sendable func axis(_ value: Double, _ size: Int) -> Double { value * 65536 / Double(size) }
/// Sample i's position: along a line, 0.7 px apart, so the canvas's i-th point is sample i.
@Sendable func position(_ index: Int) -> (x: Double, y: Double) {
    (100 + 0.7 * Double(index), 300 + 0.2 * Double(index))
}

// MARK: - The app

let results = MainActor.assumeIsolated { () -> [String] in
    let application = UIApplication()
    guard let backend = try? X11Backend(displayName: ":\(displayNumber)") else { fail("cannot open :\(displayNumber)") }
    backend.attach(application)
    let delegate = SketchApp.AppDelegate()
    application.delegate = delegate
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    backend.synchronize()
    guard let canvas = (application.keyWindow?.rootViewController as? SketchViewController)?.canvas else {
        fail("no canvas")
    }
    // The writer: proximity in, the tip down, the stroke at `rate`, the tip up; each write's time by sample.
    let start = position(0)
    pen.send(openuikit_it_proximity(1, axis(start.x, screenWidth), axis(start.y, screenHeight)))
    usleep(50_000)
    backend.synchronize()
    let interval = 1 / rate
    let times = pen.writeTimes
    let writer = Thread { [pen] in
        let begin = now()
        for index in 0..<sampleCount {
            let due = begin + UInt64(Double(index) * interval * 1e9)
            while now() < due { usleep(50) }
            let point = position(index)
            let (vx, vy) = (axis(point.x, screenWidth), axis(point.y, screenHeight))
            let pressure = 200 + 800 * Double(index) / Double(sampleCount)
            pen.writeTimes[index] = now()
            if index == 0 {
                pen.send(openuikit_it_button_pressure(1, 1, vx, vy, pressure))
            } else {
                pen.send(openuikit_it_motion_pressure(vx, vy, pressure))
            }
        }
        let last = position(sampleCount - 1)
        pen.send(openuikit_it_button_pressure(1, 0, axis(last.x, screenWidth), axis(last.y, screenHeight), 0))
    }
    writer.start()
    var latencies: [Double] = []
    var passes: [Double] = []
    var passesCPU: [Double] = []
    var drawn = 0
    let deadline = now() + UInt64((Double(sampleCount) / rate + 5) * 1e9)
    while drawn < sampleCount && now() < deadline {
        let passStart = now()
        let passStartCPU = now(CLOCK_THREAD_CPUTIME_ID)
        backend.processPendingEvents()
        XSync(backend.display, 0)
        let passEnd = now()
        let passEndCPU = now(CLOCK_THREAD_CPUTIME_ID)
        let points = canvas.strokes.last?.points.count ?? 0
        if points > drawn {
            passes.append(Double(passEnd - passStart) / 1e6)
            passesCPU.append(Double(passEndCPU - passStartCPU) / 1e6)
            if listsPasses {
                FileHandle.standardError.write(
                    Data(
                        String(
                            format: "pass %d: %.3f ms (%.3f ms on the CPU), samples %d..<%d\n", passes.count,
                            passes.last!, passesCPU.last!, drawn, points
                        )
                        .utf8))
            }
            for index in drawn..<min(points, sampleCount) where times[index] > 0 {
                latencies.append(Double(passEnd - times[index]) / 1e6)
            }
            drawn = points
        } else {
            usleep(200)
        }
    }
    while !writer.isFinished { usleep(1000) }
    backend.synchronize()
    backend.shutDown()
    func summary(_ name: String, _ values: [Double]) -> [String] {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return ["\(name)_count 0 n"] }
        let median =
            sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        let p99 = sorted[max(0, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return [
            String(format: "%@_median %.3f ms", name, median), String(format: "%@_p99 %.3f ms", name, p99),
            String(format: "%@_max %.3f ms", name, sorted.last!), "\(name)_count \(sorted.count) n",
        ]
    }
    return ["samples_drawn \(drawn) n"] + summary("sample_to_drawn", latencies) + summary("pass", passes)
        + ["passes_over_4ms \(passes.filter { $0 > 4 }.count) n"] + summary("pass_cpu", passesCPU)
        + ["passes_cpu_over_4ms \(passesCPU.filter { $0 > 4 }.count) n"]
}
for line in results { print(line) }
