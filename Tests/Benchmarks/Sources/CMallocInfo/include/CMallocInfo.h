#ifndef OPENUIKIT_BENCHMARKS_CMALLOCINFO_H
#define OPENUIKIT_BENCHMARKS_CMALLOCINFO_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back: glibc's mallinfo2().uordblks; 0 where unavailable.
size_t cmallocinfo_bytes_in_use(void);

/// malloc_usable_size of a block (glibc); 0 where unavailable.
size_t cmallocinfo_usable_size(const void *pointer);

#endif
