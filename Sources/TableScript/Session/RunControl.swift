import ScriptBytes
import ScriptLanguage
/// Whether the session's work goes on: `quit`, a script stopping (an error
/// with `--bail`), work stopping before it is done (Ctrl-C, `--timeout`,
/// the memory limit, a hang), how deep commands run inside one another,
/// and the script files being sourced. A reason to stop, once noticed,
/// stays until the outermost command is over — so every loop on the way
/// out stops too — and is reported once.
final class RunControl {
    /// Why work stops before it is done.
    enum StopReason: Equatable {
        /// Ctrl-C.
        case interrupt
        /// The time given with `--timeout` is over.
        case timeout
        /// The memory in use passed the limit.
        case memory(inUse: Int)
        /// With `selfCheck`: the command has run longer than
        /// `slowCommandSeconds` (a hang, seen from inside).
        case slow
    }

    private(set) var quitRequested = false
    /// Set when a script must stop (an error with --bail, Ctrl-C, quit).
    private(set) var scriptStopping = false
    /// Script files being sourced, innermost last (cycle and depth checks).
    var sourceStack: [String] = []
    /// Script files being read to estimate what sourcing them costs,
    /// innermost last (an estimate goes no deeper than `source` may).
    var sourcesEstimated = 0
    /// Script files read and parsed to estimate what sourcing them costs,
    /// by path: sourcing one then runs that parse rather than reading the
    /// file again. Kept until the outermost command is over.
    var scriptsRead: [String: ParsedScript] = [:]
    /// How many commands are running inside one another (`source`, `batch`,
    /// `repeat`): each costs stack, so there is a limit.
    package private(set) var commandDepth = 0
    private(set) var stopReason: StopReason?
    private var stopReported = false

    /// Whether commands are timed (`ShellOptions.selfCheck`), and how long
    /// one may work before it is taken for a hang.
    var timesCommands = false
    var slowCommandSeconds: Double?
    /// When the outermost command running began: in processor seconds when
    /// the host can tell, else wall-clock seconds.
    private var commandStarted: Double?
    private let wallClock = ContinuousClock()
    private lazy var wallClockStart = wallClock.now

    private let host: ShellHost
    private let budget: Budget

    init(host: ShellHost, budget: Budget) {
        self.host = host
        self.budget = budget
    }

    /// Whether the script is stopping (an error with --bail, quit, Ctrl-C).
    var isStopping: Bool { scriptStopping || quitRequested }

    func requestQuit() { quitRequested = true }

    /// Stops the script, as an error with --bail does.
    func stopScript() { scriptStopping = true }

    /// A new script or a new line typed: it runs, whatever stopped the one before.
    func startScript() { scriptStopping = false }

    // MARK: Commands inside one another

    /// Whether one more command may run inside those running.
    var mayNest: Bool { commandDepth < Limits.commandDepth }

    /// A command starts (inside those running, if any).
    func enterCommand() {
        commandDepth += 1
        if commandDepth == 1 && timesCommands { commandStarted = workSeconds() }
    }

    /// A command is over: once the outermost is, the session goes on.
    func leaveCommand() {
        commandDepth -= 1
        guard commandDepth == 0 else { return }
        scriptsRead = [:]
        if stopReason != nil { forgetStop() }
    }

    /// How long the outermost command has worked, when this is it and it is timed.
    var outermostCommandSeconds: Double? {
        commandDepth == 1 ? commandStarted.map { workSeconds() - $0 } : nil
    }

    // MARK: Stopping work

    /// Whether work must stop now: Ctrl-C, the time limit, the memory
    /// limit. Cheap enough for every turn of a loop; the reason is kept
    /// until `takeStopToReport` gives it. Between two commands of a script
    /// the memory is not looked at: a session over its limit can still free
    /// memory (`new`) or raise the limit.
    func mustStop() -> Bool {
        if stopReason != nil { return true }
        if host.takeInterrupt() { stopReason = .interrupt }
        else if host.timedOut { stopReason = .timeout }
        else if commandDepth > 0 && budget.isOverLimit { stopReason = .memory(inUse: budget.memoryInUse() ?? 0) }
        else if let slow = slowCommandSeconds, timesCommands, let started = commandStarted,
                workSeconds() - started > slow { stopReason = .slow }
        return stopReason != nil
    }

    /// The table stopped because `mustStop` said so, or on its own (Ctrl-C).
    func noteInterrupted() {
        if stopReason == nil { stopReason = .interrupt }
    }

    /// Why work stopped, the first time it is asked after it did.
    func takeStopToReport() -> StopReason? {
        guard let reason = stopReason, !stopReported else { return nil }
        stopReported = true
        return reason
    }

    /// What the session says when work stops for `reason`.
    package func message(for reason: StopReason) -> String {
        switch reason {
        case .slow: "internal error: this command ran longer than the \(formatNumber(slowCommandSeconds ?? 0)) s a command may (a hang)"
        case .interrupt: "interrupted (Ctrl-C)"
        case .timeout: "stopped: the run took longer than its --timeout"
        case .memory(let inUse): "stopped: the process uses \(Budget.format(bytes: inUse)) of memory, more than its limit of \(Budget.format(bytes: budget.memoryLimit)) (see 'help set' for memoryLimit)"
        }
    }

    /// No command is running: at the prompt, the session goes on.
    func forgetStop() {
        stopReason = nil
        stopReported = false
    }

    /// Seconds of work so far: the processor's, or the wall clock's.
    private func workSeconds() -> Double {
        if let cpu = host.processorSeconds() { return cpu }
        let elapsed = wallClock.now - wallClockStart
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
