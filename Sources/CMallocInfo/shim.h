// glibc's heap statistics and settings (malloc.h is not in Swift's Glibc
// module), for the shell's memory limit, how it keeps freed memory, and
// tableshell-bench's memory-per-row figures.
#include <malloc.h>
#include <stddef.h>

/// Bytes malloc has handed out and not had back: arena chunks in use plus
/// mmapped blocks.
static inline size_t cmalloc_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

/// Keeps what a command frees for the next command, up to sizes a command
/// of 100k rows uses, instead of handing it back to the system and paying
/// page faults to get it again: glibc maps blocks from 128 KiB (adjusted
/// up to 32 MiB as blocks are freed) and trims a free heap top from
/// 128 KiB; an `apply` of 100k names spent a third of its time faulting
/// its temporaries in afresh each time. Blocks from 64 MiB are still
/// mapped and unmapped, and a free heap top of over 128 MiB is trimmed.
static inline void cmalloc_keep_freed_memory(void) {
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
}
