// xkbcommon's X11 half, which reads the server's keymap over the XCB connection under Xlib (Xlib-xcb): the X11
// backend's keymap fetch uses it; translation is the platform's (CXKBCommon).
#include <xkbcommon/xkbcommon-x11.h>
#include <X11/Xlib-xcb.h>
