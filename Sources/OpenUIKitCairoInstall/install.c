// Installs OpenUIKitCairo as the core's graphics library when the program loads, so that linking the module is
// all an app or test does (Docs/Architecture.md, "The graphics seam"). The Swift side is a @_cdecl function.
extern void openuikit_cairo_install(void);

__attribute__((constructor)) static void openuikit_cairo_install_at_load(void) {
    openuikit_cairo_install();
}
