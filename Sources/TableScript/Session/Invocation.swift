import TableEngine

/// One command being run: the shell, the command's words, and a cursor
/// over its arguments with parsers that point at the offending word.
struct Invocation {
    let shell: Shell
    let node: CommandNode
    let source: ScriptSource
    private(set) var words: [Token]
    private var position = 1

    init(shell: Shell, node: CommandNode, source: ScriptSource) {
        self.shell = shell
        self.node = node
        self.source = source
        self.words = node.words
    }

    var commandToken: Token { node.words[0] }
    var name: String { node.name }
    var isAtEnd: Bool { position >= words.count }
    var remaining: [Token] { Array(words[min(position, words.count)...]) }

    func peek(_ offset: Int = 0) -> Token? {
        position + offset < words.count ? words[position + offset] : nil
    }

    /// The next word, or an error naming what was expected.
    mutating func next(_ what: String) throws(ScriptError) -> Token {
        guard let t = peek() else {
            throw ScriptError("\(name): expected \(what)", at: words.last, notes: usageNotes)
        }
        position += 1
        return t
    }

    mutating func nextText(_ what: String) throws(ScriptError) -> String { try next(what).text }

    /// Consumes the next word if it is `word` (unquoted).
    mutating func take(_ word: String) -> Bool {
        guard let t = peek(), !t.quoted, t.text == word else { return false }
        position += 1
        return true
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) from anywhere in the
    /// arguments and returns VALUE.
    mutating func option(_ name: String) throws(ScriptError) -> Token? {
        guard let i = words.indices.dropFirst(position).first(where: { !words[$0].quoted && (words[$0].text == name || words[$0].text.hasPrefix(name + "=")) }) else { return nil }
        let flag = words[i]
        if flag.text.hasPrefix(name + "=") {
            words.remove(at: i)
            var value = flag
            value.text = String(flag.text.dropFirst(name.count + 1))
            value.column += name.count + 1
            return value
        }
        guard i + 1 < words.count else { throw ScriptError("\(name) needs a value", at: flag) }
        let value = words[i + 1]
        words.removeSubrange(i...(i + 1))
        return value
    }

    /// Removes a `--flag` from anywhere in the arguments.
    mutating func flag(_ name: String) -> Bool {
        guard let i = words.indices.dropFirst(position).first(where: { !words[$0].quoted && words[$0].text == name }) else { return false }
        words.remove(at: i)
        return true
    }

    mutating func int(_ what: String, range: ClosedRange<Int>? = nil) throws(ScriptError) -> Int {
        let t = try next(what)
        return try Self.int(t, what, range: range)
    }

    static func int(_ t: Token, _ what: String, range: ClosedRange<Int>? = nil) throws(ScriptError) -> Int {
        guard let v = Int(t.text) else {
            throw ScriptError("expected \(what) (an integer), got '\(t.text)'", at: t)
        }
        if let range, !range.contains(v) {
            throw ScriptError("\(what) must be between \(range.lowerBound) and \(range.upperBound), got \(v)", at: t)
        }
        return v
    }

    mutating func number(_ what: String) throws(ScriptError) -> Double {
        let t = try next(what)
        guard let v = Double(t.text), v.isFinite else {
            throw ScriptError("expected \(what) (a number), got '\(t.text)'", at: t)
        }
        return v
    }

    mutating func indexPath(_ what: String = "an index path (S.R)") throws(ScriptError) -> IndexPath {
        let t = try next(what)
        guard let ip = Self.indexPath(t.text) else {
            throw ScriptError("expected \(what), like 0.2 or [0,2], got '\(t.text)'", at: t)
        }
        return ip
    }

    /// `S.R` or `[S,R]`.
    static func indexPath(_ text: String) -> IndexPath? {
        var s = Substring(text)
        if s.hasPrefix("[") && s.hasSuffix("]") {
            s = s.dropFirst().dropLast()
            let parts = s.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Int(parts[0].trimmingBlanks), let b = Int(parts[1].trimmingBlanks) else { return nil }
            return IndexPath(a, b)
        }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else { return nil }
        return IndexPath(a, b)
    }

    /// One of `choices`, with "did you mean" when it is not.
    mutating func keyword(_ what: String, _ choices: [String]) throws(ScriptError) -> String {
        let t = try next(what)
        guard choices.contains(t.text) else {
            throw ScriptError("expected \(what) (\(choices.joined(separator: ", "))), got '\(t.text)'\(didYouMean(t.text, in: choices))", at: t)
        }
        return t.text
    }

    mutating func expectEnd() throws(ScriptError) {
        if let t = peek() {
            throw ScriptError("\(name): unexpected '\(t.text)'", at: t, notes: usageNotes)
        }
    }

    var usageNotes: [String] {
        guard let command = CommandTable.shared.command(named: name) else { return [] }
        return ["usage: " + command.usage.joined(separator: " | ")]
    }
}

extension Substring {
    var trimmingBlanks: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// `*` and `?` wildcards, for `log filter`.
func globMatch(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
        if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
            pi += 1; ti += 1
        } else if pi < p.count && p[pi] == "*" {
            star = pi; mark = ti; pi += 1
        } else if star >= 0 {
            pi = star + 1; mark += 1; ti = mark
        } else {
            return false
        }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
}
