#include "IsolationHook.h"

// Swift's concurrency runtime reads this hook at each run-time isolation
// check (swift_task_checkIsolated). It is referenced here by its linked
// name, so the linker finds it whether the runtime is a shared library or
// linked into the executable (--static-swift-stdlib, where dlsym does not
// see it: the static runtime's symbols are not in the dynamic table).
// On Apple platforms the runtime is the system's, which may predate the
// hook (Swift 6.0): it is weakly imported there, and absent it is NULL.
#if defined(__APPLE__)
extern void *swift_task_checkIsolated_hook __attribute__((weak_import));
#else
extern void *swift_task_checkIsolated_hook;
#endif

void **tableshell_isolation_hook_slot(void) {
    return &swift_task_checkIsolated_hook;
}
