import CRunLoopHooks
import Dispatch
import Foundation

/// The two entry points libdispatch exports for a run loop that services the main queue itself.
///
/// Why: the input path's floor is one `poll()` on the main thread that wakes for the display connection, for
/// `DispatchQueue.main` (blocks, `Task { @MainActor in … }`, main-actor continuations) and for the next timer.
/// Foundation's `RunLoop` does the same wait through CoreFoundation, but adds an epoll set it edits on every turn
/// and several `getpid`/`gettid` calls; a Dispatch read source on the X connection adds a hop from libdispatch's
/// manager thread to the main thread for every X event. CoreFoundation on Linux services the main queue with two
/// functions libdispatch exports for it (`nm -D libdispatch.so`):
///
/// - `_dispatch_get_main_queue_handle_4CF()`: the main queue's wake-up handle, an eventfd on Linux that libdispatch
///   writes whenever a block is added to the main queue (it creates it on the first call);
/// - `_dispatch_main_queue_callback_4CF(_:)`: runs the blocks queued on the main queue (a snapshot: blocks they add
///   write the eventfd again, so the next turn runs them). It must be called on the main thread, and is a no-op
///   when called from inside a block the main queue is running.
///
/// They are not public API: no header declares them, and a future libdispatch could rename or drop them (Swift's
/// own Foundation would then have to change too). `CRunLoopHooks` declares them weak: a binary links and loads
/// without them, and when they are missing ``MainLoop`` runs its portable kind (Dispatch read sources on the
/// main queue, run by `RunLoop.main`), which costs the extra hop and system calls but works the same.
/// `Tests/OpenUIKitX11Tests/X11MainLoopTests.swift` runs every loop test on both.
///
/// Why weak declarations and not `dlsym`: with the Swift runtime linked into the executable
/// (`--static-swift-stdlib`, what README recommends for shipping) these functions are hidden symbols of the static
/// archives, which `dlsym` cannot see, so a lookup left every static build on the portable loop (found profiling
/// the side-by-side clicks, 2026-11-27); the linker binds a weak reference to them in both builds.
@_spi(Platform) public struct MainQueueHooks {
    /// The hooks, or nil when this libdispatch does not export them.
    public static func lookUp() -> MainQueueHooks? {
        openuikit_main_queue_hooks_available() != 0 ? MainQueueHooks() : nil
    }

    /// The main queue's eventfd.
    var wakeUpDescriptor: Int32 { openuikit_main_queue_wake_up_descriptor() }

    /// Clears the eventfd (it stays readable until read), then runs what the main queue holds: in that order, so a
    /// block queued while they run writes the eventfd again and the next wait returns at once.
    func drain(wakeUpDescriptor: Int32) {
        var value: UInt64 = 0
        _ = read(wakeUpDescriptor, &value, MemoryLayout<UInt64>.size)
        runQueuedBlocks()
    }

    /// Runs what the main queue holds, without touching the eventfd.
    func runQueuedBlocks() { openuikit_main_queue_run_blocks() }
}
