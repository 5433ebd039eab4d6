import Foundation

/// Runs the app fuzzer (`AppFuzz`) in child processes, a batch of sequences
/// each, and judges each child from outside as the grammar fuzzer judges
/// tableshell: a signal is a crash, the time limit a hang, the most memory
/// held against a limit. A child is the fuzzer's own executable with
/// `--app-child`; it prints `start N` before sequence N, `done N GESTURES
/// EXCEPTIONS` after it, and `fail N` with the oracle's finding. A crash is
/// named by the sequence that started and never finished; the next batch
/// starts after it.
public struct AppFuzzBatches: Sendable {
    /// What to run.
    public struct Configuration: Sendable {
        /// The executable that runs `--app-child` (the fuzzer itself).
        public var binary: String
        /// The seed: the same seed makes the same apps and gestures.
        public var seed: UInt64 = 1
        /// The first sequence to run.
        public var first = 0
        /// How many sequences to run.
        public var count = 100
        /// Gestures per sequence.
        public var steps = 40
        /// Sequences per child process.
        public var batch = 25
        /// Seconds a child may run per sequence.
        public var secondsPerSequence = 20.0
        /// The most memory a child may hold, in bytes.
        public var memoryLimit = 2 << 30
        /// Called with each line of progress and each failure.
        public var log: @Sendable (String) -> Void = { _ in }

        /// A run of `binary --app-child`.
        public init(binary: String) { self.binary = binary }
    }

    /// A failure, with how to run it again.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The sequence that failed.
        public var sequence: Int
        /// `crash`, `hang`, `memory`, or the in-process oracle's kind.
        public var kind: String
        /// What was seen: the oracle's detail and trace, or the child's last words.
        public var detail: String
        /// `sequence N: KIND: detail`.
        public var description: String { "sequence \(sequence): \(kind): \(detail)" }
    }

    /// What the run found.
    public struct Report: Sendable {
        /// Sequences run.
        public var sequences = 0
        /// Gestures made.
        public var gestures = 0
        /// UIKit exceptions raised and judged.
        public var exceptions = 0
        /// What failed.
        public var failures: [Failure] = []
        /// One line: sequences, gestures, exceptions, failures.
        public var summary: String {
            "\(sequences) sequences, \(gestures) gestures, \(exceptions) UIKit exceptions, \(failures.count) failures"
        }
    }

    /// What to run.
    public var configuration: Configuration

    /// A run of `configuration`.
    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// Runs every sequence, batch by batch.
    public func run() throws -> Report {
        let c = configuration
        let folder = FileManager.default.temporaryDirectory.appending(path: "appfuzz-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var report = Report()
        var next = c.first
        let end = c.first + c.count
        while next < end {
            let count = min(c.batch, end - next)
            let seconds = 30 + Double(count) * c.secondsPerSequence
            let outcome = Child.run(c.binary, ["--app-child", "--seed", "\(c.seed)", "--first", "\(next)", "--count", "\(count)", "--steps", "\(c.steps)"],
                                    in: folder, limits: .init(seconds: seconds, addressSpace: nil, cpuSeconds: Int(seconds) + 10))
            var started: Int?
            var finished = next - 1
            var failing: (Int, [String])?
            for line in outcome.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if let (n, lines) = failing {
                    if line == "end" {
                        record(&report, Failure(sequence: n, kind: lines[0], detail: lines.dropFirst().joined(separator: "\n")))
                        failing = nil
                    } else {
                        failing = (n, lines + [line])
                    }
                    continue
                }
                let words = line.split(separator: " ")
                if words.first == "start", words.count == 2 { started = Int(words[1]) }
                if words.first == "done", words.count == 4, let n = Int(words[1]) {
                    finished = n
                    report.sequences += 1
                    report.gestures += Int(words[2]) ?? 0
                    report.exceptions += Int(words[3]) ?? 0
                }
                if words.first == "fail", words.count == 3, let n = Int(words[1]) { failing = (n, [String(words[2])]) }
            }
            if let (n, lines) = failing {
                record(&report, Failure(sequence: n, kind: lines[0], detail: lines.dropFirst().joined(separator: "\n")))
            }
            let unfinished = started.map { $0 > finished } ?? false
            if outcome.maxResident > c.memoryLimit {
                record(&report, Failure(sequence: started ?? next, kind: "memory", detail: "the child held \(outcome.maxResident >> 20) MiB"))
            }
            if let signal = outcome.signal, !outcome.killedAtTimeLimit {
                let n = unfinished ? started! : finished + 1
                record(&report, Failure(sequence: n, kind: "crash", detail: "signal \(signal)\n" + String(outcome.standardError.suffix(2000))))
                next = n + 1
                report.sequences += 1
            } else if outcome.killedAtTimeLimit {
                let n = unfinished ? started! : finished + 1
                record(&report, Failure(sequence: n, kind: "hang", detail: "the child ran past \(Int(seconds)) s"))
                next = n + 1
                report.sequences += 1
            } else if outcome.status != 0 && outcome.status != 1 {
                record(&report, Failure(sequence: next, kind: "exit status", detail: "\(outcome.status ?? -1)\n" + String(outcome.standardError.suffix(2000))))
                next += count
            } else {
                next += count
            }
        }
        return report
    }

    private func record(_ report: inout Report, _ failure: Failure) {
        report.failures.append(failure)
        configuration.log("\(failure)\n  again: tableshell-fuzz --app --seed \(configuration.seed) --first \(failure.sequence) --count 1")
    }
}
