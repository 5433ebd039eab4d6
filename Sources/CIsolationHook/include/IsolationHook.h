// Where Swift's concurrency runtime reads its isolation-check hook
// (`swift_task_checkIsolated_hook`), whether the runtime is linked
// statically or dynamically.
//
// AppHarness calls this function by its name (`@_silgen_name`) and never
// imports this module: a Swift module that imports a C module makes every
// module importing it need the C module's map, and Swift Testing's
// cross-import overlay for UIKit (and swift-property-based's
// `#if canImport(UIKit)`) load UIKit — and with it AppHarness — into
// modules whose build knows nothing of this one.
#ifndef TABLESHELL_ISOLATION_HOOK_H
#define TABLESHELL_ISOLATION_HOOK_H

void **tableshell_isolation_hook_slot(void);

#endif
