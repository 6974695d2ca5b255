import CX11
import Foundation
import OpenUIKitCore

/// Pointer shapes for the X11 backend: each ``UICursor`` name is loaded once from the user's cursor theme with
/// libXcursor (`XCURSOR_THEME`, `XCURSOR_SIZE`, the `Xcursor.theme` resource; the library is opened at the first
/// cursor, not at launch), falling back to the X core cursor font's nearest shape when no theme has it (a bare
/// server), and set on the window with `XDefineCursor`.
struct X11Cursors {
    private var loaded: [String: Cursor] = [:]
    /// The shape each X window shows, by name.
    private(set) var shown: [Window: String] = [:]

    /// The X core cursor-font shape standing in for a theme name.
    static func fontShape(for name: String) -> UInt32 {
        switch name {
        case "text": UInt32(XC_xterm)
        case "pointer": UInt32(XC_hand2)
        case "ew-resize": UInt32(XC_sb_h_double_arrow)
        case "ns-resize": UInt32(XC_sb_v_double_arrow)
        case "nwse-resize": UInt32(XC_bottom_right_corner)
        case "nesw-resize": UInt32(XC_bottom_left_corner)
        case "move": UInt32(XC_fleur)
        case "not-allowed": UInt32(XC_X_cursor)
        default: UInt32(XC_left_ptr)
        }
    }

    mutating func cursor(named name: String, display: OpaquePointer) -> Cursor {
        if let cursor = loaded[name] { return cursor }
        var cursor = openuikit_xcursor_load(display, name)
        if cursor == 0 { cursor = XCreateFontCursor(display, Self.fontShape(for: name)) }
        loaded[name] = cursor
        return cursor
    }

    mutating func show(_ name: String, on xWindow: Window, display: OpaquePointer) {
        guard shown[xWindow] != name else { return }
        XDefineCursor(display, xWindow, cursor(named: name, display: display))
        shown[xWindow] = name
    }

    mutating func forget(_ xWindow: Window) {
        shown[xWindow] = nil
    }
}

extension X11Backend {
    /// The core saw the pointer move onto a view with another shape.
    public func windowDidChangeCursor(_ window: UIWindow, to cursor: UICursor) {
        guard let record = record(for: window) else { return }
        cursors.show(cursor.name, on: record.xWindow, display: display)
        XFlush(display)
    }

    /// The cursor name the X window of `window` shows, if the core ever set one (for tests and tools).
    public func cursorName(of window: UIWindow) -> String? {
        record(for: window).flatMap { cursors.shown[$0.xWindow] }
    }
}
