#include "CMallocInfo.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__GLIBC__)
#include <malloc.h>

size_t cmallocinfo_bytes_in_use(void) {
    return mallinfo2().uordblks;
}

size_t cmallocinfo_usable_size(const void *pointer) {
    return malloc_usable_size((void *)pointer);
}
#else
size_t cmallocinfo_bytes_in_use(void) { return 0; }
size_t cmallocinfo_usable_size(const void *pointer) { (void)pointer; return 0; }
#endif
