import PropertyBased
import Testing
@testable import ScriptLanguage

@Suite struct LexerTests {
    func words(_ s: String) -> [String] {
        Lexer().tokenize(s).map { t in
            switch t.kind {
            case .word: t.text
            case .separator: ";"
            case .openBrace: "{"
            case .closeBrace: "}"
            case .invalid: "!" + t.text
            }
        }
    }

    /// A token keeps its line, column, kind and quotedness in one word:
    /// what is set is what is read, each apart from the others, and a
    /// line or column too large for its bits reads as the largest.
    @Test func aTokenIsThirtyTwoBytesAndKeepsWhereItStands() {
        #expect(MemoryLayout<Token>.stride == 32)
        let kinds: [Token.Kind] = [.word, .separator, .openBrace, .closeBrace, .invalid]
        for kind in kinds {
            for quoted in [false, true] {
                for (line, column) in [(1, 1), (0, 0), (7, 123_456), (4_294_967_295, 268_435_455), (1 << 40, 1 << 40), (-5, -5)] {
                    var token = Token(kind: kind, text: "a", quoted: quoted, line: line, column: column)
                    #expect(token.kind == kind && token.quoted == quoted)
                    #expect(token.line == min(max(line, 0), 4_294_967_295))
                    #expect(token.column == min(max(column, 0), 268_435_455))
                    token.column = 9
                    token.quoted.toggle()
                    #expect(token.kind == kind && token.quoted != quoted && token.column == 9)
                    #expect(token.line == min(max(line, 0), 4_294_967_295))
                }
            }
        }
    }

    @Test func splitsOnBlanksAndSemicolons() {
        #expect(words("insert 0.3  a\tb; delete 0.1") == ["insert", "0.3", "a", "b", ";", "delete", "0.1"])
    }

    @Test func quotesAndEscapes() {
        #expect(words(#"echo "a b" 'c d' "x\"y\\z\n\t\u{4E2D}""#) == ["echo", "a b", "c d", "x\"y\\z\n\t中"])
        #expect(words(#"item 0.0 text="New Jersey""#) == ["item", "0.0", "text=New Jersey"])
        #expect(words(#"echo 'it\'s'"#).first == "echo")
    }

    @Test func commentsOutsideQuotesOnly() {
        #expect(words(#"echo a # comment"#) == ["echo", "a"])
        #expect(words(#"echo "a # b" c#d"#) == ["echo", "a # b", "c#d"])
    }

    @Test func trailingBackslashContinues() {
        let tokens = Lexer().tokenize("insert 0.0 a \\\n  b\necho c")
        #expect(tokens.map(\.text) == ["insert", "0.0", "a", "b", "\n", "echo", "c"])
        #expect(tokens[3].line == 2)
        #expect(Lexer().lex("insert 0.0 \\").continuesPastEnd)
        #expect(!Lexer().lex("echo a # not \\").continuesPastEnd)
        // An escaped quote does not close the string: the `#` is in it.
        #expect(Lexer().lex(#"echo "a\"b #" \"#).continuesPastEnd)
        #expect(!Lexer().lex(#"echo "a\"b" # \"#).continuesPastEnd)
    }

    @Test func bracesStandAloneOnly() {
        #expect(words("batch { insert 0.0 a }") == ["batch", "{", "insert", "0.0", "a", "}"])
        #expect(words("index {search} A-Z") == ["index", "{search}", "A-Z"])
        #expect(words(#"echo "{""#) == ["echo", "{"])
    }

    @Test func errorsPointAtTheirColumnAndSkipTheLine() {
        let tokens = Lexer().tokenize("echo ok\necho \"broken\necho next")
        let bad = tokens.first { $0.kind == .invalid }
        #expect(bad?.line == 2 && bad?.column == 6)
        #expect(tokens.map(\.text).suffix(2) == ["echo", "next"])
        #expect(words(#"echo "\q""#).contains { $0.hasPrefix("!unknown escape") })
    }

    @Test func columnsCountCharactersNotBytes() {
        let tokens = Lexer().tokenize("echo 第0组 x")
        #expect(tokens[2].column == 10)
    }

    @Test func crlfScripts() {
        #expect(words("echo a\r\necho b\r\n") == ["echo", "a", ";", "echo", "b", ";"])
    }

    @Test func parserGroupsBlocks() throws {
        let nodes = try Parser().parse(Lexer().tokenize("batch {\n insert 0.0 a\n delete 0.1 }\necho x"))
        #expect(nodes.count == 2)
        #expect(nodes[0].block?.map(\.name) == ["insert", "delete"])
        #expect(throws: LexError.self) { try Parser().parse(Lexer().tokenize("batch {\n insert 0.0 a")) }
        #expect(Parser().read("batch {\n insert 0.0 a").isIncomplete)
        #expect(!Parser().read("batch {\n insert 0.0 a }").isIncomplete)
        // A brace out of place is an error more lines cannot mend.
        #expect(!Parser().read("} batch {").isIncomplete)
    }
}

/// Random lines of plain and quoted words, blanks, `;` and newlines,
/// against a plain model of SPEC §3: each word's text, whether it is
/// quoted, its kind, and where it starts (line, and column in Unicode
/// scalars). Plain words are taken whole from the bytes, quoted ones
/// through the word buffer: the two ways must agree.
@Suite struct LexerPropertyTests {
    struct Script: CustomStringConvertible {
        var text = ""
        var expected: [(kind: Token.Kind, text: String, quoted: Bool, line: Int, column: Int)] = []
        var description: String { text.debugDescription }
    }

    static func random(using rng: inout some RandomNumberGenerator) -> Script {
        // `#` may not start a word (it starts a comment there).
        // Bytes below `(` that are plain (`!`, `#`, `%`, a control
        // character) stop the lexer's eight-byte scan without ending a word.
        let plain: [String] = ["a", "b", "z", "0", "9", "-", ".", "=", "*", ":", "|", "#", "{", "}", "é", "漢", "😀", "!", "%", "\u{1}", "item-"]
        var script = Script()
        var line = 1, column = 1
        func put(_ s: String) {
            script.text += s
            for scalar in s.unicodeScalars {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
        }
        for _ in 0..<Int.random(in: 0...40, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0:
                script.expected.append((.separator, ";", false, line, column))
                put(";")
            case 1:
                script.expected.append((.separator, "\n", false, line, column))
                put("\n")
            default:
                let start = (line, column)
                var text = "", quoted = false, raw = ""
                for k in 0..<Int.random(in: 1...4, using: &rng) {
                    if Int.random(in: 0..<4, using: &rng) == 0 {
                        let inside = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Bool.random(using: &rng) ? " " : plain.randomElement(using: &rng)! }.joined()
                        raw += "\"" + inside + "\""
                        text += inside
                        quoted = true
                    } else {
                        var piece = (0..<Int.random(in: 1...12, using: &rng)).map { _ in plain.randomElement(using: &rng)! }.joined()
                        if k == 0 && piece.hasPrefix("#") { piece = "x" + piece }
                        raw += piece
                        text += piece
                    }
                }
                let kind: Token.Kind = quoted ? .word : text == "{" ? .openBrace : text == "}" ? .closeBrace : .word
                script.expected.append((kind, text, quoted, start.0, start.1))
                put(raw)
            }
            put([" ", "  ", "\t", " \t "].randomElement(using: &rng)!)
        }
        return script
    }

    /// A text of one command gives its tokens as the command's words
    /// (no copy); followed by another command it goes the general way:
    /// the first command's words are the same either way.
    @Test func oneCommandTextsParseAsTheGeneralWayDoes() async {
        await propertyCheck(count: 300, input: Generator { rng in Self.random(using: &rng) }) { script in
            let line = script.text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            let command = line.split(separator: ";", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            // Braces alone or unclosed are errors either way.
            let alone = try? Parser().parse(Lexer().tokenize(command + ";\n"))
            let followed = try? Parser().parse(Lexer().tokenize(command + "; next"))
            #expect((alone == nil) == (followed == nil), "\(command.debugDescription)")
            guard let alone, let followed else { return }
            #expect(alone.count == followed.count - 1)
            #expect(alone.first?.words == (followed.count > 1 ? followed.first?.words : nil))
        }
    }

    @Test func wordsAsThePlainModelReadsThem() async {
        await propertyCheck(count: 400, input: Generator { rng in Self.random(using: &rng) }) { script in
            let got = Lexer().tokenize(script.text)
            #expect(got.count == script.expected.count)
            for (t, e) in zip(got, script.expected) {
                #expect(t.kind == e.kind && t.text == e.text && t.quoted == e.quoted && t.line == e.line && t.column == e.column,
                        "\(t) expected \(e)")
            }
        }
    }
}
