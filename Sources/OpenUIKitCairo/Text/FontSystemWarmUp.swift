import CCairoPango
@_spi(Windowing) import OpenUIKitCore

/// Starts loading the font configuration early, so that a window's first frame does not wait for it.
///
/// Pango reads fontconfig's configuration (dozens of XML files and the font caches, about 10 ms here) on a thread
/// of its own, started when the calling thread's default font map is created, and blocks the first text layout until
/// it is done. Left alone, that happens during the first frame, so the whole load sits between showing a window and
/// seeing it. A process with a display to draw on starts the load when it is loaded, before `main`
/// (``startLoadingFontsAtLoad()``, from OpenUIKitCairo's load-time hook), and a backend calls ``startLoadingFonts()``
/// before its own set-up (opening the display, the app's launch, creating windows) in case it did not, so the load
/// runs alongside all of that.
@_spi(Rendering)
public enum FontSystemWarmUp {
    /// Creates this thread's default Pango font map, which starts fontconfig's initialisation in the background.
    /// Returns at once; idempotent; call it on the thread that will draw (the main thread).
    @MainActor
    public static func startLoadingFonts() {
        _ = pango_cairo_font_map_get_default()
    }

    /// ``startLoadingFonts()`` for OpenUIKitCairo's load-time hook, which runs on the main thread before `main`: only
    /// in a process with an X display to draw on (`DISPLAY` set), so command-line tools without one start no font
    /// thread. Starting there rather than in the backend's set-up took 0.3 ms off exec → first frame (median of six
    /// alternated rounds; Docs/BenchmarksLog.md, "Start-up").
    static func startLoadingFontsAtLoad() {
        guard ProcessEnvironment.value(of: "DISPLAY") != nil else { return }
        _ = pango_cairo_font_map_get_default()
    }
}
