#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

/// The shell's world on a real system: files through POSIX calls, output
/// through one buffer on standard output, Ctrl-C from the signal handler.
final class SystemHost: ShellHost {
    let output = Output()

    func readFile(_ path: String) throws(HostError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw HostError("cannot read '\(path)': \(Platform.describe(errno))") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && Platform.isDirectory(info.st_mode) {
            throw HostError("cannot read '\(path)': it is a directory, not a script")
        }
        return try Self.readAll(fd, name: path)
    }

    /// Everything `fd` gives until end of file (a file, or standard input).
    static func readAll(_ fd: Int32, name: String) throws(HostError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw HostError("cannot read '\(name)': \(Platform.describe(errno))")
            }
        }
    }

    /// A temporary file beside the target (through a symlink, the link's
    /// target), with the target's mode; written, flushed to disk, then
    /// renamed over the target, and the folder flushed too. On any error
    /// the temporary file goes and the target is untouched.
    func writeFileAtomically(_ path: String, contents: String) throws(HostError) {
        let target = Self.resolvingSymlink(path)
        var info = stat()
        let mode: mode_t = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o666
        let folder = Self.folder(of: target)
        let temporary = folder + "/." + Self.baseName(of: target) + ".tableshell-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw HostError("cannot write '\(path)': \(Platform.describe(errno))") }
        func fail(_ code: Int32) -> HostError {
            close(fd)
            unlink(temporary)
            return HostError("cannot write '\(path)': \(Platform.describe(code))")
        }
        // An existing file keeps its mode whatever the umask says.
        if stat(target, &info) == 0, fchmod(fd, mode) != 0 { throw fail(errno) }
        let bytes = Array(contents.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBufferPointer { Platform.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(errno)
            }
            written += n
        }
        guard fsync(fd) == 0 else { throw fail(errno) }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw HostError("cannot write '\(path)': \(Platform.describe(code))")
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw HostError("cannot replace '\(path)': \(Platform.describe(code))")
        }
        let dir = open(folder, O_RDONLY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func write(_ text: String) { output.write(text) }
    func writeError(_ text: String) { output.writeError(text) }
    func flush() { output.flush() }
    func takeInterrupt() -> Bool { Interrupts.take() }

    // MARK: Paths

    /// The file a symlink points to (a chain of them followed), or the path.
    static func resolvingSymlink(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let link = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        return current
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
