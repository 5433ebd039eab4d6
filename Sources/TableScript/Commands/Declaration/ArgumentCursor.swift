import ScriptLanguage
/// The words after a command's name, read left to right by the parameters
/// of the form that runs. Options (`--name VALUE`, `--flag`) are taken out
/// from wherever they stand.
package struct ArgumentCursor {
    /// The command's own word: errors about a missing word point at the
    /// last word there is.
    package let command: Token
    /// The command as written, for parameters that read its block.
    let node: CommandNode
    /// The words after the command's name: a slice of the node's, not a
    /// copy (an `apply` has a hundred thousand).
    package private(set) var words: ArraySlice<Token>
    /// How many of `words` have been read.
    private(set) var position = 0
    /// What errors say under the caret: the command's usage.
    var usageNotes: [String] = []

    init(_ node: CommandNode) {
        self.node = node
        command = node.words[0]
        words = node.words.dropFirst()
    }

    var isAtEnd: Bool { position >= words.count }
    var remainingCount: Int { max(0, words.count - position) }

    func peek(_ offset: Int = 0) -> Token? {
        position + offset < words.count ? words[words.startIndex + position + offset] : nil
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
        Array(takeRestSlice())
    }

    /// Every word left, as a slice of the command's words (no copy).
    mutating func takeRestSlice() -> ArraySlice<Token> {
        defer { position = words.count }
        return words[(words.startIndex + min(position, words.count))...]
    }

    /// The index of the first word left that is unquoted, starts as `name`
    /// does and passes `test`. The words are read in place and their first
    /// bytes compared first: most words do not start as an option does,
    /// and an `apply` has a hundred thousand.
    private func firstWord(like name: String, _ test: (Token) -> Bool) -> Int? {
        let first = name.utf8.first
        return words.withUnsafeBufferPointer { buffer in
            for k in min(position, buffer.count)..<buffer.count
            where !buffer[k].quoted && buffer[k].text.utf8.first == first && test(buffer[k]) {
                return words.startIndex + k
            }
            return nil
        }
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) from the words left and
    /// returns VALUE.
    mutating func takeOption(_ name: String) throws(ScriptError) -> Token? {
        let assigned = name + "="
        guard let i = firstWord(like: name, { $0.text == name || $0.text.hasPrefix(assigned) }) else { return nil }
        let flag = words[i]
        if flag.text.hasPrefix(assigned) {
            words.remove(at: i)
            var value = flag
            value.text = String(flag.text.dropFirst(name.count + 1))
            value.column += name.count + 1
            return value
        }
        guard i + 1 < words.endIndex else { throw ScriptError("\(name) needs a value", at: flag, notes: usageNotes) }
        let value = words[i + 1]
        words.removeSubrange(i...(i + 1))
        return value
    }

    /// Removes a `--flag` from the words left; says whether it was there.
    mutating func takeFlag(_ name: String) -> Bool {
        guard let i = firstWord(like: name, { $0.text == name }) else { return false }
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
