#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output through a 64 KiB buffer and `write(2)`, and standard error
/// unbuffered. `print` costs a lock and a call per line; a script that renders
/// a lot of tables spends most of its time there otherwise.
///
/// Call `flush()` before anything else writes to the terminal (a prompt, the
/// line editor) and before exit. Error text flushes the buffer first, so
/// output and errors keep their order on a terminal.
///
/// The buffer is plain memory that a signal handler may write out: on a
/// crash, a time-out or a second Ctrl-C, what was printed before is not
/// lost (`Output.flushForFatalSignal`).
final class Output {
    private static let capacity = 64 * 1024

    /// The first `write(2)` failure on standard output, as an errno.
    private(set) var failure: Int32?

    init() {
        // One buffer for the process: the executable makes one Output for
        // its host (and one for a usage error, which writes no output).
        if pendingBytes == nil {
            pendingBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.capacity)
        }
    }

    /// Appends text for standard output.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends UTF-8 bytes for standard output.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        if pendingCount + bytes.count > Self.capacity { flush() }
        if bytes.count >= Self.capacity {
            writeAll(bytes, to: STDOUT_FILENO)
        } else if let base = bytes.baseAddress, let buffer = pendingBytes {
            (buffer + pendingCount).update(from: base, count: bytes.count)
            // Counted once copied: a signal handler writes whole text only.
            pendingCount += bytes.count
        }
    }

    /// Writes text to standard error at once, after what is buffered for
    /// standard output.
    func writeError(_ text: String) {
        flush()
        var text = text
        text.withUTF8 { writeAll($0, to: STDERR_FILENO) }
    }

    /// Writes out what is buffered.
    func flush() {
        guard pendingCount > 0, let buffer = pendingBytes else { return }
        let count = pendingCount
        pendingCount = 0
        writeAll(UnsafeBufferPointer(start: buffer, count: count), to: STDOUT_FILENO)
    }

    /// `write(2)` until done: writes may be partial, and a signal (Ctrl-C
    /// sets a flag without SA_RESTART) may interrupt them. After a failure
    /// on standard output, what is left for it is dropped.
    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        if fd == STDOUT_FILENO && failure != nil { return }
        guard let start = bytes.baseAddress else { return }
        if let code = Output.writeAll(fd, start, bytes.count), fd == STDOUT_FILENO { failure = code }
    }

    /// Writes every byte, again after EINTR; returns the errno of a failure.
    @discardableResult
    static func writeAll(_ fd: Int32, _ start: UnsafePointer<UInt8>, _ count: Int) -> Int32? {
        var next = start
        var left = count
        while left > 0 {
            let written = Platform.write(fd, next, left)
            if written >= 0 {
                next += written
                left -= written
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }

    /// From a signal handler, on the way out of the process: writes what is
    /// buffered with `write(2)` alone (async-signal-safe), then `message`
    /// on standard error if there is one.
    static func flushForFatalSignal(message: UnsafePointer<CChar>? = nil) {
        if let buffer = pendingBytes, pendingCount > 0 {
            let count = pendingCount
            pendingCount = 0
            // Never blocking: standard output may be a pipe nobody reads
            // (which is why the process is being ended).
            let flags = fcntl(STDOUT_FILENO, F_GETFL)
            if flags >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK) }
            writeAll(STDOUT_FILENO, buffer, count)
        }
        if let message {
            _ = message.withMemoryRebound(to: UInt8.self, capacity: strlen(message)) { writeAll(STDERR_FILENO, $0, strlen(message)) }
        }
    }
}

// Globals a signal handler can read: the buffer and how much of it holds text.
nonisolated(unsafe) private var pendingBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var pendingCount = 0
