import ScriptBytes
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

    public var text: String
    /// The word's parts, quoted or not: `["A",` is `[`, then `A` quoted,
    /// then `,` (expressions need them apart).
    public var parts: [Part]
    /// The line, the column, the kind and whether it is quoted, in one
    /// word (`Place`): a token is 32 bytes, not 48 (an `apply` of ten
    /// million names has ten million of them).
    private var place: Place

    public struct Part: Equatable, Sendable {
        public var text: String
        public var quoted: Bool

        package init(text: String, quoted: Bool) {
            self.text = text
            self.quoted = quoted
        }
    }

    /// The word's parts; a word without quotes is one unquoted part.
    public var segments: [Part] { parts.isEmpty ? [Part(text: text, quoted: quoted)] : parts }
    /// 1-based line and column (in characters) of the token's first
    /// character. A line past 4,294,967,295 reads as that one, and a column
    /// past 268,435,455 as that one (a script's lines are far shorter:
    /// `Limits.lineBytes`).
    public var line: Int {
        get { place.line }
        set { place.line = newValue }
    }
    public var column: Int {
        get { place.column }
        set { place.column = newValue }
    }
    public var kind: Kind {
        get { place.kind }
        set { place.kind = newValue }
    }
    /// Whether any part of the word was quoted (so `"{"` is not a brace and
    /// `"nil"` is a string).
    public var quoted: Bool {
        get { place.quoted }
        set { place.quoted = newValue }
    }

    package init(kind: Kind, text: String, quoted: Bool, parts: [Part] = [], line: Int, column: Int) {
        self.text = text
        self.parts = parts
        place = Place(line: line, column: column, kind: kind, quoted: quoted)
    }

    /// A token's line (bits 0–31), column (32–59), kind (60–62) and
    /// quotedness (63); a line or column too large for its bits is kept as
    /// the largest they hold.
    private struct Place: Equatable, Sendable {
        private var bits: UInt64

        private static let lineBits: UInt64 = 0xFFFF_FFFF
        private static let columnShift: UInt64 = 32, columnBits: UInt64 = 0x0FFF_FFFF
        private static let kindShift: UInt64 = 60, kindBits: UInt64 = 0x7
        private static let quotedBit: UInt64 = 1 << 63

        init(line: Int, column: Int, kind: Kind, quoted: Bool) {
            bits = 0
            self.line = line
            self.column = column
            self.kind = kind
            self.quoted = quoted
        }

        var line: Int {
            get { Int(bits & Self.lineBits) }
            set { bits = bits & ~Self.lineBits | Self.clamped(newValue, to: Self.lineBits) }
        }

        var column: Int {
            get { Int(bits >> Self.columnShift & Self.columnBits) }
            set { bits = bits & ~(Self.columnBits << Self.columnShift) | Self.clamped(newValue, to: Self.columnBits) << Self.columnShift }
        }

        var kind: Kind {
            get { Kind(number: bits >> Self.kindShift & Self.kindBits) }
            set { bits = bits & ~(Self.kindBits << Self.kindShift) | newValue.number << Self.kindShift }
        }

        var quoted: Bool {
            get { bits & Self.quotedBit != 0 }
            set { bits = newValue ? bits | Self.quotedBit : bits & ~Self.quotedBit }
        }

        /// `value` in `0...most`.
        private static func clamped(_ value: Int, to most: UInt64) -> UInt64 {
            value <= 0 ? 0 : min(UInt64(value), most)
        }
    }
}

extension Token.Kind {
    /// The kind's number in a `Token.Place`.
    fileprivate var number: UInt64 {
        switch self {
        case .word: 0
        case .separator: 1
        case .openBrace: 2
        case .closeBrace: 3
        case .invalid: 4
        }
    }

    fileprivate init(number: UInt64) {
        switch number {
        case 0: self = .word
        case 1: self = .separator
        case 2: self = .openBrace
        case 3: self = .closeBrace
        default: self = .invalid
        }
    }
}

/// A lexical error: what is wrong and where.
public struct LexError: Error, Equatable, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
    /// Whether the only thing wrong is that the text ends inside a block:
    /// more lines may close it.
    public var endsInsideBlock = false
}

/// SPEC §3: one command per line, `;` between commands, words split on
/// blanks, `"…"` (with `\" \\ \n \t \u{XXXX}`) and `'…'` quote, `#` starts
/// a comment outside quotes, a trailing `\` continues the line.
public struct Lexer {
    public init() {}

    /// A text as the lexer read it: its tokens, and whether it stops in
    /// the middle of a line that goes on.
    public struct Lexed: Sendable {
        /// The text's tokens.
        public var tokens: [Token]
        /// Whether the text ends with a `\` that continues its last line
        /// (outside quotes and comments): at the prompt, the next line
        /// typed goes on with it; at the end of a script, it is nothing.
        public var continuesPastEnd: Bool
    }

    /// Reads `text` once: its tokens (a line ending in `\` joins the next;
    /// a lexical error becomes an `.invalid` token and its line is
    /// skipped), and whether it ends inside a continued line.
    ///
    /// It reads UTF-8 bytes: every byte that matters to the syntax is
    /// ASCII, so other characters pass through words untouched. Columns
    /// count Unicode scalars.
    public func lex(_ text: String) -> Lexed {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            scanner.run()
            return Lexed(tokens: scanner.tokens, continuesPastEnd: scanner.continuesPastEnd)
        }
    }

    /// The tokens of `text` (see `lex`).
    public func tokenize(_ text: String) -> [Token] { lex(text).tokens }
}

/// The lexer's state while it reads one text.
private struct Scanner {
    package let bytes: UnsafeBufferPointer<UInt8>
    var tokens: [Token] = []
    var i = 0
    var line = 1, column = 1

    // The word being read.
    package var word: [UInt8] = []
    var wordQuoted = false
    var parts: [Token.Part] = []
    var partStart = 0
    var wordLine = 0, wordColumn = 0
    var inWord = false
    /// Whether the text ended right after a `\` that continues its line.
    var continuesPastEnd = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Room for a token per blank or separator, and one more: the token
        // array of a long line grows once, not by doubling (a 1 MB line of
        // names is a hundred thousand tokens).
        tokens.reserveCapacity(1 + Bytes8.count(in: bytes.span) { Bytes8.below(Self.space + 1, $0) | Bytes8.equal(Self.semicolon, $0) })
    }

    static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, cr: UInt8 = 0x0D
    static let semicolon: UInt8 = 0x3B, hash: UInt8 = 0x23, backslash: UInt8 = 0x5C
    static let doubleQuote: UInt8 = 0x22, singleQuote: UInt8 = 0x27

    /// The bytes `run` treats specially, below 64: space, tab, newline,
    /// carriage return, `;`, `"` and `'`.
    static let specialBelow64: UInt64 = 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x3B | 1 << 0x22 | 1 << 0x27

    /// Whether a byte inside a word is just part of it (`#` is: it starts a
    /// comment only between words).
    @inline(__always)
    static func isPlain(_ b: UInt8) -> Bool {
        if b >= 64 { return b != backslash }
        return specialBelow64 >> UInt64(b) & 1 == 0
    }

    /// Moves past one byte; a new scalar (not a continuation byte) is a column.
    mutating func advance() {
        i += 1
        if i >= bytes.count || bytes[i] & 0xC0 != 0x80 { column += 1 }
    }

    mutating func closePart(quoted: Bool) {
        if word.count > partStart || quoted {
            parts.append(Token.Part(text: String(decoding: word[partStart...], as: UTF8.self), quoted: quoted))
        }
        partStart = word.count
    }

    mutating func startWord() {
        if !inWord {
            inWord = true
            wordLine = line
            wordColumn = column
        }
    }

    mutating func endWord() {
        guard inWord else { return }
        // Only words with quotes need their parts (most words have none).
        if wordQuoted { closePart(quoted: false) }
        let text = String(decoding: word, as: UTF8.self)
        let kind: Token.Kind = !wordQuoted && text == "{" ? .openBrace : !wordQuoted && text == "}" ? .closeBrace : .word
        tokens.append(Token(kind: kind, text: text, quoted: wordQuoted, parts: parts, line: wordLine, column: wordColumn))
        resetWord()
    }

    /// The token of a word that is only the plain bytes in `range`.
    mutating func plainWord(_ range: Range<Int>, column: Int) {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        var kind = Token.Kind.word
        if range.count == 1 {
            if bytes[range.lowerBound] == UInt8(ascii: "{") { kind = .openBrace }
            if bytes[range.lowerBound] == UInt8(ascii: "}") { kind = .closeBrace }
        }
        tokens.append(Token(kind: kind, text: text, quoted: false, line: line, column: column))
    }

    mutating func resetWord() {
        word.removeAll(keepingCapacity: true)
        parts = []
        partStart = 0
        wordQuoted = false
        inWord = false
    }

    mutating func separator(_ text: String) {
        tokens.append(Token(kind: .separator, text: text, quoted: false, line: line, column: column))
    }

    /// Where the line being read starts; a line longer than
    /// `Limits.lineBytes` is an error and is skipped unread.
    var checkedLineStart = -1

    /// At the start of a line: refuses the whole line when it is too long.
    mutating func checkLineLength() {
        checkedLineStart = i
        let end = lineEnd(from: i)
        guard end - i > Limits.lineBytes else { return }
        resetWord()
        tokens.append(Token(kind: .invalid, text: "line \(line) is \(formatCount(end - i)) bytes long; tableshell reads lines of at most \(formatCount(Limits.lineBytes)) bytes", quoted: false, line: line, column: 1))
        i = end
    }

    /// The index of the first newline at or after `start`, or the end.
    func lineEnd(from start: Int) -> Int {
        Bytes8.first(in: bytes.span, from: start) { Bytes8.equal(Self.newline, $0) }
    }

    /// Whether a byte after a word's plain bytes ends it (a quote, a
    /// backslash or a carriage return do not).
    @inline(__always)
    static func endsWord(_ b: UInt8) -> Bool {
        b == space || b == tab || b == newline || b == semicolon
    }

    package mutating func run() {
        while i < bytes.count {
            if column == 1 && checkedLineStart != i && (i == 0 || bytes[i - 1] == Self.newline) {
                checkLineLength()
                if i >= bytes.count { break }
            }
            let c = bytes[i]
            do throws(LexError) {
                switch c {
                case Self.cr:
                    // CRLF scripts: a carriage return is nothing.
                    i += 1
                case Self.backslash where continues(at: i + 1):
                    // A trailing backslash: the line goes on.
                    i = skipLineEnd(from: i + 1)
                    line += 1
                    column = 1
                case Self.backslash where i + 1 == bytes.count:
                    // The text ends where its line would go on.
                    i += 1
                    continuesPastEnd = true
                case Self.space, Self.tab:
                    // Mostly after a plain word, taken whole: none is open.
                    if inWord { endWord() }
                    advance()
                case Self.newline:
                    endWord()
                    separator("\n")
                    i += 1
                    line += 1
                    column = 1
                case Self.semicolon:
                    endWord()
                    separator(";")
                    advance()
                case Self.hash where !inWord:
                    while i < bytes.count && bytes[i] != Self.newline { i += 1 }
                case Self.doubleQuote, Self.singleQuote:
                    try quoted(c)
                default:
                    // The word's plain bytes up to the next one that ends or
                    // changes it, taken at once (a 1 MiB line of names is
                    // mostly these), the columns counted as `advance` does.
                    let start = i, startColumn = column
                    let ascii: Bool
                    (i, ascii) = plainEnd(after: start)
                    // Every scalar after the first, and the byte that ends
                    // them (ASCII) or the end.
                    column += (ascii ? i - start - 1 : Bytes8.scalars(in: bytes.span.extracting((start + 1)..<i))) + 1
                    if !inWord && (i == bytes.count || Self.endsWord(bytes[i])) {
                        // A whole word of plain bytes: its token straight
                        // from them, not through `word`.
                        plainWord(start..<i, column: startColumn)
                    } else {
                        if !inWord {
                            inWord = true
                            wordLine = line
                            wordColumn = startColumn
                        }
                        word.append(contentsOf: bytes[start..<i])
                    }
                }
            } catch {
                // Drop the broken word and the rest of the line.
                resetWord()
                tokens.append(Token(kind: .invalid, text: error.message, quoted: false, line: error.line, column: error.column))
                while i < bytes.count && bytes[i] != Self.newline { i += 1 }
            }
        }
        endWord()
    }

    /// The first byte after `start` that is not plain, or the end; and
    /// whether the bytes before it (after `start`) are all ASCII.
    @inline(__always)
    func plainEnd(after start: Int) -> (end: Int, ascii: Bool) {
        // Eight at a time up to the first that may be special: below `(`
        // (blanks, quotes; a few plain ones too: `!`, `#`…), `;` or a
        // backslash. Then one at a time from there.
        var i = start + 1, high: UInt64 = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= bytes.count {
                let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let found = Bytes8.below(0x28, x) | Bytes8.equal(Self.semicolon, x) | Bytes8.equal(Self.backslash, x)
                if found != 0 {
                    // The bytes before the first found.
                    let before = found.trailingZeroBitCount / 8
                    high |= x & Bytes8.highs & ((1 << UInt64(8 * before)) &- 1)
                    i += before
                    break
                }
                high |= x & Bytes8.highs
                i += 8
            }
        }
        while i < bytes.count && Self.isPlain(bytes[i]) {
            high |= UInt64(bytes[i] & 0x80)
            i += 1
        }
        return (i, high == 0)
    }

    /// Whether a newline (perhaps after a carriage return) comes at `j`.
    func continues(at j: Int) -> Bool {
        (j < bytes.count && bytes[j] == Self.newline) || (j + 1 < bytes.count && bytes[j] == Self.cr && bytes[j + 1] == Self.newline)
    }

    func skipLineEnd(from j: Int) -> Int {
        bytes[j] == Self.cr ? j + 2 : j + 1
    }

    package mutating func quoted(_ quote: UInt8) throws(LexError) {
        startWord()
        closePart(quoted: false)
        wordQuoted = true
        let openLine = line, openColumn = column
        advance()
        while i < bytes.count {
            let d = bytes[i]
            if d == quote {
                advance()
                closePart(quoted: true)
                return
            }
            if d == Self.newline || (d == Self.cr && continues(at: i)) { break }
            if d == Self.backslash && quote == Self.doubleQuote {
                guard i + 1 < bytes.count else { break }
                switch bytes[i + 1] {
                case Self.doubleQuote: word.append(Self.doubleQuote)
                case Self.backslash: word.append(Self.backslash)
                case UInt8(ascii: "n"): word.append(Self.newline)
                case UInt8(ascii: "t"): word.append(Self.tab)
                case UInt8(ascii: "u"):
                    let (scalar, used) = try unicodeEscape()
                    word.append(contentsOf: Array(String(Character(scalar)).utf8))
                    for _ in 0..<used { advance() }
                    continue
                default:
                    let next = String(decoding: bytes[(i + 1)...].prefix(4), as: UTF8.self).first.map(String.init) ?? "?"
                    throw LexError(message: "unknown escape '\\\(next)' in a string (use \\\" \\\\ \\n \\t or \\u{XXXX})", line: line, column: column)
                }
                advance()
                advance()
                continue
            }
            word.append(d)
            advance()
        }
        throw LexError(message: "unterminated string: the \(quote == Self.doubleQuote ? "double" : "single") quote opened here is not closed on this line", line: openLine, column: openColumn)
    }

    static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// `\u{XXXX}` at `i`; returns the scalar and how many bytes it used.
    func unicodeEscape() throws(LexError) -> (Unicode.Scalar, Int) {
        var j = i + 2
        guard j < bytes.count, bytes[j] == UInt8(ascii: "{") else {
            throw LexError(message: "expected '{' after \\u (write \\u{XXXX})", line: line, column: column)
        }
        j += 1
        var hex = ""
        while j < bytes.count, hex.count <= 8, Self.isHexDigit(bytes[j]) {
            hex.unicodeScalars.append(Unicode.Scalar(bytes[j]))
            j += 1
        }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "}") else {
            throw LexError(message: "unterminated unicode escape \\u{\(hex): expected 1-8 hex digits, then '}'", line: line, column: column)
        }
        guard !hex.isEmpty, hex.count <= 8, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw LexError(message: "invalid unicode escape \\u{\(hex)}: expected 1-8 hex digits naming a Unicode scalar", line: line, column: column)
        }
        return (scalar, j + 1 - i)
    }
}
