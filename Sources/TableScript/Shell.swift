import TableEngine

/// What the command line sets for a shell session.
public struct ShellOptions: Sendable {
    /// 7-bit glyphs in renderings.
    public var ascii = false
    /// ANSI colour in renderings (only on a TTY, never with NO_COLOR).
    public var color = false
    /// How the callback log prints, or `.off`.
    public var log: LogStyle = .objc
    /// Rendering width in columns.
    public var width = 60
    /// Print each command (`> cmd`) before its output.
    public var echo = false
    /// Stop at the first error.
    public var bail = true
    /// Whether a person is typing (REPL): errors show no file name.
    public var interactive = false

    public init() {}
}

/// How log lines print.
public enum LogStyle: String, CaseIterable, Sendable {
    case objc, swift, json, off
}

/// Set from a SIGINT handler: the running command stops at its next check.
/// A plain global with a constant initializer, so a signal handler may write it.
nonisolated(unsafe) public var shellInterruptRequested: Bool = false

/// The result of feeding one typed line to the shell.
public enum FeedResult: Sendable, Equatable {
    /// The command (or commands) ran.
    case complete
    /// The input continues on the next line (a trailing `\`, or an open
    /// `batch {` block): prompt for more.
    case needsMore
}
