import CCairoPango
import CX11
import Foundation
@_spi(Windowing) @_spi(Rendering) import OpenUIKitCore

/// How one connection's frames reach the X server: only the rectangles a frame drew (or an Expose uncovered) are
/// sent, through MIT-SHM when the server can attach this process's memory, else in the request stream.
///
/// - **Shared memory** (`X11SharedMemoryImage`, one per window): the rectangles are copied from the back buffer into
///   the segment and put with `XShmPutImage`; the pixels never cross the socket.
/// - **The socket**: `XPutImage` of each rectangle straight from the back buffer, which Xlib copies into the
///   request; used when `OPENUIKIT_NO_SHM=1`, when the server lacks MIT-SHM (a remote display), or when it refuses
///   the segment both ways: a server run as another user refuses a System V segment (BadAccess), and then gets the
///   memory as a passed descriptor if it speaks MIT-SHM 1.2 over a local socket (`OPENUIKIT_NO_SHM_FD=1` forbids
///   that). The first failure is reported once on standard error and in ``fallbackReason``; the connection then
///   stays on the socket.
/// - **Cairo**: painting the rectangles onto the window's Cairo Xlib surface, for visuals whose pixels are not
///   32-bit xRGB in the host's byte order (Cairo converts).
@MainActor
final class X11PresentPath {
    /// A rectangle of the back buffer, in pixels.
    struct PixelRect: Equatable {
        var x, y, width, height: Int

        /// The part inside `limits`, or nil if none.
        func clamped(to limits: PixelRect) -> PixelRect? {
            let minX = max(x, limits.x), minY = max(y, limits.y)
            let maxX = min(x + width, limits.x + limits.width), maxY = min(y + height, limits.y + limits.height)
            return maxX > minX && maxY > minY
                ? PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
        }
    }

    private let display: OpaquePointer
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    /// Whether the window's pixels are the back buffer's bytes (32-bit xRGB, little-endian like the host).
    let visualTakesBackBufferBytes: Bool
    /// Why frames go over the socket instead of shared memory; nil while shared memory is used (or untried).
    private(set) var fallbackReason: String?

    init(
        display: OpaquePointer, screen: Int32,
        environment: [String: String] = ProcessEnvironment.values(of: ["OPENUIKIT_NO_SHM", "OPENUIKIT_NO_SHM_FD"])
    ) {
        self.display = display
        visual = openuikit_default_visual(display, screen)
        depth = openuikit_default_depth(display, screen)
        visualTakesBackBufferBytes =
            (depth == 24 || depth == 32) && visual.pointee.red_mask == 0xFF0000 && visual.pointee.green_mask == 0xFF00
            && visual.pointee.blue_mask == 0xFF && openuikit_image_byte_order(display) == LSBFirst
            && UInt32(littleEndian: 1) == 1
        func isSet(_ name: String) -> Bool { environment[name].map { !$0.isEmpty && $0 != "0" } ?? false }
        environmentDisablesDescriptors = isSet("OPENUIKIT_NO_SHM_FD")
        if isSet("OPENUIKIT_NO_SHM") {
            fallBack("OPENUIKIT_NO_SHM is set")
        } else if XShmQueryExtension(display) == 0 {
            fallBack("the X server has no MIT-SHM extension")
        } else if !visualTakesBackBufferBytes {
            fallBack("the window visual is not 32-bit xRGB")
        }
    }

    /// Whether a segment the server refuses may be passed as a descriptor instead: asked of the server once, the
    /// first time it is needed (a server of this process's user never refuses, so never pays the round trip).
    private lazy var serverTakesDescriptors: Bool =
        !environmentDisablesDescriptors && openuikit_shm_can_pass_descriptors(display) != 0
    private let environmentDisablesDescriptors: Bool

    /// Whether the server is expected to refuse a System V segment (so a memory file is offered first): guessed from
    /// the connection's peer credentials — a server run as another user than this process's, and not as root (whom
    /// a segment's permissions do not stop), refuses one — then learned from what the server took. A refused segment
    /// costs three round trips, at the first frame of each window and again after each resize.
    private lazy var serverRefusesSystemVSegments: Bool = {
        let serverUser = openuikit_x_server_user(display)
        return serverUser > 0 && serverUser != Int(geteuid())
    }()

    /// The ways a segment was offered to the server, in order: what ``sharedImage(for:width:height:)`` tried, the
    /// latest ``keptAttempts`` of them (each resize offers a new segment, for as long as the app runs).
    private(set) var sharedMemoryAttempts: [X11SharedMemoryTransport] = []
    static let keptAttempts = 64

    /// Whether frames currently go through shared memory.
    var usesSharedMemory: Bool { fallbackReason == nil }

    private func fallBack(_ reason: String) {
        guard fallbackReason == nil else { return }
        fallbackReason = reason
        writeToStandardError("OpenUIKit: presenting frames over the X connection, without shared memory: \(reason).\n")
    }

    /// Puts `rectangles` of `backBuffer` (a Cairo ARGB32 image surface) on `record`'s window.
    func present(_ rectangles: [PixelRect], of backBuffer: OpaquePointer, on record: X11Window) {
        guard !rectangles.isEmpty, let pixels = cairo_image_surface_get_data(backBuffer) else { return }
        let stride = Int(cairo_image_surface_get_stride(backBuffer))
        let width = Int(cairo_image_surface_get_width(backBuffer))
        let height = Int(cairo_image_surface_get_height(backBuffer))
        guard visualTakesBackBufferBytes else {
            return paintWithCairo(rectangles, of: backBuffer, on: record)
        }
        if let image = sharedImage(for: record, width: width, height: height) {
            image.present(rectangles, from: pixels, stride: stride, on: record.xWindow, gc: record.gc)
            return
        }
        guard
            let image = XCreateImage(
                display, visual, UInt32(depth), ZPixmap, 0,
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(
                    to: CChar.self), UInt32(width), UInt32(height), 32, Int32(stride))
        else { return paintWithCairo(rectangles, of: backBuffer, on: record) }
        defer { openuikit_destroy_borrowing_image(image) }
        for rect in rectangles {
            XPutImage(
                display, record.xWindow, record.gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                UInt32(rect.width), UInt32(rect.height))
        }
    }

    /// The window's shared image at the back buffer's size, made (or remade) on demand; nil on the socket path.
    func sharedImage(for record: X11Window, width: Int, height: Int) -> X11SharedMemoryImage? {
        guard usesSharedMemory else { return nil }
        if let image = record.sharedImage, image.width == width, image.height == height { return image }
        record.sharedImage?.destroy()
        record.sharedImage = nil
        do {
            let image = try X11SharedMemoryImage(
                display: display, visual: visual, depth: depth, width: width, height: height,
                memoryFileFirst: serverRefusesSystemVSegments,
                passDescriptor: { [unowned self] in serverTakesDescriptors }, attempts: &sharedMemoryAttempts)
            // Learned either way: the next window or resize offers first what this server took.
            serverRefusesSystemVSegments = image.transport == .fileDescriptor
            record.sharedImage = image
        } catch {
            fallBack(String(describing: error))
        }
        if sharedMemoryAttempts.count > Self.keptAttempts {
            sharedMemoryAttempts.removeFirst(sharedMemoryAttempts.count - Self.keptAttempts)
        }
        return record.sharedImage
    }

    private func paintWithCairo(_ rectangles: [PixelRect], of backBuffer: OpaquePointer, on record: X11Window) {
        let cairo = cairo_create(record.surface)!
        for rect in rectangles {
            cairo_rectangle(cairo, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, backBuffer, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(record.surface)
    }
}
