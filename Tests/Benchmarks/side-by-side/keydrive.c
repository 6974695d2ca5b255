/* keydrive.c -- the key-latency scenario of the side-by-side benchmark (issue 13), which gtk-baseline's xdrive
 * does not have. It speaks xdrive's line protocol with the app it drives:
 *
 *   keydrive KEYS GAP_MS -- APP [ARGS...]
 *
 * forks APP with its result pipe on fd 3 ($GTKB_FD=3) and a command pipe on stdin, waits for "READY x y" (the
 * root coordinates of the app's text field), clicks there with XTEST so the field is focused and editing, waits
 * 300 ms, then KEYS times: sleeps GAP_MS, takes t = CLOCK_MONOTONIC, presses the "a" key (XTestFakeKeyEvent +
 * XFlush), waits for the app's "K t_app" line (printed from GtkEntry's "changed" or UITextField's
 * .editingChanged), and releases the key. Latency = t_app - t. Every 50 keys it sends Ctrl+A and BackSpace so the
 * text stays short. At the end it sends QUIT, closes the pipe and prints
 *   key_samples N count, key_missed N count, key_press_to_changed_median X us, key_press_to_changed_p99 X us
 * (median: mean of the two middle values; p99: nearest rank, as gtk-baseline's README defines them). $XDRIVE_TAG
 * replaces the "key" prefix. Build: cc -O2 -o keydrive keydrive.c $(pkg-config --cflags --libs x11 xtst)
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void sleep_ms(long ms)
{
  struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
  while (nanosleep(&ts, &ts) && errno == EINTR) {}
}

/* The app: its pid, the read end of its result pipe, the write end of its command pipe, and a line buffer. */
static pid_t app_pid;
static int app_out = -1, app_in = -1;
static char pending[4096];
static size_t pending_len;

static void spawn(char **argv)
{
  int out[2], in[2];
  if (pipe2(out, O_CLOEXEC) || pipe2(in, O_CLOEXEC)) { perror("keydrive: pipe2"); exit(1); }
  app_pid = fork();
  if (app_pid < 0) { perror("keydrive: fork"); exit(1); }
  if (app_pid == 0) {
    dup2(out[1], 3);
    dup2(in[0], 0);
    setenv("GTKB_FD", "3", 1);
    execv(argv[0], argv);
    perror("keydrive: execv");
    _exit(127);
  }
  close(out[1]);
  close(in[0]);
  app_out = out[0];
  app_in = in[1];
}

/* Reads the app's next line into `line` within `timeout_ms`; 1 on a line, 0 on timeout or end. "M " lines are
 * metrics of the app's own: they are printed and skipped. */
static int next_line(char *line, size_t cap, int timeout_ms)
{
  long long deadline = now_ns() + (long long)timeout_ms * 1000000LL;
  for (;;) {
    char *newline = memchr(pending, '\n', pending_len);
    if (newline) {
      size_t n = (size_t)(newline - pending);
      size_t copy = n < cap - 1 ? n : cap - 1;
      memcpy(line, pending, copy);
      line[copy] = 0;
      memmove(pending, newline + 1, pending_len - n - 1);
      pending_len -= n + 1;
      if (!strncmp(line, "M ", 2)) { printf("%s\n", line + 2); continue; }
      return 1;
    }
    long long left = (deadline - now_ns()) / 1000000LL;
    if (left <= 0) return 0;
    struct pollfd fd = { app_out, POLLIN, 0 };
    int r = poll(&fd, 1, (int)left);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return 0;
    ssize_t got = read(app_out, pending + pending_len, sizeof pending - pending_len - 1);
    if (got <= 0) return 0;
    pending_len += (size_t)got;
  }
}

static int compare(const void *a, const void *b)
{
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

static double median(long long *v, int n)
{
  if (n == 0) return 0;
  qsort(v, (size_t)n, sizeof *v, compare);
  return n % 2 ? (double)v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

static double nearest_rank(long long *v, int n, double p)
{
  if (n == 0) return 0;
  qsort(v, (size_t)n, sizeof *v, compare);
  int rank = (int)(p * n + 0.999999);
  if (rank < 1) rank = 1;
  return (double)v[rank - 1];
}

static void tap_key(Display *d, KeyCode key)
{
  XTestFakeKeyEvent(d, key, True, 0);
  XTestFakeKeyEvent(d, key, False, 0);
}

int main(int argc, char **argv)
{
  if (argc < 5 || strcmp(argv[3], "--")) {
    fprintf(stderr, "usage: keydrive KEYS GAP_MS -- APP [ARGS...]\n");
    return 2;
  }
  int keys = atoi(argv[1]), gap = atoi(argv[2]);
  const char *tag = getenv("XDRIVE_TAG") ? getenv("XDRIVE_TAG") : "key";
  signal(SIGPIPE, SIG_IGN);
  Display *d = XOpenDisplay(NULL);
  int ev, er, major, minor;
  if (!d || !XTestQueryExtension(d, &ev, &er, &major, &minor)) {
    fprintf(stderr, "keydrive: no display or no XTEST\n");
    return 1;
  }
  spawn(argv + 4);
  char line[512];
  int x = 0, y = 0;
  while (next_line(line, sizeof line, 30000)) {
    if (sscanf(line, "READY %d %d", &x, &y) == 2) break;
  }
  if (!x && !y) { fprintf(stderr, "keydrive: no READY from the app\n"); kill(app_pid, SIGKILL); return 1; }
  XTestFakeMotionEvent(d, -1, x, y, 0);
  XTestFakeButtonEvent(d, 1, True, 0);
  XTestFakeButtonEvent(d, 1, False, 0);
  XFlush(d);
  sleep_ms(300);
  while (next_line(line, sizeof line, 50)) {}
  KeyCode a = XKeysymToKeycode(d, XK_a), control = XKeysymToKeycode(d, XK_Control_L);
  KeyCode backspace = XKeysymToKeycode(d, XK_BackSpace);
  long long *latency = calloc((size_t)keys, sizeof *latency);
  int samples = 0, missed = 0;
  for (int i = 0; i < keys; i++) {
    if (i && i % 50 == 0) {
      XTestFakeKeyEvent(d, control, True, 0);
      tap_key(d, a);
      XTestFakeKeyEvent(d, control, False, 0);
      tap_key(d, backspace);
      XFlush(d);
      sleep_ms(100);
      while (next_line(line, sizeof line, 20)) {}
    }
    sleep_ms(gap);
    long long t = now_ns();
    XTestFakeKeyEvent(d, a, True, 0);
    XFlush(d);
    long long app_time = 0;
    while (next_line(line, sizeof line, 1000)) {
      if (sscanf(line, "K %lld", &app_time) == 1) break;
    }
    XTestFakeKeyEvent(d, a, False, 0);
    XFlush(d);
    if (app_time > t) latency[samples++] = app_time - t;
    else missed++;
  }
  dprintf(app_in, "QUIT\n");
  close(app_in);
  for (int i = 0; i < 100 && waitpid(app_pid, NULL, WNOHANG) == 0; i++) sleep_ms(20);
  if (waitpid(app_pid, NULL, WNOHANG) == 0) { kill(app_pid, SIGKILL); waitpid(app_pid, NULL, 0); }
  printf("%s_samples %d count\n", tag, samples);
  printf("%s_missed %d count\n", tag, missed);
  printf("%s_press_to_changed_median %.1f us\n", tag, median(latency, samples) / 1e3);
  printf("%s_press_to_changed_p99 %.1f us\n", tag, nearest_rank(latency, samples, 0.99) / 1e3);
  XCloseDisplay(d);
  return missed > keys / 10;
}
