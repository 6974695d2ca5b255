// XTEST, for tests that drive a real X server with fake pointer and key input. Test-only: apps never link it.
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
