import CX11
import CXTest
import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@_spi(Windowing) @_spi(Input) import OpenUIKitX11

@MainActor
@Suite(.endsItsXServers, .serialized, .enabled(if: XServer.hasXvfb, "needs Xvfb (apt-get install xvfb)"))
struct XvfbBackendTests {
    /// An application on a fresh server. Torn down in order — backend, injector, then the server — so no client
    /// talks to a server that is gone.
    @MainActor final class App {
        let server: XServer
        let backend: X11Backend
        let application: UIApplication
        let window: UIWindow
        let injector: XTestInjector
        let log = CallbackLog()

        init(
            server: XServer, backend: X11Backend, application: UIApplication, window: UIWindow, injector: XTestInjector
        ) {
            self.server = server
            self.backend = backend
            self.application = application
            self.window = window
            self.injector = injector
        }

        isolated deinit {
            backend.shutDown()
            injector.close()
        }
    }

    func launch() throws -> App {
        let server = try XServer(.xvfb)
        let application = UIApplication()
        let backend = try X11Backend(displayName: server.display)
        backend.attach(application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        backend.synchronize()
        let app = App(
            server: server, backend: backend, application: application, window: window,
            injector: try XTestInjector(server))
        app.injector.move(to: CGPoint(x: 1000, y: 700))
        backend.synchronize()
        return app
    }

    @Test func aClickOnAButtonFiresItsAction() throws {
        let app = try launch()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 40)
        button.setTitle("Press", for: .normal)
        button.recordingEvents(as: "button", in: app.log)
        app.window.addSubview(button)
        app.injector.click(at: CGPoint(x: 150, y: 120))
        app.backend.synchronize()
        #expect(app.log.take() == ["button.touchDown", "button.touchUpInside", "button.primaryActionTriggered"])
    }

    /// The measuring hook sees each X event as it is read, before the callbacks it causes: the press and the
    /// release (XInput2 events), and the MIT-SHM completion of each frame they caused.
    @Test func theArrivalObserverSeesEachEventBeforeItsCallbacks() throws {
        let app = try launch()
        let view = PlaceLoggingView("V", frame: app.window.bounds, log: app.log)
        app.window.addSubview(view)
        app.injector.move(to: CGPoint(x: 200, y: 150))
        app.backend.synchronize()
        app.log.clear()
        let shmCompletion = XShmGetEventBase(app.backend.display) + ShmCompletion
        app.backend.eventArrivalObserver = { [log = app.log] type in
            log.append(type == GenericEvent ? "XI2 event" : type == shmCompletion ? "frame completed" : "event \(type)")
        }
        app.injector.button(1, down: true)
        app.backend.synchronize()
        app.injector.button(1, down: false)
        app.backend.synchronize()
        #expect(
            app.log.take() == [
                "XI2 event", "V.touchesBegan(mouse)", "frame completed",
                "XI2 event", "V.touchesEnded(mouse)", "ended at (200, 150)", "frame completed",
            ])
    }

    @Test func aDragMovesASlider() throws {
        let app = try launch()
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 30))
        slider.maximumValue = 100
        app.window.addSubview(slider)
        app.injector.move(to: CGPoint(x: 64, y: 115))
        app.injector.button(1, down: true)
        app.injector.move(to: CGPoint(x: 114, y: 115))
        app.injector.move(to: CGPoint(x: 164, y: 115))
        app.injector.button(1, down: false)
        app.backend.synchronize()
        #expect(slider.value == 50)
    }

    @Test func aDoubleClickYieldsTapCountTwo() throws {
        let app = try launch()
        var counts: [Int] = []
        let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        probe.onBegan = { event in counts.append(event?.allTouches?.first?.tapCount ?? 0) }
        app.window.addSubview(probe)
        app.injector.click(at: CGPoint(x: 50, y: 50))
        app.backend.synchronize()
        app.injector.click(at: CGPoint(x: 50, y: 50))
        app.backend.synchronize()
        #expect(counts == [1, 2])
    }

    @Test func aMediaKeyReachesTheFirstResponderAndTheShakeChordShakes() throws {
        let app = try launch()
        let probe = FirstResponderProbe("probe", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: app.log)
        app.window.addSubview(probe)
        #expect(probe.becomeFirstResponder())
        // With no window manager the keyboard follows the pointer (PointerRoot focus).
        app.injector.move(to: CGPoint(x: 200, y: 150))
        app.injector.press([XF86XK_AudioPlay])
        app.injector.press([XK_Control_L, XK_Alt_L, XK_z])
        app.injector.press([XF86XK_AudioNext])
        app.backend.synchronize()
        #expect(
            app.log.take() == [
                "probe.remoteControlReceived(remoteControlTogglePlayPause)",
                // Issue 13: the chord's modifiers are presses of their own; Z makes the shake.
                "probe.pressesBegan(⌃#224)", "probe.pressesBegan(⌃⌥#226)",
                "probe.motionBegan(motionShake)", "probe.motionEnded(motionShake)",
                "probe.pressesEnded(⌃⌥#226)", "probe.pressesEnded(⌃#224)",
                "probe.remoteControlReceived(remoteControlNextTrack)",
            ])
    }

    @Test func theWindowOnTheServerShowsWhatTheRendererDrew() throws {
        let app = try launch()
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        label.text = "X11 窗口"
        card.addSubview(label)
        app.window.addSubview(card)
        app.backend.synchronize()
        let onScreen = try #require(app.backend.screenshot(of: app.window))
        let offScreen = app.window.renderer.image()
        #expect(onScreen.size == offScreen.size)
        var differing = 0
        for y in stride(from: 0, to: 300, by: 3) {
            for x in stride(from: 0, to: 400, by: 3) {
                let a = onScreen.pixel(x: x, y: y)!, b = offScreen.pixel(x: x, y: y)!
                if abs(Int(a.red) - Int(b.red)) > 2 || abs(Int(a.green) - Int(b.green)) > 2
                    || abs(Int(a.blue) - Int(b.blue)) > 2
                {
                    differing += 1
                }
            }
        }
        #expect(differing == 0)
        #expect(onScreen.pixel(x: 100, y: 140)?.green == offScreen.pixel(x: 100, y: 140)?.green)
        #expect(app.backend.protocolErrors.isEmpty)
    }

    @Test func closingTheWindowFromTheWindowManagerClosesTheUIWindow() throws {
        let app = try launch()
        let xWindow = try #require(app.backend.xWindow(for: app.window))
        let display = app.injector.display
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(xWindow)
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        XSendEvent(display, Window(xWindow), 0, 0, &event)
        XSync(display, 0)
        app.backend.synchronize()
        #expect(app.application.windows.isEmpty)
        #expect(app.backend.xWindow(for: app.window) == nil)
    }
}
