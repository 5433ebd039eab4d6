// glibc's heap statistics (malloc.h is not in Swift's Glibc module), for
// the shell's memory limit and tableshell-bench's memory-per-row figures.
#include <malloc.h>
#include <stddef.h>

/// Bytes malloc has handed out and not had back: arena chunks in use plus
/// mmapped blocks.
static inline size_t cmalloc_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
