import CXKBCommon
import CXKBCommonX11
@_spi(Platform) import OpenUIKitPlatform

// The X11 half of the keyboard: the server's keymap, read over the XCB connection under Xlib. Translation itself is
// the platform's (`XKBKeyTranslator`), shared with any backend that gets a keymap.
extension XKBKeyTranslator {
    /// The keymap of the server's core keyboard on `display`, and the compose table of the process's locale
    /// (`LC_ALL`, `LC_CTYPE`, `LANG`; en_US.UTF-8's when none is set or found). Nil when the server has no XKB.
    public convenience init?(display: OpaquePointer) {
        guard let connection = XGetXCBConnection(display) else { return nil }
        guard
            xkb_x11_setup_xkb_extension(
                connection, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
                XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, nil, nil) != 0
        else { return nil }
        let device = xkb_x11_get_core_keyboard_device_id(connection)
        guard device >= 0, let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        guard let keymap = xkb_x11_keymap_new_from_device(context, connection, device, XKB_KEYMAP_COMPILE_NO_FLAGS)
        else {
            xkb_context_unref(context)
            return nil
        }
        self.init(context: context, keymap: keymap, composeLocale: Self.processLocale)
    }
}
