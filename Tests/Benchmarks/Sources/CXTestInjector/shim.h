// Xlib and XTEST for the latency tool's injecting client.
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
