// libxkbcommon: keymaps, key state and compose tables, for the platform's key translation (any backend that gets
// an XKB keymap: X11's from the server, Wayland's from the compositor).
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
