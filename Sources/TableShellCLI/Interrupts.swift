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
            if secondInterruptExits && interruptRequested {
                Output.flushForFatalSignal()
                _exit(130)
            }
            interruptRequested = true
        }
        Platform.unblock([SIGINT])
    }

    /// Whether Ctrl-C was pressed since the last call; clears it.
    static func take() -> Bool {
        defer { interruptRequested = false }
        return interruptRequested
    }

    /// Forgets a Ctrl-C (one that belonged to what has finished).
    static func clear() { interruptRequested = false }

    // MARK: --timeout

    /// Gives the run `seconds`: then `timedOut` turns true, and the shell
    /// stops at its next check (every loop a command can make long checks).
    /// A command that does not stop within `grace` seconds more ends the
    /// process: output written out, a message, exit status 1.
    static func startTimeout(seconds: Int, grace: Int = 5) {
        timedOutFlag = false
        graceSeconds = UInt32(grace)
        var message = "tableshell: error: --timeout \(seconds) s: tableshell did not stop within \(grace) s after the time was up (a command stuck, or output nobody reads); exiting\n"
        timeoutMessage = message.withUTF8 { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            bytes.withMemoryRebound(to: CChar.self) { copy.update(from: $0.baseAddress!, count: bytes.count) }
            copy[bytes.count] = 0
            return UnsafePointer(copy)
        }
        // Not restarting: a read blocked on standard input returns EINTR and
        // sees the time is up.
        Platform.handle(SIGALRM, restart: false) { _ in
            if timedOutFlag {
                Output.flushForFatalSignal(message: timeoutMessage)
                _exit(1)
            }
            timedOutFlag = true
            alarm(graceSeconds)
        }
        Platform.unblock([SIGALRM])
        alarm(UInt32(seconds))
    }

    /// Whether the time given with `--timeout` is over.
    static var timedOut: Bool { timedOutFlag }

    /// The scripts are over: the time limit no longer applies (the REPL
    /// that may follow has none).
    static func cancelTimeout() { alarm(0) }
}

// Globals with constant initializers, so that a signal handler may write them.
nonisolated(unsafe) private var interruptRequested = false
nonisolated(unsafe) private var secondInterruptExits = false
nonisolated(unsafe) private var timedOutFlag = false
nonisolated(unsafe) private var graceSeconds: UInt32 = 5
nonisolated(unsafe) private var timeoutMessage: UnsafePointer<CChar>?
