#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppFuzz
import Foundation
import TableFuzz

// `tableshell-fuzz --seed N --count M`: runs the grammar-aware fuzzer on the
// built tableshell (scripts/fuzz builds both and runs this). Prints each
// failure as it is found and cut down, and a summary; exits 1 when any.

let usage = """
    usage: tableshell-fuzz --binary PATH [--seed N] [--count M] [--first K] [--time SECONDS]
                           [--memory-limit MIB] [--slow SECONDS] [--no-address-limit]
                           [--corpus FOLDER] [--units MIN-MAX]
           tableshell-fuzz --show K [--seed N]     (print script K of the seed, and how it runs)
           tableshell-fuzz --app [--seed N] [--first K] [--count M] [--steps S] [--batch B]
                                                   (random UIKit apps through the layer)
    """

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func value(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}
@MainActor func flag(_ name: String) -> Bool {
    guard let i = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: i)
    return true
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tableshell-fuzz: \(message)\n\(usage)\n".utf8))
    exit(2)
}

// `--app-child`: one batch of app-fuzz sequences in this process, for the
// parent below; progress and findings go to standard error.
if flag("--app-child") {
    var configuration = AppFuzzer.Configuration()
    if let s = value("--seed") { configuration.seed = UInt64(s) ?? { fail("--seed takes a number") }() }
    if let s = value("--first") { configuration.first = Int(s) ?? { fail("--first takes a number") }() }
    if let s = value("--count") { configuration.count = Int(s) ?? { fail("--count takes a number") }() }
    if let s = value("--steps") { configuration.steps = Int(s) ?? { fail("--steps takes a number") }() }
    let fuzzer = AppFuzzer(configuration)
    func say(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    for sequence in configuration.first..<(configuration.first + configuration.count) {
        say("start \(sequence)")
        let outcome = fuzzer.runSequence(sequence)
        if let finding = outcome.finding {
            say("fail \(sequence) \(finding.kind.rawValue.replacingOccurrences(of: " ", with: "-"))")
            say(finding.description)
            say("end")
        }
        say("done \(sequence) \(outcome.steps) \(outcome.exceptions)")
    }
    exit(0)
}

// `--app`: the app fuzzer, each batch of sequences in a child process.
if flag("--app") {
    // The children run this executable: its own path (on Linux, where
    // /proc/self/exe names it; a child's shell would read it as its own).
    let ownBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var configuration = AppFuzzBatches.Configuration(binary: ownBinary)
    if let s = value("--seed") { configuration.seed = UInt64(s) ?? { fail("--seed takes a number") }() }
    if let s = value("--first") { configuration.first = Int(s) ?? { fail("--first takes a number") }() }
    if let s = value("--count") { configuration.count = Int(s) ?? { fail("--count takes a number") }() }
    if let s = value("--steps") { configuration.steps = Int(s) ?? { fail("--steps takes a number") }() }
    if let s = value("--batch") { configuration.batch = max(1, Int(s) ?? { fail("--batch takes a number") }()) }
    if let s = value("--memory-limit") { configuration.memoryLimit = (Int(s) ?? { fail("--memory-limit takes MiB") }()) << 20 }
    _ = value("--corpus")
    _ = value("--slow")
    guard arguments.isEmpty else { fail("unknown arguments: \(arguments.joined(separator: " "))") }
    configuration.log = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    do {
        let report = try AppFuzzBatches(configuration).run()
        print("app fuzz, seed \(configuration.seed): " + report.summary)
        exit(report.failures.isEmpty ? 0 : 1)
    } catch {
        fail("\(error)")
    }
}

if let k = value("--show") {
    guard let sequence = Int(k) else { fail("--show takes a number") }
    let seed = value("--seed").flatMap { UInt64($0) } ?? 1
    let script = Fuzzer.script(seed: seed, sequence: sequence)
    print("# input: \(script.input)\n# flags: \(script.flags.joined(separator: " "))")
    print(script.text, terminator: "")
    exit(0)
}

guard let binary = value("--binary") else { fail("--binary is required") }
var configuration = Fuzzer.Configuration(binary: binary)
if let s = value("--seed") { configuration.seed = UInt64(s) ?? { fail("--seed takes a number") }() }
if let s = value("--first") { configuration.first = Int(s) ?? { fail("--first takes a number") }() }
if let s = value("--count") { configuration.count = Int(s) ?? { fail("--count takes a number") }() }
if let s = value("--time") { configuration.timeBudget = Double(s) ?? { fail("--time takes seconds") }() }
if let s = value("--memory-limit") { configuration.memoryLimit = (Int(s) ?? { fail("--memory-limit takes MiB") }()) << 20 }
if let s = value("--slow") { configuration.slowCommandSeconds = Double(s) ?? { fail("--slow takes seconds") }() }
if let s = value("--corpus") { configuration.corpus = s }
if let s = value("--units") {
    let parts = s.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 2, parts[0] >= 1, parts[0] <= parts[1] else { fail("--units takes MIN-MAX") }
    configuration.units = parts[0]...parts[1]
}
if flag("--no-address-limit") { configuration.addressSpace = nil }
guard arguments.isEmpty else { fail("unknown arguments: \(arguments.joined(separator: " "))") }
configuration.log = { line in
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    let fuzzer = try Fuzzer(configuration)
    let report = fuzzer.run()
    print("seed \(configuration.seed): " + report.summary)
    exit(report.found.isEmpty ? 0 : 1)
} catch {
    fail("\(error)")
}
