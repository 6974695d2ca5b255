// Xlib, XInput2, MIT-SHM (System V segments, and memory files passed over XCB) and Cairo's Xlib surfaces: everything
// the X11 backend needs from C. Function-like macros do not import into Swift, so the few the backend uses are wrapped
// here.
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
#include <X11/Xlib-xcb.h>
#include <xcb/shm.h>
#include <errno.h>
#include <linux/memfd.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

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

/// Whether the server can take a shared memory segment as a file descriptor (MIT-SHM 1.2's ShmAttachFd): only over a
/// local (Unix) socket, since XCB closes the connection if a descriptor cannot be sent, and only if the server
/// speaks 1.2.
static inline int openuikit_shm_can_pass_descriptors(Display *display) {
    struct sockaddr_storage address;
    socklen_t length = sizeof address;
    if (getsockname(ConnectionNumber(display), (struct sockaddr *)&address, &length) != 0) return 0;
    if (address.ss_family != AF_UNIX) return 0;
    xcb_connection_t *connection = XGetXCBConnection(display);
    xcb_shm_query_version_reply_t *version =
        xcb_shm_query_version_reply(connection, xcb_shm_query_version(connection), NULL);
    if (!version) return 0;
    int supported = version->major_version > 1 || (version->major_version == 1 && version->minor_version >= 2);
    free(version);
    return supported;
}

/// Maps a new memory file of `size` bytes and passes its descriptor to the server as segment `*segment`
/// (ShmAttachFd, read-only for the server). Returns the mapping, or NULL with `*failure` set: an errno value when
/// the memory could not be made, or minus the X error code when the server refused it.
static inline void *openuikit_shm_attach_memory_file(Display *display, size_t size, unsigned long *segment,
                                                     int *failure) {
    int fd = (int)syscall(SYS_memfd_create, "openuikit-frame", MFD_CLOEXEC);
    if (fd < 0) { *failure = errno; return NULL; }
    if (ftruncate(fd, (off_t)size) != 0) { *failure = errno; close(fd); return NULL; }
    void *address = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (address == MAP_FAILED) { *failure = errno; close(fd); return NULL; }
    xcb_connection_t *connection = XGetXCBConnection(display);
    uint32_t id = xcb_generate_id(connection);
    // XCB sends the descriptor with the request and closes it; the mapping keeps the memory.
    xcb_generic_error_t *error = xcb_request_check(connection, xcb_shm_attach_fd_checked(connection, id, fd, 1));
    if (error) {
        *failure = -(int)error->error_code;
        free(error);
        munmap(address, size);
        return NULL;
    }
    *segment = id;
    return address;
}
static inline int openuikit_unmap(void *address, size_t size) { return munmap(address, size); }
