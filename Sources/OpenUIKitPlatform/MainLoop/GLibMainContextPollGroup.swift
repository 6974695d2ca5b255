import CGLib
import Foundation

/// A GLib main context run on ``MainLoop``'s thread: its sources (a GDBus connection's callbacks, timeouts, idle
/// handlers, watched descriptors) dispatch on the main thread, between OpenUIKit's own callbacks, with no thread of
/// their own.
///
/// Each wait of the loop is one iteration of GLib's: `g_main_context_prepare` and `g_main_context_query` before it
/// (the context's descriptors, which change from wait to wait, and its timeout), `g_main_context_check` and
/// `g_main_context_dispatch` after it, as GLib's documentation describes for running a context inside another
/// loop. The context's wake-up descriptor is among those it asks for, so work another thread gives it
/// (`g_main_context_invoke`, GDBus's worker thread) wakes the loop.
///
/// The main thread owns the context (`g_main_context_acquire`) while the group exists; a context another thread
/// owns cannot be run here (``MainLoopDiagnostic/glibContextOwnedByAnotherThread``).
@_spi(Platform) @preconcurrency @MainActor
public final class GLibMainContextPollGroup: MainLoopPollGroup {
    /// The `GMainContext *` this group runs.
    public let context: OpaquePointer
    private var pollDescriptors: [GPollFD] = Array(repeating: GPollFD(), count: 8)
    private var preparedCount = 0
    private var priority: gint = 0
    private var isPrepared = false

    /// Runs `context` (nil: GLib's global default context), which the calling thread then owns.
    /// - Throws: ``MainLoopDiagnostic/glibContextOwnedByAnotherThread`` when another thread owns it.
    public init(context: OpaquePointer? = nil) throws(MainLoopDiagnostic) {
        let context = context ?? g_main_context_default()!
        guard g_main_context_acquire(context) != 0 else { throw .glibContextOwnedByAnotherThread }
        g_main_context_ref(context)
        self.context = context
    }

    isolated deinit {
        g_main_context_release(context)
        g_main_context_unref(context)
    }

    public func prepareToPoll() -> (descriptors: [pollfd], timeout: TimeInterval?) {
        let ready = g_main_context_prepare(context, &priority) != 0
        var timeout: gint = -1
        var count = Int(
            g_main_context_query(context, priority, &timeout, &pollDescriptors, gint(pollDescriptors.count)))
        if count > pollDescriptors.count {
            // Too few slots: GLib said how many it needs; asked again with that many.
            pollDescriptors = Array(repeating: GPollFD(), count: count)
            count = Int(g_main_context_query(context, priority, &timeout, &pollDescriptors, gint(count)))
        }
        preparedCount = count
        isPrepared = true
        let descriptors = pollDescriptors[0..<count].map { descriptor in
            pollfd(fd: descriptor.fd, events: Int16(bitPattern: descriptor.events), revents: 0)
        }
        if ready { return (descriptors, 0) }
        return (descriptors, timeout < 0 ? nil : TimeInterval(timeout) / 1000)
    }

    public func pollDidReturn(_ descriptors: [pollfd]) {
        // Only after a prepare: GLib's check needs the priority and descriptors that prepare and query gave.
        guard isPrepared else { return }
        isPrepared = false
        for index in 0..<min(preparedCount, descriptors.count) {
            pollDescriptors[index].revents = UInt16(bitPattern: descriptors[index].revents)
        }
        if g_main_context_check(context, priority, &pollDescriptors, gint(preparedCount)) != 0 {
            g_main_context_dispatch(context)
        }
    }
}
