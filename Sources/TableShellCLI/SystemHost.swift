#if canImport(Glibc)
@preconcurrency import Glibc
import CMallocInfo
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

/// The shell's world on a real system: files through POSIX calls, output
/// through one buffer on standard output, Ctrl-C from the signal handler,
/// the time limit from an alarm, memory from the C library.
final class SystemHost: ShellHost {
    let output = Output()

    /// Reads a script or a walkthrough: a regular file, whole. A FIFO or a
    /// device is refused before a byte is read (it could block, or never
    /// end); so is a file larger than tableshell reads.
    func readFile(_ path: String) throws(HostError) -> [UInt8] {
        // Not blocking: opening a FIFO with no writer would wait for one.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw HostError("cannot read '\(path)': \(Platform.describe(errno))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw HostError("cannot read '\(path)': \(Platform.describe(errno))") }
        try Self.requireRegularFile(info.st_mode, path)
        try ScriptText.checkSize(Int(info.st_size), name: path)
        return try Self.readAll(fd, name: path, limit: ScriptText.maximumBytes)
    }

    func scriptFileSize(_ path: String) throws(HostError) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw HostError("cannot read '\(path)': \(Platform.describe(errno))") }
        try Self.requireRegularFile(info.st_mode, path)
        return Int(info.st_size)
    }

    private static func requireRegularFile(_ mode: mode_t, _ path: String) throws(HostError) {
        if Platform.isDirectory(mode) { throw HostError("cannot read '\(path)': it is a directory, not a script") }
        guard Platform.isRegularFile(mode) else {
            throw HostError("cannot read '\(path)': it is not a regular file (a device, a FIFO or a socket could block or never end)")
        }
    }

    /// Everything `fd` gives until end of file (a file, or standard input),
    /// at most `limit` bytes.
    static func readAll(_ fd: Int32, name: String, limit: Int) throws(HostError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
                guard bytes.count <= limit else {
                    throw HostError("'\(name)' is longer than tableshell reads (\(limit >> 20) MiB)")
                }
            } else if count == 0 {
                return bytes
            } else if errno == EAGAIN {
                // A file opened without blocking never says this; a pipe could.
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if errno != EINTR {
                throw HostError("cannot read '\(name)': \(Platform.describe(errno))")
            } else if Interrupts.timedOut {
                throw HostError("'\(name)' was still being read when the time given by --timeout was up")
            }
        }
    }

    /// A temporary file beside the target (through a symlink, the link's
    /// target), with the target's mode; written, flushed to disk, then
    /// renamed over the target, and the folder flushed too. On any error
    /// the temporary file goes and the target is untouched; an error names
    /// the file asked for. Temporaries left by an earlier tableshell that
    /// was killed while writing this file are removed first.
    func writeFileAtomically(_ path: String, contents: String) throws(HostError) {
        let target = Self.resolvingSymlink(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists && !Platform.isRegularFile(info.st_mode) {
            throw HostError("cannot write '\(path)': it is not a regular file")
        }
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o666
        let folder = Self.folder(of: target)
        let prefix = "." + Self.baseName(of: target) + ".tableshell-"
        Self.removeStaleTemporaries(in: folder, prefix: prefix)
        let temporary = folder + "/" + prefix + "\(getpid()).tmp"
        // Ours from an earlier write of this process that could not clean up.
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw HostError("cannot write '\(path)': \(Platform.describe(errno))") }
        func fail(_ code: Int32) -> HostError {
            close(fd)
            unlink(temporary)
            return HostError("cannot write '\(path)': \(Platform.describe(code))")
        }
        // An existing file keeps its mode whatever the umask says.
        if exists, fchmod(fd, mode) != 0 { throw fail(errno) }
        var text = contents
        let failure: Int32? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return Output.writeAll(fd, base, bytes.count)
        }
        if let failure { throw fail(failure) }
        guard fsync(fd) == 0 else { throw fail(errno) }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw HostError("cannot write '\(path)': \(Platform.describe(code))")
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw HostError("cannot write '\(path)': \(Platform.describe(code))")
        }
        // The rename itself reaches the disk with the folder.
        let dir = open(folder, O_RDONLY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// Removes `PREFIX<pid>.tmp` files in `folder` whose process is gone: a
    /// tableshell killed while it wrote (`kill -9`) leaves one behind.
    static func removeStaleTemporaries(in folder: String, prefix: String) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp"),
                  let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid > 0 else { continue }
            // No such process (EPERM: one of another user's, alive).
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        for name in stale { unlink(folder + "/" + name) }
    }

    func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func write(_ text: String) { output.write(text) }
    func write(utf8 bytes: [UInt8]) { output.write(bytes) }
    func writeError(_ text: String) { output.writeError(text) }
    func flush() { output.flush() }
    func takeInterrupt() -> Bool { Interrupts.take() }
    var timedOut: Bool { Interrupts.timedOut }
    var homeDirectory: String? { Terminal.environment("HOME").flatMap { $0.isEmpty ? nil : $0 } }

    var physicalMemory: Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        return pages > 0 && size > 0 ? pages * size : nil
    }

    var terminalColumns: Int? { Terminal.columns(of: STDOUT_FILENO) }


    func directoryEntries(_ path: String) -> [DirectoryEntry] {
        let folder = path.isEmpty ? "." : path
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(dir), entries.count < 10_000 {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            var info = stat()
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isDirectory = stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            entries.append(DirectoryEntry(name: name, isDirectory: isDirectory))
        }
        return entries
    }

    func processorSeconds() -> Double? {
        var t = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 else { return nil }
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The C library's heap in use (glibc's `mallinfo2`): what the process
    /// holds, which, unlike its resident size, goes down when it frees.
    func memoryInUse() -> Int? {
        #if canImport(Glibc)
        return Int(cmalloc_heap_in_use())
        #else
        return nil
        #endif
    }

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
