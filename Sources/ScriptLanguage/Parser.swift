/// A command as written: its words, and for `batch { … }` the commands of
/// its block.
public struct CommandNode: Sendable {
    public var words: [Token]
    public var block: [CommandNode]?
    /// Where the block's `{` stands, for "block opened here" errors.
    public var blockOpen: Token?

    package init(words: [Token], block: [CommandNode]? = nil, blockOpen: Token? = nil) {
        self.words = words
        self.block = block
        self.blockOpen = blockOpen
    }

    public var name: String { words.first?.text ?? "" }
    public var line: Int { words.first?.line ?? 0 }
}

/// Groups tokens into commands; `{` after a command's words opens a block
/// that runs to the matching `}`, across lines. Blocks nest at most
/// `Limits.blockDepth` deep.
public struct Parser {
    public init() {}

    /// The tokens are taken: each command's words are moved out of them
    /// into its node, not copied (an `apply` may have a hundred thousand).
    public func parse(_ tokens: consuming [Token]) throws(LexError) -> [CommandNode] {
        var tokens = tokens
        // A text of one command (a line typed, an `apply` of ten million
        // names) gives the tokens themselves as its words: moved into new
        // arrays, they would be in memory twice until the last is moved.
        var words = tokens.count
        while words > 0 && tokens[words - 1].kind == .separator { words -= 1 }
        if words > 0 && !tokens[..<words].contains(where: { $0.kind != .word && $0.kind != .invalid }) {
            tokens.removeSubrange(words...)
            return [CommandNode(words: tokens)]
        }
        return try tokens.withUnsafeMutableBufferPointer { buffer throws(LexError) in
            var i = 0
            return try parseList(buffer, &i, opener: nil, depth: 0)
        }
    }

    /// The tokens in `range`, moved out; what stays behind is a blank word.
    private func take(_ range: Range<Int>, of tokens: UnsafeMutableBufferPointer<Token>) -> [Token] {
        let start = tokens.baseAddress! + range.lowerBound
        return Array(unsafeUninitializedCapacity: range.count) { words, count in
            words.baseAddress!.moveInitialize(from: start, count: range.count)
            start.initialize(repeating: Token(kind: .word, text: "", quoted: false, line: 0, column: 0), count: range.count)
            count = range.count
        }
    }

    private func parseList(_ tokens: UnsafeMutableBufferPointer<Token>, _ i: inout Int, opener: Token?, depth: Int) throws(LexError) -> [CommandNode] {
        var nodes: [CommandNode] = []
        var words: [Token] = []
        func flush() {
            if !words.isEmpty { nodes.append(CommandNode(words: words)) }
            words = []
        }
        while i < tokens.count {
            let t = tokens[i]
            switch t.kind {
            case .word, .invalid:
                // A command's words stand together, ended by a separator or a brace.
                let start = i
                repeat { i += 1 } while i < tokens.count && (tokens[i].kind == .word || tokens[i].kind == .invalid)
                words = take(start..<i, of: tokens)
            case .separator:
                flush()
                i += 1
            case .openBrace:
                guard !words.isEmpty else {
                    throw LexError(message: "a block '{' must follow a command (write: batch { … })", line: t.line, column: t.column)
                }
                guard depth < Limits.blockDepth else {
                    throw LexError(message: "blocks nest deeper than tableshell allows (\(Limits.blockDepth) blocks inside one another)", line: t.line, column: t.column)
                }
                i += 1
                let block = try parseList(tokens, &i, opener: t, depth: depth + 1)
                nodes.append(CommandNode(words: words, block: block, blockOpen: t))
                words = []
            case .closeBrace:
                guard opener != nil else {
                    throw LexError(message: "'}' without a block to close", line: t.line, column: t.column)
                }
                flush()
                i += 1
                return nodes
            }
        }
        if let opener {
            throw LexError(message: "the block opened here is not closed: '}' expected before the end of the input", line: opener.line, column: opener.column, endsInsideBlock: true)
        }
        flush()
        return nodes
    }

    /// Reads `text` for running, lexing it once: its commands, or why it
    /// does not parse, and whether it stops inside a command.
    public func read(_ text: String) -> ParsedText {
        var lexed = Lexer().lex(text)
        // The tokens move into the parse, not copied (see `parse`).
        let tokens = lexed.tokens
        lexed.tokens = []
        do throws(LexError) {
            return ParsedText(commands: .success(try parse(consume tokens)), continuesPastEnd: lexed.continuesPastEnd)
        } catch {
            return ParsedText(commands: .failure(error), continuesPastEnd: lexed.continuesPastEnd)
        }
    }
}

/// A text read once (`Parser.read`): the commands it holds, and whether it
/// is whole. A script runs what it holds; the prompt waits for more lines
/// while it is not whole.
public struct ParsedText: Sendable {
    /// The commands, or why the text does not parse.
    public var commands: Result<[CommandNode], LexError>
    /// Whether the text ends with a `\` that continues its last line.
    public var continuesPastEnd: Bool

    /// Whether the text stops inside a command: it ends with a `\` that
    /// continues its last line, or inside a block that more lines may
    /// close (`batch {`).
    public var isIncomplete: Bool {
        if continuesPastEnd { return true }
        if case .failure(let error) = commands { return error.endsInsideBlock }
        return false
    }
}
