// GLib's GIO: GDBus, the D-Bus client and server library the AT-SPI bridge talks to the accessibility bus with.
#include <gio/gio.h>
