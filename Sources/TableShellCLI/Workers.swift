#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript
import TableWalkthrough

/// Runs files as tests in child processes of this same binary
/// (`tableshell test --worker FILE`), `jobs` at a time.
///
/// Processes, not threads: a file that crashes the process, never ends or
/// eats the memory takes only its own child with it, and is reported as a
/// failure; each child has its own `--timeout` alarm and memory limit,
/// which belong to a process; and a session (its output buffer, Ctrl-C,
/// the time limit) is built for one per process. A child starts in a few
/// milliseconds; a session runs for longer.
final class Workers {
    let binary: String
    let timeout: Int
    let jobs: Int
    let failFast: Bool

    init(binary: String, timeout: Int, jobs: Int, failFast: Bool) {
        self.binary = binary
        self.timeout = timeout
        self.jobs = jobs
        self.failFast = failFast
    }

    /// This process's executable.
    static func ownBinary() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments[0]
    }

    /// A child running one file: its pipe and what it wrote so far.
    private struct Child {
        var index: Int
        var path: String
        var pid: pid_t
        var fd: Int32
        var output: [UInt8] = []
        var started: timespec
    }

    /// Runs `files`; calls `report` for each in the order of `files` as soon
    /// as it and all before it are done. With `failFast`, no file starts
    /// after one failed; after Ctrl-C none starts; those never started are
    /// not reported.
    func run(_ files: [String], interrupted: () -> Bool, report: (FileTest) -> Void) {
        var results = [FileTest?](repeating: nil, count: files.count)
        var next = 0, reported = 0
        var running: [Child] = []
        var stop = false
        while reported < files.count {
            while !stop && next < files.count && running.count < jobs {
                running.append(start(files[next], index: next))
                next += 1
            }
            if running.isEmpty { break }
            // Ctrl-C reached the children too (one process group); no more start.
            if interrupted() { stop = true }
            wait(&running) { child, test in
                results[child.index] = test
                if test.status == .failed && failFast { stop = true }
            }
            while reported < files.count, let test = results[reported] {
                report(test)
                reported += 1
            }
        }
    }

    private func start(_ file: String, index: Int) -> Child {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else {
            return Child(index: index, path: file, pid: -1, fd: -1, output: Array("cannot make a pipe: \(Platform.describe(errno))".utf8), started: now)
        }
        // The read end stays out of the children started later.
        _ = fcntl(pipeFDs[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
        let argv = [binary, "test", "--timeout", String(timeout), "--worker", file]
        var pointers: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, pointers, environ)
        close(pipeFDs[1])
        if spawned != 0 {
            close(pipeFDs[0])
            return Child(index: index, path: file, pid: -1, fd: -1, output: Array("cannot start \(binary): \(Platform.describe(spawned))".utf8), started: now)
        }
        return Child(index: index, path: file, pid: pid, fd: pipeFDs[0], started: now)
    }

    /// Waits until at least one child is done; calls `done` for each that is.
    private func wait(_ running: inout [Child], done: (Child, FileTest) -> Void) {
        var fds = running.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), 1000)
        var finished: [Int] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        for k in running.indices {
            if running[k].pid < 0 { finished.append(k); continue }
            if fds[k].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(running[k].fd, $0.baseAddress, $0.count) }
                if n > 0 { running[k].output += chunk[..<n] } else if n == 0 || errno != EINTR { finished.append(k) }
            } else if now.tv_sec - running[k].started.tv_sec > timeout + 10 {
                // The child's own alarm did not stop it.
                kill(running[k].pid, SIGKILL)
            }
        }
        for k in finished.reversed() {
            let child = running.remove(at: k)
            done(child, collect(child))
        }
    }

    /// The child's verdict, from its records or, when it left none, from
    /// how it ended.
    private func collect(_ child: Child) -> FileTest {
        var status: Int32 = 0
        if child.pid > 0 {
            close(child.fd)
            while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
        }
        let text = String(decoding: child.output, as: UTF8.self)
        let path = child.path
        if child.pid > 0, status == 0, let test = WorkerRecord.decode(text, path: path) { return test }
        let how = child.pid < 0 ? "could not be started"
            : status & 0x7F != 0 ? "crashed (signal \(status & 0x7F))" : "exited with status \((status >> 8) & 0xFF) before reporting"
        let message = "\(path): error: the run \(how)"
        let detail = message + "\n" + text + (text.isEmpty || text.hasSuffix("\n") ? "" : "\n")
        return FileTest(path: path, cases: [FileTest.Case(name: path.split(separator: "/").last.map(String.init) ?? path, status: .failed,
                                                          message: message, detail: detail)], report: detail)
    }
}
