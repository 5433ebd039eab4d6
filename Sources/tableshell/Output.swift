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
final class Output {
    private static let capacity = 64 * 1024

    private var buffer: [UInt8] = []
    /// The first `write(2)` failure on standard output, as an errno.
    private(set) var failure: Int32?

    init() {
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends text for standard output.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if buffer.count + bytes.count > Self.capacity { flush() }
            if bytes.count >= Self.capacity {
                writeAll(bytes, to: STDOUT_FILENO)
            } else {
                buffer.append(contentsOf: bytes)
            }
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
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer { writeAll($0, to: STDOUT_FILENO) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// `write(2)` until done: writes may be partial, and a signal (Ctrl-C
    /// sets a flag without SA_RESTART) may interrupt them. After a failure
    /// on standard output, what is left for it is dropped.
    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        if fd == STDOUT_FILENO && failure != nil { return }
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Platform.write(fd, next, left)
            if written >= 0 {
                next += written
                left -= written
            } else if errno != EINTR {
                if fd == STDOUT_FILENO { failure = errno }
                return
            }
        }
    }
}
