/// How a window's MIT-SHM segment was handed to the X server.
@_spi(Windowing) public enum X11SharedMemoryTransport: Equatable, Sendable {
    /// A System V segment the server attaches by its id: the server must be allowed to open it, which a server run
    /// as another user (a desktop's usual set-up) is not, since the segment is private to this process's user.
    case systemV
    /// A memory file (`memfd_create`) whose descriptor is passed on the connection (MIT-SHM 1.2, `ShmAttachFd`):
    /// the descriptor is the permission, so it works whatever user the server runs as.
    case fileDescriptor
}
