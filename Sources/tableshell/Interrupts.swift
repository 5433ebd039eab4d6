@preconcurrency import Glibc
import TableScript

/// Ctrl-C never kills tableshell on its own. SIGINT sets
/// `shellInterruptRequested`, which the shell checks during long commands;
/// the handler is installed without SA_RESTART, so a read blocked at the
/// prompt returns EINTR and the line editor can cancel the line.
///
/// In batch mode (script files, `-c`, piped input) a second Ctrl-C that
/// arrives before the shell has taken the first exits with status 130 at
/// once: the way out of a command that does not check. In the REPL every
/// Ctrl-C only interrupts, so a session is never lost to one.
enum Interrupts {
    static func install(secondOneExits: Bool) {
        // Touch both globals here, not first in the handler.
        shellInterruptRequested = false
        secondInterruptExits = secondOneExits

        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if secondInterruptExits && shellInterruptRequested { _exit(130) }
            shellInterruptRequested = true
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may have started us with SIGINT blocked (some test
        // runners and process spawners do): unblock it, or Ctrl-C would wait
        // for ever.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }
}

nonisolated(unsafe) private var secondInterruptExits = false
