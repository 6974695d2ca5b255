import CX11
import Foundation
@_spi(Windowing) @_spi(Input) import OpenUIKitCore
@_spi(Platform) import OpenUIKitPlatform

/// A client of X's input method protocol (XIM) for one connection, so IBus, fcitx and other input methods work:
/// Chinese, Japanese and Korean users type through one.
///
/// - **When**: only when `XMODIFIERS` names an input method (`@im=ibus`, `@im=fcitx`; not `@im=none`) and
///   `OPENUIKIT_NO_XIM` is unset. Otherwise keys go straight through XKB as before (compose sequences and dead keys
///   work without an input method). Opening it makes the process's character-type locale UTF-8.
/// - **Which keys**: a key goes to the input method only while the window's first responder takes text (a
///   ``UIKeyInput``), so an input method left in Chinese mode does not eat an app's shortcuts elsewhere; the
///   toolkit's own chords (shake, media keys) never go to it. The key events are XI2's; Xlib's XIM code takes core
///   events, so each is passed to `XFilterEvent` as the core event the server would have sent.
/// - **What comes back**: keys the input method does not want come back as core key events and are translated
///   through XKB like any key; committed text comes as a core key event with keycode 0, read with
///   `Xutf8LookupString` and delivered as ``RawInput/TextInputSample/insertText(_:)``.
/// - **The composition**: on the spot when the input method allows it (preedit callbacks, turned into
///   ``RawInput/TextInputSample/setMarkedText(_:caret:)`` and ``RawInput/TextInputSample/unmarkText``, which a
///   ``UITextField`` shows underlined at its caret); else over the spot (the input method draws it at the caret,
///   which is sent as the spot location on each key); else in the input method's own window.
/// - A field losing focus ends the composition (`Xutf8ResetIC`), as UIKit's text system does.
///
/// Not done: an input method started after the app (`XRegisterIMInstantiateCallback`), an input method that dies
/// while the app runs (keys then go on to it; restart the app), and a status area.
@MainActor
final class X11InputMethod {
    /// One window's input context and the composition it shows.
    final class Context {
        let ic: XIC
        let window: UIWindow.Identifier
        let callbacks: UnsafeMutablePointer<openuikit_preedit_context>
        /// The composition as the preedit callbacks drew it, in characters (XIM counts characters).
        var preedit: [Unicode.Scalar] = []
        var caret = 0
        var isFocused = false
        /// Keys the input method handed back, down now: a second press of one is the server's auto-repeat.
        var forwardedKeysDown: Set<UInt32> = []
        weak var inputMethod: X11InputMethod?

        init(ic: XIC, window: UIWindow.Identifier, callbacks: UnsafeMutablePointer<openuikit_preedit_context>) {
            self.ic = ic
            self.window = window
            self.callbacks = callbacks
        }

        var preeditText: String {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: preedit)
            return String(text)
        }

        /// The caret's offset in UTF-16 units, as `setMarkedText` counts.
        var utf16Caret: Int {
            preedit.prefix(min(max(caret, 0), preedit.count)).reduce(0) { $0 + $1.utf16.count }
        }
    }

    private let display: OpaquePointer
    private let im: XIM
    /// The input style every context uses (`XIMPreeditCallbacks | XIMStatusNothing` and so on).
    let style: UInt
    private var contexts: [Window: Context] = [:]
    /// Where compositions and commits go: the backend enqueues them on the application.
    var deliver: (UIWindow.Identifier, RawInput.TextInputSample) -> Void = { _, _ in }
    /// The last spot location sent (over-the-spot styles), so an unchanged caret costs no request.
    private var lastSpot: (Window, Int16, Int16)?

    /// Opens the input method `XMODIFIERS` names, or returns nil (none named, `OPENUIKIT_NO_XIM`, or Xlib could
    /// not: the input method is not running). Why not is said once on standard error when one was named.
    static func open(
        display: OpaquePointer,
        environment: [String: String] = ProcessEnvironment.values(of: ["XMODIFIERS", "OPENUIKIT_NO_XIM"])
    )
        -> X11InputMethod?
    {
        guard let modifiers = environment["XMODIFIERS"], modifiers.contains("@im="), !modifiers.contains("@im=none"),
            environment["OPENUIKIT_NO_XIM"].map({ $0.isEmpty || $0 == "0" }) ?? true
        else { return nil }
        guard let im = openuikit_xim_open(display) else {
            writeToStandardError(
                "OpenUIKit: cannot open the input method of XMODIFIERS=\(modifiers); typing goes through XKB only.\n")
            return nil
        }
        let style = openuikit_xim_choose_style(im)
        guard style != 0 else {
            XCloseIM(im)
            writeToStandardError(
                "OpenUIKit: the input method of XMODIFIERS=\(modifiers) offers no usable input style.\n")
            return nil
        }
        return X11InputMethod(display: display, im: im, style: style)
    }

    private init(display: OpaquePointer, im: XIM, style: UInt) {
        self.display = display
        self.im = im
        self.style = style
    }

    /// Whether the composition is drawn by the toolkit (on the spot).
    var drawsCompositionInClient: Bool { style & UInt(XIMPreeditCallbacks) != 0 }

    // MARK: - Windows

    /// Gives `xWindow` an input context (unfocused until a text field there takes a key).
    func attach(_ xWindow: Window, for window: UIWindow.Identifier) {
        let callbacks = UnsafeMutablePointer<openuikit_preedit_context>.allocate(capacity: 1)
        callbacks.initialize(to: openuikit_preedit_context())
        guard let ic = openuikit_xic_create(im, xWindow, style, callbacks) else {
            callbacks.deallocate()
            writeToStandardError("OpenUIKit: the input method refused an input context; typing goes through XKB.\n")
            return
        }
        let context = Context(ic: ic, window: window, callbacks: callbacks)
        context.inputMethod = self
        callbacks.pointee.context = Unmanaged.passUnretained(context).toOpaque()
        callbacks.pointee.handler = { context, kind, caret, first, length, utf8 in
            guard let context else { return }
            let owner = Unmanaged<Context>.fromOpaque(context).takeUnretainedValue()
            let text = utf8.map { String(cString: $0) }
            MainActor.assumeIsolated {
                owner.inputMethod?.preeditChanged(
                    owner, kind: kind, caret: Int(caret), first: Int(first), length: Int(length), text: text)
            }
        }
        contexts[xWindow] = context
    }

    /// Destroys `xWindow`'s input context (before the window goes).
    func detach(_ xWindow: Window) {
        guard let context = contexts.removeValue(forKey: xWindow) else { return }
        XDestroyIC(context.ic)
        context.callbacks.deallocate()
        if lastSpot?.0 == xWindow { lastSpot = nil }
    }

    /// Closes the input method (every context first).
    func close() {
        for xWindow in Array(contexts.keys) { detach(xWindow) }
        XCloseIM(im)
    }

    // MARK: - Events

    /// Lets Xlib's XIM code take the events that carry its protocol (client messages, properties) and the key
    /// events it sent to the input method. True when the event was the input method's.
    func filter(_ event: inout XEvent) -> Bool {
        XFilterEvent(&event, 0) != 0
    }

    /// Offers an XI2 key event to the input method while `window`'s first responder takes text. True when the
    /// input method took it (it will commit text, or hand the key back as a core event).
    func offer(_ device: XIDeviceEvent, type: Int32, in window: UIWindow) -> Bool {
        guard let context = contexts[device.event] else { return false }
        guard let responder = window.firstResponder, responder is UIKeyInput else {
            unfocus(context)
            return false
        }
        if !context.isFocused {
            XSetICFocus(context.ic)
            context.isFocused = true
        }
        if !drawsCompositionInClient, let field = responder as? UITextField { sendSpot(of: field, to: device.event) }
        var event = XEvent()
        event.xkey = XKeyEvent(
            type: type == XI_KeyPress ? KeyPress : KeyRelease, serial: 0, send_event: 0, display: display,
            window: device.event, root: device.root, subwindow: device.child, time: device.time,
            x: Int32(device.event_x), y: Int32(device.event_y), x_root: Int32(device.root_x),
            y_root: Int32(device.root_y),
            state: UInt32(bitPattern: device.mods.effective) | (UInt32(bitPattern: device.group.effective) & 3) << 13,
            keycode: UInt32(device.detail), same_screen: 1)
        return XFilterEvent(&event, device.event) != 0
    }

    /// A core key event in the queue: the input method committed text (keycode 0) or handed a key back. Returns
    /// the key to translate through XKB, or nil when it was text (delivered here) or not for a window of ours.
    func handleCoreKey(_ key: inout XKeyEvent) -> XKBKeyEventRecord? {
        guard let context = contexts[key.window] else { return nil }
        guard key.keycode != 0 else {
            if key.type == KeyPress, let text = lookUpCommittedText(&key, in: context) {
                deliver(context.window, .insertText(text))
            }
            return nil
        }
        let isPress = key.type == KeyPress
        let isRepeat = isPress && context.forwardedKeysDown.contains(key.keycode)
        if isPress {
            context.forwardedKeysDown.insert(key.keycode)
        } else {
            context.forwardedKeysDown.remove(key.keycode)
        }
        return XKBKeyEventRecord(
            isPress: isPress, isRepeat: isRepeat, keycode: key.keycode, baseModifiers: key.state & 0xFF,
            lockedGroup: (key.state >> 13) & 3)
    }

    /// The window lost keyboard focus: its composition ends and the input method stops listening to it.
    func windowLostFocus(_ xWindow: Window) {
        guard let context = contexts[xWindow] else { return }
        unfocus(context)
    }

    private func unfocus(_ context: Context) {
        guard context.isFocused else { return }
        context.isFocused = false
        context.forwardedKeysDown.removeAll()
        if !context.preedit.isEmpty {
            openuikit_xic_reset(context.ic)
            context.preedit = []
            context.caret = 0
            deliver(context.window, .unmarkText)
        }
        XUnsetICFocus(context.ic)
    }

    private func lookUpCommittedText(_ key: inout XKeyEvent, in context: Context) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        var keysym: KeySym = 0
        var status: Int32 = 0
        var count = Xutf8LookupString(context.ic, &key, &buffer, Int32(buffer.count - 1), &keysym, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context.ic, &key, &buffer, count, &keysym, &status)
        }
        guard status == XLookupChars || status == XLookupBoth, count > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func sendSpot(of field: UITextField, to xWindow: Window) {
        guard let window = field.window else { return }
        let caret = field.convert(field.caretRect, to: window)
        let scale = window.screenScale
        let spot = (
            xWindow, Int16(clamping: Int((caret.minX * scale).rounded())),
            Int16(clamping: Int((caret.maxY * scale).rounded()))
        )
        guard let context = contexts[xWindow], lastSpot.map({ $0 != spot }) ?? true else { return }
        lastSpot = spot
        openuikit_xic_set_spot(context.ic, spot.1, spot.2)
    }

    // MARK: - The composition

    /// A preedit callback (inside `XFilterEvent`): the composition is kept as the input method draws it and sent
    /// to the window's first responder as marked text.
    private func preeditChanged(_ context: Context, kind: Int32, caret: Int, first: Int, length: Int, text: String?) {
        switch kind {
        case Int32(OPENUIKIT_PREEDIT_START):
            context.preedit = []
            context.caret = 0
            return
        case Int32(OPENUIKIT_PREEDIT_DONE):
            let hadText = !context.preedit.isEmpty
            context.preedit = []
            context.caret = 0
            if hadText { deliver(context.window, .unmarkText) }
            return
        case Int32(OPENUIKIT_PREEDIT_DRAW):
            // Out-of-range changes from a confused input method are clamped, never trusted.
            let lower = min(max(first, 0), context.preedit.count)
            let upper = min(max(lower + length, lower), context.preedit.count)
            context.preedit.replaceSubrange(lower..<upper, with: Array((text ?? "").unicodeScalars))
            context.caret = caret
        default:
            context.caret = caret
        }
        deliver(context.window, .setMarkedText(context.preeditText, caret: context.utf16Caret))
    }
}
