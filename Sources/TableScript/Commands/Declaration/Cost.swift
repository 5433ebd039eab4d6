import TableEngine
import ScriptLanguage

/// What one run of a command costs in time, estimated before it runs from
/// what it would visit, so that `repeat N COMMAND` can be refused before it
/// starts when N runs would take longer than a command may
/// (`Limits.commandSeconds`).
struct Cost: Sendable {
    let seconds: @Sendable (CommandNode, CommandContext) -> Double
    /// Whether a run costs more as the table grows (an update visits every
    /// section).
    var grows = false
    /// The sections one run adds to the table: repeated, an update that
    /// adds sections costs more at every run.
    var adds: @Sendable (CommandNode) -> Int = { _ in 0 }
    /// Whether a run ends an update of the table that asks every row its
    /// height again (A-45: an update outside a block, when heights are
    /// asked up front): it costs what a reload does, and is checked before
    /// it starts as a reload is.
    var asksEveryRow: @Sendable (CommandNode, CommandContext) -> Bool = { _, _ in false }

    init(grows: Bool = false, adds: @escaping @Sendable (CommandNode) -> Int = { _ in 0 },
         asksEveryRow: @escaping @Sendable (CommandNode, CommandContext) -> Bool = { _, _ in false },
         _ seconds: @escaping @Sendable (CommandNode, CommandContext) -> Double) {
        self.seconds = seconds
        self.grows = grows
        self.adds = adds
        self.asksEveryRow = asksEveryRow
    }

    /// A command that visits neither sections nor rows: `echo`, `scroll by`.
    package static let command = Cost { _, _ in Budget.secondsPerCommand }

    /// A command that prints a page: `help`, `render`, `visible`,
    /// `cells`, `get`; by the width drawn.
    static let page = Cost { _, ctx in page(all: false, ctx) }

    /// A page, or with `all` every row (`render --all`: up to 2,000 rows),
    /// by the width drawn.
    static func page(all: Bool, _ ctx: CommandContext) -> Double {
        (all ? Budget.secondsPerRenderAll : Budget.secondsPerPage) * max(1, Double(ctx.options.width) / 60)
    }

    /// A command that lays out a new screen (`scroll`): cells leave and
    /// come, each asked for (a release build: some 35 µs a screen).
    static let layout = Cost { _, _ in Budget.secondsPerPage }

    /// An update of the table (`delete`, `move`, `reload ROWS`, `item`…):
    /// it visits every section, and outside a block may ask every row its
    /// height.
    static let update = Cost(grows: true, asksEveryRow: { _, ctx in ctx.updateAsksEveryRow }) { _, ctx in
        Budget.secondsPerUpdate + ctx.secondsToVisitEverySection
    }

    /// The same cost, for a command that changes the model and leaves the
    /// table alone.
    var modelOnly: Cost {
        var cost = self
        cost.asksEveryRow = { _, _ in false }
        return cost
    }

    /// A command that reads every row of the model and updates the table
    /// (`apply`).
    static let everyRow = Cost(grows: true, asksEveryRow: { _, ctx in ctx.updateAsksEveryRow }) { _, ctx in visitingEveryRow(ctx) }

    /// What reading every row of the model and updating the table takes.
    static func visitingEveryRow(_ ctx: CommandContext) -> Double {
        Budget.secondsPerUpdate + ctx.secondsToVisitEverySection + Double(ctx.counts.totalRows) * Budget.secondsPerAppliedRow
    }

    /// `reloadData`: every section, and every row when their heights are
    /// asked up front.
    static let reload = Cost(grows: true) { _, ctx in
        let counts = (sections: ctx.counts.sectionCount, rows: ctx.counts.totalRows)
        return Budget.secondsPerUpdate + ctx.reloadEstimate(counts).seconds
    }

    /// What a form's parsed values say of a run: its time, when the form
    /// declares it from them, and the rows its selections name.
    struct Parsed {
        var seconds: Double?
        package var rowsNamed = 0
    }

    /// The command that `node` runs, if it names one.
    private static func command(_ node: CommandNode) -> Command? { CommandTable.shared.command(named: node.name) }

    /// The command `node` runs, the form it is written in (nil when none
    /// matches) and that form's cost.
    private static func declared(_ node: CommandNode) -> (command: Command, form: Form?, cost: Cost)? {
        guard let command = command(node) else { return nil }
        let form = try? command.form(for: node.words.dropFirst(), named: node.words[0])
        return (command, form, form?.cost ?? command.cost)
    }

    /// The estimate for a command as written (an unknown command costs
    /// what a command does: it will only say it is unknown).
    static func of(_ node: CommandNode, _ ctx: CommandContext) -> Double {
        guard let (command, form, cost) = declared(node) else { return Budget.secondsPerCommand }
        var cursor = ArgumentCursor(node)
        let parsed = form?.estimate(&cursor, ctx)
        var seconds = (parsed?.seconds ?? cost.seconds(node, ctx)) + Double(command.forms.count) * Budget.secondsPerForm
        if cost.asksEveryRow(node, ctx) { seconds += ctx.secondsAskingEveryRow }
        // Rows named by a range or a wildcard each take their turn.
        seconds += Double(parsed?.rowsNamed ?? 0) * Budget.secondsPerNamedRow
        // The screen drawn after it, and the log it writes, take their time too.
        if ctx.autorender && command.changesScreen { seconds += Budget.secondsPerPage }
        if ctx.log.style != .off { seconds *= 2 }
        return seconds
    }

    /// Whether a run of `node` costs more as the table grows.
    static func grows(_ node: CommandNode) -> Bool { declared(node)?.cost.grows ?? false }

    /// The sections a run of `node` adds to the table: its form's, and
    /// those of the commands it runs.
    static func adds(_ node: CommandNode) -> Int {
        guard let (_, form, cost) = declared(node) else { return 0 }
        var cursor = ArgumentCursor(node)
        return (form?.addedSections(&cursor) ?? 0) + cost.adds(node)
    }

    /// `n` runs of `node`: each as the first (`once`, when the caller has
    /// it: estimating a `source` reads its file), plus what the table
    /// grows by at each run when the command's cost grows with it.
    static func repeated(_ n: Int, _ node: CommandNode, _ ctx: CommandContext, once: Double? = nil) -> Double {
        let once = once ?? of(node, ctx)
        guard grows(node) else { return Double(n) * once }
        let perRun = Double(adds(node)) * Budget.secondsPerSection
        return Double(n) * once + perRun * Double(n) * Double(max(0, n - 1)) / 2
    }
}

extension CommandContext {
    /// What visiting every section costs, in the model or the table,
    /// whichever has more.
    var secondsToVisitEverySection: Double {
        Double(max(counts.sectionCount, table.numberOfSections)) * Budget.secondsPerSection
    }

    /// Whether a reload asks every row its height up front (estimates
    /// off and `heightForRow` answered, or `estimatedHeightForRow` answered)
    /// and keeps a height per row.
    var reloadAsksEveryRow: Bool {
        responds(to: .estimatedHeightForRow) || (responds(to: .heightForRow) && table.estimatedRowHeight == 0)
    }

    /// Whether an update the command makes now asks every row its height
    /// again: heights are asked up front and no block is open (inside one,
    /// the block's end asks, once).
    var updateAsksEveryRow: Bool { updateAsksEveryRow(blocksOpen: blocks.open.count) }

    /// The same, with `blocksOpen` blocks open when the update ends.
    func updateAsksEveryRow(blocksOpen: Int) -> Bool {
        blocksOpen == 0 && !estimatingInsideBlock && table.isLoaded && reloadAsksEveryRow
    }

    /// What asking every row its height takes.
    var secondsAskingEveryRow: Double { secondsToAsk(rows: counts.totalRows) }

    /// What asking `rows` rows their heights (their estimates, when the
    /// delegate gives them) takes: each row asked and kept, the answer's
    /// expression evaluated when it needs the evaluator, the log's line
    /// when it prints one.
    func secondsToAsk(rows: Int) -> Double {
        let selector: MessageSelector = responds(to: .estimatedHeightForRow) ? .estimatedHeightForRow : .heightForRow
        var perRow = Budget.secondsPerAskedRow
        if scriptedApp?.app.answerNeedsEvaluator(selector) ?? false { perRow += Budget.secondsPerEvaluatedAnswer }
        if log.printsLines(of: selector) { perRow += Budget.secondsPerLoggedLine }
        return Double(rows) * perRow
    }

    /// Refuses an update that would ask more rows their heights than a
    /// command may take time for (`insert` on 10⁸ rows with
    /// `estimatedHeightForRow` answered).
    func requireUpdateAskingEveryRow() throws(ScriptError) {
        try requireReload((counts.sectionCount, counts.totalRows), for: "'\(commandToken.text)'", again: true)
    }

    /// The time and memory a reload of this many sections and rows takes.
    func reloadEstimate(_ counts: (sections: Int, rows: Int)) -> (seconds: Double, bytes: Int) {
        let asked = reloadAsksEveryRow ? counts.rows : 0
        let seconds = Double(counts.sections) * Budget.secondsPerSection + secondsToAsk(rows: asked)
        let (rowBytes, o1) = asked.multipliedReportingOverflow(by: Budget.bytesPerOwnHeight)
        let (sectionBytes, o2) = counts.sections.multipliedReportingOverflow(by: Budget.bytesPerSection)
        let (bytes, o3) = rowBytes.addingReportingOverflow(sectionBytes)
        return (seconds, o1 || o2 || o3 ? Int.max : bytes)
    }

    /// Refuses a reload of this many sections and rows that would go past
    /// the memory limit or take longer than a command may.
    func requireReload(_ counts: (sections: Int, rows: Int), for what: String, again: Bool = false) throws(ScriptError) {
        let estimate = reloadEstimate(counts)
        let heights = reloadAsksEveryRow ? " (\(again ? "an update, " : "")asking \(formatCount(counts.rows)) rows their heights\(again ? " again" : ""))" : ""
        try budget.require(seconds: estimate.seconds, for: what + heights, at: commandToken)
        try budget.require(bytes: estimate.bytes, for: what + heights, at: commandToken)
    }
}

extension [(selection: RowSelection, token: Token)] {
    /// The rows named by `S.*`, `S.R-R2` or `S.R-S2.R2`, counted without
    /// expanding them, at most `Limits.rowsNamed` a selection (a row named
    /// alone takes no turn of its own).
    func rowsNamed(in model: any RowCounting) -> Int {
        func rows(_ s: Int) -> Int { s >= 0 && s < model.sectionCount ? model.rowCount(s) : 0 }
        var total = 0
        for (selection, _) in self {
            var n = 0
            switch selection {
            case .row: n = 0
            case .section(let s): n = rows(s)
            case .range(_, let range): n = range.count
            case .span(let from, let to):
                var s = from.section
                while s <= Swift.min(to.section, model.sectionCount - 1), n < Limits.rowsNamed {
                    n += rows(s)
                    s += 1
                }
            }
            total += Swift.min(n, Limits.rowsNamed)
        }
        return total
    }
}
