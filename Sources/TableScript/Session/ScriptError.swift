import ScriptLanguage
/// A command that could not run: what is wrong, and the word it is about.
/// The table is left as it was. Every error has a place (`FILE:LINE:COL`):
/// the word is not optional.
public struct ScriptError: Error, Sendable {
    public var message: String
    /// The word the error points at.
    public var token: Token
    /// Extra lines printed under the caret (usage, hints).
    public var notes: [String] = []

    public init(_ message: String, at token: Token, notes: [String] = []) {
        self.message = message
        self.token = token
        self.notes = notes
    }
}

/// A script being run: its name (for `NAME:LINE:COL:`) and its text (for
/// the caret display).
package struct ScriptSource {
    package var name: String
    package var text: String
    /// Whether errors show the name (scripts) or not (the REPL).
    var showsName: Bool
    /// The file it was read from, if any: `source` paths are relative to
    /// its folder.
    var path: String?

    init(name: String, text: String, showsName: Bool = true, path: String? = nil) {
        self.name = name
        self.text = text
        self.showsName = showsName
        self.path = path
    }

    /// Line `n` (1-based), found when an error needs it.
    func line(_ n: Int) -> Substring? {
        guard n >= 1 else { return nil }
        let utf8 = text.utf8
        var start = utf8.startIndex
        var current = 1
        while current < n {
            guard let newline = utf8[start...].firstIndex(of: 0x0A) else { return nil }
            start = utf8.index(after: newline)
            current += 1
        }
        let end = utf8[start...].firstIndex(of: 0x0A) ?? utf8.endIndex
        var line = text[start..<end]
        if line.utf8.last == 0x0D { line = line.dropLast() }
        return line
    }
}
