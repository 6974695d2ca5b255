// Cairo for drawing and Pango (through pangocairo) for text: the only C libraries the view tree's rendering uses.
// Neither talks to a windowing system; the X11 backend presents what they draw.
#include <cairo.h>
#include <pango/pangocairo.h>
