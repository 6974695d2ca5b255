// The few Xlib calls OpenUIKitDrive makes on the backend's own connection (X11Backend.display) to check what the
// X server shows, as gtkb does: read a root pixel, find a window's root position, scribble on a window. Xlib's
// function-like macros (DefaultRootWindow, XGetPixel, XDestroyImage) do not import into Swift, hence these wrappers.
#include <X11/Xlib.h>
#include <X11/Xutil.h>

/// What is on screen at root (x, y) as 0xRRGGBB; -1 outside the screen or when it cannot be read.
static inline long drive_root_pixel(Display *display, int x, int y) {
    int screen = DefaultScreen(display);
    if (x < 0 || y < 0 || x >= DisplayWidth(display, screen) || y >= DisplayHeight(display, screen)) return -1;
    XImage *image = XGetImage(display, DefaultRootWindow(display), x, y, 1, 1, AllPlanes, ZPixmap);
    if (!image) return -1;
    long pixel = (long)(XGetPixel(image, 0, 0) & 0xffffff);
    XDestroyImage(image);
    return pixel;
}

/// The root position of the top-left corner of `window`.
static inline void drive_window_origin(Display *display, Window window, int *x, int *y) {
    Window child;
    XTranslateCoordinates(display, window, DefaultRootWindow(display), 0, 0, x, y, &child);
}

/// Fills a black rectangle straight on `window`, behind the toolkit's back (the full-repaint check).
static inline void drive_scribble(Display *display, Window window, int x, int y, unsigned w, unsigned h) {
    GC gc = XCreateGC(display, window, 0, NULL);
    XSetForeground(display, gc, BlackPixel(display, DefaultScreen(display)));
    XFillRectangle(display, window, gc, x, y, w, h);
    XFreeGC(display, gc);
}
