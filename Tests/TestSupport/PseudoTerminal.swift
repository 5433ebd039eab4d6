#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A program run on a pseudo-terminal of its own, as in a terminal window:
/// the slave side is its standard input, output and error and its
/// controlling terminal (it leads a new session), the test holds the master
/// side to type keys and read the screen's bytes.
///
/// Nothing here blocks without a deadline: every wait polls the master with
/// a timeout and throws past it, with what was read so far; the program is
/// killed when the terminal is dropped.
package final class PseudoTerminal {
    package struct Timeout: Error, CustomStringConvertible {
        package var description: String
    }

    package let pid: pid_t
    private let master: Int32
    /// Every byte the program wrote, as text without ANSI escapes or `\r`.
    package private(set) var screen = ""
    private var raw: [UInt8] = []
    private var exitStatus: Int32?

    package init(program: String, arguments: [String] = [], environment: [String: String], columns: UInt16 = 80, rows: UInt16 = 24) throws {
        master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            if master >= 0 { close(master) }
            throw Timeout(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = String(cString: name)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        // The child starts a session (POSIX_SPAWN_SETSID, done before the
        // file actions), so opening the slave makes it its controlling
        // terminal; then it is duplicated onto 1 and 2.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Nothing else: a pipe of a test running beside this one, left open
        // in the child, would not see its end until the child exits.
        closeFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(spawnFlags))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw Timeout(description: "posix_spawn \(program): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `text` as keys (`\r` is Enter, `\t` Tab, `\u{3}` Ctrl-C, `\u{4}`
    /// Ctrl-D), once the program reads keys one by one (see `waitForRawMode`).
    package func type(_ text: String) throws {
        try waitForRawMode()
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Timeout(description: "writing to the terminal: \(String(cString: strerror(errno)))")
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Waits until the terminal is out of canonical mode: a line editor
    /// (libedit, zle) reads keys. Both print their prompt before they leave
    /// canonical mode, so a key typed on seeing the prompt may reach the
    /// terminal's own line discipline instead: echoed by the kernel, and a
    /// Ctrl-C then flushes the line and signals a program not yet reading.
    /// (On Linux the master side reports the pair's settings.)
    package func waitForRawMode(seconds: Double = 20) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var settings = termios()
        while tcgetattr(master, &settings) == 0, settings.c_lflag & tcflag_t(ICANON) != 0 {
            guard Date() < deadline else {
                throw Timeout(description: "the terminal stayed in canonical mode for \(seconds) s; the screen:\n\(screen)")
            }
            guard readAvailable(until: Date().addingTimeInterval(0.01)) else {
                throw Timeout(description: "the program ended; the screen:\n\(screen)")
            }
        }
    }

    /// The window's new size: the kernel sends SIGWINCH to the terminal's
    /// foreground process group.
    package func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Reads until `text` appears in the screen after `offset` (an index
    /// into `screen`'s UTF-8); returns the screen's length at the end of the
    /// match's first appearance.
    @discardableResult
    package func wait(for text: String, after offset: Int = 0, seconds: Double = 20) throws -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let tail = screen.utf8.dropFirst(offset)
            if let range = String(Substring(tail)).range(of: text) {
                return offset + String(Substring(tail))[..<range.upperBound].utf8.count
            }
            guard Date() < deadline else {
                throw Timeout(description: "no '\(text)' within \(seconds) s; the screen after \(offset):\n\(String(Substring(screen.utf8.dropFirst(offset))))")
            }
            guard readAvailable(until: deadline) else {
                throw Timeout(description: "the program ended before '\(text)'; the screen after \(offset):\n\(String(Substring(screen.utf8.dropFirst(offset))))")
            }
        }
    }

    /// Waits for the program to exit, reading what it writes meanwhile;
    /// its exit status, or nil when a signal ended it.
    package func waitForExit(seconds: Double = 20) throws -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                exitStatus = status
                let signal = status & 0x7f
                return signal == 0 ? (status >> 8) & 0xff : nil
            }
            _ = readAvailable(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
        throw Timeout(description: "the program did not exit within \(seconds) s")
    }

    /// Whether the program is still running (its exit is not collected).
    package var isRunning: Bool {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
            return false
        }
        return exitStatus == nil
    }

    /// One poll of the master until `deadline`, appending what arrives.
    /// False when the other side is closed (the program ended).
    private func readAvailable(until deadline: Date) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow * 1000, 1000)))
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count <= 0 { return count < 0 && errno == EINTR }  // EIO: the slave is closed
        raw += buffer[..<count]
        screen = Self.plainText(raw)
        return true
    }

    /// `bytes` as text without ANSI escape sequences (CSI, OSC, two-byte
    /// escapes), carriage returns, bells and backspaces.
    package static func plainText(_ bytes: [UInt8]) -> String {
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1b, index + 1 < bytes.count {
                let kind = bytes[index + 1]
                index += 2
                if kind == UInt8(ascii: "[") {
                    while index < bytes.count, !(0x40...0x7e).contains(bytes[index]) { index += 1 }
                    index += 1
                } else if kind == UInt8(ascii: "]") {
                    while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1b { index += 1 }
                    index += bytes.count > index && bytes[index] == 0x1b ? 2 : 1
                }
                continue
            }
            if byte != UInt8(ascii: "\r"), byte != 0x07, byte != 0x08 { kept.append(byte) }
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

#if canImport(Glibc)
// Swift's Glibc module is built without _XOPEN_SOURCE and _GNU_SOURCE, which
// hide the pseudo-terminal functions and POSIX_SPAWN_SETSID: they are
// looked up in the C library by name, the flag is glibc's spawn.h value.
private let spawnFlags: Int32 = 0x80  // POSIX_SPAWN_SETSID

/// glibc 2.34's posix_spawn_file_actions_addclosefrom_np, when there.
private func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
}

private func cFunction<T>(_ name: String, as type: T.Type) -> T {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {  // RTLD_DEFAULT
        fatalError("the C library has no \(name)")
    }
    return unsafeBitCast(symbol, to: type)
}

private let posix_openpt = cFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
private let grantpt = cFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)
private let unlockpt = cFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
private let ptsname = cFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
#else
// Darwin closes every descriptor the file actions do not name.
private let spawnFlags = Int32(POSIX_SPAWN_SETSID | POSIX_SPAWN_CLOEXEC_DEFAULT)

private func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {}
#endif
