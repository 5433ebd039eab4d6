import ScriptBytes
import TableEngine
import ScriptLanguage

/// How much memory and work a session may spend, and the checks that keep
/// it there: an estimate before a command starts (so a command that would
/// go over is refused and the table keeps its state), and, while long work
/// runs, a look now and then at the memory in use, Ctrl-C and the time
/// limit (`mustStop`).
final class Budget {
    /// The bytes the process may use: by default a quarter of the machine's
    /// physical memory (`set memoryLimit`, `--memory-limit`), which leaves
    /// the rest to the system and to the programs beside it.
    var memoryLimit: Int

    /// When the host cannot say how much memory the machine has.
    static let fallbackLimit = 2 << 30
    /// The least a limit may be: what the process needs to start.
    static let smallestLimit = 16 << 20

    // What things cost, measured on x86_64 Linux in a release build of
    // main as of its Runs module (a debug build takes about the same memory
    // and ten times the time: `slowdown`). Rounded up: an estimate that is
    // too low lets a command run past the limit.

    /// A section, in the model and in the table's geometry, at its peak
    /// during an update (44 bytes after a fill, 90 during an insert).
    static let bytesPerSection = 100
    /// A row whose height the table keeps on its own (asked at a reload: 50).
    static let bytesPerOwnHeight = 70
    /// A row `apply` holds beyond its words (already read when the estimate
    /// is made): the pairing, the new segments, the diff and the update.
    /// Measured as the peak resident size of `tableshell --log off` on a
    /// script of `fill 1x1000000 item-{n}` and `apply` of the million
    /// names, less that of the same script with an unknown command for
    /// `apply` (the words read, nothing done): 123 bytes per row (model's
    /// and snapshot's) for a shuffle (every row moved), 24 for the
    /// 10/10/2 change (the bench's mem-apply, 10 million rows: some 41).
    static let bytesPerAppliedRow = 130
    /// A name `apply` keeps for the next one (`KeptNames`): its text and
    /// row in a dictionary, 48 bytes a name at a million.
    static let bytesPerKeptName = 48
    /// A byte of a script: its text, its words and its commands.
    static let bytesPerScriptByte = 40

    /// Seconds for an update (or a `data` change, or a reload) to visit one
    /// section: counts, checks, offsets (0.45 µs measured).
    static let secondsPerSection = 0.6e-6
    /// Seconds to ask a row its height or estimate at a reload or an
    /// update, and keep it (0.024–0.030 µs measured, a million rows asked
    /// three times), with what the answer adds: the expression evaluator
    /// (`row > 5 ? 44 : 50`: 0.06 µs more) and the log's line when it
    /// prints one (0.33 µs, written to a file).
    static let secondsPerAskedRow = 0.05e-6
    static let secondsPerEvaluatedAnswer = 0.1e-6
    static let secondsPerLoggedLine = 0.5e-6
    /// Seconds for `apply` to match, diff and update one row, the model's or
    /// the snapshot's (its words are read before): 0.17 µs in the bench's
    /// mem-apply (10 million rows, 10/10/2: 3.3 s for 20 million), 0.08 µs
    /// at 100,000 (`tableshell-bench --only diff`), 0.27 µs for a shuffle
    /// of a million (0.55 s: `time tableshell` on the script, less the
    /// same with an unknown command for `apply`; every row moved, the
    /// engine's most costly case).
    static let secondsPerAppliedRow = 0.4e-6
    /// Seconds for a command that visits neither, through the shell
    /// (`echo` 0.8 µs, `scroll by 1` 1.8 µs).
    static let secondsPerCommand = 5e-6
    /// Seconds to try one of a command's forms when choosing the one it is
    /// written in (`set`, with a form per property, takes 30 µs).
    static let secondsPerForm = 1.5e-6
    /// Seconds for an update (`insert`, `delete`, `apply`, `reload`…) on a
    /// small table: the update, the layout, the cells asked again, the log
    /// (`insert` 23 µs; `reload` of 100 sections 70 µs).
    static let secondsPerUpdate = 40e-6
    /// Seconds for a command that prints a page 60 columns wide (`render`
    /// 66 µs, `help` 28 µs, `visible` 24 µs), and for `render --all` (15 ms
    /// for its 2,000 rows); wider pages cost more.
    static let secondsPerPage = 100e-6
    static let secondsPerRenderAll = 20e-3
    /// Seconds for each row a range or a wildcard names (`reconfigure 0.*`
    /// of a million rows 0.5 s, `reload 0.*` 0.6 s, `delete 0.*` 0.8 s).
    static let secondsPerNamedRow = 1e-6
    /// Seconds to write a file whole: a temporary, `fsync`, a rename
    /// (`dump FILE` 0.55 ms on this machine's disk; a slower disk's fsync
    /// takes milliseconds).
    static let secondsPerFileWrite = 2e-3

    /// How much slower this build runs than the release build the costs
    /// were measured on: the time limit is wall time in both.
    static let slowdown: Double = {
        #if DEBUG
        return 10
        #else
        return 1
        #endif
    }()

    private let host: ShellHost
    private let clock = ContinuousClock()
    private var lastLook: ContinuousClock.Instant
    private var lastUse: Int?

    init(host: ShellHost) {
        self.host = host
        memoryLimit = host.physicalMemory.map { max(Self.smallestLimit, $0 / 4) } ?? Self.fallbackLimit
        lastLook = clock.now
    }

    /// The bytes in use now, looked at no more than once every 10 ms (a look
    /// costs a few microseconds; loops ask at every turn).
    func memoryInUse(fresh: Bool = false) -> Int? {
        let now = clock.now
        if fresh || lastUse == nil || now - lastLook >= .milliseconds(10) {
            lastUse = host.memoryInUse()
            lastLook = now
        }
        return lastUse
    }

    /// Refuses work that would take the process past the memory limit:
    /// `bytes` more than it uses now.
    func require(bytes: Int, for what: String, at token: Token) throws(ScriptError) {
        let inUse = memoryInUse(fresh: true) ?? 0
        guard !fits(bytes, inUse: inUse) else { return }
        let room = max(0, memoryLimit - inUse)
        throw ScriptError("\(what) needs about \(Self.format(bytes: bytes)) of memory; the memory limit (\(Self.format(bytes: memoryLimit))) leaves \(Self.format(bytes: room)) (see 'help set' for memoryLimit)", at: token)
    }

    /// Whether `bytes` more fit within the memory limit now.
    func allows(bytes: Int) -> Bool { fits(bytes, inUse: memoryInUse(fresh: true) ?? 0) }

    private func fits(_ bytes: Int, inUse: Int) -> Bool {
        let (total, overflow) = inUse.addingReportingOverflow(bytes)
        return !overflow && total <= memoryLimit
    }

    /// Refuses a command estimated to take longer than `Limits.commandSeconds`.
    func require(seconds estimate: Double, for what: String, at token: Token) throws(ScriptError) {
        let seconds = estimate * Self.slowdown
        guard !(seconds <= Limits.commandSeconds) else { return }
        let shown = seconds < 1e6 ? "\(formatCount(Int(seconds.rounded(.up)))) s" : "more than 11 days"
        throw ScriptError("\(what) would take about \(shown); one command may take at most \(formatNumber(Limits.commandSeconds)) s", at: token)
    }

    /// Whether the memory in use is past the limit now.
    var isOverLimit: Bool {
        guard let inUse = memoryInUse() else { return false }
        return inUse > memoryLimit
    }

    /// `1.5 GiB`, `300 MiB`, `512 KiB`, `100 bytes`.
    static func format(bytes: Int) -> String {
        let units = [(1 << 40, "TiB"), (1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, name) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            let shown = value >= 100 || value == value.rounded() ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
            return "\(shown) \(name)"
        }
        return "\(bytes) bytes"
    }

    /// `2.5 s`, `12 ms`, `3 µs`.
    static func format(seconds: Double) -> String {
        if seconds >= 1 { return "\((seconds * 10).rounded() / 10) s" }
        if seconds >= 1e-3 { return "\(Int((seconds * 1e3).rounded())) ms" }
        return "\(Int((seconds * 1e6).rounded())) µs"
    }

    /// `512M`, `2G`, `1.5GiB`, `1048576`: a size in bytes, or nil.
    package static func parse(bytes text: String) -> Int? {
        var digits = Substring(text)
        var unit = 1
        for (suffixes, size) in [(["TiB", "TB", "T"], 1 << 40), (["GiB", "GB", "G"], 1 << 30), (["MiB", "MB", "M"], 1 << 20), (["KiB", "KB", "K"], 1 << 10)] {
            if let s = suffixes.first(where: { text.uppercased().hasSuffix($0.uppercased()) }) {
                digits = digits.dropLast(s.count)
                unit = size
                break
            }
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(digits),
              value.isFinite, value * Double(unit) < 1e18 else { return nil }
        return Int(value * Double(unit))
    }
}
