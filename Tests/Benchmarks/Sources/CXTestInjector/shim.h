// Xlib and XTEST for the latency tool's injecting client, and Xorg's inputtest protocol (xserver-xorg-dev) for its
// touch mode. The protocol's messages hold fixed arrays (tuples in Swift), so small C helpers build them.
#include <string.h>
#include <stdint.h>
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <X11/extensions/XI2.h>
#include <xorg/xf86-input-inputtest-protocol.h>

static inline xf86ITEventTouch latency_it_touch(uint32_t touch_id, uint32_t touch_type, double vx, double vy) {
    xf86ITEventTouch event;
    memset(&event, 0, sizeof event);
    event.header.length = sizeof event;
    event.header.type = XF86IT_EVENT_TOUCH;
    event.touchid = touch_id;
    event.touch_type = touch_type;
    event.valuators.mask[0] = 0x3;
    event.valuators.valuators[0] = vx;
    event.valuators.valuators[1] = vy;
    return event;
}

static inline xf86ITEventClientVersion latency_it_client_version(void) {
    xf86ITEventClientVersion event = { { sizeof event, XF86IT_EVENT_CLIENT_VERSION },
                                       XF86IT_PROTOCOL_VERSION_MAJOR, XF86IT_PROTOCOL_VERSION_MINOR };
    return event;
}

