import CX11
import CXTest
import Foundation
import Testing
@_spi(Windowing) @_spi(Input) import OpenUIKit
import OpenUIKitTesting

/// Touchscreen defects that need real XI2 touches (Xorg + inputtest).
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasXorgInputTest, "needs root, Xorg, xserver-xorg-video-dummy and inputtest"))
struct XorgDeviceRemovalTests {
    /// The device id of the inputtest touchscreen ("touch0").
    func touchscreenID(on display: OpaquePointer) -> Int32? {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return nil }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) where String(cString: devices[index].name) == "touch0" {
            return devices[index].deviceid
        }
        return nil
    }

    /// Xorg ends the touches of a device it disables (XI_TouchEnd) before it reports the device disabled: the
    /// touch must arrive cancelled, where the finger last was, and a pan must report cancelled, not ended.
    @Test func disablingTheTouchscreenMidTouchCancelsTheTouch() throws {
        let app = try XorgTouchTests.App()
        let view = PlaceLoggingView("V", frame: app.window.bounds, log: app.log)
        app.window.addSubview(view)
        let pan = UIPanGestureRecognizer().recording(as: "pan", in: app.log)
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        try app.frame([(XI_TouchBegin, 1, CGPoint(x: 100, y: 100))])
        try app.frame([(XI_TouchUpdate, 1, CGPoint(x: 160, y: 100))])
        try app.frame([(XI_TouchUpdate, 1, CGPoint(x: 200, y: 120))])
        let other = try #require(XOpenDisplay(app.server.display))
        defer { XCloseDisplay(other) }
        let device = try #require(touchscreenID(on: other))
        let touchscreen = X11InputDevice(id: device, name: "touch0", use: .slavePointer, touchMode: .direct)
        #expect(app.backend.inputDevices.filter { $0.id == device } == [touchscreen])
        #expect(touchscreen.description == "\(device) \"touch0\" slavePointer touch direct")
        var disabled: UInt8 = 0
        XIChangeProperty(
            other, device, XInternAtom(other, "Device Enabled", 0), XA_INTEGER, 8, PropModeReplace,
            &disabled, 1)
        XSync(other, 0)
        app.backend.synchronize()
        let disabledTouchscreen = X11InputDevice(
            id: device, name: "touch0", use: .floating, touchMode: .direct, isEnabled: false)
        #expect(app.backend.inputDevices.filter { $0.id == device } == [disabledTouchscreen])
        #expect(disabledTouchscreen.description == "\(device) \"touch0\" floating touch direct disabled")
        let entries = app.log.take().map {
            $0.replacingOccurrences(of: #"\(\d+\)"#, with: "", options: .regularExpression)
        }
        #expect(
            entries == [
                "V.touchesBegan", "pan.action(began)", "V.touchesMoved", "pan.action(changed)", "V.touchesMoved",
                "V.touchesCancelled", "cancelled at (200, 120)", "pan.action(cancelled)",
            ])
    }
}
