/// Ctrl-R at the prompt: a search of the history, newest first, for the
/// lines that contain what has been typed since — the line editor shows
/// the match on the line and ``prompt`` before it. Ctrl-R again finds an
/// older match; Backspace shortens the query; Enter runs the match, Ctrl-G
/// puts the line back as it was, and any other key keeps the match and
/// does what it does.
struct HistorySearch {
    /// The history, newest first.
    let lines: [String]
    /// What has been typed since Ctrl-R.
    private(set) var query = ""
    /// The line shown: the index in ``lines`` of the match, if any.
    private(set) var matchIndex: Int?
    /// Whether the last key found nothing (the match shown is the last one found).
    private(set) var failed = false

    init(lines: [String]) {
        self.lines = lines
    }

    /// The line the search shows.
    var match: String? { matchIndex.map { lines[$0] } }

    /// What the prompt says while searching.
    var prompt: String { "(\(failed ? "failing " : "")history search) '\(query)': " }

    /// A character typed: the newest match of the longer query, from the
    /// one shown.
    mutating func type(_ character: Character) {
        query.append(character)
        find(from: matchIndex ?? 0)
    }

    /// Ctrl-R again: the next older match.
    mutating func older() {
        guard !query.isEmpty else { return find(from: 0) }
        find(from: (matchIndex ?? -1) + 1)
    }

    /// Backspace: the query shortened, searched again from the newest line.
    mutating func erase() {
        guard !query.isEmpty else { return }
        query.removeLast()
        matchIndex = nil
        failed = false
        if !query.isEmpty { find(from: 0) }
    }

    private mutating func find(from start: Int) {
        if let found = lines.indices.dropFirst(start).first(where: { query.isEmpty || lines[$0].contains(query) }) {
            matchIndex = found
            failed = false
        } else {
            failed = true
        }
    }
}
