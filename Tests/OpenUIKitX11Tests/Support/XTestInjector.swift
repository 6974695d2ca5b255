import CX11
import CXTest
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@_spi(Windowing) import OpenUIKitX11

/// A second X client that injects pointer and keyboard input with XTEST, as a user would.
final class XTestInjector {
    let display: OpaquePointer
    private var isClosed = false

    init(_ server: XServer) throws {
        guard let display = XOpenDisplay(server.display) else { throw XServerError.didNotStart("XTEST client") }
        self.display = display
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(display)
    }

    deinit { close() }

    func move(to point: CGPoint) {
        XTestFakeMotionEvent(display, -1, Int32(point.x), Int32(point.y), 0)
        XSync(display, 0)
    }

    func button(_ button: UInt32, down: Bool) {
        XTestFakeButtonEvent(display, button, down ? 1 : 0, 0)
        XSync(display, 0)
    }

    func click(at point: CGPoint) {
        move(to: point)
        button(1, down: true)
        button(1, down: false)
    }

    /// The keycode of `keysym`, mapping it onto a spare keycode first if the server's keymap lacks it (Xvfb has no
    /// media keys).
    func keycode(for keysym: Int32) -> UInt32 {
        let existing = XKeysymToKeycode(display, KeySym(keysym))
        if existing != 0 { return UInt32(existing) }
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var symbol = KeySym(keysym)
        XChangeKeyboardMapping(display, maximum - 1, 1, &symbol, 1)
        XSync(display, 0)
        return UInt32(maximum - 1)
    }

    func press(_ keysyms: [Int32]) {
        let codes = keysyms.map(keycode(for:))
        for code in codes { XTestFakeKeyEvent(display, code, 1, 0) }
        for code in codes.reversed() { XTestFakeKeyEvent(display, code, 0, 0) }
        XSync(display, 0)
    }
}
