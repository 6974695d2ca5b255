import Foundation

/// A problem ``MainLoop`` met and recovered from (or, for ``pollFailed(errno:)``, stopped at), as a value a test
/// can match; ``description`` is its text for people.
@_spi(Platform) public enum MainLoopDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// A registered descriptor was closed without being unregistered first (`poll` reported `POLLNVAL`): its
    /// source was removed, so it cannot make the loop spin.
    case sourceClosedWhileRegistered(fileDescriptor: Int32)
    /// `poll` failed with something other than `EINTR`; the loop returned.
    case pollFailed(errno: Int32)
    /// A GLib main context could not be run on this thread: another thread owns it.
    case glibContextOwnedByAnotherThread

    public var description: String {
        switch self {
        case .sourceClosedWhileRegistered(let descriptor):
            "file descriptor \(descriptor) was closed while registered with the main loop; its source was removed "
                + "(remove a source before closing its descriptor)"
        case .pollFailed(let errno):
            "poll failed (errno \(errno)); the main loop stopped"
        case .glibContextOwnedByAnotherThread:
            "the GLib main context is owned by another thread (g_main_context_acquire failed); run it there, or "
                + "give the main loop a context of its own"
        }
    }
}
