import CCairoPango
import CX11
import Foundation
@_spi(Accessibility) import OpenUIKitAccessibility
@_spi(Rendering) import OpenUIKitCairo
@_spi(Windowing) @_spi(Rendering) @_spi(Input) import OpenUIKitCore

// Windows: the core tells the backend what the app did (BackendWindowHost); the X server tells it what the user
// or the window manager did (X11Backend.handle); this file keeps the X windows in step with both.

@_spi(Windowing) extension X11Backend: BackendWindowHost {
    public func windowDidShow(_ window: UIWindow) {
        let record = record(for: window) ?? create(window)
        guard !record.isMapped else { return }
        record.isMapped = true
        XMapWindow(display, record.xWindow)
        XFlush(display)
        window.renderer.invalidateAll()
    }

    public func windowDidHide(_ window: UIWindow) {
        guard let record = record(for: window), record.isMapped else { return }
        record.isMapped = false
        XUnmapWindow(display, record.xWindow)
        XFlush(display)
    }

    public func windowDidChangeFrame(_ window: UIWindow) {
        guard let record = record(for: window) else { return }
        let frame = window.frame
        let size = pixelSize(of: frame)
        XMoveResizeWindow(
            display, record.xWindow, Int32(frame.minX * scale), Int32(frame.minY * scale),
            UInt32(size.width), UInt32(size.height))
        resizeSurface(of: record, to: size)
        XFlush(display)
    }

    public func windowDidClose(_ identifier: UIWindow.Identifier) {
        guard let xWindow = windowsByIdentifier[identifier], let record = windows[xWindow] else { return }
        destroy(record)
    }

    public func windowNeedsFrame(_ window: UIWindow) {
        scheduleFrame()
    }
}

extension X11Backend {
    func record(for window: UIWindow) -> X11Window? {
        windowsByIdentifier[window.identifier].flatMap { windows[$0] }
    }

    /// The X window showing `window`, if it has one.
    public func xWindow(for window: UIWindow) -> UInt? {
        record(for: window).map { UInt($0.xWindow) }
    }

    private func pixelSize(of frame: CGRect) -> CGSize {
        CGSize(width: max((frame.width * scale).rounded(), 1), height: max((frame.height * scale).rounded(), 1))
    }

    /// Creates (unmapped) the X window for `window`: its title, class, pid and close protocol, the events the
    /// backend needs from it.
    private func create(_ window: UIWindow) -> X11Window {
        application?.backendWindow(window, didChangeScaleTo: scale)
        let frame = window.frame
        let size = pixelSize(of: frame)
        let xWindow = XCreateSimpleWindow(
            display, openuikit_default_root(display), Int32(frame.minX * scale),
            Int32(frame.minY * scale), UInt32(size.width), UInt32(size.height), 0, 0, 0)
        XStoreName(display, xWindow, window.accessibilityIdentifier ?? ProcessInfo.processInfo.processName)
        var classHint = XClassHint()
        let instanceName = strdup(ProcessInfo.processInfo.processName), className = strdup("OpenUIKit")
        classHint.res_name = instanceName
        classHint.res_class = className
        XSetClassHint(display, xWindow, &classHint)
        free(instanceName)
        free(className)
        var pid = UInt(getpid())
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(
                display, xWindow, pidAtom, XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var protocols = [wmDeleteWindow]
        XSetWMProtocols(display, xWindow, &protocols, 1)
        XSelectInput(display, xWindow, ExposureMask | StructureNotifyMask | FocusChangeMask)
        devices.selectInput(on: xWindow)
        inputMethod?.attach(xWindow, for: window.identifier)
        let record = X11Window(
            window: window, xWindow: xWindow, display: display, visual: openuikit_default_visual(display, screen),
            gc: XCreateGC(display, xWindow, 0, nil), pixelSize: size)
        windows[xWindow] = record
        windowsByIdentifier[window.identifier] = xWindow
        hadWindows = true
        let storage = X11BackBufferStorage(presentPath: presentPath, record: record)
        record.backBufferStorage = storage
        window.renderer.backBufferStorage = storage
        window.renderer.discardBackBuffer()
        return record
    }

    /// Forgets the X window, then destroys it (so its DestroyNotify is recognised as ours).
    func destroy(_ record: X11Window) {
        forget(record)
        XDestroyWindow(display, record.xWindow)
        XFlush(display)
    }

    private func forget(_ record: X11Window) {
        inputMethod?.detach(record.xWindow)
        cursors.forget(record.xWindow)
        windows[record.xWindow] = nil
        windowsByIdentifier[record.identifier] = nil
        if let surface = record.madeSurface { cairo_surface_destroy(surface) }
        // The renderer may be drawing in the segment: it lets go before the segment goes.
        if let renderer = record.window?.renderer, renderer.backBufferStorage === record.backBufferStorage {
            renderer.discardBackBuffer()
            renderer.backBufferStorage = nil
        }
        record.backBufferStorage = nil
        record.sharedImage?.destroy()
        record.sharedImage = nil
        XFreeGC(display, record.gc)
    }

    /// Another client destroyed the X window (xdotool windowclose, a window manager's kill): the `UIWindow`
    /// closes, as if its user had closed it.
    func windowWasDestroyed(_ record: X11Window) {
        forget(record)
        if let window = record.window { application?.backendWindowDidClose(window) }
    }

    /// The server resized the X window (the user, a window manager): the `UIWindow` takes the new size.
    func configure(_ record: X11Window, pixelSize size: CGSize) {
        guard size != record.pixelSize else { return }
        resizeSurface(of: record, to: size)
        guard let window = record.window else { return }
        var frame = window.frame
        frame.size = CGSize(width: size.width / scale, height: size.height / scale)
        application?.backendWindow(window, didChangeFrameTo: frame)
    }

    private func resizeSurface(of record: X11Window, to size: CGSize) {
        guard size != record.pixelSize else { return }
        record.pixelSize = size
        if let surface = record.madeSurface {
            cairo_xlib_surface_set_size(surface, Int32(size.width), Int32(size.height))
        }
    }

    // MARK: - Frames

    /// Draws every mapped window with damage and puts on it just the rectangles the frame drew.
    func drawFrame() {
        guard !isShutDown, let application else { return }
        application.drainEventQueue()
        var presented: [(UIWindow, [CGRect])] = []
        for record in windows.values where record.isMapped {
            guard let window = record.window else { continue }
            if let frame = window.renderer.renderIfNeeded() {
                let scale = window.renderer.scale
                present(
                    record,
                    area: frame.isFullRedraw
                        ? nil
                        : frame.rectangles.map { $0.applying(CGAffineTransform(scaleX: scale, y: scale)) })
                presented.append((window, frame.rectangles))
            }
        }
        XFlush(display)
        for (window, rectangles) in presented {
            application.backendDidPresentFrame(of: window, rectangles: rectangles)
        }
        if accessibilityBridgePending, !presented.isEmpty {
            // Start-up cost nothing: the bridge reads the session bus only once the user sees a window.
            accessibilityBridgePending = false
            ATSPIBridge.start(for: application)
        }
    }

    /// Part of an Expose series: the area is put from the back buffer when the series ends (`count` 0).
    func windowWasExposed(_ record: X11Window, area: CGRect, remaining: Int32) {
        let rect = X11PresentPath.PixelRect(
            x: Int(area.minX), y: Int(area.minY), width: Int(area.width), height: Int(area.height))
        record.exposedArea.append(rect)
        guard remaining == 0 else { return }
        let exposed = record.exposedArea
        record.exposedArea = []
        present(record, pixels: exposed)
        XFlush(display)
    }

    /// Puts `area` (pixels; nil: the whole window) of the back buffer on the window.
    func present(_ record: X11Window, area: [CGRect]? = nil) {
        let pixels = area?.map { rect in
            let minX = Int(rect.minX.rounded(.down)), minY = Int(rect.minY.rounded(.down))
            return X11PresentPath.PixelRect(
                x: minX, y: minY, width: Int(rect.maxX.rounded(.up)) - minX, height: Int(rect.maxY.rounded(.up)) - minY)
        }
        present(record, pixels: pixels)
    }

    private func present(_ record: X11Window, pixels: [X11PresentPath.PixelRect]?) {
        guard let backBuffer = record.window?.renderer.backBufferSurface else { return }
        // Only what both the back buffer and the window have.
        let width = min(Int(cairo_image_surface_get_width(backBuffer)), Int(record.pixelSize.width))
        let height = min(Int(cairo_image_surface_get_height(backBuffer)), Int(record.pixelSize.height))
        let whole = X11PresentPath.PixelRect(x: 0, y: 0, width: width, height: height)
        let rectangles = (pixels ?? [whole]).compactMap { $0.clamped(to: whole) }
        presentPath.present(rectangles, of: backBuffer, on: record)
    }

    /// Whether `window`'s renderer draws its back buffer in the window's shared memory segment (so presents copy
    /// nothing). For tests.
    @_spi(Windowing) public func drawsInSharedMemory(_ window: UIWindow) -> Bool {
        guard let segment = record(for: window)?.sharedImage?.memory?.pointer,
            let backBuffer = window.renderer.backBufferSurface
        else { return false }
        return cairo_image_surface_get_data(backBuffer).map { UnsafeMutableRawPointer($0) == segment } ?? false
    }

    /// Whether `window`'s Cairo Xlib surface has been made (it is made at first use: a screenshot, or a present on a
    /// visual Cairo converts for). For tests.
    @_spi(Windowing) public func hasCairoXlibSurface(_ window: UIWindow) -> Bool {
        record(for: window)?.madeSurface != nil
    }

    /// How `window`'s frames reach the server through shared memory; nil when they go over the socket. For
    /// diagnostics and tests.
    @_spi(Windowing) public func sharedMemoryTransport(of window: UIWindow) -> X11SharedMemoryTransport? {
        record(for: window)?.sharedImage?.transport
    }

    /// The ways a shared memory segment was offered to the server, in order (each window's, and again after a
    /// resize), the latest 64: a System V segment, a memory file passed as a descriptor. For diagnostics and tests.
    @_spi(Windowing) public var sharedMemoryAttempts: [X11SharedMemoryTransport] { presentPath.sharedMemoryAttempts }

    /// Whether frames go through MIT-SHM; when not, why (also said once on standard error). For diagnostics and
    /// tests.
    @_spi(Windowing) public var presentsWithSharedMemory: (usesSharedMemory: Bool, fallbackReason: String?) {
        (presentPath.usesSharedMemory, presentPath.fallbackReason)
    }

    /// What the X server shows for `window`, read back with XGetImage: for tests and screenshots.
    public func screenshot(of window: UIWindow) -> UIImage? {
        guard let record = record(for: window) else { return nil }
        XSync(display, 0)
        let width = Int32(record.pixelSize.width), height = Int32(record.pixelSize.height)
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        // Frames and other clients draw on the window behind Cairo's back: drop anything it kept of it.
        cairo_surface_mark_dirty(record.surface)
        let cairo = cairo_create(image)!
        cairo_set_source_surface(cairo, record.surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(image)
        return UIImage(cairoImageSurface: image, scale: scale)
    }
}
