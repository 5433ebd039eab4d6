#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What was printed before a crash reaches standard output: on the signals
/// a crash raises, the output buffer is written out, then the signal goes
/// to the handler there was before (Swift's backtracer, or the default),
/// which reports the crash as it would have.
enum FatalSignals {
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    static func install() {
        Platform.ensureAlternateStack()
        for signal in signals where signal < 32 {
            Platform.handleCrash(signal, { signal in
                Output.flushForFatalSignal()
                // The previous handler takes over: the signal, raised again,
                // is delivered to it as soon as this one returns.
                sigaction(signal, previousActions + Int(signal), nil)
                raise(signal)
            }, previous: previousActions + Int(signal))
        }
        Platform.unblock(signals)
    }
}

// The actions in place before `install`, by signal number.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    for i in 0..<32 { (actions + i).initialize(to: sigaction()) }
    return actions
}()
