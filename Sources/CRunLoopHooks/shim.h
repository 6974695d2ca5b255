// The entry points libdispatch and CoreFoundation export for a run loop that services the main queue and Foundation's
// timers itself (OpenUIKitX11's X11MainLoop.swift says why it wants them). No public header declares them.
//
// They are declared weak, so the linker binds them wherever they are (libdispatch.so and libFoundation.so in the
// default build; the Swift runtime's static archives, where they are hidden and so invisible to dlsym, in a
// --static-swift-stdlib build), and a binary whose libdispatch or Foundation lacks them still loads: their address
// is then null, and the *_available functions say so before anything calls them.
#include <stdint.h>

extern int _dispatch_get_main_queue_handle_4CF(void) __attribute__((weak));
extern void _dispatch_main_queue_callback_4CF(void *message) __attribute__((weak));

extern void *CFRunLoopGetMain(void) __attribute__((weak));
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode) __attribute__((weak));
extern int32_t CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled)
    __attribute__((weak));
extern double CFAbsoluteTimeGetCurrent(void) __attribute__((weak));
extern const void *const kCFRunLoopDefaultMode __attribute__((weak));

static inline int openuikit_main_queue_hooks_available(void) {
    return _dispatch_get_main_queue_handle_4CF != 0 && _dispatch_main_queue_callback_4CF != 0;
}
static inline int openuikit_main_queue_wake_up_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void openuikit_main_queue_run_blocks(void) { _dispatch_main_queue_callback_4CF(0); }

static inline int openuikit_run_loop_hooks_available(void) {
    return CFRunLoopGetMain != 0 && CFRunLoopGetNextTimerFireDate != 0 && CFRunLoopRunInMode != 0
        && CFAbsoluteTimeGetCurrent != 0 && &kCFRunLoopDefaultMode != 0;
}
static inline void *openuikit_main_run_loop(void) { return CFRunLoopGetMain(); }
static inline const void *openuikit_run_loop_default_mode(void) { return kCFRunLoopDefaultMode; }
static inline double openuikit_run_loop_next_timer_date(void *runLoop, const void *mode) {
    return CFRunLoopGetNextTimerFireDate(runLoop, mode);
}
static inline int32_t openuikit_run_loop_run_once(const void *mode) { return CFRunLoopRunInMode(mode, 0, 1); }
static inline double openuikit_absolute_time_now(void) { return CFAbsoluteTimeGetCurrent(); }
