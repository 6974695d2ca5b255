import CX11
import Foundation
import Testing
@_spi(Windowing) import OpenUIKit

/// On-screen frame times of the present path (issue 11), for before/after comparisons; runs only when asked:
///
///     swift build -c release --build-tests -Xswiftc -enable-testing
///     PRESENT_PROBE=1 [PRESENT_PROBE_N=200] [OPENUIKIT_NO_SHM=1] \
///         swift test -c release --skip-build --filter PresentTimingProbe
///
/// A 1280×800 window of 40×25 `UILabel`s, 28×28 at a 32-point pitch (GTK baseline's `label` scene: background
/// #3465A4, corner radius 6, white 9-point text), on an Xvfb of the same size. Each figure runs from the change to
/// the frame presented and `XSync`ed: a full redraw (every label marked and the window damaged, as the baseline
/// does), one label's new text; plus the renderer alone for each, and the marks alone. Prints medians.
@MainActor
@Suite(
    .endsItsXServers, .enabled(if: ProcessInfo.processInfo.environment["PRESENT_PROBE"] != nil, "set PRESENT_PROBE=1"))
struct PresentTimingProbe {
    @Test func labelGridFrameTimes() throws {
        let server = try XServer(.xvfb, width: 1280, height: 800)
        let application = UIApplication()
        let backend = try X11Backend(displayName: server.display)
        defer { backend.shutDown() }
        backend.attach(application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        var labels: [UILabel] = []
        for row in 0..<25 {
            for column in 0..<40 {
                let label = UILabel(frame: CGRect(x: 32 * column + 2, y: 32 * row + 2, width: 28, height: 28))
                label.text = String(row * 40 + column)
                label.font = .systemFont(ofSize: 9)
                label.textAlignment = .center
                label.backgroundColor = UIColor(rgb: 0x3465A4)
                label.textColor = .white
                label.layer.cornerRadius = 6
                window.addSubview(label)
                labels.append(label)
            }
        }
        window.makeKeyAndVisible()
        backend.synchronize()
        func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        func presentFrame() {
            backend.processPendingEvents()
            XSync(backend.display, 0)
        }
        let rounds = Int(ProcessInfo.processInfo.environment["PRESENT_PROBE_N"] ?? "") ?? 100
        var full: [Double] = [], fullRender: [Double] = [], one: [Double] = [], oneRender: [Double] = []
        var marks: [Double] = []
        var oneLabelFrames: Set<String> = []
        for round in 0..<rounds {
            var start = DispatchTime.now().uptimeNanoseconds
            for label in labels { label.setNeedsDisplay() }
            marks.append(milliseconds(since: start))
            window.renderer.invalidateAll()
            presentFrame()
            full.append(milliseconds(since: start))
            start = DispatchTime.now().uptimeNanoseconds
            labels[417].text = "x\(round)"
            presentFrame()
            one.append(milliseconds(since: start))
            oneLabelFrames.insert(window.renderer.lastFrame.map { "\($0.rectangles)" } ?? "none")
            window.renderer.invalidateAll()
            start = DispatchTime.now().uptimeNanoseconds
            window.renderer.renderIfNeeded()
            fullRender.append(milliseconds(since: start))
            presentFrame()
            labels[418].text = "y\(round)"
            start = DispatchTime.now().uptimeNanoseconds
            window.renderer.renderIfNeeded()
            oneRender.append(milliseconds(since: start))
            presentFrame()
        }
        func median(_ values: [Double]) -> String { String(format: "%.3f", values.sorted()[values.count / 2]) }
        print(
            "present probe (\(backend.presentsWithSharedMemory.usesSharedMemory ? "MIT-SHM" : "socket")): full redraw on screen "
                + "\(median(full)) ms (render \(median(fullRender))); one label on screen \(median(one)) ms "
                + "(render \(median(oneRender))); marking 1,000 labels \(median(marks)) ms")
        #expect(oneLabelFrames == ["\([labels[417].frame])"])
        #expect(backend.protocolErrors == [])
    }
}
