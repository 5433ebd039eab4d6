import TableEngine

extension Shell {
    /// Candidates for the last (partial) word of `line`: command names,
    /// sub-commands and options, method names after `answer`/`implement`,
    /// property names, and index paths that exist.
    public func completions(for line: String) -> [String] {
        let command = line.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let partial = command.last == " " || command.last == "\t" || command.isEmpty ? "" : (words.popLast() ?? "")
        var candidates: [String]
        if words.isEmpty {
            candidates = CommandTable.shared.commands.map(\.name)
        } else if let c = CommandTable.shared.command(named: words[0]) {
            switch c.name {
            case "help": candidates = words.count == 1 ? CommandTable.shared.commands.map(\.name) : []
            case "answer" where words.count == 1: candidates = AnswerCommands.methodNames
            case "implement": candidates = c.subcommands
            case "api" where words.count == 1: candidates = c.subcommands
            case "set", "get": candidates = words.count == 1 ? c.subcommands : []
            case "expect" where words.count == 2 && words[1] == "calls": candidates = AnswerCommands.methodNames
            default: candidates = words.count == 1 || c.name == "render" || c.name == "insert" || c.name == "delete" ? c.subcommands : []
            }
            candidates += indexPathCandidates(partial)
        } else {
            candidates = []
        }
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.sorted()
    }

    /// `0.` completes to the rows of section 0 (at most 50); a bare number
    /// to `S.` for the sections there are.
    private func indexPathCandidates(_ partial: String) -> [String] {
        let parts = partial.split(separator: ".", omittingEmptySubsequences: false)
        guard let s = Int(parts.first ?? ""), s >= 0, s < table.numberOfSections else { return [] }
        if parts.count == 1 { return ["\(s)."] }
        return (0..<min(table.rowCount(s), 50)).map { "\(s).\($0)" }
    }
}
