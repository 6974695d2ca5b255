import CX11
import Foundation

/// One window's MIT-SHM image: shared memory the X server has attached (a System V segment, or a memory file passed
/// as a descriptor: see ``X11SharedMemoryTransport``), which frames are drawn or copied into and put on the window
/// from, so the pixels never cross the socket.
///
/// Never tears: the protocol lets the server read the segment until it has processed the put (its ShmCompletion
/// event). Each present asks for that event on its last put and remembers the put's request serial; before the next
/// copy into the segment, ``waitUntilServerIsDone()`` checks Xlib's serial of the last thing read from the server.
/// Requests are processed in order and the completion event is sent while the put is processed, so once that
/// serial has passed the put, the server is done. It reads what has already arrived (no blocking), and only if the
/// server is still behind makes a round trip.
@MainActor
final class X11SharedMemoryImage {
    enum Failure: Error, CustomStringConvertible {
        case unsupportedFormat(bitsPerPixel: Int32)
        case segment(String)
        case attach(String)

        var description: String {
            switch self {
            case .unsupportedFormat(let bits): "the server's image format is \(bits) bits per pixel, not 32"
            case .segment(let what): "cannot make a shared memory segment: \(what)"
            case .attach(let error): "the X server cannot attach the shared memory segment (\(error))"
            }
        }
    }

    private let display: OpaquePointer
    let image: UnsafeMutablePointer<XImage>
    /// Xlib keeps a pointer to it in the image, so it lives on the heap.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    let width: Int, height: Int
    /// How the segment was handed to the server.
    let transport: X11SharedMemoryTransport
    private let byteCount: Int
    /// The serial of the present's last put; 0 when the server has finished with the segment.
    private var lastPutSerial: UInt = 0

    /// Makes the image and hands its segment to the server: first as a System V segment; if the server refuses that
    /// (it runs as another user) and `passDescriptor` allows it, as a memory file whose descriptor is passed on the
    /// connection. With `memoryFileFirst` (the caller expects the refusal) the memory file is offered first, and the
    /// System V segment only if the server does not take it. Each offer is appended to `attempts`.
    init(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int,
        memoryFileFirst: Bool = false, passDescriptor: () -> Bool, attempts: inout [X11SharedMemoryTransport]
    ) throws {
        self.display = display
        self.width = width
        self.height = height
        segment = .allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(width), UInt32(height))
        else {
            segment.deallocate()
            throw Failure.segment("XShmCreateImage failed")
        }
        guard image.pointee.bits_per_pixel == 32, image.pointee.byte_order == LSBFirst else {
            let bits = image.pointee.bits_per_pixel
            openuikit_destroy_image(image)
            segment.deallocate()
            throw Failure.unsupportedFormat(bitsPerPixel: bits)
        }
        byteCount = Int(image.pointee.bytes_per_line) * height
        do {
            transport = try Self.attach(
                byteCount, as: segment, on: display, memoryFileFirst: memoryFileFirst, passDescriptor: passDescriptor,
                attempts: &attempts)
        } catch {
            openuikit_destroy_borrowing_image(image)
            segment.deallocate()
            throw error
        }
        image.pointee.data = segment.pointee.shmaddr
        self.image = image
    }

    /// Hands a segment of `byteCount` bytes to the server in the order the initialiser describes; on success
    /// `segment` describes it.
    private static func attach(
        _ byteCount: Int, as segment: UnsafeMutablePointer<XShmSegmentInfo>, on display: OpaquePointer,
        memoryFileFirst: Bool, passDescriptor: () -> Bool, attempts: inout [X11SharedMemoryTransport]
    ) throws(Failure) -> X11SharedMemoryTransport {
        let offersMemoryFileFirst = memoryFileFirst && passDescriptor()
        if offersMemoryFileFirst {
            attempts.append(.fileDescriptor)
            if (try? attachMemoryFile(of: byteCount, as: segment, on: display)) != nil { return .fileDescriptor }
        }
        do {
            attempts.append(.systemV)
            try attachSystemVSegment(of: byteCount, as: segment, on: display)
            return .systemV
        } catch let refusal {
            guard case .attach = refusal, !offersMemoryFileFirst, passDescriptor() else { throw refusal }
            attempts.append(.fileDescriptor)
            do {
                try attachMemoryFile(of: byteCount, as: segment, on: display)
            } catch let failure {
                // Memory that could not be made says why; a server that refused this too, the first refusal.
                if case .segment = failure { throw failure }
                throw refusal
            }
            return .fileDescriptor
        }
    }

    /// Maps a memory file of `byteCount` bytes and passes its descriptor to the server (MIT-SHM 1.2); on success
    /// `segment` describes it. Throws ``Failure/segment(_:)`` when the memory cannot be made and
    /// ``Failure/attach(_:)`` when the server refuses it.
    private static func attachMemoryFile(
        of byteCount: Int, as segment: UnsafeMutablePointer<XShmSegmentInfo>, on display: OpaquePointer
    ) throws(Failure) {
        var failure: Int32 = 0
        guard let address = openuikit_shm_attach_memory_file(display, byteCount, &segment.pointee.shmseg, &failure)
        else {
            throw failure > 0
                ? Failure.segment(String(cString: strerror(failure))) : Failure.attach("X error \(-failure)")
        }
        segment.pointee.shmid = -1
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 1
    }

    /// Makes a private System V segment of `byteCount` bytes and asks the server to attach it; on success
    /// `segment` describes it. Throws ``Failure/attach(_:)`` when the server refuses it.
    private static func attachSystemVSegment(
        of byteCount: Int, as segment: UnsafeMutablePointer<XShmSegmentInfo>, on display: OpaquePointer
    ) throws(Failure) {
        let id = openuikit_shm_create(byteCount)
        guard id >= 0, let address = openuikit_shm_attach(id), address != UnsafeMutableRawPointer(bitPattern: -1)
        else {
            let reason = String(cString: strerror(errno))
            if id >= 0 { openuikit_shm_remove(id) }
            throw Failure.segment(reason)
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 1
        // Errors of earlier requests must not be taken for the attach's.
        XSync(display, 0)
        var accepted = false
        let errors = X11ProtocolErrors.shared.catchErrors(on: display) {
            accepted = XShmAttach(display, segment) != 0
            XSync(display, 0)
        }
        // Marked for removal now: the segment goes when both sides have detached, even if the process dies.
        openuikit_shm_remove(id)
        guard accepted, errors.isEmpty else {
            openuikit_shm_detach(address)
            throw Failure.attach(errors.first?.description ?? "XShmAttach failed")
        }
    }

    /// The segment's memory and row stride, for a renderer to draw its back buffer in.
    var memory: (pointer: UnsafeMutableRawPointer, stride: Int)? {
        UnsafeMutableRawPointer(image.pointee.data).map { ($0, Int(image.pointee.bytes_per_line)) }
    }

    /// Detaches the segment from the server and this process.
    func destroy() {
        XShmDetach(display, segment)
        switch transport {
        case .systemV: openuikit_shm_detach(segment.pointee.shmaddr)
        case .fileDescriptor: openuikit_unmap(segment.pointee.shmaddr, byteCount)
        }
        openuikit_destroy_borrowing_image(image)
        segment.deallocate()
    }

    /// Returns once the server has finished reading the segment for the previous present.
    func waitUntilServerIsDone() {
        guard lastPutSerial != 0 else { return }
        if openuikit_last_request_read(display) < lastPutSerial {
            _ = XEventsQueued(display, QueuedAfterReading)
        }
        if openuikit_last_request_read(display) < lastPutSerial {
            XSync(display, 0)
        }
        lastPutSerial = 0
    }

    /// Copies `rectangles` of a 32-bit back buffer into the segment and puts them on `drawable`.
    func present(
        _ rectangles: [X11PresentPath.PixelRect], from pixels: UnsafeRawPointer, stride: Int, on drawable: Drawable,
        gc: GC
    ) {
        guard !rectangles.isEmpty, let destination = UnsafeMutableRawPointer(image.pointee.data) else { return }
        waitUntilServerIsDone()
        let destinationStride = Int(image.pointee.bytes_per_line)
        // A back buffer drawn in the segment itself (the renderer's lent memory) needs no copy.
        for rect in rectangles where UnsafeRawPointer(destination) != pixels {
            for row in rect.y..<(rect.y + rect.height) {
                memcpy(
                    destination + row * destinationStride + rect.x * 4, pixels + row * stride + rect.x * 4,
                    rect.width * 4)
            }
        }
        for (index, rect) in rectangles.enumerated() {
            let isLast = index == rectangles.count - 1
            if isLast { lastPutSerial = openuikit_next_request(display) }
            XShmPutImage(
                display, drawable, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                UInt32(rect.width), UInt32(rect.height), isLast ? 1 : 0)
        }
    }
}
