@preconcurrency import Glibc
import CMallocInfo

// tableshell-bench: the figures of SPEC §10 and issue 14 for the current
// build, as tables: growth figures (each operation at three sizes, its
// growth checked against the growth rule), the diff inputs beside the
// standard library's diff, and single figures beside their targets. Each
// in-process measurement runs in a child process of its own (this program
// again, with --scenario), so its peak memory and its heap are its own;
// the command-line figures run the built tableshell binary. Peers (UIKit's
// flat arrays, the standard library's diff) run in the same run on the
// same inputs: no figure is compared with a constant.
//
//   tableshell-bench [--tableshell PATH] [--runs N] [--quick] [--strict]
//                    [--only NAME,…] [--write-inputs DIR]
//   tableshell-bench --scenario NAME [--size N] [--shape S] [--quick]

let usage = """
    usage: tableshell-bench [--tableshell PATH] [--runs N] [--quick] [--strict] [--only NAME,…]
           tableshell-bench --write-inputs DIR [--quick]
      --quick            smaller sizes, one repetition: a smoke run of a minute
      --strict           exit 1 when a figure misses its target or its growth rule
      --runs N           start-up runs (default 30; --quick: 5)
      --only NAME,…      only these parts (scenario names, 'diff', 'layer', 'memory', 'commands', 'mix', 'startup')
      --write-inputs DIR write the diff inputs (old and new lists, one item a line) and exit
    """

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

    /// Lines `key=value`, each key given `prefix`.
    mutating func merge(lines text: String, prefix: String = "") {
        for line in text.split(separator: "\n") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            self[prefix + String(line[..<eq])] = String(line[line.index(after: eq)...]) as String?
        }
    }

    func has(_ key: String) -> Bool { values[key] != nil }
}

/// Single-figure scenarios (no size).
let pointScenarios: [(name: String, run: (inout Results) throws -> Void)] = [
    ("big", ShellScenarios.bigTable),
    ("far", ShellScenarios.farScroll),
    ("shell-heights", ShellScenarios.heightReload),
    ("engine-heights", EngineScenarios.heightReload),
    ("batch-fixed", { try EngineScenarios.batch(&$0, variableHeights: false) }),
    ("batch-variable", { try EngineScenarios.batch(&$0, variableHeights: true) }),
]

/// Scenarios with a size (and a shape): the growth scenarios and these.
let sizedScenarios: [(name: String, run: (ChildContext, inout Results) throws -> Void)] =
    GrowthScenarios.all.map { ($0.name, $0.run) } + [
        ("calibrate", { GrowthScenarios.calibrate($0, &$1) }),
        ("diff-point", EngineScenarios.diffPoint),
        ("stdlib", { EngineScenarios.standardDiff($0, &$1) }),
        ("mem-apply", { ShellScenarios.memoryAfterApply($0, &$1) }),
        ("mem-sections", { ShellScenarios.memoryOfSections($0, &$1) }),
        ("mem-stored", { ShellScenarios.memoryOfStoredNames($0, &$1) }),
        ("mix", { ShellScenarios.commandMix($0, &$1) }),
        ("diffable", DiffableScenarios.apply),
        ("layer", LayerScenarios.run),
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
func flag(_ name: String, in arguments: inout [String]) -> Bool {
    guard arguments.contains(name) else { return false }
    arguments.removeAll { $0 == name }
    return true
}

let quick = flag("--quick", in: &arguments)

// MARK: A child process: one scenario.

if let name = option("--scenario", in: &arguments) {
    // Memory as tableshell keeps it between commands (its peers run in
    // children like this one, so with the same allocator).
    cmalloc_keep_freed_memory()
    var context = ChildContext(size: 0, quick: quick)
    if let size = option("--size", in: &arguments) {
        guard let n = Int(size) else { fail("--size needs a number") }
        context.size = n
    }
    if let shape = option("--shape", in: &arguments) {
        guard let s = DiffShape(rawValue: shape) else { fail("no shape '\(shape)'") }
        context.shape = s
    }
    var results = Results()
    do {
        if let scenario = pointScenarios.first(where: { $0.name == name }) {
            try scenario.run(&results)
        } else if let scenario = sizedScenarios.first(where: { $0.name == name }) {
            try scenario.run(context, &results)
        } else {
            fail("no scenario '\(name)'")
        }
    } catch {
        fail("scenario \(name): \(error)")
    }
    printOut(String(results.lines.dropLast()))
    exit(0)
}

// MARK: The parent: every scenario, then the report.

/// The diff inputs' size (the issue's 100,000 items).
let diffSize = quick ? 10_000 : 100_000

if let dir = option("--write-inputs", in: &arguments) {
    guard arguments.isEmpty else { fail("unknown arguments: \(arguments.joined(separator: " "))\n\(usage)") }
    mkdir(dir, 0o755)
    for shape in DiffShape.allCases {
        let paths = shape.write(count: diffSize, to: dir)
        printOut("\(shape.rawValue): \(shape.describe(count: diffSize))")
        for path in paths { printOut("  \(path)") }
    }
    let growth = GrowthScenarios.all.first { $0.name == "apply" }!.sizes(quick: quick)
    for n in growth where n != diffSize {
        let paths = DiffShape.mixed.write(count: n, to: dir)
        printOut("\(DiffShape.mixed.rawValue) at \(grouped(n)): \(DiffShape.mixed.describe(count: n))")
        for path in paths { printOut("  \(path)") }
    }
    exit(0)
}

let runs = option("--runs", in: &arguments).flatMap(Int.init) ?? (quick ? 5 : 30)
let strict = flag("--strict", in: &arguments)
let only = option("--only", in: &arguments).map { $0.split(separator: ",").map(String.init) }
let tableshell = option("--tableshell", in: &arguments) ?? directory(of: ownExecutable()) + "/tableshell"
guard arguments.isEmpty else { fail("unknown arguments: \(arguments.joined(separator: " "))\n\(usage)") }
guard isExecutable(tableshell) else { fail("no tableshell binary at \(tableshell) (build it, or pass --tableshell PATH)") }

func wanted(_ name: String) -> Bool { only.map { $0.contains(name) } ?? true }

let benchStart = now()
var results = Results()
results["quick"] = quick ? "1" : "0" as String?

/// Runs a child scenario; its figures go in `results` under `prefix`. A
/// child that fails or is stopped at a limit is recorded (`PREFIX.status`,
/// `PREFIX.stopped`), and the run goes on.
@MainActor @discardableResult
func child(_ label: String, _ args: [String], prefix: String, meta: String? = nil, timeLimit: Double = 240,
           rssLimit: Int = 6 << 30) -> SpawnResult {
    let meta = meta ?? prefix
    progress("  \(label)…")
    let run = spawn(ownExecutable(), args + (quick ? ["--quick"] : []), capture: true,
                    timeLimit: timeLimit, rssLimit: rssLimit)
    results.merge(lines: run.output, prefix: prefix)
    results[meta + "ran"] = "1" as String?
    results[meta + "status"] = Int(run.status)
    results[meta + "wall.s"] = run.seconds
    switch run.stopped {
    case .time(let s)?:
        results[meta + "stopped"] = "time" as String?
        results[meta + "stopped.s"] = s
        progress(" stopped at \(fixed(s, 1)) s (time limit)\n")
    case .memory(let bytes)?:
        results[meta + "stopped"] = "memory" as String?
        results[meta + "stopped.bytes"] = bytes
        results[meta + "stopped.s"] = run.seconds
        progress(" stopped at \(mib(bytes)) resident after \(fixed(run.seconds, 1)) s (memory limit)\n")
    case nil:
        progress(run.status == 0 ? " \(fixed(run.seconds, 1)) s\n" : " FAILED (status \(run.status))\n")
    }
    return run
}

progress("Inputs and rule: see the report. Measuring\(quick ? " (quick)" : "")…\n")

child("calibrate", ["--scenario", "calibrate"], prefix: "calibrate/")

for scenario in pointScenarios where wanted(scenario.name) {
    child(scenario.name, ["--scenario", scenario.name], prefix: "", meta: "\(scenario.name)/")
}

for scenario in GrowthScenarios.all where wanted(scenario.name) {
    for size in scenario.sizes(quick: quick) {
        child("\(scenario.name) at \(grouped(size))", ["--scenario", scenario.name, "--size", String(size)],
              prefix: "\(scenario.name)@\(size)/")
    }
}

if wanted("diff") {
    for shape in DiffShape.allCases {
        child("diff \(shape.rawValue) at \(grouped(diffSize))",
              ["--scenario", "diff-point", "--size", String(diffSize), "--shape", shape.rawValue],
              prefix: "diff-point:\(shape.rawValue)/", timeLimit: 900)
    }
    // The standard library's diff of a shuffle or a reversal, alone,
    // stopped at a time limit: Myers' O(N·D) takes minutes there. (For the
    // keyed shapes it runs in the diff-point child, in turn with ours.)
    for shape in [DiffShape.shuffle, .reversal] {
        let limit: Double = quick ? 5 : 10
        child("stdlib diff \(shape.rawValue) at \(grouped(diffSize)) (limit \(fixed(limit, 0)) s)",
              ["--scenario", "stdlib", "--size", String(diffSize), "--shape", shape.rawValue],
              prefix: "stdlib:\(shape.rawValue)@\(diffSize)/", timeLimit: limit, rssLimit: 4 << 30)
    }
}

if wanted("diffable") {
    child("diffable apply at \(grouped(diffSize)) (beside the existing apply)", ["--scenario", "diffable", "--size", String(diffSize)],
          prefix: "diffable/")
}

if wanted("layer") {
    child("UIKit layer vs the engine alone: \(short(quick ? 100_000 : 1_000_000)) answered heights, a scroll through \(short(quick ? 10_000 : 100_000)) rows",
          ["--scenario", "layer"], prefix: "layer/")
}

if wanted("memory") || wanted("mem-apply") {
    // Stopped at 2 GB resident: ten times the target is a verdict already.
    child("memory after apply, \(grouped(quick ? 1_000_000 : 10_000_000)) rows",
          ["--scenario", "mem-apply", "--size", String(quick ? 1_000_000 : 10_000_000)],
          prefix: "mem-apply/", timeLimit: 120, rssLimit: 2 << 30)
}
if wanted("memory") || wanted("mem-stored") {
    child("memory of \(grouped(quick ? 100_000 : 1_000_000)) stored names, then a 10/10/2 apply",
          ["--scenario", "mem-stored", "--size", String(quick ? 100_000 : 1_000_000)],
          prefix: "mem-stored/", timeLimit: 120, rssLimit: 4 << 30)
}
if wanted("memory") || wanted("mem-sections") {
    child("memory of \(grouped(quick ? 100_000 : 1_000_000)) sections",
          ["--scenario", "mem-sections", "--size", String(quick ? 100_000 : 1_000_000)],
          prefix: "mem-sections/")
}

/// The real command mix: its commands and its table's rows.
let mixCommands = quick ? 10_000 : 100_000, mixRows = quick ? 1_000_000 : 10_000_000
if wanted("mix") {
    child("command mix, \(short(mixCommands)) commands on \(short(mixRows)) rows, each timed",
          ["--scenario", "mix", "--size", String(mixCommands)], prefix: "mix/")
}
if wanted("commands") {
    progress("  commands…")
    CommandLineScenarios.commands(tableshell, runs: quick ? 1 : 3, &results)
    progress("\n  command mix through tableshell (and valgrind's count of instructions)…")
    CommandLineScenarios.mix(tableshell, rows: mixRows, count: mixCommands, counted: quick ? 1_000 : 5_000,
                             runs: quick ? 1 : 3, &results)
    progress("\n")
}
if wanted("startup") {
    progress("  start-up…")
    CommandLineScenarios.startup(tableshell, runs: runs, &results)
    progress("\n")
}
results["bench.s"] = Double(now() - benchStart) / 1e9

let failed = Report.print(results, tableshell: tableshell, quick: quick)
exit(strict && failed > 0 ? 1 : 0)
