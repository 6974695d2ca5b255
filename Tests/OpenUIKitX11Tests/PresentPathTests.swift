import CX11
import Foundation
import Testing
@_spi(Windowing) import OpenUIKit

/// The present path against real servers: frames put only the rectangles they drew (and an Expose only what it
/// uncovered), the window then shows exactly the renderer's back buffer, through MIT-SHM on a server that can
/// attach this process's memory (as a System V segment, or as a passed file descriptor when the server runs as
/// another user) and over the socket when neither works or `OPENUIKIT_NO_SHM` forces it; the fallback is reported
/// once.
@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct PresentPathTests {
    /// A 400×300 window of 48 labels on a server; torn down before the server.
    @MainActor final class App {
        let server: XServer
        let backend: X11Backend
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var labels: [UILabel] = []

        init(asNobody: Bool = false) throws {
            server = try XServer(.xvfb, asNobody: asNobody)
            backend = try X11Backend(displayName: server.display)
            backend.attach(application)
            window.backgroundColor = .white
            for index in 0..<48 {
                let label = UILabel(
                    frame: CGRect(x: 50 * (index % 8) + 2, y: 50 * (index / 8) + 2, width: 46, height: 46))
                label.text = "\(index) 字"
                label.textAlignment = .center
                label.backgroundColor = UIColor(rgb: 0xDDE4EE)
                label.layer.cornerRadius = 6
                window.addSubview(label)
                labels.append(label)
            }
            window.makeKeyAndVisible()
            backend.synchronize()
        }

        isolated deinit { backend.shutDown() }

        /// Partial frames of every kind: new text, a move, a removal, hiding, a transform, a colour.
        func updateInSteps() -> [String] {
            var frames: [String] = []
            func step(_ change: () -> Void) {
                change()
                backend.synchronize()
                frames.append(window.renderer.lastFrame.map { "\($0.rectangles.count) full \($0.isFullRedraw)" } ?? "-")
            }
            step { labels[9].text = "新" }
            step { labels[10].center.x += 17 }
            step { labels[20].removeFromSuperview() }
            step { labels[30].isHidden = true }
            step { labels[40].transform = CGAffineTransform(rotationAngle: 0.3) }
            step { labels[41].backgroundColor = .systemRed }
            return frames
        }

        /// Pixels where the window on the server differs from the back buffer (RGB), as "x,y".
        func differences() throws -> [String] {
            let onScreen = try #require(backend.screenshot(of: window))
            let offScreen = window.renderer.image()
            var differing: [String] = []
            for y in 0..<300 {
                for x in 0..<400 {
                    let a = onScreen.pixel(x: x, y: y)!, b = offScreen.pixel(x: x, y: y)!
                    if (a.red, a.green, a.blue) != (b.red, b.green, b.blue) { differing.append("\(x),\(y)") }
                }
            }
            return differing
        }
    }

    @Test func partialFramesThroughSharedMemoryShowTheBackBuffer() throws {
        let app = try App()
        #expect(app.backend.presentsWithSharedMemory == (true, nil))
        #expect(
            app.updateInSteps() == [
                "1 full false", "2 full false", "1 full false", "1 full false", "1 full false", "1 full false",
            ])
        #expect(try app.differences() == [])
        #expect(app.backend.protocolErrors == [])
    }

    /// The renderer draws in the segment the server reads (no copy per present), and lets go of it when the X
    /// window goes: drawn off screen in between, it draws in memory of its own; shown again through another
    /// connection, in that connection's segment.
    @Test func theBackBufferIsTheSharedSegmentAndIsGivenBackWithTheWindow() throws {
        let app = try App()
        #expect(app.backend.drawsInSharedMemory(app.window))
        _ = app.updateInSteps()
        #expect(try app.differences() == [])
        app.backend.shutDown()
        app.labels[0].text = "off screen"
        #expect(app.window.renderer.image().pixel(x: 25, y: 25) != nil)
        let second = try X11Backend(displayName: app.server.display)
        defer { second.shutDown() }
        second.attach(app.application)
        app.labels[1].text = "again"
        second.synchronize()
        #expect(app.window.renderer.lastFrame?.isFullRedraw == true)
        #expect(second.drawsInSharedMemory(app.window))
        let onScreen = try #require(second.screenshot(of: app.window))
        let offScreen = app.window.renderer.image()
        var differing = 0
        for y in 0..<300 {
            for x in 0..<400 {
                let a = onScreen.pixel(x: x, y: y)!, b = offScreen.pixel(x: x, y: y)!
                if (a.red, a.green, a.blue) != (b.red, b.green, b.blue) { differing += 1 }
            }
        }
        #expect(differing == 0)
        #expect(second.protocolErrors == [])
    }

    @Test func aFramePutsOnlyWhatItDrewAndAnExposeOnlyWhatItUncovered() throws {
        let app = try App()
        let display = app.backend.display
        let xWindow = Window(try #require(app.backend.xWindow(for: app.window)))
        // Another client's paint (here, the backend's connection) in an area no frame redraws.
        let gc = XCreateGC(display, xWindow, 0, nil)
        XSetForeground(display, gc, 0xFF00FF)
        XFillRectangle(display, xWindow, gc, 350, 250, 40, 40)
        XFreeGC(display, gc)
        app.labels[0].text = "changed"
        app.backend.synchronize()
        #expect(try app.differences().count == 40 * 40)
        // Uncovering part of it repaints that part, and no more.
        XClearArea(display, xWindow, 350, 250, 20, 40, 1)
        app.backend.synchronize()
        #expect(try app.differences().count == 20 * 40)
        XClearArea(display, xWindow, 370, 250, 20, 40, 1)
        app.backend.synchronize()
        #expect(try app.differences() == [])
    }

    /// The app on a server run as `nobody`, with a second window, after several frames of every kind.
    private static func nobodysServerWithTwoWindows() throws -> (App, UIWindow) {
        let app = try App(asNobody: true)
        let second = UIWindow(frame: CGRect(x: 500, y: 400, width: 100, height: 100))
        second.backgroundColor = .blue
        second.isHidden = false
        app.backend.synchronize()
        _ = app.updateInSteps()
        return (app, second)
    }

    @Test(.enabled(if: XServer.canRunXvfbAsNobody, "needs root, setpriv and a nobody user"))
    func aServerRunAsAnotherUserGetsTheSegmentAsAFileDescriptorAndNothingGoesOverTheSocket() throws {
        // A desktop's server runs as another user: it refuses a 0600 System V segment, but takes a memfd passed on
        // the connection (MIT-SHM 1.2), so frames still skip the socket and nothing is reported.
        let ((app, second), report) = try capturingStandardError(Self.nobodysServerWithTwoWindows)
        #expect(app.backend.sharedMemoryTransport(of: second) == .fileDescriptor)
        // Its peer credentials on the connection say so before anything is tried: no System V segment is offered
        // (each refusal costs round trips at the first frame), only one memory file per window.
        #expect(app.backend.sharedMemoryAttempts == [.fileDescriptor, .fileDescriptor])
        #expect(!report.contains("without shared memory"))
        #expect(app.backend.presentsWithSharedMemory == (true, nil))
        #expect(app.backend.sharedMemoryTransport(of: app.window) == .fileDescriptor)
        #expect(app.backend.drawsInSharedMemory(app.window))
        #expect(try app.differences() == [])
        #expect(app.backend.protocolErrors == [])
    }

    @Test func theCairoXlibSurfaceIsMadeByTheFirstScreenshotNotByTheFirstFrames() throws {
        // Making it sets up Cairo's Xlib device (round trips) that frames on the shared-memory path never use.
        let app = try App()
        _ = app.updateInSteps()
        let afterFrames = app.backend.hasCairoXlibSurface(app.window)
        #expect(try app.differences() == [])
        #expect([afterFrames, app.backend.hasCairoXlibSurface(app.window)] == [false, true])
    }

    @Test func onTheServersOwnUserTheSegmentIsSystemV() throws {
        let app = try App()
        #expect(app.backend.sharedMemoryTransport(of: app.window) == .systemV)
        #expect(app.backend.sharedMemoryAttempts == [.systemV])
        #expect(app.backend.drawsInSharedMemory(app.window))
    }

    /// The log of offers is a diagnostic, not a history: a window resized for as long as an app runs (each new size
    /// is a new segment) must not grow it without bound. It keeps the latest 64.
    @Test func theLogOfOffersKeepsOnlyTheLatest() throws {
        let app = try App()
        for step in 1...80 {
            app.window.frame.size.width = CGFloat(200 + step)
            app.backend.synchronize()
            _ = app.updateInSteps()
        }
        let attempts = app.backend.sharedMemoryAttempts
        #expect(attempts.count == 64)
        #expect(Set(attempts) == [.systemV])
        #expect(app.backend.sharedMemoryTransport(of: app.window) == .systemV)
        #expect(app.backend.protocolErrors == [])
    }

    @Test(.enabled(if: XServer.canRunXvfbAsNobody, "needs root, setpriv and a nobody user"))
    func withoutDescriptorPassingAServerRunAsAnotherUserFallsBackToTheSocketReportedOnce() throws {
        // OPENUIKIT_NO_SHM_FD=1 stands for a server without MIT-SHM 1.2: the refused segment leaves only the socket.
        setenv("OPENUIKIT_NO_SHM_FD", "1", 1)
        defer { unsetenv("OPENUIKIT_NO_SHM_FD") }
        // Two windows and several frames: one report.
        let ((app, _), report) = try capturingStandardError(Self.nobodysServerWithTwoWindows)
        let lines = report.split(separator: "\n").filter { $0.contains("without shared memory") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("BadAccess") == true)
        #expect(app.backend.presentsWithSharedMemory.usesSharedMemory == false)
        #expect(app.backend.sharedMemoryTransport(of: app.window) == nil)
        #expect(app.backend.sharedMemoryAttempts == [.systemV])
        #expect(try app.differences() == [])
        #expect(app.backend.protocolErrors == [])
    }

    @Test func openuikitNoShmForcesTheSocket() throws {
        setenv("OPENUIKIT_NO_SHM", "1", 1)
        defer { unsetenv("OPENUIKIT_NO_SHM") }
        let app = try App()
        #expect(app.backend.presentsWithSharedMemory == (false, "OPENUIKIT_NO_SHM is set"))
        #expect(!app.backend.drawsInSharedMemory(app.window))
        #expect(
            app.updateInSteps() == [
                "1 full false", "2 full false", "1 full false", "1 full false", "1 full false", "1 full false",
            ])
        #expect(try app.differences() == [])
    }
}

/// Runs `body` with file descriptor 2 sent into a pipe; returns its result and what it wrote.
@MainActor
func capturingStandardError<T>(_ body: () throws -> T) throws -> (T, String) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
    let saved = dup(2)
    dup2(fds[1], 2)
    close(fds[1])
    let result: T
    do {
        result = try body()
    } catch {
        dup2(saved, 2)
        close(saved)
        close(fds[0])
        throw error
    }
    dup2(saved, 2)
    close(saved)
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    while true {
        let count = read(fds[0], &buffer, buffer.count)
        if count <= 0 { break }
        output.append(contentsOf: buffer[0..<count])
    }
    close(fds[0])
    return (result, String(decoding: output, as: UTF8.self))
}
