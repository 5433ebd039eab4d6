/// Lets Swift's runtime checks of main-actor isolation pass on an app
/// thread, which stands for the main thread.
///
/// Swift 6 checks isolation at run time where its static checks cannot
/// vouch for a caller: a `@MainActor` closure passed to a function of a
/// module built without strict concurrency (the standard library's
/// `Optional.map`, `Array.map`, …), `MainActor.assumeIsolated`. Off the
/// process's main thread that check ends the process. The runtime offers a
/// hook for it (`swift_task_checkIsolated_hook`, one of its concurrency
/// hooks); installed here, it accepts the main actor's executor on an app
/// thread and leaves every other check to the runtime.
package enum MainActorCheck {
    /// `void (*)(SerialExecutorRef executor, original)`, Swift's calling
    /// convention: the executor's two words and the original function are
    /// passed in the same registers as these three C arguments.
    private typealias Hook = @convention(c) (UnsafeRawPointer?, UInt, UnsafeRawPointer?) -> Void
    private typealias Original = @convention(c) (UnsafeRawPointer?, UInt) -> Void

    /// Installs the hook once per process.
    package static let install: Void = {
        guard let slot = isolationHookSlot() else { return }
        slot.pointee = unsafeBitCast(hook, to: UnsafeRawPointer.self)
    }()

    /// Whether the runtime calls the hook at its isolation checks: false
    /// before `install`, and where the runtime has no such hook.
    package static var isInstalled: Bool {
        guard let slot = isolationHookSlot() else { return false }
        return slot.pointee == unsafeBitCast(hook, to: UnsafeRawPointer.self)
    }

    private static let hook: Hook = { identity, implementation, original in
        if AppThread.isCurrent, identity == MainActorCheck.mainExecutorIdentity { return }
        unsafeBitCast(original, to: Original.self)(identity, implementation)
    }

    /// The main actor's executor's identity: the first word of its reference.
    nonisolated(unsafe) private static let mainExecutorIdentity: UnsafeRawPointer? = {
        unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self).0
    }()
}

/// Where the runtime reads the hook: the address of
/// `swift_task_checkIsolated_hook`, taken by the C target CIsolationHook,
/// which references the variable by its linked name — so it is found in a
/// binary linked with `--static-swift-stdlib` too, whose runtime symbols
/// `dlsym` does not see. Nil where the runtime predates the hook (an older
/// Apple system).
///
/// Called by its symbol name, not through `import CIsolationHook`: a Swift
/// module that imports a C module makes every module loading it need that
/// module's map, and UIKit (with AppHarness) is loaded into modules whose
/// build knows nothing of it — Swift Testing's cross-import overlay for
/// UIKit, and swift-property-based's `#if canImport(UIKit)`. A C function
/// of no arguments returning a pointer is called the same way by Swift's
/// calling convention as by C's.
@_silgen_name("tableshell_isolation_hook_slot")
private func isolationHookSlot() -> UnsafeMutablePointer<UnsafeRawPointer?>?
