/* floor.c -- the X floor for xdrive's click scenario: a bare Xlib + XInput2 client, no toolkit.
 *
 * A 400x300 window at the root's origin (like gtkb's and OpenUIKitDrive's), XI_ButtonPress and XI_ButtonRelease
 * selected on it. It prints "READY x y" (the point where the others have their button's centre) once the window
 * is mapped and exposed, then "P t" for each XI_ButtonPress and "C t" for each XI_ButtonRelease, the time taken
 * right after XNextEvent + XGetEventData: the least any X client can do. It polls the X connection and its command
 * pipe (stdin) together; QUIT or end of input exits. Output goes to $GTKB_FD (default 1), as gtkb's does.
 * Build: cc -O2 -o floor floor.c $(pkg-config --cflags --libs x11 xi)
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int out_fd = 1;

static long long now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void out(const char *tag, long long a, long long b, int two)
{
  char buf[96];
  int n = two ? snprintf(buf, sizeof buf, "%s %lld %lld\n", tag, a, b) : snprintf(buf, sizeof buf, "%s %lld\n", tag, a);
  for (char *p = buf; n > 0;) {
    ssize_t w = write(out_fd, p, (size_t)n);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return;
    p += w;
    n -= (int)w;
  }
}

int main(void)
{
  if (getenv("GTKB_FD")) out_fd = atoi(getenv("GTKB_FD"));
  Display *d = XOpenDisplay(NULL);
  int opcode, ev, err, major = 2, minor = 2;
  if (!d || !XQueryExtension(d, "XInputExtension", &opcode, &ev, &err) || XIQueryVersion(d, &major, &minor) != Success) {
    fprintf(stderr, "floor: no display or no XInput 2\n");
    return 1;
  }
  Window root = DefaultRootWindow(d);
  Window w = XCreateSimpleWindow(d, root, 0, 0, 400, 300, 0, 0, WhitePixel(d, DefaultScreen(d)));
  XSelectInput(d, w, ExposureMask);
  unsigned char mask[XIMaskLen(XI_LASTEVENT)] = { 0 };
  XISetMask(mask, XI_ButtonPress);
  XISetMask(mask, XI_ButtonRelease);
  XIEventMask m = { XIAllMasterDevices, sizeof mask, mask };
  XISelectEvents(d, w, &m, 1);
  XMapWindow(d, w);
  XFlush(d);
  struct pollfd fds[2] = { { ConnectionNumber(d), POLLIN, 0 }, { 0, POLLIN, 0 } };
  int ready = 0;
  char cmd[256];
  size_t cmdlen = 0;
  for (;;) {
    while (XPending(d)) {
      XEvent e;
      XNextEvent(d, &e);
      if (e.type == Expose && !ready) {
        XSync(d, False);
        int x, y;
        Window child;
        XTranslateCoordinates(d, w, root, 200, 140, &x, &y, &child);
        out("READY", x, y, 1);
        ready = 1;
      } else if (e.type == GenericEvent && e.xcookie.extension == opcode && XGetEventData(d, &e.xcookie)) {
        long long t = now_ns();
        if (e.xcookie.evtype == XI_ButtonPress) out("P", t, 0, 0);
        else if (e.xcookie.evtype == XI_ButtonRelease) out("C", t, 0, 0);
        XFreeEventData(d, &e.xcookie);
      }
    }
    if (poll(fds, 2, -1) < 0 && errno != EINTR) return 1;
    if (fds[1].revents) {
      ssize_t n = read(0, cmd + cmdlen, sizeof cmd - 1 - cmdlen);
      if (n <= 0) return 0;
      cmdlen += (size_t)n;
      cmd[cmdlen] = 0;
      if (strstr(cmd, "QUIT")) return 0;
      if (cmdlen >= sizeof cmd - 1) cmdlen = 0;
    }
  }
}
