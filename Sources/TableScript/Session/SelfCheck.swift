import ScriptBytes
import TableEngine
import ScriptLanguage

/// `ShellOptions.selfCheck`: after every command the session checks what
/// must hold whatever a script does — the table's invariants, the shell's,
/// and that the model and the table agree on their counts unless a command
/// made them disagree on purpose (`data …`, `api …`, answers for the
/// counts), until a reload makes them agree again.
final class SelfCheck {
    /// What the check found wrong, if anything (the exit status is then 70).
    var internalError: String?
    /// Whether the model and the table may disagree on counts because a
    /// command said so (`data`, `api`, answers for the counts).
    private var countsMayDisagree = false
    /// The abandoned blocks taken into account.
    private var abandonmentsChecked = 0

    /// After a command: what is newly wrong, if anything (it is then the
    /// session's internal error). `seconds` is how long the command worked,
    /// when it is the outermost one; `slow` how long a command may.
    func check(after node: CommandNode, failed: Bool, took seconds: Double?, slow: Double?,
               _ subject: any AppUnderTest, _ blocks: UpdateBlocks) -> String? {
        // A user's app has no model the shell knows: only the invariants.
        if let scripted = subject.scripted { noteAgreement(after: node, failed: failed, scripted.app, blocks) }
        let table = subject.table
        var problems = table.invariantViolations() + blocks.violations(table: table)
        if let seconds, let slow, seconds > slow {
            problems.append("it took \(Budget.format(seconds: seconds)), more than the \(formatNumber(slow)) s a command may (a hang)")
        }
        if !countsMayDisagree && !blocks.isOpen && !subject.tableAgreesWithModel, let model = subject.scripted?.model {
            problems.append("the model (\(plural(model.sectionCount, "section")), \(plural(model.totalRows, "row"))) and the table (\(plural(table.numberOfSections, "section")), \(plural(table.totalRows, "row"))) disagree, and no command made them")
        }
        guard !problems.isEmpty, internalError == nil else { return nil }
        let text = problems.joined(separator: "; ")
        internalError = text
        return text
    }

    /// Whether the data source's counts can differ from the model's: an
    /// answer for them, or no `numberOfSections` (1 section, whatever the
    /// model has).
    private func countsAreAnswered(_ app: ScriptedDataSource) -> Bool {
        app.answers.hasRules(.numberOfRows) || app.answers.hasRules(.numberOfSections) || !app.responds(to: .numberOfSections)
    }

    private func noteAgreement(after node: CommandNode, failed: Bool, _ app: ScriptedDataSource, _ blocks: UpdateBlocks) {
        let words = node.words.map(\.text)
        switch node.name {
        case "data":
            // Even when it failed: the command may have changed the model,
            // and the layout after it raised.
            countsMayDisagree = true
        case "api" where words.count < 2 || words[1] != "reloadData":
            countsMayDisagree = true
        case "answer", "implement":
            // An answer for a count, or one taken back: the next reload asks anew.
            let counts: Set<MessageSelector> = [.numberOfRows, .numberOfSections]
            let named = words.dropFirst().compactMap { MessageSelector(named: String($0.drop { $0 == "+" || $0 == "-" })) }
            if named.contains(where: counts.contains) { countsMayDisagree = true }
        case "new", "fill", "api":
            // `api reloadData` (the other `api` calls are above).
            if !failed { countsMayDisagree = countsAreAnswered(app) }
        case "reload" where words.count == 1, "demo" where words.count == 2:
            if !failed { countsMayDisagree = countsAreAnswered(app) }
        default:
            break
        }
        if blocks.abandonments != abandonmentsChecked {
            // An abandoned block puts the model and the table back as they
            // were when it opened, agreeing or not, whatever ran inside it
            // (an `api reloadData` made them agree for a while).
            abandonmentsChecked = blocks.abandonments
            countsMayDisagree = true
        }
    }
}
