import CX11
import Foundation
@_spi(Clipboard) import OpenUIKitCore

/// `UIPasteboard` over X selections (ICCCM §2), as GTK's `gdkclipboard-x11.c`: CLIPBOARD for `UIPasteboard.general`,
/// PRIMARY for `UIPasteboard.primarySelection`.
///
/// - Publishing makes a hidden window of the app the selection's owner; other clients' requests are answered from
///   the event loop (`SelectionRequest`): `TARGETS`, and the text as `UTF8_STRING`, `text/plain;charset=utf-8`,
///   `STRING` and `TEXT`. Text larger than ``incrementalThreshold`` goes in `INCR` chunks, each sent when the
///   requestor deletes the last (`PropertyNotify`). Losing ownership (`SelectionClear`) forgets the text.
/// - Reading from another owner converts the selection to `UTF8_STRING` into a property of the hidden window and
///   waits for the answer (at most ``readTimeout``), following `INCR` transfers. The read blocks the main thread,
///   as `UIPasteboard`'s getters are synchronous; what the app itself owns is answered without a round trip.
@MainActor
final class X11Clipboard: SystemClipboard {
    /// Past this many bytes text goes in INCR chunks of this size (well under any server's request limit).
    static let incrementalThreshold = 64 * 1024
    /// How long a read waits for another client's answer.
    static let readTimeout: TimeInterval = 2

    private let display: OpaquePointer
    /// The hidden window that owns selections and receives transfers; made at the first copy or paste, so an app
    /// that never uses the clipboard costs the server (and its idle loop) nothing.
    private var createdWindow: Window?
    var window: Window {
        if let createdWindow { return createdWindow }
        let made = XCreateSimpleWindow(display, openuikit_default_root(display), -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, made, PropertyChangeMask)
        createdWindow = made
        return made
    }
    private let clipboardAtom, primaryAtom, targetsAtom, utf8Atom, plainTextAtom, textAtom, incrAtom, propertyAtom: Atom
    /// What this process owns, per selection atom.
    private var owned: [Atom: Data] = [:]
    /// INCR transfers under way: requestor window and property → what remains to send.
    private var outgoing: [OutgoingKey: Data] = [:]

    private struct OutgoingKey: Hashable {
        var window: Window
        var property: Atom
    }

    init(display: OpaquePointer) {
        self.display = display
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboardAtom = atom("CLIPBOARD")
        primaryAtom = Atom(XA_PRIMARY)
        targetsAtom = atom("TARGETS")
        utf8Atom = atom("UTF8_STRING")
        plainTextAtom = atom("text/plain;charset=utf-8")
        textAtom = atom("TEXT")
        incrAtom = atom("INCR")
        propertyAtom = atom("OPENUIKIT_SELECTION")
    }

    func destroy() {
        if let createdWindow { XDestroyWindow(display, createdWindow) }
        createdWindow = nil
    }

    private func selection(primary: Bool) -> Atom { primary ? primaryAtom : clipboardAtom }

    // MARK: - SystemClipboard

    func publish(_ strings: [String], primary: Bool) {
        let selection = selection(primary: primary)
        guard let first = strings.first else {
            owned[selection] = nil
            if XGetSelectionOwner(display, selection) == window { XSetSelectionOwner(display, selection, 0, 0) }
            XFlush(display)
            return
        }
        owned[selection] = Data(first.utf8)
        XSetSelectionOwner(display, selection, window, 0)
        XFlush(display)
    }

    func readString(primary: Bool) -> String? {
        let selection = selection(primary: primary)
        if let data = owned[selection], XGetSelectionOwner(display, selection) == window {
            return String(decoding: data, as: UTF8.self)
        }
        guard XGetSelectionOwner(display, selection) != 0 else { return nil }
        XDeleteProperty(display, window, propertyAtom)
        XConvertSelection(display, selection, utf8Atom, propertyAtom, window, 0)
        XFlush(display)
        var event = XEvent()
        guard waitFor(SelectionNotify, into: &event), event.xselection.property != 0 else { return nil }
        guard let (type, bytes) = takeProperty() else { return nil }
        if type == incrAtom { return readIncrementally() }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Reading

    /// Reads and deletes the hidden window's property (deleting asks an INCR owner for the next chunk).
    private func takeProperty() -> (Atom, Data)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var value: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, window, propertyAtom, 0, Int.max / 4, 1, Atom(AnyPropertyType), &type, &format, &count,
                &remaining, &value) == Success
        else { return nil }
        defer { if let value { XFree(value) } }
        let bytes = format == 8 && count > 0 && value != nil ? Data(bytes: value!, count: Int(count)) : Data()
        XFlush(display)
        return (type, bytes)
    }

    private func readIncrementally() -> String? {
        var text = Data()
        var event = XEvent()
        while waitFor(PropertyNotify, into: &event, where: { $0.xproperty.state == PropertyNewValue }) {
            guard event.xproperty.atom == propertyAtom, let (_, chunk) = takeProperty() else { continue }
            if chunk.isEmpty { return String(decoding: text, as: UTF8.self) }
            text.append(chunk)
        }
        return nil
    }

    /// Waits for an event of `type` on the hidden window, leaving every other event queued for the loop.
    private func waitFor(
        _ type: Int32, into event: inout XEvent, where accept: (XEvent) -> Bool = { _ in true }
    ) -> Bool {
        let deadline = Date().addingTimeInterval(Self.readTimeout)
        while Date() < deadline {
            while XCheckTypedWindowEvent(display, window, type, &event) != 0 {
                if accept(event) { return true }
            }
            var descriptor = pollfd(fd: openuikit_connection_number(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            _ = XEventsQueued(display, QueuedAfterReading)
        }
        return false
    }

    // MARK: - Serving other clients (called from the backend's event loop)

    /// Handles selection events; false for events that are not the clipboard's.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.window == createdWindow:
            owned[event.xselectionclear.selection] = nil
            return true
        case PropertyNotify where event.xproperty.state == PropertyDelete:
            let key = OutgoingKey(window: event.xproperty.window, property: event.xproperty.atom)
            guard outgoing[key] != nil else { return false }
            sendNextChunk(key)
            return true
        default:
            return false
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        // Old clients may leave the property unset; ICCCM says use the target then.
        let property = request.property != 0 ? request.property : request.target
        var succeeded = false
        if request.owner == createdWindow, let data = owned[request.selection] {
            if request.target == targetsAtom {
                var targets = [targetsAtom, utf8Atom, plainTextAtom, Atom(XA_STRING), textAtom]
                let count = Int32(targets.count)
                targets.withUnsafeMutableBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                succeeded = true
            } else if [utf8Atom, plainTextAtom, Atom(XA_STRING), textAtom].contains(request.target) {
                let type = request.target == textAtom ? utf8Atom : request.target
                if data.count > Self.incrementalThreshold {
                    var size = data.count
                    XSelectInput(display, request.requestor, PropertyChangeMask)
                    withUnsafeBytes(of: &size) { bytes in
                        _ = XChangeProperty(
                            display, request.requestor, property, incrAtom, 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                    }
                    outgoing[OutgoingKey(window: request.requestor, property: property)] = data
                    incrementalTypes[OutgoingKey(window: request.requestor, property: property)] = type
                } else {
                    setProperty(request.requestor, property, type: type, data)
                }
                succeeded = true
            }
        }
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.display = display
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = succeeded ? property : 0
        notify.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &notify)
        XFlush(display)
    }

    /// The type each INCR transfer sends its chunks as.
    private var incrementalTypes: [OutgoingKey: Atom] = [:]

    private func sendNextChunk(_ key: OutgoingKey) {
        guard let remaining = outgoing[key] else { return }
        let type = incrementalTypes[key] ?? utf8Atom
        let chunk = remaining.prefix(Self.incrementalThreshold)
        setProperty(key.window, key.property, type: type, Data(chunk))
        if chunk.isEmpty {
            // The zero-length chunk ends the transfer.
            outgoing[key] = nil
            incrementalTypes[key] = nil
        } else {
            outgoing[key] = Data(remaining.dropFirst(chunk.count))
        }
        XFlush(display)
    }

    private func setProperty(_ window: Window, _ property: Atom, type: Atom, _ data: Data) {
        var bytes = [UInt8](data)
        if bytes.isEmpty {
            _ = XChangeProperty(display, window, property, type, 8, PropModeReplace, nil, 0)
            return
        }
        bytes.withUnsafeMutableBufferPointer { buffer in
            _ = XChangeProperty(
                display, window, property, type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }
}
