#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One run of the built `tableshell` in a child process, watched from
/// outside: a crash, a hang or a runaway allocation can only be seen from
/// there. The child gets limits (address space, CPU time) through the
/// shell's `ulimit`, a process group of its own (killed whole at the time
/// limit), standard output thrown away and standard error kept.
struct Child {
    /// How the script reaches the child.
    enum Input: String, CaseIterable, Sendable {
        /// A script file named on the command line.
        case file
        /// Piped standard input (batch mode).
        case standardInput
        /// `-c TEXT`.
        case commands
    }

    struct Limits: Sendable {
        /// Wall-clock seconds before the child is killed.
        var seconds: Double
        /// Address space, in bytes; nil for none (AddressSanitizer reserves
        /// terabytes of it).
        var addressSpace: Int?
        /// CPU seconds.
        var cpuSeconds: Int
    }

    /// What one run did.
    struct Outcome: Sendable {
        /// The exit status, or nil when a signal ended it.
        var status: Int32?
        var signal: Int32?
        /// Killed at the time limit.
        var killedAtTimeLimit: Bool
        /// The most memory it held, in bytes.
        var maxResident: Int
        /// User and system CPU seconds.
        var cpuSeconds: Double
        var wallSeconds: Double
        var standardError: String
    }

    /// Runs `binary` with `arguments` in `folder`, standard input from
    /// `stdinPath`.
    static func run(_ binary: String, _ arguments: [String], in folder: String, stdinPath: String = "/dev/null",
                    limits: Limits) -> Outcome {
        let errorPath = folder + "/.stderr"
        // sh -c 'cd FOLDER; ulimit …; exec BINARY ARGUMENTS…': the limits,
        // then the binary in the shell's place (the same process to wait for).
        var ulimits = "ulimit -t \(limits.cpuSeconds); ulimit -c 0; "
        if let space = limits.addressSpace { ulimits += "ulimit -v \(space / 1024); " }
        let argv = ["/bin/sh", "-c", "cd \"$1\" || exit 125; shift; " + ulimits + "exec \"$0\" \"$@\"", binary, folder] + arguments

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, default signal actions, nothing blocked.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGALRM, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        // The backtracer's symbolication takes seconds per crash; the
        // minimiser crashes the child many times.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        let envp = environment.map { "\($0)=\($1)" }

        let start = Date()
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArgv, cEnvp) }
        }
        guard spawned == 0 else {
            return Outcome(status: 127, signal: nil, killedAtTimeLimit: false, maxResident: 0, cpuSeconds: 0, wallSeconds: 0,
                           standardError: "cannot start \(binary): \(String(cString: strerror(spawned)))")
        }

        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        let deadline = start.addingTimeInterval(limits.seconds)
        var pause: useconds_t = 200
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { break }
            if Date() >= deadline && !killed {
                killed = true
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
            usleep(pause)
            pause = min(pause * 2, 5_000)
        }
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8))
            ?? String(decoding: (FileManager.default.contents(atPath: errorPath) ?? Data()), as: UTF8.self)
        let exited = status & 0x7F == 0
        return Outcome(
            status: exited ? (status >> 8) & 0xFF : nil,
            signal: exited ? nil : status & 0x7F,
            killedAtTimeLimit: killed,
            maxResident: Int(usage.ru_maxrss) * 1024,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            wallSeconds: Date().timeIntervalSince(start),
            standardError: errors)
    }

    private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }

    /// `strings` as a NULL-terminated array of C strings, for the call.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for p in pointers { free(p) } }
        return body(pointers)
    }
}
