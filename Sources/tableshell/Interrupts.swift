#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C never kills tableshell on its own. SIGINT sets a flag, which the
/// host hands the shell (`takeInterrupt`) during long commands; the handler
/// is installed without SA_RESTART, so a read blocked at the prompt returns
/// EINTR and the line editor can cancel the line.
///
/// In batch mode (script files, `-c`, piped input) a second Ctrl-C that
/// arrives before the shell has taken the first exits with status 130 at
/// once: the way out of a command that does not check. In the REPL every
/// Ctrl-C only interrupts, so a session is never lost to one.
enum Interrupts {
    static func install(secondOneExits: Bool) {
        // Touch both globals here, not first in the handler.
        interruptRequested = false
        secondInterruptExits = secondOneExits
        Platform.handle(SIGINT, restart: false) { _ in
            if secondInterruptExits && interruptRequested { _exit(130) }
            interruptRequested = true
        }
        // A parent may have started us with SIGINT blocked (some test
        // runners and process spawners do): unblock it, or Ctrl-C would wait
        // for ever.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether Ctrl-C was pressed since the last call; clears it.
    static func take() -> Bool {
        defer { interruptRequested = false }
        return interruptRequested
    }

    /// Forgets a Ctrl-C (one that belonged to what has finished).
    static func clear() { interruptRequested = false }
}

// Globals with constant initializers, so that a signal handler may write them.
nonisolated(unsafe) private var interruptRequested = false
nonisolated(unsafe) private var secondInterruptExits = false
