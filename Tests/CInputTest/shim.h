// The wire protocol of Xorg's `inputtest` input driver (from xserver-xorg-dev), for tests that inject real XI2
// touches. The messages hold fixed-size arrays, which Swift imports as tuples, so small C helpers fill them.
#include <string.h>
#include <stdint.h>
#include <xorg/xf86-input-inputtest-protocol.h>

static inline xf86ITEventTouch openuikit_it_touch(uint32_t touch_id, uint32_t touch_type, double vx, double vy) {
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

/// A touch event that also sets the touch device's pressure valuator (axis 4, "Abs MT Pressure", 0..2047; axes 2
/// and 3 are the device's scroll valuators).
static inline xf86ITEventTouch openuikit_it_touch_pressure(uint32_t touch_id, uint32_t touch_type, double vx,
                                                           double vy, double pressure) {
    xf86ITEventTouch event = openuikit_it_touch(touch_id, touch_type, vx, vy);
    event.valuators.mask[0] = 0x3 | 0x10;
    event.valuators.valuators[4] = pressure;
    return event;
}

static inline xf86ITEventClientVersion openuikit_it_client_version(void) {
    xf86ITEventClientVersion event = { { sizeof event, XF86IT_EVENT_CLIENT_VERSION },
                                       XF86IT_PROTOCOL_VERSION_MAJOR, XF86IT_PROTOCOL_VERSION_MINOR };
    return event;
}

static inline xf86ITEventWaitForSync openuikit_it_wait_for_sync(void) {
    xf86ITEventWaitForSync event = { { sizeof event, XF86IT_EVENT_WAIT_FOR_SYNC } };
    return event;
}

static inline xf86ITEventMotion openuikit_it_motion(double vx, double vy) {
    xf86ITEventMotion event;
    memset(&event, 0, sizeof event);
    event.header.length = sizeof event;
    event.header.type = XF86IT_EVENT_MOTION;
    event.is_absolute = 1;
    event.valuators.mask[0] = 0x3;
    event.valuators.valuators[0] = vx;
    event.valuators.valuators[1] = vy;
    return event;
}

static inline xf86ITEventButton openuikit_it_button(int32_t button, uint32_t is_press, double vx, double vy) {
    xf86ITEventButton event;
    memset(&event, 0, sizeof event);
    event.header.length = sizeof event;
    event.header.type = XF86IT_EVENT_BUTTON;
    event.is_absolute = 1;
    event.button = button;
    event.is_press = is_press;
    event.valuators.mask[0] = 0x3;
    event.valuators.valuators[0] = vx;
    event.valuators.valuators[1] = vy;
    return event;
}

/// An absolute motion that also moves the vertical scroll valuator (axis 3) to `scroll`.
static inline xf86ITEventMotion openuikit_it_motion_scroll(double vx, double vy, double scroll) {
    xf86ITEventMotion event = openuikit_it_motion(vx, vy);
    event.valuators.mask[0] = 0x3 | 0x8;
    event.valuators.valuators[3] = scroll;
    return event;
}

static inline xf86ITEventGesturePinch openuikit_it_pinch(uint16_t type, uint16_t touches, uint32_t flags, double dx,
                                                         double dy, double scale, double angle) {
    xf86ITEventGesturePinch event;
    memset(&event, 0, sizeof event);
    event.header.length = sizeof event;
    event.header.type = XF86IT_EVENT_GESTURE_PINCH;
    event.gesture_type = type;
    event.num_touches = touches;
    event.flags = flags;
    event.delta_x = dx;
    event.delta_y = dy;
    event.delta_unaccel_x = dx;
    event.delta_unaccel_y = dy;
    event.scale = scale;
    event.delta_angle = angle;
    return event;
}

static inline xf86ITEventGestureSwipe openuikit_it_swipe(uint16_t type, uint16_t touches, uint32_t flags, double dx,
                                                         double dy) {
    xf86ITEventGestureSwipe event;
    memset(&event, 0, sizeof event);
    event.header.length = sizeof event;
    event.header.type = XF86IT_EVENT_GESTURE_SWIPE;
    event.gesture_type = type;
    event.num_touches = touches;
    event.flags = flags;
    event.delta_x = dx;
    event.delta_y = dy;
    event.delta_unaccel_x = dx;
    event.delta_unaccel_y = dy;
    return event;
}

/// A pen's proximity in or out (`DeviceType "PointerAbsoluteProximity"`) at an axis position.
static inline xf86ITEventProximity openuikit_it_proximity(uint32_t is_in, double vx, double vy) {
    xf86ITEventProximity event;
    memset(&event, 0, sizeof event);
    event.header.length = sizeof event;
    event.header.type = XF86IT_EVENT_PROXIMITY;
    event.is_prox_in = is_in;
    event.valuators.mask[0] = 0x3;
    event.valuators.valuators[0] = vx;
    event.valuators.valuators[1] = vy;
    return event;
}

/// An absolute motion that also sets the pressure valuator (axis 4, "Abs Pressure", with "PointerHasPressure").
static inline xf86ITEventMotion openuikit_it_motion_pressure(double vx, double vy, double pressure) {
    xf86ITEventMotion event = openuikit_it_motion(vx, vy);
    event.valuators.mask[0] = 0x3 | 0x10;
    event.valuators.valuators[4] = pressure;
    return event;
}

/// A button press or release that also sets the pressure valuator (axis 4).
static inline xf86ITEventButton openuikit_it_button_pressure(int32_t button, uint32_t is_press, double vx, double vy,
                                                             double pressure) {
    xf86ITEventButton event = openuikit_it_button(button, is_press, vx, vy);
    event.valuators.mask[0] = 0x3 | 0x10;
    event.valuators.valuators[4] = pressure;
    return event;
}
