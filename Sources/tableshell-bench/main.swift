@preconcurrency import Glibc

// tableshell-bench: every figure of SPEC §10 for the current build, as a
// table. Each in-process scenario runs in a child process of its own (this
// program again, with --scenario), so its peak memory and its heap are its
// own; the command-line figures run the built tableshell binary.
//
//   tableshell-bench [--tableshell PATH] [--runs N] [--strict]
//   tableshell-bench --scenario NAME      (one scenario, key=value lines)

/// Figures as key=value lines, in the order recorded.
struct Results {
    private(set) var keys: [String] = []
    private var values: [String: String] = [:]

    subscript(key: String) -> String? {
        get { values[key] }
        set {
            if values[key] == nil { keys.append(key) }
            values[key] = newValue
        }
    }

    subscript(key: String) -> Double {
        get { values[key].flatMap(Double.init) ?? .nan }
        set { self[key] = String(newValue) as String? }
    }

    subscript(key: String) -> Int {
        get { values[key].flatMap { Int($0) ?? Double($0).map { Int($0) } } ?? -1 }
        set { self[key] = String(newValue) as String? }
    }

    var lines: String { keys.map { "\($0)=\(values[$0]!)\n" }.joined() }

    mutating func merge(lines text: String) {
        for line in text.split(separator: "\n") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            self[String(line[..<eq])] = String(line[line.index(after: eq)...]) as String?
        }
    }
}

let scenarios: [(name: String, run: (inout Results) throws -> Void)] = [
    ("big", ShellScenarios.bigTable),
    ("far", ShellScenarios.farScroll),
    ("memory", ShellScenarios.modelMemory),
    ("shell-heights", ShellScenarios.heightReload),
    ("engine-heights", EngineScenarios.heightReload),
    ("lookups", EngineScenarios.lookups),
    ("batch-fixed", { try EngineScenarios.batch(&$0, variableHeights: false) }),
    ("batch-variable", { try EngineScenarios.batch(&$0, variableHeights: true) }),
    ("diff", EngineScenarios.diff),
    ("shell-apply", ShellScenarios.apply),
]

func fail(_ message: String) -> Never {
    var text = "tableshell-bench: \(message)\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(2)
}

func printOut(_ text: String) {
    var text = text + "\n"
    text.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

func progress(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let i = arguments.firstIndex(of: name) else { return nil }
    guard i + 1 < arguments.count else { fail("\(name) needs a value") }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}

if let name = option("--scenario", in: &arguments) {
    guard let scenario = scenarios.first(where: { $0.name == name }) else { fail("no scenario '\(name)'") }
    var results = Results()
    do { try scenario.run(&results) } catch { fail("scenario \(name): \(error)") }
    printOut(String(results.lines.dropLast()))
    exit(0)
}

let runs = option("--runs", in: &arguments).flatMap(Int.init) ?? 30
let strict = arguments.contains("--strict")
arguments.removeAll { $0 == "--strict" }
let tableshell = option("--tableshell", in: &arguments) ?? directory(of: ownExecutable()) + "/tableshell"
guard arguments.isEmpty else { fail("unknown arguments: \(arguments.joined(separator: " "))\nusage: tableshell-bench [--tableshell PATH] [--runs N] [--strict]") }
guard isExecutable(tableshell) else { fail("no tableshell binary at \(tableshell) (build it, or pass --tableshell PATH)") }

let benchStart = now()
var results = Results()
for scenario in scenarios {
    progress("  \(scenario.name)…")
    let child = spawn(ownExecutable(), ["--scenario", scenario.name], capture: true)
    guard child.status == 0 else { fail("scenario \(scenario.name) failed (status \(child.status))") }
    results.merge(lines: child.output)
    progress(" \(fixed(child.seconds, 1)) s\n")
}
progress("  commands…")
CommandLineScenarios.commands(tableshell, &results)
progress("\n  start-up…")
CommandLineScenarios.startup(tableshell, runs: runs, &results)
progress("\n")
results["bench.s"] = Double(now() - benchStart) / 1e9

let failed = Report.print(results, tableshell: tableshell)
exit(strict && failed > 0 ? 1 : 0)
