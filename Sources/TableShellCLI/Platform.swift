// The few calls whose spelling differs between Linux (Glibc) and macOS
// (Darwin). Every file of the executable imports the C library the same
// way, through `canImport`.

#if canImport(Glibc)
@preconcurrency import Glibc
import CMallocInfo
#elseif canImport(Darwin)
import Darwin
#endif

enum Platform {
    /// Memory a command frees stays for the next one (glibc: see
    /// `cmalloc_keep_freed_memory`); the macOS allocator keeps it already.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        cmalloc_keep_freed_memory()
        #endif
    }

    /// Installs `handler` for `signal`: with SA_RESTART (a blocked read goes
    /// on) or without (it returns EINTR).
    static func handle(_ signal: Int32, restart: Bool, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = restart ? SA_RESTART : 0
        sigaction(signal, &action, nil)
    }

    /// Installs `handler` for a signal a crash raises, on the alternate
    /// stack (a stack overflow leaves none to run it on), keeping the
    /// action that was there (Swift's backtracer) in `previous`.
    static func handleCrash(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void, previous: UnsafeMutablePointer<sigaction>) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        sigaction(signal, &action, previous)
    }

    /// Unblocks `signals`: a parent may have started us with them blocked
    /// (some test runners and process spawners do), and they would wait
    /// for ever.
    static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Makes sure the thread has an alternate signal stack.
    static func ensureAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 256 * 1024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }

    /// The file `dlopen` loads libedit from.
    #if canImport(Glibc)
    static let libeditFile = "libedit.so.2"
    #else
    static let libeditFile = "libedit.3.dylib"
    #endif

    /// Ends the process with `status`, without running what Swift would.
    static func exit(_ status: Int32) -> Never { cExit(status) }

    /// `write(2)`.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { cWrite(fd, bytes, count) }

    /// The text of an errno value.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whether `mode` (from `stat`) is a directory, or a regular file.
    static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
    static func isRegularFile(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
}

// Outside any type, these names are the C library's.
private func cExit(_ status: Int32) -> Never { exit(status) }
private func cWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
