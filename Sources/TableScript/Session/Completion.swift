import TableEngine

extension Shell {
    /// Candidates for the last (partial) word of `line`: command names, then
    /// whatever the command's forms take next — keywords, values, method
    /// names, index paths that exist, file names.
    public func completions(for line: String, files: @escaping ([String]) -> [String] = { _ in [] }) -> [String] {
        let command = line.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let partial = command.last == " " || command.last == "\t" || command.isEmpty ? "" : (words.popLast() ?? "")
        let candidates: [String]
        if words.isEmpty {
            candidates = CommandTable.shared.commands.map(\.name)
        } else if let c = CommandTable.shared.command(named: words[0]) {
            let context = CompletionContext(table: table, model: app.model, partial: partial, files: files)
            candidates = c.candidates(after: Array(words.dropFirst()), context)
        } else {
            candidates = []
        }
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.sorted()
    }
}
