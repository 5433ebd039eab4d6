/// What one run of a command costs in time, estimated before it runs from
/// what it would visit, so that `repeat N COMMAND` can be refused before it
/// starts when N runs would take longer than a command may
/// (`Limits.commandSeconds`).
struct Cost: Sendable {
    let seconds: @Sendable (CommandNode, CommandContext) -> Double

    /// A command that visits neither sections nor rows: `echo`, `scroll by`.
    static let command = Cost { _, _ in Budget.secondsPerCommand }

    /// A command that prints a page: `help`, `render` (`--all`: up to
    /// 2,000 rows), `visible`, `cells`, `get`.
    static let page = Cost { node, _ in
        node.words.contains { $0.text == "--all" } ? Budget.secondsPerRenderAll : Budget.secondsPerPage
    }

    /// An update, a change of the model, a reload of rows: each visits
    /// every section.
    static let everySection = Cost { _, ctx in Budget.secondsPerCommand + ctx.secondsToVisitEverySection }

    /// A command that reads every row of the model (`apply`).
    static let everyRow = Cost { _, ctx in
        Budget.secondsPerCommand + ctx.secondsToVisitEverySection + Double(ctx.model.totalRows) * Budget.secondsPerAppliedRow
    }

    /// `reloadData`: every section, and every row when their heights are
    /// asked up front.
    static let reload = Cost { _, ctx in
        let counts = (sections: ctx.model.sectionCount, rows: ctx.model.totalRows)
        return Budget.secondsPerCommand + ctx.reloadEstimate(counts).seconds
    }

    /// The estimate for a command as written (an unknown command costs
    /// what a command does: it will only say it is unknown).
    static func of(_ node: CommandNode, _ ctx: CommandContext) -> Double {
        guard let command = CommandTable.shared.command(named: node.name) else { return Budget.secondsPerCommand }
        var seconds = command.cost.seconds(node, ctx)
        // The screen drawn after it, and the log it writes, take their time too.
        if ctx.autorender && command.changesScreen { seconds += Budget.secondsPerPage }
        if ctx.log.style != .off { seconds *= 2 }
        return seconds
    }
}

extension CommandContext {
    /// What visiting every section costs, in the model or the table,
    /// whichever has more.
    var secondsToVisitEverySection: Double {
        Double(max(model.sectionCount, table.numberOfSections)) * Budget.secondsPerSection
    }

    /// Whether a reload asks every row its height up front (estimates
    /// off and `heightForRow` answered, or `estimatedHeightForRow` answered)
    /// and keeps a height per row.
    var reloadAsksEveryRow: Bool {
        app.responds(to: .estimatedHeightForRow) || (app.responds(to: .heightForRow) && table.estimatedRowHeight == 0)
    }

    /// The time and memory a reload of this many sections and rows takes.
    func reloadEstimate(_ counts: (sections: Int, rows: Int)) -> (seconds: Double, bytes: Int) {
        let asked = reloadAsksEveryRow ? counts.rows : 0
        let seconds = Double(counts.sections) * Budget.secondsPerSection + Double(asked) * Budget.secondsPerOwnHeight
        let (rowBytes, o1) = asked.multipliedReportingOverflow(by: Budget.bytesPerOwnHeight)
        let (sectionBytes, o2) = counts.sections.multipliedReportingOverflow(by: Budget.bytesPerSection)
        let (bytes, o3) = rowBytes.addingReportingOverflow(sectionBytes)
        return (seconds, o1 || o2 || o3 ? Int.max : bytes)
    }

    /// Refuses a reload of this many sections and rows that would go past
    /// the memory limit or take longer than a command may.
    func requireReload(_ counts: (sections: Int, rows: Int), for what: String) throws(ScriptError) {
        let estimate = reloadEstimate(counts)
        let heights = reloadAsksEveryRow ? " (asking \(formatCount(counts.rows)) rows their heights)" : ""
        try budget.require(seconds: estimate.seconds, for: what + heights, at: commandToken)
        try budget.require(bytes: estimate.bytes, for: what + heights, at: commandToken)
    }
}
