#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tableshell asks of the terminal and the environment it runs in.
enum Terminal {
    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The width in columns of the terminal on `fd`, or nil when `fd` is not
    /// a terminal or does not say.
    static func columns(of fd: Int32) -> Int? {
        var size = winsize()
        guard isTerminal(fd), ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }

    /// An environment variable, or nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
