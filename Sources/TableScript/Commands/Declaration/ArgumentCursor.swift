/// The words after a command's name, read left to right by the parameters
/// of the form that runs. Options (`--name VALUE`, `--flag`) are taken out
/// from wherever they stand.
struct ArgumentCursor {
    /// The command's own word: errors about a missing word point at the
    /// last word there is.
    let command: Token
    /// The command as written, for parameters that read its block.
    let node: CommandNode
    private(set) var words: [Token]
    private(set) var position = 0
    /// What errors say under the caret: the command's usage.
    var usageNotes: [String] = []

    init(_ node: CommandNode) {
        self.node = node
        command = node.words[0]
        words = Array(node.words.dropFirst())
    }

    var isAtEnd: Bool { position >= words.count }
    var remainingCount: Int { max(0, words.count - position) }

    func peek(_ offset: Int = 0) -> Token? {
        position + offset < words.count ? words[position + offset] : nil
    }

    /// The word where the next one is, or the last word when none is left:
    /// what an error about it points at.
    var here: Token { peek() ?? words.last ?? command }

    /// The next word, or an error naming what was expected.
    mutating func next(_ what: String) throws(ScriptError) -> Token {
        guard let t = peek() else {
            throw ScriptError("\(command.text): expected \(what)", at: words.last ?? command, notes: usageNotes)
        }
        position += 1
        return t
    }

    /// Consumes the next word if it is `word`, unquoted.
    mutating func take(_ word: String) -> Bool {
        guard let t = peek(), !t.quoted, t.text == word else { return false }
        position += 1
        return true
    }

    /// Every word left.
    mutating func takeRest() -> [Token] {
        defer { position = words.count }
        return Array(words[min(position, words.count)...])
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) from the words left and
    /// returns VALUE.
    mutating func takeOption(_ name: String) throws(ScriptError) -> Token? {
        guard let i = words.indices.dropFirst(position).first(where: { !words[$0].quoted && (words[$0].text == name || words[$0].text.hasPrefix(name + "=")) }) else { return nil }
        let flag = words[i]
        if flag.text.hasPrefix(name + "=") {
            words.remove(at: i)
            var value = flag
            value.text = String(flag.text.dropFirst(name.count + 1))
            value.column += name.count + 1
            return value
        }
        guard i + 1 < words.count else { throw ScriptError("\(name) needs a value", at: flag, notes: usageNotes) }
        let value = words[i + 1]
        words.removeSubrange(i...(i + 1))
        return value
    }

    /// Removes a `--flag` from the words left; says whether it was there.
    mutating func takeFlag(_ name: String) -> Bool {
        guard let i = words.indices.dropFirst(position).first(where: { !words[$0].quoted && words[$0].text == name }) else { return false }
        words.remove(at: i)
        return true
    }

    /// No word may be left.
    func expectEnd() throws(ScriptError) {
        if let t = peek() {
            throw ScriptError("\(command.text): unexpected '\(t.text)'", at: t, notes: usageNotes)
        }
    }
}
