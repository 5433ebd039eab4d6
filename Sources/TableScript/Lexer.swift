/// One word of a command line, with where it stands.
public struct Token: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A word (quoted parts included: `text="a b"` is one word).
        case word
        /// `;` or the end of a line: ends a command.
        case separator
        /// `{` or `}` standing alone, unquoted: opens or closes a block.
        case openBrace, closeBrace
        /// A lexical error; `text` says what is wrong. The rest of its line
        /// is skipped, so the lines before it still run.
        case invalid
    }

    public var kind: Kind
    public var text: String
    /// Whether any part of the word was quoted (so `"{"` is not a brace and
    /// `"nil"` is a string).
    public var quoted: Bool
    /// The word's parts, quoted or not: `["A",` is `[`, then `A` quoted,
    /// then `,` (expressions need them apart).
    public var parts: [Part] = []

    public struct Part: Equatable, Sendable {
        public var text: String
        public var quoted: Bool
    }
    /// 1-based line and column (in characters) of the token's first character.
    public var line: Int
    public var column: Int
}

/// A lexical error: what is wrong and where.
public struct LexError: Error, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
}

/// SPEC §3: one command per line, `;` between commands, words split on
/// blanks, `"…"` (with `\" \\ \n \t \u{XXXX}`) and `'…'` quote, `#` starts
/// a comment outside quotes, a trailing `\` continues the line.
public struct Lexer {
    public init() {}

    /// Splits `text` into tokens. A line ending in `\` joins the next. A
    /// lexical error becomes an `.invalid` token and its line is skipped.
    public func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var line = 1, column = 1
        let chars = Array(text.utf8.contains(13) ? text.replacingCRLF() : text)
        var i = 0

        var word = ""
        var wordQuoted = false
        var parts: [Token.Part] = []
        var partStart = word.endIndex
        func closePart(quoted: Bool) {
            let text = String(word[partStart...])
            if !text.isEmpty || quoted { parts.append(Token.Part(text: text, quoted: quoted)) }
            partStart = word.endIndex
        }
        var wordLine = 0, wordColumn = 0
        var inWord = false

        func endWord() {
            guard inWord else { return }
            let kind: Token.Kind
            if !wordQuoted && word == "{" { kind = .openBrace }
            else if !wordQuoted && word == "}" { kind = .closeBrace }
            else { kind = .word }
            closePart(quoted: false)
            tokens.append(Token(kind: kind, text: word, quoted: wordQuoted, parts: parts, line: wordLine, column: wordColumn))
            word = ""
            partStart = word.endIndex
            parts = []
            wordQuoted = false
            inWord = false
        }
        func startWord() {
            if !inWord {
                inWord = true
                wordLine = line
                wordColumn = column
            }
        }

        while i < chars.count {
            let c = chars[i]
            do throws(LexError) {
            switch c {
            case "\\" where i + 1 < chars.count && chars[i + 1] == "\n":
                // Continuation: the line goes on.
                i += 2
                line += 1
                column = 1
            case "\\" where i + 1 == chars.count:
                i += 1
            case " ", "\t":
                endWord()
                i += 1
                column += 1
            case "\n":
                endWord()
                tokens.append(Token(kind: .separator, text: "\n", quoted: false, line: line, column: column))
                i += 1
                line += 1
                column = 1
            case ";":
                endWord()
                tokens.append(Token(kind: .separator, text: ";", quoted: false, line: line, column: column))
                i += 1
                column += 1
            case "#" where !inWord:
                while i < chars.count && chars[i] != "\n" { i += 1 }
            case "\"", "'":
                startWord()
                closePart(quoted: false)
                wordQuoted = true
                let quote = c
                let openLine = line, openColumn = column
                i += 1
                column += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == quote {
                        closed = true
                        i += 1
                        column += 1
                        break
                    }
                    if d == "\n" { break }
                    if d == "\\" && quote == "\"" {
                        guard i + 1 < chars.count else { break }
                        let e = chars[i + 1]
                        switch e {
                        case "\"": word.append("\"")
                        case "\\": word.append("\\")
                        case "n": word.append("\n")
                        case "t": word.append("\t")
                        case "u":
                            let (scalar, used) = try unicodeEscape(chars, i, line: line, column: column)
                            word.unicodeScalars.append(scalar)
                            i += used
                            column += used
                            continue
                        default:
                            throw LexError(message: "unknown escape '\\\(e)' in a string (use \\\" \\\\ \\n \\t or \\u{XXXX})", line: line, column: column)
                        }
                        i += 2
                        column += 2
                        continue
                    }
                    word.append(d)
                    i += 1
                    column += 1
                }
                if closed { closePart(quoted: true) }
                if !closed {
                    throw LexError(message: "unterminated string: the \(quote == "\"" ? "double" : "single") quote opened here is not closed on this line", line: openLine, column: openColumn)
                }
            default:
                startWord()
                word.append(c)
                i += 1
                column += 1
            }
            } catch {
                // Drop the broken word and the rest of the line.
                word = ""
                partStart = word.endIndex
                parts = []
                inWord = false
                wordQuoted = false
                tokens.append(Token(kind: .invalid, text: error.message, quoted: false, line: error.line, column: error.column))
                while i < chars.count && chars[i] != "\n" { i += 1 }
            }
        }
        endWord()
        return tokens
    }

    /// `\u{XXXX}` at `i`; returns the scalar and how many characters it used.
    private func unicodeEscape(_ chars: [Character], _ i: Int, line: Int, column: Int) throws(LexError) -> (Unicode.Scalar, Int) {
        var j = i + 2
        guard j < chars.count, chars[j] == "{" else {
            throw LexError(message: "expected '{' after \\u (write \\u{XXXX})", line: line, column: column)
        }
        j += 1
        var hex = ""
        while j < chars.count, chars[j] != "}", hex.count <= 8 {
            hex.append(chars[j])
            j += 1
        }
        guard j < chars.count, chars[j] == "}", !hex.isEmpty,
              let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw LexError(message: "invalid unicode escape \\u{\(hex)}: expected 1-8 hex digits naming a Unicode scalar", line: line, column: column)
        }
        return (scalar, j + 1 - i)
    }

    /// Whether `text` stops in the middle of a command: a trailing `\`.
    public func continues(_ text: String) -> Bool {
        var trailing = text
        while trailing.last == "\n" || trailing.last == "\r" { trailing.removeLast() }
        guard trailing.hasSuffix("\\") else { return false }
        // An odd number of backslashes at the end, outside a comment.
        let slashes = trailing.reversed().prefix { $0 == "\\" }.count
        return slashes % 2 == 1 && !Self.endsInComment(trailing)
    }

    private static func endsInComment(_ line: String) -> Bool {
        let last = line.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        var quote: Character?
        for c in last {
            if let q = quote { if c == q { quote = nil } }
            else if c == "\"" || c == "'" { quote = c }
            else if c == "#" { return true }
        }
        return false
    }
}

extension String {
    /// The text with every carriage return removed (CRLF scripts).
    func replacingCRLF() -> String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\r" }))
    }
}
