import CX11
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@_spi(Windowing) @_spi(Input) import OpenUIKitX11

extension XServer {
    /// Whether IBus with its pinyin engine and XIM server can run beside an Xvfb.
    static var hasIBus: Bool {
        hasXvfb
            && [
                "/usr/bin/ibus-daemon", "/usr/bin/ibus", "/usr/libexec/ibus-x11", "/usr/libexec/ibus-engine-libpinyin",
                "/usr/bin/dbus-daemon", "/usr/bin/setsid",
            ].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A real input method (IBus with its pinyin engine, over XIM) on Xvfb: keys typed with XTEST go to IBus while a
/// text field is first responder, its composition shows in the field as marked text, and the committed Chinese
/// lands in the field's text.
@MainActor
@Suite(
    .endsItsXServers, .serialized,
    .enabled(if: XServer.hasIBus, "needs Xvfb, ibus, ibus-libpinyin, dbus-daemon and setsid"))
struct XvfbInputMethodTests {
    /// A text field that logs every composition it is shown.
    final class ComposingField: UITextField {
        var compositions: [String] = []
        override func setMarkedText(_ text: String?, selectedRange: NSRange) {
            super.setMarkedText(text, selectedRange: selectedRange)
            if let text, !text.isEmpty, compositions.last != text { compositions.append(text) }
        }
    }

    /// A private D-Bus session and an IBus daemon with its XIM server on `display`, in a throwaway home; torn down
    /// as a process group each.
    final class IBus {
        private let session: PrivateDBusSession

        init(display: String) throws {
            session = try PrivateDBusSession(display: display, name: "ibus")
            try session.start(["/usr/bin/ibus-daemon", "--xim", "--panel=disable", "--replace"])
            // `ibus engine NAME` exits 1 even when it switched; what `ibus engine` then prints is the truth.
            try session.waitFor("IBus") {
                _ = self.session.run(["/usr/bin/ibus", "engine", "libpinyin"])
                return self.session.run(["/bin/sh", "-c", "/usr/bin/ibus engine | grep -qx libpinyin"]) == 0
            }
        }

        /// Ends IBus and the session, with what they started.
        func stop() { session.stop() }
    }

    /// Xvfb, IBus with its XIM server registered, an XTEST injector, and `XMODIFIERS` set for XIM; `close()` undoes
    /// it all, in reverse.
    final class Session {
        let server: XServer
        let ibus: IBus
        let injector: XTestInjector
        private let savedLocale: String

        init() throws {
            server = try XServer(.xvfb)
            ibus = try IBus(display: server.display)
            do {
                injector = try XTestInjector(server)
            } catch {
                ibus.stop()
                throw error
            }
            let deadline = Date().addingTimeInterval(15)
            while !XvfbInputMethodTests.ximServerIsUp(on: injector.display) {
                guard Date() < deadline else {
                    injector.close()
                    ibus.stop()
                    throw XServerError.didNotStart("IBus's XIM server")
                }
                usleep(50_000)  // a bounded wait for another process to come up
            }
            savedLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
            setenv("XMODIFIERS", "@im=ibus", 1)
        }

        func close() {
            unsetenv("XMODIFIERS")
            setlocale(LC_CTYPE, savedLocale)
            injector.close()
            ibus.stop()
        }
    }

    /// Whether the XIM server has registered on `display` (the root window's `XIM_SERVERS` names it).
    nonisolated static func ximServerIsUp(on display: OpaquePointer) -> Bool {
        let atom = XInternAtom(display, "XIM_SERVERS", 1)
        guard atom != 0 else { return false }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(
            display, openuikit_default_root(display), atom, 0, 64, 0, XA_ATOM, &type, &format, &count, &remaining,
            &data)
        defer { if let data { XFree(data) } }
        return count > 0
    }

    @Test func pinyinTypedThroughIBusIsComposedInTheFieldAndCommittedAsChinese() throws {
        let session = try Session()
        defer { session.close() }
        let server = session.server, injector = session.injector
        let application = UIApplication()
        let backend = try X11Backend(displayName: server.display)
        defer { backend.shutDown() }
        #expect(backend.inputMethodStyle == "on the spot")
        backend.attach(application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let field = ComposingField(frame: CGRect(x: 20, y: 30, width: 300, height: 34))
        field.text = "说"
        window.addSubview(field)
        window.makeKeyAndVisible()
        backend.synchronize()
        #expect(field.becomeFirstResponder())
        let edits = CallbackLog()
        field.recordingEvents(as: "field", in: edits)
        injector.move(to: CGPoint(x: 100, y: 50))

        for key in [XK_n, XK_i, XK_h, XK_a, XK_o, XK_space] {
            injector.press([key])
            // IBus answers each key on its own connection: wait (bounded) until the answer is in.
            for _ in 0..<20 {
                backend.synchronize()
                usleep(10_000)  // a bounded wait for the input method, which runs in another process
            }
        }
        let committed = Date().addingTimeInterval(5)
        while field.text != "说你好", Date() < committed {
            backend.synchronize()
            usleep(10_000)  // a bounded wait for the input method's commit
        }
        // The composition grew key by key and was shown at the caret, never inserted; only the commit edits.
        #expect(field.compositions.count >= 3, "compositions: \(field.compositions)")
        #expect(field.compositions.last == "你好")
        #expect(field.text == "说你好")
        #expect(field.markedText == nil)
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        #expect(edits.take() == ["field.editingChanged"])

        // Without a text field first responder, keys skip the input method and arrive as presses.
        let probe = FirstResponderProbe("probe", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: edits)
        window.addSubview(probe)
        #expect(probe.becomeFirstResponder())
        injector.press([XK_n])
        backend.synchronize()
        #expect(edits.take() == ["field.editingDidEnd", "probe.pressesBegan(n)", "probe.pressesEnded(n)"])
    }

    /// Quitting mid-composition: the backend goes (its `isolated deinit` closes the input contexts) while IBus still
    /// shows a composition in the field. Closing a context runs Xlib's XIM code, whose callbacks reach the backend
    /// as it deinitialises; nothing may trap, and nothing is typed.
    @Test func theBackendMayGoMidComposition() throws {
        let session = try Session()
        defer { session.close() }
        let server = session.server, injector = session.injector
        let application = UIApplication()
        var backend: X11Backend? = try X11Backend(displayName: server.display)
        backend?.attach(application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let field = ComposingField(frame: CGRect(x: 20, y: 30, width: 300, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        backend?.synchronize()
        #expect(field.becomeFirstResponder())
        let edits = CallbackLog()
        field.recordingEvents(as: "field", in: edits)
        injector.move(to: CGPoint(x: 100, y: 50))
        for key in [XK_n, XK_i] {
            injector.press([key])
            for _ in 0..<20 {
                backend?.synchronize()
                usleep(10_000)  // a bounded wait for the input method, which runs in another process
            }
        }
        // Pinyin shows its first candidate ("你") as the composition.
        #expect(!field.compositions.isEmpty, "compositions: \(field.compositions)")
        #expect(field.markedText != nil)
        weak let gone = backend
        backend = nil
        #expect(gone == nil)
        #expect(field.text == "")
        #expect(edits.take() == [])
    }
}
