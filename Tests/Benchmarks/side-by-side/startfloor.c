/* startfloor.c -- the floor for xdrive's startup scenario: a bare client that draws what the other two draw, text
 * included, with the same libraries a toolkit drawing text with Pango and Cairo must load, and nothing else.
 *
 * Like OpenUIKit, it creates Pango's default font map first (fontconfig then loads on Pango's own thread), opens
 * the display and asks for XInput 2.2, creates and maps a 400x300 window at the root's origin and selects the
 * button events; on its first Expose it draws gtkb's scene into a Cairo image (the window's background, a 200x80
 * button with rounded corners at (100, 100), "Click me" laid out and drawn by Pango in the system font), puts it
 * with XPutImage, and applies gtkb's "on screen" rule: XSync, then the root pixel under the button not black. It
 * prints "STARTUP t0 t_main t_init t_present t_frame" (main entered; display open; window mapped; first frame on
 * screen) on $GTKB_FD (default 1) and exits. No toolkit, no retained tree, no run loop, no input handling.
 * Build: cc -O2 -o startfloor startfloor.c $(pkg-config --cflags --libs pangocairo x11 xi)
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XInput2.h>
#include <errno.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void draw_scene(cairo_t *cr)
{
  cairo_set_source_rgb(cr, 0xf6 / 255.0, 0xf5 / 255.0, 0xf4 / 255.0);
  cairo_paint(cr);
  const double x = 100, y = 100, w = 200, h = 80, r = 5;
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 0xe8 / 255.0, 0xe8 / 255.0, 0xe7 / 255.0);
  cairo_fill(cr);
  PangoLayout *layout = pango_cairo_create_layout(cr);
  PangoFontDescription *font = pango_font_description_from_string("Sans 15px");
  pango_layout_set_font_description(layout, font);
  pango_layout_set_text(layout, "Click me", -1);
  int tw, th;
  pango_layout_get_pixel_size(layout, &tw, &th);
  cairo_set_source_rgb(cr, 0, 0.48, 1);
  cairo_move_to(cr, x + (w - tw) / 2, y + (h - th) / 2);
  pango_cairo_show_layout(cr, layout);
  pango_font_description_free(font);
  g_object_unref(layout);
}

int main(void)
{
  long long t_main = now_ns();
  int out_fd = getenv("GTKB_FD") ? atoi(getenv("GTKB_FD")) : 1;
  pango_cairo_font_map_get_default();
  Display *d = XOpenDisplay(NULL);
  int opcode, ev, err, major = 2, minor = 2;
  if (!d || !XQueryExtension(d, "XInputExtension", &opcode, &ev, &err) || XIQueryVersion(d, &major, &minor) != Success) {
    fprintf(stderr, "startfloor: no display or no XInput 2\n");
    return 1;
  }
  long long t_init = now_ns();
  Window root = DefaultRootWindow(d);
  Window w = XCreateSimpleWindow(d, root, 0, 0, 400, 300, 0, 0, 0);
  XSelectInput(d, w, ExposureMask);
  unsigned char mask[XIMaskLen(XI_LASTEVENT)] = { 0 };
  XISetMask(mask, XI_ButtonPress);
  XISetMask(mask, XI_ButtonRelease);
  XIEventMask m = { XIAllMasterDevices, sizeof mask, mask };
  XISelectEvents(d, w, &m, 1);
  XMapWindow(d, w);
  XFlush(d);
  long long t_present = now_ns();
  for (;;) {
    XEvent e;
    XNextEvent(d, &e);
    if (e.type == Expose) break;
  }
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 300);
  cairo_t *cr = cairo_create(surface);
  draw_scene(cr);
  cairo_surface_flush(surface);
  XImage *image = XCreateImage(d, DefaultVisual(d, DefaultScreen(d)), 24, ZPixmap, 0,
                               (char *)cairo_image_surface_get_data(surface), 400, 300, 32,
                               cairo_image_surface_get_stride(surface));
  GC gc = XCreateGC(d, w, 0, NULL);
  XPutImage(d, w, gc, image, 0, 0, 0, 0, 400, 300);
  XSync(d, False);
  XImage *pixel = XGetImage(d, root, 200, 140, 1, 1, AllPlanes, ZPixmap);
  long long t_frame = now_ns();
  if (!pixel || XGetPixel(pixel, 0, 0) == 0) {
    fprintf(stderr, "startfloor: the button is not on screen\n");
    return 1;
  }
  const char *t0 = getenv("GTKB_T0_NS");
  char line[160];
  int n = snprintf(line, sizeof line, "STARTUP %s %lld %lld %lld %lld\n", t0 ? t0 : "0", t_main, t_init, t_present,
                   t_frame);
  for (char *p = line; n > 0;) {
    ssize_t written = write(out_fd, p, (size_t)n);
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) return 1;
    p += written;
    n -= (int)written;
  }
  return 0;
}
