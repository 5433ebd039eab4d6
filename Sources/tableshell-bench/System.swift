@preconcurrency import Glibc
import CMallocInfo

// Clocks, memory figures and child processes, with nothing but libc.

/// Nanoseconds on the monotonic clock.
@inline(__always)
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Nanoseconds of CPU time this process has used (user and system): what
/// an operation costs, without the time other processes on the machine
/// took from it.
@inline(__always)
func cpuNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` and returns the CPU time it took, in seconds.
@inline(__always)
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = cpuNow()
    try body()
    return Double(cpuNow() - start) / 1e9
}

/// Runs `body` and returns how long it took, in seconds.
@inline(__always)
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start) / 1e9
}

/// A field of /proc/self/status in bytes (`VmHWM`, `VmRSS`).
func procStatusBytes(_ field: String) -> Int? {
    statusBytes(path: "/proc/self/status", field)
}

private func statusBytes(path: String, _ field: String) -> Int? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), f) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard text.hasPrefix(field + ":") else { continue }
        let digits = text.dropFirst(field.count + 1).filter(\.isNumber)
        return Int(digits).map { $0 * 1024 }
    }
    return nil
}

/// Bytes the C heap has handed out and not taken back (malloc's arenas and
/// its mmapped blocks).
func heapInUse() -> Int {
    Int(cmalloc_heap_in_use())
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// The path of this executable.
func ownExecutable() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
}


func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

/// The first executable called `name` on PATH.
func which(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") where isExecutable("\(dir)/\(name)") {
        return "\(dir)/\(name)"
    }
    return nil
}

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        result.append(contentsOf: chunk[0..<n])
    }
    return result
}

@discardableResult
func writeFile(_ path: String, _ text: String) -> Bool {
    guard let f = fopen(path, "wb") else { return false }
    defer { fclose(f) }
    var text = text
    return text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, f) == $0.count }
}

/// A fresh directory under /tmp.
func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/tableshell-bench.XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else { fatalError("mkdtemp failed") }
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

func removeTree(_ path: String) {
    _ = spawn("/bin/rm", ["-rf", path])
}

struct SpawnResult {
    var status: Int32
    /// Wall time from spawn to exit, in seconds.
    var seconds: Double
    /// Standard output, when captured.
    var output: String
    /// Why the child was stopped before it ended, if it was.
    var stopped: Stop?
    /// The child's largest resident set seen while it ran (sampled every
    /// 10 ms when limits were given), in bytes.
    var peakRSS: Int = 0
    /// The CPU time the child used (user and system), in seconds: its
    /// cost, without the time other processes took from it.
    var cpuSeconds: Double = 0

    enum Stop: Equatable {
        case time(Double)
        case memory(Int)
    }
}

/// Runs a program and waits for it. Standard output goes to `stdoutPath`
/// (a file, truncated), is captured (`capture`), or goes to /dev/null;
/// standard error is inherited unless `quietErrors`. With `timeLimit`
/// (seconds) or `rssLimit` (bytes), the child is watched and killed
/// (SIGKILL, by its pid) when it passes either.
func spawn(_ path: String, _ arguments: [String], stdoutPath: String? = nil, capture: Bool = false,
           quietErrors: Bool = false, timeLimit: Double? = nil, rssLimit: Int? = nil) -> SpawnResult {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeFDs: [Int32] = [-1, -1]
    if capture {
        guard pipe(&pipeFDs) == 0 else { fatalError("pipe failed") }
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
    } else {
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    if quietErrors {
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let start = now()
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard rc == 0 else { return SpawnResult(status: -1, seconds: 0, output: "") }
    if capture { close(pipeFDs[1]) }
    let watched = timeLimit != nil || rssLimit != nil
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var pipeOpen = capture
    var status: Int32 = 0
    var exited = false
    var stopped: SpawnResult.Stop?
    var peak = 0
    var usage = rusage()
    while !exited {
        // Read what the child wrote (waiting at most 10 ms), then see
        // whether it has ended, and whether it is past a limit.
        if pipeOpen {
            var fds = pollfd(fd: pipeFDs[0], events: Int16(POLLIN), revents: 0)
            if poll(&fds, 1, 10) > 0 {
                let n = read(pipeFDs[0], &chunk, chunk.count)
                if n > 0 { output.append(contentsOf: chunk[0..<n]) } else if !(n < 0 && errno == EINTR) { pipeOpen = false }
            }
        } else if watched {
            usleep(10_000)
        }
        let w = wait4(pid, &status, pipeOpen || watched ? WNOHANG : 0, &usage)
        if w == pid { exited = true; break }
        if w < 0 && errno != EINTR { break }
        guard watched, stopped == nil else { continue }
        let rss = processStatusBytes(pid, "VmRSS") ?? 0
        peak = max(peak, rss)
        let elapsed = Double(now() - start) / 1e9
        if let limit = timeLimit, elapsed > limit {
            stopped = .time(elapsed)
        } else if let limit = rssLimit, rss > limit {
            stopped = .memory(rss)
        }
        if stopped != nil { kill(pid, SIGKILL) }
    }
    if pipeOpen {
        // The child has ended: the rest of what it wrote.
        while true {
            let n = read(pipeFDs[0], &chunk, chunk.count)
            if n > 0 { output.append(contentsOf: chunk[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            break
        }
    }
    if capture { close(pipeFDs[0]) }
    let elapsed = Double(now() - start) / 1e9
    // WIFEXITED / WEXITSTATUS by hand (they are macros).
    let code: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return SpawnResult(status: code, seconds: elapsed, output: String(decoding: output, as: UTF8.self),
                       stopped: stopped, peakRSS: peak, cpuSeconds: cpu)
}

/// A field of /proc/PID/status in bytes (`VmRSS`).
func processStatusBytes(_ pid: pid_t, _ field: String) -> Int? {
    statusBytes(path: "/proc/\(pid)/status", field)
}

/// SplitMix64: the same numbers on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
