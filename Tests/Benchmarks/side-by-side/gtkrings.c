/* gtkrings.c -- the GTK4 side of the layer-rings comparison (Tests/Benchmarks/rings-side-by-side.sh), the
 * counterpart of Tests/Benchmarks/Sources/LayerRingsProbe (scene: Sources/BenchmarkScenes/RingScene.swift).
 *
 *   gtkrings [--frames F] [--warmup SECONDS] [--mode node-each|stroke-each|one-path|widget-each]
 *
 * The scene: an undecorated 1280x800 window at (0,0), white (the window's CSS background), with 1,000 rings on a 40x25 grid of 32-px cells, each
 * ring of radius 10 centred 16 px into its cell, stroked 3 px wide in systemBlue (#007AFF) with butt caps (a
 * CAShapeLayer's default). Ring i shows the part of its circle from the top clockwise to strokeEnd, strokeEnd =
 * frac((t + 0.002 i) / 2), turned clockwise by 2 pi frac((t + 0.0015 i) / 1.5): the two endless animations of
 * RingScene (strokeEnd 0 -> 1 in 2 s, a turn in 1.5 s) with their time offsets, t the seconds since the first tick.
 *
 * Made as a GTK developer would animate many simple shapes well in GTK 4.8 (which has no GskStroke): one custom
 * widget whose snapshot draws every ring, and a tick callback (gtk_widget_add_tick_callback) that takes t from the
 * frame clock's frame time and queues a draw. The ring's turn is added to the arc's angles rather than applied as a
 * transform (the same pixels for a circle). --mode picks how the snapshot draws:
 * - node-each (the default, and with widget-each the fastest here: 13 ms of main-thread CPU a frame against 17-18
 *   for the one-node ways): a cairo node per ring (gtk_snapshot_append_cairo with the ring's 28x28 box), a stroke
 *   each;
 * - stroke-each: one cairo node for the whole window, each ring stroked on its own (what a GtkDrawingArea's draw
 *   function looping over the rings does);
 * - one-path: one cairo node for the whole window, every ring's arc a sub-path of one path, stroked once;
 * - widget-each: not one widget but a widget per ring (1,000 28x28 children of a GtkFixed, each drawing its ring
 *   into a cairo node of its own; the tick queues a draw on each), the structural peer of OpenUIKit's 1,000 layers.
 * A window-sized node drawn over the window's own background costs GTK's Cairo renderer on X11 about 4 ms of
 * main-thread time and 2.5 ms of the server's a frame here (a white colour node under node-each cost as much), which
 * is why the white is the window's CSS background.
 *
 * Measured, once the rings have moved for --warmup seconds (1 by default), over --frames frames (300): per frame,
 * the main thread's CPU time (CLOCK_THREAD_CPUTIME_ID) from one frame's after-paint (the frame clock's signal, after
 * GTK handed the frame to the server) to the next's, so the tick, the snapshot, the render and anything else the
 * main loop did in between, as LayerRingsProbe measures OpenUIKit; the wall-clock interval between those
 * after-paints (GTK's frame clock paces frames at 60 Hz: 16.7 ms when it keeps up); and, when $XSERVER_PID names
 * the X server, the server's CPU time over the measured frames divided by their count (GTK's Cairo renderer draws
 * into an X pixmap through cairo-xlib, so the X server does part of the rasterizing). The statistics are
 * LayerRingsProbe's: sorted values at index n/2 (median) and 9n/10 (p90), and the maximum.
 *
 * Build: cc -O2 -o gtkrings gtkrings.c $(pkg-config --cflags --libs gtk4 gtk4-x11 x11) -lm
 * Run: GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none ./gtkrings
 */
#define _GNU_SOURCE
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <dirent.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { COLUMNS = 40, ROWS = 25, RINGS = COLUMNS * ROWS, CELL = 32, WIDTH = 1280, HEIGHT = 800 };
static const double RADIUS = 10, LINE_WIDTH = 3;

typedef enum { NODE_EACH, STROKE_EACH, ONE_PATH, WIDGET_EACH, MODES } Mode;
static const char *mode_names[] = {"node-each", "stroke-each", "one-path", "widget-each"};
static Mode mode = NODE_EACH;
static int frames = 300;
static double warmup = 1;

static int64_t first_tick_us = -1;
static double seconds; /* t: the animation's time in this frame */
static double *cpu_ms, *wall_ms;
static int measured;
static int64_t last_cpu_ns = -1, last_wall_ns, server_start_ns = -1;
static int server_pid;

static int64_t clock_ns(clockid_t clock)
{
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The X server's CPU time so far: the sum over its threads of the first field of schedstat (ns on a CPU). */
static int64_t server_cpu_ns(void)
{
  if (server_pid <= 0) return -1;
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task", server_pid);
  DIR *tasks = opendir(path);
  if (!tasks) return -1;
  int64_t total = 0;
  struct dirent *entry;
  while ((entry = readdir(tasks))) {
    if (entry->d_name[0] == '.') continue;
    char file[300];
    snprintf(file, sizeof file, "/proc/%d/task/%s/schedstat", server_pid, entry->d_name);
    FILE *f = fopen(file, "r");
    long long ns = 0;
    if (f && fscanf(f, "%lld", &ns) == 1) total += ns;
    if (f) fclose(f);
  }
  closedir(tasks);
  return total;
}

/* ---------------------------------------------------------------- the rings */

static double fraction(double x) { return x - floor(x); }

/* Ring i's arc in this frame: its centre and the angles it runs between (clockwise on screen, as cairo_arc). */
static int ring_arc(int i, double *cx, double *cy, double *from, double *to)
{
  double stroke_end = fraction((seconds + 0.002 * i) / 2);
  double turn = 2 * G_PI * fraction((seconds + 0.0015 * i) / 1.5);
  *cx = CELL * (i % COLUMNS) + 2 + 14;
  *cy = CELL * (i / COLUMNS) + 2 + 14;
  *from = -G_PI / 2 + turn;
  *to = *from + 2 * G_PI * stroke_end;
  return stroke_end > 0;
}

static void set_stroke(cairo_t *cr)
{
  cairo_set_source_rgb(cr, 0, 122 / 255.0, 1);
  cairo_set_line_width(cr, LINE_WIDTH);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

#define RINGS_TYPE_WIDGET (rings_widget_get_type())
G_DECLARE_FINAL_TYPE(RingsWidget, rings_widget, RINGS, WIDGET, GtkWidget)
struct _RingsWidget { GtkWidget parent; };
G_DEFINE_TYPE(RingsWidget, rings_widget, GTK_TYPE_WIDGET)

static void rings_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  (void)widget;
  double cx, cy, from, to;
  if (mode == NODE_EACH) {
    for (int i = 0; i < RINGS; i++) {
      if (!ring_arc(i, &cx, &cy, &from, &to)) continue;
      cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(cx - 14, cy - 14, 28, 28));
      set_stroke(cr);
      cairo_arc(cr, cx, cy, RADIUS, from, to);
      cairo_stroke(cr);
      cairo_destroy(cr);
    }
    return;
  }
  cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, WIDTH, HEIGHT));
  set_stroke(cr);
  for (int i = 0; i < RINGS; i++) {
    if (!ring_arc(i, &cx, &cy, &from, &to)) continue;
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, cy, RADIUS, from, to);
    if (mode == STROKE_EACH) cairo_stroke(cr);
  }
  if (mode == ONE_PATH) cairo_stroke(cr);
  cairo_destroy(cr);
}

static void rings_widget_class_init(RingsWidgetClass *class)
{
  GTK_WIDGET_CLASS(class)->snapshot = rings_widget_snapshot;
}

static void rings_widget_init(RingsWidget *self) { (void)self; }

/* widget-each: one ring, drawn in the widget's own coordinates (its 28x28 box). */
#define RING_TYPE_WIDGET (ring_widget_get_type())
G_DECLARE_FINAL_TYPE(RingWidget, ring_widget, RING, WIDGET, GtkWidget)
struct _RingWidget { GtkWidget parent; int index; };
G_DEFINE_TYPE(RingWidget, ring_widget, GTK_TYPE_WIDGET)

static void ring_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  double cx, cy, from, to;
  if (!ring_arc(RING_WIDGET(widget)->index, &cx, &cy, &from, &to)) return;
  cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &GRAPHENE_RECT_INIT(0, 0, 28, 28));
  set_stroke(cr);
  cairo_arc(cr, 14, 14, RADIUS, from, to);
  cairo_stroke(cr);
  cairo_destroy(cr);
}

static void ring_widget_class_init(RingWidgetClass *class)
{
  GTK_WIDGET_CLASS(class)->snapshot = ring_widget_snapshot;
}

static void ring_widget_init(RingWidget *self) { (void)self; }

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer unused)
{
  (void)unused;
  int64_t now = gdk_frame_clock_get_frame_time(clock);
  if (first_tick_us < 0) first_tick_us = now;
  seconds = (now - first_tick_us) / 1e6;
  if (mode == WIDGET_EACH) {
    /* A parent's queued draw reuses its children's render nodes, so each ring is told. */
    for (GtkWidget *ring = gtk_widget_get_first_child(widget); ring; ring = gtk_widget_get_next_sibling(ring))
      gtk_widget_queue_draw(ring);
  } else {
    gtk_widget_queue_draw(widget);
  }
  return G_SOURCE_CONTINUE;
}

/* ---------------------------------------------------------------- measuring */

static int compare(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* LayerRingsProbe's statistic: the sorted values' element at index n * q (the last for q = 1). */
static double at(const double *sorted, int n, double q)
{
  int k = (int)(n * q);
  return sorted[k < n ? k : n - 1];
}

static void report(void)
{
  double *cpu_sorted = malloc(sizeof(double) * frames), *wall_sorted = malloc(sizeof(double) * frames);
  memcpy(cpu_sorted, cpu_ms, sizeof(double) * frames);
  memcpy(wall_sorted, wall_ms, sizeof(double) * frames);
  qsort(cpu_sorted, frames, sizeof(double), compare);
  qsort(wall_sorted, frames, sizeof(double), compare);
  printf("gtk rings %s on screen: %d frames, main-thread CPU ms per frame: median %.2f p90 %.2f max %.2f\n",
         mode_names[mode], frames, at(cpu_sorted, frames, 0.5), at(cpu_sorted, frames, 0.9),
         cpu_sorted[frames - 1]);
  double total = 0;
  int late = 0;
  for (int i = 0; i < frames; i++) total += wall_ms[i], late += wall_ms[i] > 1.5 * 1000 / 60.0;
  printf("wall ms between frames: median %.2f p90 %.2f max %.2f; %.1f frames a second; %d intervals over 25 ms\n",
         at(wall_sorted, frames, 0.5), at(wall_sorted, frames, 0.9), wall_sorted[frames - 1],
         frames / (total / 1000), late);
  int64_t server_end = server_cpu_ns();
  if (server_start_ns >= 0 && server_end >= 0)
    printf("X server CPU ms per frame: mean %.2f\n", (server_end - server_start_ns) / 1e6 / frames);
  /* The five slowest frames, in LayerRingsProbe's form. */
  printf("slowest frames (frame: ms):");
  for (int k = 0; k < 5 && k < frames; k++) {
    int slowest = -1;
    for (int i = 0; i < frames; i++)
      if (cpu_ms[i] >= 0 && (slowest < 0 || cpu_ms[i] > cpu_ms[slowest])) slowest = i;
    printf("%s %d: %.2f", k ? "," : "", slowest, cpu_ms[slowest]);
    cpu_ms[slowest] = -1;
  }
  printf("\n");
  fflush(stdout);
  exit(0);
}

static void after_paint(GdkFrameClock *clock, gpointer unused)
{
  (void)clock; (void)unused;
  int64_t cpu = clock_ns(CLOCK_THREAD_CPUTIME_ID), wall = clock_ns(CLOCK_MONOTONIC);
  if (first_tick_us < 0 || seconds < warmup) return;
  if (last_cpu_ns >= 0) {
    cpu_ms[measured] = (cpu - last_cpu_ns) / 1e6;
    wall_ms[measured] = (wall - last_wall_ns) / 1e6;
    if (++measured == frames) report();
    last_cpu_ns = cpu;
  } else {
    /* Reading the server's time costs the main thread too, so the first frame counts from after it. */
    server_start_ns = server_cpu_ns();
    last_cpu_ns = clock_ns(CLOCK_THREAD_CPUTIME_ID);
  }
  last_wall_ns = wall;
}

static void on_map(GtkWidget *window, gpointer rings)
{
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
  gtk_widget_add_tick_callback(rings, tick, NULL, NULL);
}

int main(int argc, char **argv)
{
  int known_mode = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--frames")) frames = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--warmup")) warmup = atof(argv[i + 1]);
    else if (!strcmp(argv[i], "--mode")) {
      known_mode = 0;
      for (int m = 0; m < MODES; m++)
        if (!strcmp(argv[i + 1], mode_names[m])) mode = (Mode)m, known_mode = 1;
    }
  }
  if (frames < 1 || !(warmup >= 0) || !known_mode) {
    fprintf(stderr, "usage: gtkrings [--frames F >= 1] [--warmup SECONDS] [--mode node-each|stroke-each|one-path|widget-each]\n");
    return 2;
  }
  const char *pid = getenv("XSERVER_PID");
  server_pid = pid ? atoi(pid) : 0;
  cpu_ms = calloc(frames, sizeof *cpu_ms);
  wall_ms = calloc(frames, sizeof *wall_ms);

  gtk_init();
  if (!GDK_IS_X11_DISPLAY(gdk_display_get_default())) {
    fprintf(stderr, "gtkrings: not an X11 display (set GDK_BACKEND=x11)\n");
    return 1;
  }
  GtkWidget *window = gtk_window_new();
  gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
  gtk_window_set_default_size(GTK_WINDOW(window), WIDTH, HEIGHT);
  /* The window's own background, white, under the rings. */
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css, "window { background: white; }", -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  GtkWidget *rings;
  if (mode == WIDGET_EACH) {
    rings = gtk_fixed_new();
    for (int i = 0; i < RINGS; i++) {
      RingWidget *ring = g_object_new(RING_TYPE_WIDGET, NULL);
      ring->index = i;
      gtk_widget_set_size_request(GTK_WIDGET(ring), 28, 28);
      gtk_fixed_put(GTK_FIXED(rings), GTK_WIDGET(ring), CELL * (i % COLUMNS) + 2, CELL * (i / COLUMNS) + 2);
    }
  } else {
    rings = g_object_new(RINGS_TYPE_WIDGET, NULL);
  }
  gtk_widget_set_size_request(rings, WIDTH, HEIGHT);
  gtk_window_set_child(GTK_WINDOW(window), rings);
  g_signal_connect(window, "map", G_CALLBACK(on_map), rings);
  gtk_window_present(GTK_WINDOW(window));
  while (TRUE) g_main_context_iteration(NULL, TRUE);
  return 0;
}
