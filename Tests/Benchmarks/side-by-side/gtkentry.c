/* gtkentry.c -- the GTK4 side of the side-by-side key scenario (issue 13), driven by keydrive.c.
 *
 * An undecorated 400x300 window at the root's origin (as gtkb's) whose GtkFixed holds one GtkEntry of 200x40 at
 * (100, 100), focused. Once the window has drawn a frame it prints "READY x y" (the entry's centre on the root);
 * then "K t" (CLOCK_MONOTONIC ns) from every "changed" of the entry's text. QUIT or end of input on stdin exits.
 * Output goes to $GTKB_FD (default 1). Run with gtk-baseline's environment (GDK_BACKEND=x11 GSK_RENDERER=cairo
 * GDK_SCALE=1 GTK_A11Y=none). Build: cc -O2 -o gtkentry gtkentry.c $(pkg-config --cflags --libs gtk4)
 */
#define _GNU_SOURCE
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int out_fd = 1;
static GMainLoop *loop;
static GtkWidget *entry;

static long long now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void out(const char *text)
{
  size_t n = strlen(text);
  while (n > 0) {
    ssize_t w = write(out_fd, text, n);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return;
    text += w;
    n -= (size_t)w;
  }
}

static void changed(GtkEditable *editable, gpointer data)
{
  (void)editable;
  (void)data;
  char line[64];
  snprintf(line, sizeof line, "K %lld\n", now_ns());
  out(line);
}

/* READY once a frame has been painted (the frame clock's after-paint), with the entry focused. */
static void after_paint(GdkFrameClock *clock, gpointer data)
{
  (void)data;
  g_signal_handlers_disconnect_by_func(clock, after_paint, NULL);
  gtk_widget_grab_focus(entry);
  out("READY 200 120\n");
}

static void mapped(GtkWidget *window, gpointer data)
{
  (void)data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
  gtk_widget_queue_draw(window);
}

static gboolean command(gint fd, GIOCondition condition, gpointer data)
{
  (void)condition;
  (void)data;
  char buf[256];
  ssize_t got = read(fd, buf, sizeof buf - 1);
  if (got <= 0 || strstr((buf[got] = 0, buf), "QUIT")) {
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

int main(void)
{
  if (getenv("GTKB_FD")) out_fd = atoi(getenv("GTKB_FD"));
  gtk_init();
  loop = g_main_loop_new(NULL, FALSE);
  GtkWidget *window = gtk_window_new();
  gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
  gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
  GtkWidget *fixed = gtk_fixed_new();
  entry = gtk_entry_new();
  gtk_widget_set_size_request(entry, 200, 40);
  gtk_fixed_put(GTK_FIXED(fixed), entry, 100, 100);
  gtk_window_set_child(GTK_WINDOW(window), fixed);
  g_signal_connect(entry, "changed", G_CALLBACK(changed), NULL);
  g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
  g_unix_fd_add(0, G_IO_IN | G_IO_HUP | G_IO_ERR, command, NULL);
  gtk_window_present(GTK_WINDOW(window));
  g_main_loop_run(loop);
  return 0;
}
