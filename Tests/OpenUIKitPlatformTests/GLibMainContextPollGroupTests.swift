import CGLib
import Foundation
@_spi(Platform) import OpenUIKitPlatform
import Testing

/// A Swift closure as a GLib callback's user data.
final class GLibCallback {
    let body: () -> Bool
    init(_ body: @escaping () -> Bool) { self.body = body }
}

/// Attaches `source` to `context` with `body` as its callback (kept while the source lives; false removes it).
func attach(_ source: UnsafeMutablePointer<GSource>, to context: OpaquePointer, _ body: @escaping () -> Bool) {
    let callback = Unmanaged.passRetained(GLibCallback(body)).toOpaque()
    g_source_set_callback(
        source, { data in Unmanaged<GLibCallback>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0 },
        callback, { data in Unmanaged<GLibCallback>.fromOpaque(data!).release() })
    g_source_attach(source, context)
    g_source_unref(source)
}

/// Attaches a descriptor watch (`g_unix_fd_source_new`) on `descriptor` to `context`, with `body` as its callback.
/// Its callback takes the descriptor and condition before the user data, so it is cast to the generic type GLib's
/// `g_source_set_callback` takes, as GLib's own `g_unix_fd_add_full` does.
func attachWatch(of descriptor: Int32, to context: OpaquePointer, _ body: @escaping () -> Bool) {
    let source = g_unix_fd_source_new(descriptor, G_IO_IN)!
    let callback = Unmanaged.passRetained(GLibCallback(body)).toOpaque()
    let watch: @convention(c) (Int32, GIOCondition, gpointer?) -> gboolean = { _, _, data in
        Unmanaged<GLibCallback>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0
    }
    g_source_set_callback(
        source, unsafeBitCast(watch, to: GSourceFunc.self), callback,
        { data in Unmanaged<GLibCallback>.fromOpaque(data!).release() })
    g_source_attach(source, context)
    g_source_unref(source)
}

/// A fresh GLib main context run on a loop of its own, for one test; both go when it does.
@MainActor
final class GLibLoop {
    let context: OpaquePointer
    let loop = MainLoop()
    let group: GLibMainContextPollGroup

    init() throws {
        context = g_main_context_new()!
        group = try GLibMainContextPollGroup(context: context)
        loop.add(group)
    }

    isolated deinit {
        loop.remove(group)
        // The group holds a reference of its own, dropped when it goes.
        g_main_context_unref(context)
    }
}

/// A GLib main context run on ``MainLoop`` (``GLibMainContextPollGroup``): its timeouts, its descriptor sources
/// (whose set changes while it runs) and work other threads give it dispatch in the loop's turns.
@MainActor
@Suite struct GLibMainContextPollGroupTests {
    @Test func aGLibTimeoutFiresInTheLoopWithoutExtraWakeUps() throws {
        let glib = try GLibLoop()
        let (context, loop) = (glib.context, glib.loop)
        var log: [String] = []
        let start = Date()
        attach(g_timeout_source_new(50), to: context) {
            log.append(Date().timeIntervalSince(start) >= 0.05 ? "timeout, not early" : "timeout, early")
            return false
        }
        while log.isEmpty { loop.runOneTurn(waitingAtMost: nil) }
        // The wait's timeout was the context's: one wake-up (two if the first rounded down to a millisecond short).
        #expect(log == ["timeout, not early"])
        #expect(loop.wakeUps <= 2)
    }

    /// A GLib descriptor source added from inside a GLib callback is polled from the next wait: the context's
    /// descriptor set changes from one wait to the next, and the loop asks for it each time. It then removes itself.
    @Test func aDescriptorWatchAddedWhileRunningIsPolledFromTheNextWait() throws {
        let glib = try GLibLoop()
        let (context, loop) = (glib.context, glib.loop)
        let pipe = TestPipe()
        var log: [String] = []
        attach(g_idle_source_new(), to: context) {
            log.append("idle, watches the pipe")
            attachWatch(of: pipe.readEnd, to: context) {
                log.append("pipe read \(pipe.read())")
                return false
            }
            return false
        }
        loop.runOneTurn(waitingAtMost: 1)
        pipe.write("glib")
        while log.count < 2 { loop.runOneTurn(waitingAtMost: nil) }
        pipe.write("again")
        loop.runOneTurn(waitingAtMost: 0)
        #expect(log == ["idle, watches the pipe", "pipe read glib"])
    }

    /// Work another thread gives the context (`g_main_context_invoke`) wakes the idle loop through the context's
    /// own wake-up descriptor, and runs on the loop's thread.
    @Test func workFromAnotherThreadWakesTheLoop() throws {
        let glib = try GLibLoop()
        let (context, loop) = (glib.context, glib.loop)
        var log: [String] = []
        let contextAddress = UInt(bitPattern: context)
        let loopThread = pthread_self()
        let callback = Unmanaged.passRetained(
            GLibCallback {
                let thread = pthread_equal(pthread_self(), loopThread) != 0 ? "the loop's thread" : "another thread"
                MainActor.assumeIsolated { log.append("invoked on \(thread)") }
                return false
            }
        ).toOpaque()
        let callbackAddress = UInt(bitPattern: callback)
        // The context must outlive the other thread's use of it: the test waits for the thread before freeing it.
        let invoked = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            g_main_context_invoke_full(
                OpaquePointer(bitPattern: contextAddress), 0,
                { data in Unmanaged<GLibCallback>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0 },
                UnsafeMutableRawPointer(bitPattern: callbackAddress),
                { data in Unmanaged<GLibCallback>.fromOpaque(data!).release() })
            invoked.signal()
        }
        while log.isEmpty { loop.runOneTurn(waitingAtMost: nil) }
        invoked.wait()
        #expect(log == ["invoked on the loop's thread"])
    }

    /// A context another thread owns cannot run here: a typed error, no crash.
    @Test func aContextOwnedByAnotherThreadIsATypedError() throws {
        let context = g_main_context_new()!
        defer { g_main_context_unref(context) }
        let address = UInt(bitPattern: context)
        let acquired = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let context = OpaquePointer(bitPattern: address)
            _ = g_main_context_acquire(context)
            acquired.signal()
            release.wait()
            g_main_context_release(context)
            released.signal()
        }
        acquired.wait()
        #expect(throws: MainLoopDiagnostic.glibContextOwnedByAnotherThread) {
            try GLibMainContextPollGroup(context: context)
        }
        // The context is freed only after the other thread let it go.
        release.signal()
        released.wait()
    }
}
