// gdk-pixbuf decodes the image formats Cairo does not (JPEG, GIF, BMP, TIFF, WebP with its loader); the renderer
// copies its pixels into Cairo image surfaces.
#include <gdk-pixbuf/gdk-pixbuf.h>
