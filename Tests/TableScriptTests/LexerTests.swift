import Testing
@testable import TableScript

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
        #expect(Lexer().continues("insert 0.0 \\"))
        #expect(!Lexer().continues("echo a # not \\"))
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
        #expect(Parser().openBlocks(Lexer().tokenize("batch {\n insert 0.0 a")) == 1)
    }
}
