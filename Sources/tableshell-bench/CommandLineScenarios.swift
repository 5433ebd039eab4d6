@preconcurrency import Glibc

// The built tableshell binary, as a user runs it.

enum CommandLineScenarios {
    /// 100,000 simple commands from a script file, the log on and standard
    /// output going to a file; the median CPU time of `runs` (and wall time).
    static func commands(_ tableshell: String, runs: Int, _ r: inout Results) {
        let dir = makeTemporaryDirectory()
        defer { removeTree(dir) }
        var script = "fill 1x1000\n"
        let count = 100_000
        for k in 0..<count {
            // Offsets 0, 44, 44, 22, 0, …: rows 1 to 9 are on screen to tap.
            switch k % 4 {
            case 0: script += "scroll by 44\n"
            case 1: script += "tap 0.\(k % 9 + 1)\n"
            default: script += "scroll by -22\n"
            }
        }
        let scriptPath = dir + "/commands.tsh", logPath = dir + "/log.txt"
        writeFile(scriptPath, script)
        let (times, wall) = timedRuns(tableshell, scriptPath, logTo: logPath, runs: runs)
        r["commands.count"] = count
        r["commands.s"] = median(times)
        r["commands.wall.s"] = median(wall)
        let log = readFile(logPath) ?? []
        r["commands.logBytes"] = log.count
        r["commands.logLines"] = log.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// The real command mix (`CommandMix`) from a script file on a table
    /// of `rows` rows, the log on and standard output going to a file: the
    /// median CPU time of `runs`. Then the instructions a command takes:
    /// the mix's first `counted` commands and the setup alone, each counted
    /// by valgrind (cachegrind, no cache simulation), the difference
    /// divided by `counted` — when valgrind is installed.
    static func mix(_ tableshell: String, rows: Int, count: Int, counted: Int, runs: Int, _ r: inout Results) {
        let dir = makeTemporaryDirectory()
        defer { removeTree(dir) }
        let scriptPath = dir + "/mix.tsh", logPath = dir + "/log.txt"
        writeFile(scriptPath, CommandMix.script(count: count, rows: rows))
        let (times, wall) = timedRuns(tableshell, scriptPath, logTo: logPath, runs: runs)
        r["cli-mix.rows"] = rows
        r["cli-mix.count"] = count
        r["cli-mix.s"] = median(times)
        r["cli-mix.wall.s"] = median(wall)
        r["cli-mix.logBytes"] = readFile(logPath)?.count ?? -1

        guard let valgrind = which("valgrind") else { return }
        func instructions(_ script: String) -> Int? {
            let path = dir + "/counted.tsh", report = dir + "/valgrind.txt"
            writeFile(path, script)
            let run = spawn(valgrind, ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                                       "--log-file=" + report, tableshell, "--log", "objc", path],
                            stdoutPath: "/dev/null", quietErrors: true)
            guard run.status == 0, let bytes = readFile(report) else { return nil }
            return valgrindInstructions(String(decoding: bytes, as: UTF8.self))
        }
        guard let all = instructions(CommandMix.script(count: counted, rows: rows)),
              let setup = instructions(CommandMix.setup(rows: rows) + "\n") else { return }
        r["cli-mix.counted"] = counted
        r["cli-mix.instructionsPerCommand"] = Double(all - setup) / Double(counted)
    }

    /// The count of `I refs:` in a cachegrind report ("==1== I   refs:  1,234").
    static func valgrindInstructions(_ report: String) -> Int? {
        for line in report.split(separator: "\n") where line.contains("I") && line.contains("refs:") {
            guard let colon = line.lastIndex(of: ":") else { continue }
            let digits = line[line.index(after: colon)...].filter { $0.isNumber }
            if let n = Int(digits) { return n }
        }
        return nil
    }

    /// `tableshell -c quit` against a Swift hello-world built here with the
    /// same flags (-O, and a static Swift runtime if tableshell has one),
    /// run alternately; medians of their CPU time (user + system, as the
    /// kernel counts it for the child), and of their wall time beside.
    static func startup(_ tableshell: String, runs: Int, _ r: inout Results) {
        let dir = makeTemporaryDirectory()
        defer { removeTree(dir) }
        guard let swiftc = which("swiftc") else { fail("swiftc is not on PATH (needed for the hello-world)") }
        let staticRuntime = !linksSwiftRuntimeDynamically(tableshell)
        writeFile(dir + "/hello.swift", "print(\"Hello, world!\")\n")
        let flags = ["-O"] + (staticRuntime ? ["-static-stdlib"] : [])
        let build = spawn(swiftc, flags + [dir + "/hello.swift", "-o", dir + "/hello"], quietErrors: false)
        guard build.status == 0 else { fail("swiftc \(flags.joined(separator: " ")) hello.swift failed") }
        let hello = dir + "/hello"
        for _ in 0..<3 {
            _ = spawn(tableshell, ["-c", "quit"])
            _ = spawn(hello, [])
        }
        var shellTimes: [Double] = [], helloTimes: [Double] = []
        var shellWall: [Double] = [], helloWall: [Double] = []
        for _ in 0..<runs {
            let a = spawn(tableshell, ["-c", "quit"])
            guard a.status == 0 else { fail("tableshell -c quit exited with status \(a.status)") }
            let b = spawn(hello, [])
            shellTimes.append(a.cpuSeconds)
            helloTimes.append(b.cpuSeconds)
            shellWall.append(a.seconds)
            helloWall.append(b.seconds)
        }
        r["startup.tableshell.s"] = median(shellTimes)
        r["startup.hello.s"] = median(helloTimes)
        r["startup.ratio"] = median(shellTimes) / median(helloTimes)
        r["startup.tableshell.wall.s"] = median(shellWall)
        r["startup.hello.wall.s"] = median(helloWall)
        r["startup.runs"] = runs
        r["startup.flags"] = flags.joined(separator: " ") as String?
    }

    /// Whether the binary loads libswiftCore.so (a dynamic Swift runtime).
    static func linksSwiftRuntimeDynamically(_ path: String) -> Bool {
        guard let bytes = readFile(path) else { return true }
        let needle = Array("libswiftCore.so".utf8)
        guard bytes.count >= needle.count else { return false }
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == needle[0] {
                var j = 1
                while j < needle.count && bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}

/// Runs `tableshell --log objc SCRIPT` `runs` times, its output to `logPath`:
/// the CPU and wall-clock seconds of each run (a failed run stops the bench).
private func timedRuns(_ tableshell: String, _ scriptPath: String, logTo logPath: String, runs: Int) -> (cpu: [Double], wall: [Double]) {
    var cpu: [Double] = [], wall: [Double] = []
    for _ in 0..<runs {
        let run = spawn(tableshell, ["--log", "objc", scriptPath], stdoutPath: logPath)
        guard run.status == 0 else { fail("tableshell \(scriptPath) exited with status \(run.status)") }
        cpu.append(run.cpuSeconds)
        wall.append(run.seconds)
    }
    return (cpu, wall)
}
