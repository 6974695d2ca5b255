// Xlib, XInput2, MIT-SHM and Cairo's Xlib surfaces: everything the X11 backend needs from C. Function-like macros do not
// import into Swift, so the few the backend uses are wrapped here.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/XF86keysym.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/Xcursor/Xcursor.h>
#include <X11/cursorfont.h>
#include <cairo/cairo-xlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>

static inline void openuikit_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int openuikit_xi_mask_is_set(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event); }
static const int openuikit_xi_mask_length = XIMaskLen(XI_LASTEVENT);
static inline unsigned long openuikit_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline void openuikit_destroy_image(XImage *image) { XDestroyImage(image); }
static inline int openuikit_connection_number(Display *display) { return ConnectionNumber(display); }
static inline Window openuikit_default_root(Display *display) { return DefaultRootWindow(display); }
static inline int openuikit_default_screen(Display *display) { return DefaultScreen(display); }
static inline Visual *openuikit_default_visual(Display *display, int screen) { return DefaultVisual(display, screen); }
static inline int openuikit_default_depth(Display *display, int screen) { return DefaultDepth(display, screen); }
static inline unsigned long openuikit_next_request(Display *display) { return NextRequest(display); }
static inline unsigned long openuikit_last_request_read(Display *display) { return LastKnownRequestProcessed(display); }
static inline int openuikit_image_byte_order(Display *display) { return ImageByteOrder(display); }
/// A private System V segment only its creator's user may attach (a server run as another user is refused).
static inline int openuikit_shm_create(size_t size) { return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600); }
static inline void *openuikit_shm_attach(int id) { return shmat(id, 0, 0); }
static inline int openuikit_shm_detach(const void *address) { return shmdt(address); }
static inline int openuikit_shm_remove(int id) { return shmctl(id, IPC_RMID, 0); }
/// XDestroyImage frees the pixel data too; images that borrow someone else's pixels drop them first.
static inline void openuikit_destroy_borrowing_image(XImage *image) { image->data = 0; XDestroyImage(image); }
