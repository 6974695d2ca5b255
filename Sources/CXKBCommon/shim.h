// libxkbcommon (keymaps, key state, compose tables) and its X11 half, which reads the server's keymap over the XCB
// connection under Xlib (Xlib-xcb). The X11 backend's keyboard translation uses these; nothing else does.
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-x11.h>
#include <X11/Xlib-xcb.h>
