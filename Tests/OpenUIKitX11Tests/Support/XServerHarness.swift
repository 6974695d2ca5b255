import CInputTest
import CX11
import Foundation
import Testing

/// A real X server for a test: Xvfb (pointer, keyboard, drawing through XTEST) or Xorg with the dummy video driver
/// and `inputtest` input devices (real XI2 multitouch). Each picks a free display with `-displayfd` and is killed
/// when the object goes away.
///
/// Servers are spawned with an empty signal mask and default signal actions: Swift Testing runs tests on threads
/// that block SIGTERM, and a child inheriting that mask would never exit on `terminate()`.
final class XServer: @unchecked Sendable {
    enum Kind { case xvfb, xorgWithInputTest }

    let display: String
    let pid: pid_t
    let directory: URL
    /// The inputtest touchscreen's socket (Xorg only); one connection for the server's life (gotcha 1).
    private(set) var touchscreen: InputTestDevice?
    /// The inputtest absolute pointer (Xorg only).
    private(set) var pointer: InputTestDevice?
    /// The inputtest touchpad sending XI 2.4 gestures (`DeviceType "PointerGesture"`, Xorg only).
    private(set) var touchpad: InputTestDevice?
    /// The inputtest pen: an absolute pointer with proximity and pressure (`DeviceType "PointerAbsoluteProximity"`,
    /// `PointerHasPressure`; Xorg only).
    private(set) var pen: InputTestDevice?
    let width: Int, height: Int

    static let xvfbPath = "/usr/bin/Xvfb"
    static let xorgPath = "/usr/lib/xorg/Xorg"
    static let setprivPath = "/usr/bin/setpriv"
    static var hasXvfb: Bool { FileManager.default.isExecutableFile(atPath: xvfbPath) }
    /// Whether a server can run as another user than the tests (root, with setpriv and a `nobody` user).
    static var canRunXvfbAsNobody: Bool {
        hasXvfb && getuid() == 0 && FileManager.default.isExecutableFile(atPath: setprivPath)
            && getpwnam("nobody") != nil
    }
    static var hasXorgInputTest: Bool {
        FileManager.default.isExecutableFile(atPath: xorgPath)
            && FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/input/inputtest_drv.so")
            && FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/drivers/dummy_drv.so")
            && getuid() == 0
    }

    /// `asNobody` runs the server as the unprivileged user `nobody` (through `setpriv`, when the tests run as root),
    /// as a desktop's server runs as another user than its clients: it then refuses to attach their 0600 shared
    /// memory segments.
    init(_ kind: Kind, width: Int = 1024, height: Int = 768, asNobody: Bool = false) throws {
        self.width = width
        self.height = height
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "openuikit-x-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var arguments: [String]
        switch kind {
        case .xvfb:
            arguments =
                (asNobody ? [Self.setprivPath, "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : []) + [
                    Self.xvfbPath, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset",
                    "-displayfd",
                    "3",
                ]
        case .xorgWithInputTest:
            let config = directory.appendingPathComponent("xorg.conf")
            try Self.xorgConfig(directory: directory.path, width: width, height: height).write(
                to: config, atomically: true, encoding: .utf8)
            arguments = [
                Self.xorgPath, "-config", config.path, "-noreset", "-nolisten", "tcp",
                "-logfile", directory.appendingPathComponent("Xorg.log").path, "-displayfd", "3",
            ]
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        pid = try Self.spawn(arguments, displayFD: fds[1])
        close(fds[1])
        var text = ""
        var byte: UInt8 = 0
        while read(fds[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { text.append(Character(UnicodeScalar(byte))) }
        close(fds[0])
        guard let number = Int(text) else {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            throw XServerError.didNotStart(arguments[0])
        }
        display = ":\(number)"
        if kind == .xorgWithInputTest {
            touchscreen = try InputTestDevice(socketPath: directory.appendingPathComponent("touch.sock").path)
            pointer = try InputTestDevice(socketPath: directory.appendingPathComponent("pointer.sock").path)
            touchpad = try InputTestDevice(socketPath: directory.appendingPathComponent("touchpad.sock").path)
            pen = try InputTestDevice(socketPath: directory.appendingPathComponent("pen.sock").path)
        }
        XServerWatch.current?.didStart(self)
    }

    deinit {
        touchscreen = nil
        pointer = nil
        touchpad = nil
        pen = nil
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Kills the server at once, as a crash would.
    func killNow() {
        kill(pid, SIGKILL)
    }

    private static func spawn(_ arguments: [String], displayFD: Int32) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, displayFD, 3)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard result == 0 else { throw XServerError.didNotStart("\(arguments[0]) (\(result))") }
        return pid
    }

    private static func xorgConfig(directory: String, width: Int, height: Int) -> String {
        """
        Section "ServerFlags"
            Option "AutoAddDevices" "off"
            Option "AutoEnableDevices" "off"
            Option "AutoAddGPU" "off"
            Option "DontVTSwitch" "on"
            Option "BlankTime" "0"
        EndSection
        Section "ServerLayout"
            Identifier "layout"
            Screen "screen0"
            InputDevice "touch0" "SendCoreEvents"
            InputDevice "pointer0" "CorePointer"
            InputDevice "touchpad0" "SendCoreEvents"
            InputDevice "pen0" "SendCoreEvents"
        EndSection
        Section "Device"
            Identifier "dummy0"
            Driver "dummy"
            VideoRam 65536
        EndSection
        Section "Monitor"
            Identifier "monitor0"
            HorizSync 5.0 - 1000.0
            VertRefresh 5.0 - 200.0
            Modeline "\(width)x\(height)" 63.50 \(width) 1072 1176 1328 \(height) 771 775 798 -hsync +vsync
        EndSection
        Section "Screen"
            Identifier "screen0"
            Device "dummy0"
            Monitor "monitor0"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Modes "\(width)x\(height)"
                Virtual \(width) \(height)
            EndSubSection
        EndSection
        Section "InputDevice"
            Identifier "touch0"
            Driver "inputtest"
            Option "DeviceType" "Touch"
            Option "SocketPath" "\(directory)/touch.sock"
            Option "TouchCount" "10"
        EndSection
        Section "InputDevice"
            Identifier "pointer0"
            Driver "inputtest"
            Option "DeviceType" "PointerAbsolute"
            Option "SocketPath" "\(directory)/pointer.sock"
        EndSection
        Section "InputDevice"
            Identifier "touchpad0"
            Driver "inputtest"
            Option "DeviceType" "PointerGesture"
            Option "SocketPath" "\(directory)/touchpad.sock"
        EndSection
        Section "InputDevice"
            Identifier "pen0"
            Driver "inputtest"
            Option "DeviceType" "PointerAbsoluteProximity"
            Option "PointerHasPressure" "on"
            Option "SocketPath" "\(directory)/pen.sock"
        EndSection
        """
    }
}

enum XServerError: Error, CustomStringConvertible {
    case didNotStart(String)
    case inputTest(String)
    var description: String {
        switch self {
        case .didNotStart(let what): "\(what) did not start"
        case .inputTest(let what): "inputtest: \(what)"
        }
    }
}

/// A connection to an inputtest device's socket: touches in, sync barriers out.
final class InputTestDevice {
    private let fd: Int32

    init(socketPath: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            socketPath.utf8CString.withUnsafeBytes {
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(buffer.count - 1)))
            }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else { throw XServerError.inputTest("cannot connect to \(socketPath)") }
        var version = openuikit_it_client_version()
        try send(&version)
        var reply = xf86ITResponseServerVersion()
        try receive(&reply)
    }

    deinit { close(fd) }

    /// Sends one touch event at a screen position, in the driver's 0..65535 axis range (v = x·65536/W).
    /// With `pressure`, the device's pressure valuator too (0...2047, the driver's range).
    func touch(
        _ type: Int32, id: UInt32, x: Double, y: Double, screenWidth: Int, screenHeight: Int, pressure: Double? = nil
    ) throws {
        let vx = x * 65536 / Double(screenWidth), vy = y * 65536 / Double(screenHeight)
        if let pressure {
            var event = openuikit_it_touch_pressure(id, UInt32(type), vx, vy, pressure)
            try send(&event)
        } else {
            var event = openuikit_it_touch(id, UInt32(type), vx, vy)
            try send(&event)
        }
    }

    /// Moves the absolute pointer, or presses or releases one of its buttons, at a screen position.
    func pointer(button: Int32? = nil, pressed: Bool = false, x: Double, y: Double, screenWidth: Int, screenHeight: Int)
        throws
    {
        let vx = x * 65536 / Double(screenWidth), vy = y * 65536 / Double(screenHeight)
        if let button {
            var event = openuikit_it_button(button, pressed ? 1 : 0, vx, vy)
            try send(&event)
        } else {
            var event = openuikit_it_motion(vx, vy)
            try send(&event)
        }
    }

    /// The pen comes into or leaves the tablet's range at a screen position.
    func proximity(in isIn: Bool, x: Double, y: Double, screenWidth: Int, screenHeight: Int) throws {
        var event = openuikit_it_proximity(
            isIn ? 1 : 0, x * 65536 / Double(screenWidth), y * 65536 / Double(screenHeight))
        try send(&event)
    }

    /// Moves the pen, or presses or releases one of its buttons, at a screen position with its pressure valuator
    /// at `pressure`.
    func pen(
        button: Int32? = nil, pressed: Bool = false, x: Double, y: Double, pressure: Double, screenWidth: Int,
        screenHeight: Int
    ) throws {
        let vx = x * 65536 / Double(screenWidth), vy = y * 65536 / Double(screenHeight)
        if let button {
            var event = openuikit_it_button_pressure(button, pressed ? 1 : 0, vx, vy, pressure)
            try send(&event)
        } else {
            var event = openuikit_it_motion_pressure(vx, vy, pressure)
            try send(&event)
        }
    }

    /// Moves the absolute pointer to a screen position with its vertical scroll valuator at `scroll`.
    func scroll(to scroll: Double, x: Double, y: Double, screenWidth: Int, screenHeight: Int) throws {
        var event = openuikit_it_motion_scroll(
            x * 65536 / Double(screenWidth), y * 65536 / Double(screenHeight), scroll)
        try send(&event)
    }

    /// Sends one touchpad pinch event (`XI_GesturePinchBegin/Update/End`): deltas in pixels, the scale since the
    /// gesture began, the angle delta in degrees.
    func pinch(
        _ type: Int32, fingers: UInt16 = 2, flags: UInt32 = 0, dx: Double = 0, dy: Double = 0, scale: Double,
        angle: Double = 0
    )
        throws
    {
        var event = openuikit_it_pinch(UInt16(type), fingers, flags, dx, dy, scale, angle)
        try send(&event)
    }

    /// Sends one touchpad swipe event (`XI_GestureSwipeBegin/Update/End`).
    func swipe(_ type: Int32, fingers: UInt16, flags: UInt32 = 0, dx: Double = 0, dy: Double = 0) throws {
        var event = openuikit_it_swipe(UInt16(type), fingers, flags, dx, dy)
        try send(&event)
    }

    /// Returns once the server has processed everything sent so far.
    func sync() throws {
        var event = openuikit_it_wait_for_sync()
        try send(&event)
        var reply = xf86ITResponseSyncFinished()
        try receive(&reply)
    }

    private func send<T>(_ value: inout T) throws {
        let size = MemoryLayout<T>.size
        guard withUnsafeBytes(of: &value, { write(fd, $0.baseAddress, size) }) == size else {
            throw XServerError.inputTest("write failed")
        }
    }

    private func receive<T>(_ value: inout T) throws {
        let size = MemoryLayout<T>.size
        guard withUnsafeMutableBytes(of: &value, { read(fd, $0.baseAddress, size) }) == size else {
            throw XServerError.inputTest("read failed")
        }
    }
}
