#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let slot = dlsym(everywhere, "swift_task_checkIsolated_hook") else { return }
        let hook: Hook = { identity, implementation, original in
            if AppThread.isCurrent, identity == MainActorCheck.mainExecutorIdentity { return }
            unsafeBitCast(original, to: Original.self)(identity, implementation)
        }
        slot.storeBytes(of: unsafeBitCast(hook, to: UnsafeRawPointer.self), as: UnsafeRawPointer.self)
    }()

    /// The main actor's executor's identity: the first word of its reference.
    nonisolated(unsafe) private static let mainExecutorIdentity: UnsafeRawPointer? = {
        unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self).0
    }()
}
