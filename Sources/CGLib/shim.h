// GLib's main context API (g_main_context_prepare/query/check/dispatch), for running a GLib main context on the
// platform main loop; the Unix additions for file-descriptor sources in tests.
#include <glib.h>
#include <glib-unix.h>
