// Xlib, XInput2, MIT-SHM (System V segments, and memory files passed over XCB) and Cairo's Xlib surfaces: everything
// the X11 backend needs from C. Function-like macros do not import into Swift, so the few the backend uses are wrapped
// here.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XInput.h>
#include <X11/XF86keysym.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/cursorfont.h>
#include <cairo/cairo-xlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <X11/Xlib-xcb.h>
#include <xcb/shm.h>
#include <dlfcn.h>
#include <errno.h>
#include <locale.h>
#include <string.h>
#include <linux/memfd.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static inline void openuikit_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int openuikit_xi_mask_is_set(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event); }
static const int openuikit_xi_mask_length = XIMaskLen(XI_LASTEVENT);
/// XInput 1's proximity events of an opened device (XInput 2 has none): the event types, and their classes for
/// XSelectExtensionEvent appended at `classes` (room for two). Returns how many classes it wrote.
static inline int openuikit_xi1_proximity_classes(XDevice *device, int *inType, int *outType, XEventClass *classes) {
    int count = 0, type = 0;
    XEventClass eventClass = 0;
    ProximityIn(device, type, eventClass);
    if (type) { *inType = type; classes[count++] = eventClass; }
    ProximityOut(device, type, eventClass);
    if (type) { *outType = type; classes[count++] = eventClass; }
    return count;
}
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

/// The user the X server runs as, from the connection's peer credentials (SO_PEERCRED); -1 when the connection
/// cannot tell (not a local socket). The struct is Linux's `struct ucred`, spelled out so no feature macro is needed.
static inline long openuikit_x_server_user(Display *display) {
    struct { pid_t pid; uid_t uid; gid_t gid; } credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(ConnectionNumber(display), SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) return -1;
    if (length != sizeof credentials) return -1;
    return (long)credentials.uid;
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

// X's input method protocol (XIM): its calls are variadic and its preedit callbacks take C structs, so both live
// here; `X11InputMethod` sees one handler per input context.

/// What a preedit callback reports: the composition started, changed (`first`/`length` characters replaced by
/// `utf8`, NULL for none; `caret` in characters), moved its caret only, or ended.
enum { OPENUIKIT_PREEDIT_START = 0, OPENUIKIT_PREEDIT_DRAW = 1, OPENUIKIT_PREEDIT_CARET = 2, OPENUIKIT_PREEDIT_DONE = 3 };
typedef void (*openuikit_preedit_handler)(void *context, int kind, int caret, int first, int length, const char *utf8);

/// Lives as long as its input context: the callbacks point into it.
struct openuikit_preedit_context {
    openuikit_preedit_handler handler;
    void *context;
    XIMCallback start, done, draw, caret;
};

static int openuikit_preedit_start(XIC ic, XPointer client, XPointer unused) {
    struct openuikit_preedit_context *c = (struct openuikit_preedit_context *)client;
    c->handler(c->context, OPENUIKIT_PREEDIT_START, 0, 0, 0, NULL);
    return -1; // no length limit
}

static void openuikit_preedit_done(XIC ic, XPointer client, XPointer unused) {
    struct openuikit_preedit_context *c = (struct openuikit_preedit_context *)client;
    c->handler(c->context, OPENUIKIT_PREEDIT_DONE, 0, 0, 0, NULL);
}

/// Appends the UTF-8 form of `scalar` at `out`; returns the bytes written.
static inline size_t openuikit_utf8_encode(unsigned long scalar, char *out) {
    if (scalar < 0x80) { out[0] = (char)scalar; return 1; }
    if (scalar < 0x800) { out[0] = (char)(0xC0 | (scalar >> 6)); out[1] = (char)(0x80 | (scalar & 0x3F)); return 2; }
    if (scalar < 0x10000) {
        out[0] = (char)(0xE0 | (scalar >> 12)); out[1] = (char)(0x80 | ((scalar >> 6) & 0x3F));
        out[2] = (char)(0x80 | (scalar & 0x3F)); return 3;
    }
    out[0] = (char)(0xF0 | (scalar >> 18)); out[1] = (char)(0x80 | ((scalar >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((scalar >> 6) & 0x3F)); out[3] = (char)(0x80 | (scalar & 0x3F)); return 4;
}

static void openuikit_preedit_draw(XIC ic, XPointer client, XIMPreeditDrawCallbackStruct *draw) {
    struct openuikit_preedit_context *c = (struct openuikit_preedit_context *)client;
    XIMText *text = draw->text;
    // Text whose string is NULL only changes highlighting: the characters stay, the caret may move.
    if (text && text->length > 0 && !(text->encoding_is_wchar ? (void *)text->string.wide_char
                                                               : (void *)text->string.multi_byte)) {
        c->handler(c->context, OPENUIKIT_PREEDIT_CARET, draw->caret, 0, 0, NULL);
        return;
    }
    char *utf8 = NULL;
    if (text && text->encoding_is_wchar && text->string.wide_char) {
        utf8 = malloc((size_t)text->length * 4 + 1);
        size_t used = 0;
        for (unsigned short i = 0; i < text->length; i++) used += openuikit_utf8_encode((unsigned long)text->string.wide_char[i], utf8 + used);
        utf8[used] = 0;
    } else if (text && text->string.multi_byte) {
        utf8 = strdup(text->string.multi_byte); // the locale's multibyte encoding: UTF-8 (see openuikit_xim_open)
    }
    c->handler(c->context, OPENUIKIT_PREEDIT_DRAW, draw->caret, draw->chg_first, draw->chg_length, utf8);
    free(utf8);
}

static void openuikit_preedit_caret(XIC ic, XPointer client, XIMPreeditCaretCallbackStruct *caret) {
    struct openuikit_preedit_context *c = (struct openuikit_preedit_context *)client;
    c->handler(c->context, OPENUIKIT_PREEDIT_CARET, caret->position, 0, 0, NULL);
}

/// Opens the input method `XMODIFIERS` names, with the process's character type locale made UTF-8 first (XIM
/// speaks the locale's encoding, and the preedit and committed text must be UTF-8). NULL when Xlib cannot.
static inline XIM openuikit_xim_open(Display *display) {
    const char *locale = setlocale(LC_CTYPE, "");
    if (!locale || !(strstr(locale, "UTF-8") || strstr(locale, "utf8"))) {
        if (!setlocale(LC_CTYPE, "C.UTF-8")) return NULL;
    }
    if (!XSupportsLocale() || !XSetLocaleModifiers("")) return NULL;
    return XOpenIM(display, NULL, NULL, NULL);
}

/// The best input style `im` offers, in this order: preedit drawn by the client through callbacks (on the spot),
/// preedit drawn by the input method at a spot the client gives (over the spot), preedit in the input method's
/// own window; never a status area. 0 if it offers none of them.
static inline unsigned long openuikit_xim_choose_style(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || !styles) return 0;
    const unsigned long preferred[] = {
        XIMPreeditCallbacks | XIMStatusNothing, XIMPreeditCallbacks | XIMStatusNone,
        XIMPreeditPosition | XIMStatusNothing, XIMPreeditPosition | XIMStatusNone,
        XIMPreeditNothing | XIMStatusNothing, XIMPreeditNothing | XIMStatusNone,
        XIMPreeditNone | XIMStatusNone,
    };
    unsigned long chosen = 0;
    for (size_t p = 0; p < sizeof preferred / sizeof preferred[0] && !chosen; p++)
        for (unsigned short i = 0; i < styles->count_styles; i++)
            if (styles->supported_styles[i] == preferred[p]) { chosen = preferred[p]; break; }
    XFree(styles);
    return chosen;
}

/// An input context for `window` in `style`, its preedit callbacks (on-the-spot styles) reporting to `context`.
static inline XIC openuikit_xic_create(XIM im, Window window, unsigned long style,
                                       struct openuikit_preedit_context *context) {
    if (style & XIMPreeditCallbacks) {
        context->start = (XIMCallback){(XPointer)context, (XIMProc)openuikit_preedit_start};
        context->done = (XIMCallback){(XPointer)context, (XIMProc)openuikit_preedit_done};
        context->draw = (XIMCallback){(XPointer)context, (XIMProc)openuikit_preedit_draw};
        context->caret = (XIMCallback){(XPointer)context, (XIMProc)openuikit_preedit_caret};
        XVaNestedList preedit = XVaCreateNestedList(
            0, XNPreeditStartCallback, &context->start, XNPreeditDoneCallback, &context->done,
            XNPreeditDrawCallback, &context->draw, XNPreeditCaretCallback, &context->caret, NULL);
        XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                           XNPreeditAttributes, preedit, NULL);
        XFree(preedit);
        return ic;
    }
    if (style & XIMPreeditPosition) {
        XPoint spot = {0, 0};
        XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
        XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window,
                           XNPreeditAttributes, preedit, NULL);
        XFree(preedit);
        return ic;
    }
    return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, NULL);
}

/// Tells an over-the-spot input method where the caret is (window pixels; the baseline's left end).
static inline void openuikit_xic_set_spot(XIC ic, short x, short y) {
    XPoint spot = {x, y};
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
}

/// Ends any composition in `ic`, dropping its text (the field that showed it has lost focus).
static inline void openuikit_xic_reset(XIC ic) {
    char *left = Xutf8ResetIC(ic);
    if (left) XFree(left);
}

/// libXcursor's `XcursorLibraryLoadCursor`, with the library opened the first time a theme cursor is wanted instead
/// of at every launch (libXcursor and libXfixes are two of the libraries the dynamic loader would otherwise map and
/// relocate before `main`). 0 when the library or the theme has no such cursor; the caller then uses the core
/// cursor font. Main thread only.
static inline Cursor openuikit_xcursor_load(Display *display, const char *name) {
    static Cursor (*load)(Display *, const char *);
    static int opened;
    if (!opened) {
        opened = 1;
        void *library = dlopen("libXcursor.so.1", RTLD_LAZY | RTLD_LOCAL);
        if (library) load = (Cursor (*)(Display *, const char *))dlsym(library, "XcursorLibraryLoadCursor");
    }
    return load ? load(display, name) : 0;
}
