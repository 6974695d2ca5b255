/* gtklist.c -- the GTK4 side of the list scenario (not in gtk-baseline): a GtkListView of N rows scrolled by a fixed
 * step every frame, the same scroll OpenUIKitDrive's `list` scenario runs on a UITableView.
 *
 *   gtklist [--rows N] [--step PX] [--frames F] [--warmup W] [--tag T]
 *
 * Window 400x800, undecorated, at (0,0): a GtkScrolledWindow holding a GtkListView over a GListModel that makes its
 * items on demand (item i is a GtkStringObject "Row i", made when GTK asks for it and dropped when GTK lets go), as
 * the table's data source makes nothing per row; rows are GtkLabels, 44 px tall (CSS min-height), text at 16 px from
 * the leading edge. Once the first frame is on screen (after-paint + XSync), a tick callback moves the vertical
 * adjustment by --step px each frame. frame_ms runs from the frame clock's before-paint to its after-paint plus an
 * XSync (the scroll happens in between, in the update phase), as OpenUIKitDrive times a frame from before the offset
 * change to after the present plus XSync. rss_kb is VmRSS after the last frame; rss_start_kb after the first.
 * Prints "M name value unit" lines on stdout. Env: GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_SCALE=1 GTK_A11Y=none.
 */
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <stdio.h>
#include "common.h" /* gtk-baseline's clock and statistics (compile with -I<gtk-baseline>) */

static int n_rows = 1000000, step = 4000, frames = 300, warmup = 5;
static const char *tag = "list";
static GtkWidget *list_view, *scrolled;
static int64_t frame_start, *work;
static int seen, started;
static long rss_start;

static long rss_kb(void)
{
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, "VmRSS:", 6)) kb = strtol(line + 6, NULL, 10);
  if (f) fclose(f);
  return kb;
}

/* A GListModel of n_rows items made on demand. */
#define LAZY_TYPE_ROWS (lazy_rows_get_type())
G_DECLARE_FINAL_TYPE(LazyRows, lazy_rows, LAZY, ROWS, GObject)
struct _LazyRows { GObject parent; };
static GType lazy_rows_item_type(GListModel *m) { (void)m; return GTK_TYPE_STRING_OBJECT; }
static guint lazy_rows_n_items(GListModel *m) { (void)m; return (guint)n_rows; }
static gpointer lazy_rows_item(GListModel *m, guint i)
{
  (void)m;
  if (i >= (guint)n_rows) return NULL;
  char text[32];
  snprintf(text, sizeof text, "Row %u", i);
  return gtk_string_object_new(text);
}
static void lazy_rows_model_init(GListModelInterface *iface)
{
  iface->get_item_type = lazy_rows_item_type;
  iface->get_n_items = lazy_rows_n_items;
  iface->get_item = lazy_rows_item;
}
G_DEFINE_TYPE_WITH_CODE(LazyRows, lazy_rows, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, lazy_rows_model_init))
static void lazy_rows_class_init(LazyRowsClass *c) { (void)c; }
static void lazy_rows_init(LazyRows *self) { (void)self; }

static void setup_row(GtkSignalListItemFactory *f, GtkListItem *item, gpointer d)
{
  (void)f; (void)d;
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *f, GtkListItem *item, gpointer d)
{
  (void)f; (void)d;
  GtkStringObject *s = gtk_list_item_get_item(item);
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(s));
}

static void sync_x(void)
{
  GdkDisplay *display = gtk_widget_get_display(list_view);
  XSync(gdk_x11_display_get_xdisplay(display), False);
}

static void report(void)
{
  int n = seen - warmup;
  printf("M %s_rows %d count\n", tag, n_rows);
  printf("M %s_frames %d count\n", tag, n);
  printf("M %s_frame_ms_median %.3f ms\n", tag, stat_median(work, n) / 1e6);
  printf("M %s_frame_ms_p90 %.3f ms\n", tag, stat_pctl(work, n, 0.9) / 1e6);
  printf("M %s_frame_ms_max %.3f ms\n", tag, stat_pctl(work, n, 1.0) / 1e6);
  printf("M %s_rss_start_kb %ld kB\n", tag, rss_start);
  printf("M %s_rss_kb %ld kB\n", tag, rss_kb());
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  printf("M %s_offset %.0f px\n", tag, gtk_adjustment_get_value(adj));
  fflush(stdout);
  exit(0);
}

static gboolean tick(GtkWidget *w, GdkFrameClock *clock, gpointer d)
{
  (void)w; (void)clock; (void)d;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  gtk_adjustment_set_value(adj, gtk_adjustment_get_value(adj) + step);
  return G_SOURCE_CONTINUE;
}

static void before_paint(GdkFrameClock *clock, gpointer d)
{
  (void)clock; (void)d;
  frame_start = now_ns();
}

static void after_paint(GdkFrameClock *clock, gpointer d)
{
  (void)clock; (void)d;
  sync_x();
  int64_t done = now_ns();
  if (!started) {
    /* The first frame is on screen: start scrolling. */
    started = 1;
    rss_start = rss_kb();
    gtk_widget_add_tick_callback(list_view, tick, NULL, NULL);
    return;
  }
  seen++;
  if (seen > warmup) work[seen - warmup - 1] = done - frame_start;
  if (seen - warmup == frames) report();
}

static void on_map(GtkWidget *w, gpointer d)
{
  (void)d;
  GdkFrameClock *clock = gtk_widget_get_frame_clock(w);
  g_signal_connect(clock, "before-paint", G_CALLBACK(before_paint), NULL);
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(int argc, char **argv)
{
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--rows")) n_rows = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--step")) step = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--frames")) frames = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--warmup")) warmup = atoi(argv[i + 1]);
    else if (!strcmp(argv[i], "--tag")) tag = argv[i + 1];
  }
  work = calloc((size_t)frames + 1, sizeof *work);
  gtk_init();
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css,
      "* { font-family: 'DejaVu Sans'; font-size: 17px; } listview > row { min-height: 44px; padding: 0 16px; }",
      -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
  gtk_window_set_default_size(GTK_WINDOW(window), 400, 800);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
  GtkNoSelection *selection = gtk_no_selection_new(G_LIST_MODEL(g_object_new(LAZY_TYPE_ROWS, NULL)));
  list_view = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
  scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list_view);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
  gtk_window_present(GTK_WINDOW(window));
  while (TRUE) g_main_context_iteration(NULL, TRUE);
  return 0;
}
