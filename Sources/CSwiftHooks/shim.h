// Swift's concurrency runtime's hook for its run-time isolation checks,
// referenced by its exported name, so that the linker finds it whether the
// runtime is a shared library or linked in (--static-swift-stdlib, where
// dlsym does not see it).
extern void *swift_task_checkIsolated_hook;

/// Where the runtime reads the hook.
static inline void **tsh_check_isolated_hook_slot(void) {
    return &swift_task_checkIsolated_hook;
}
