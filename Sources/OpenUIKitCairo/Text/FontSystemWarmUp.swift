import CCairoPango
@_spi(Backends) import OpenUIKitCore

/// Starts loading the font configuration early, so that a window's first frame does not wait for it.
///
/// Pango reads fontconfig's configuration (dozens of XML files and the font caches, about 10 ms here) on a thread
/// of its own, started when the calling thread's default font map is created, and blocks the first text layout until
/// it is done. Left alone, that happens during the first frame, so the whole load sits between showing a window and
/// seeing it. A backend calls ``startLoadingFonts()`` before its own set-up (opening the display, the app's launch,
/// creating windows) so the load runs alongside them.
@_spi(Backends)
public enum FontSystemWarmUp {
    /// Creates this thread's default Pango font map, which starts fontconfig's initialisation in the background.
    /// Returns at once; idempotent; call it on the thread that will draw (the main thread).
    @MainActor
    public static func startLoadingFonts() {
        _ = pango_cairo_font_map_get_default()
    }
}
