/// Finds the public declarations of Swift source that have no doc comment.
///
/// A line scanner, not a parser: it knows enough of Swift to find what DocC
/// shows — a `public` or `open` declaration, an enum case of a public enum,
/// a requirement of a public protocol, a member of a public extension — and
/// to skip string literals and comments when it counts braces. A
/// declaration is documented when a `///` line (or the end of a `/** */`
/// block) comes before it, with only attributes, plain `//` comments and
/// `#if` lines between: what the compiler attaches to the declaration.
/// (`public extension` itself is not a symbol of its own, and is not asked
/// for a comment.)
struct DocCommentScanner {
    /// A declaration without a doc comment: its line (from 1) and text.
    struct Finding: Equatable, CustomStringConvertible {
        var line: Int
        var text: String
        var description: String { "\(line): \(text)" }
    }

    /// What a brace opened: the scope the lines inside it are in.
    private enum Scope: Equatable {
        case publicEnum, publicProtocol, publicExtension, other
    }

    private static let modifiers: Set<Substring> = [
        "final", "static", "class", "override", "convenience", "required", "mutating", "nonmutating",
        "nonisolated", "indirect", "lazy", "weak", "unowned", "dynamic",
        "private(set)", "fileprivate(set)", "internal(set)", "package(set)",
    ]
    private static let declarationKeywords: Set<Substring> = [
        "func", "var", "let", "init", "subscript", "class", "struct", "enum", "protocol", "typealias",
        "actor", "case", "associatedtype", "macro",
    ]
    private static let requirementKeywords: Set<Substring> = ["func", "var", "init", "subscript", "associatedtype", "typealias"]
    private static let restrictedAccess: Set<Substring> = ["private", "fileprivate", "internal", "package"]

    static func undocumented(in source: String) -> [Finding] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var scopes: [Scope] = []
        var inMultilineString = false
        /// The scope the next brace opens: a declaration's brace may come
        /// on a later line than its name.
        var pending = Scope.other
        var findings: [Finding] = []
        for (index, line) in lines.enumerated() {
            let startsInString = inMultilineString
            let code = codeOnly(line, inMultilineString: &inMultilineString)
            // Most lines are code inside bodies: only their braces count.
            if scopes.last ?? .other == .other, !code.contains("public"), !code.contains("open") {
                countBraces(code, &scopes, &pending)
                continue
            }
            let words = withoutAttributes(code).split(whereSeparator: \.isWhitespace)
            if !startsInString, isDeclaration(words, in: scopes.last ?? .other), !isDocumented(lines, before: index) {
                findings.append(Finding(line: index + 1, text: String(line.trimmingPrefix(while: \.isWhitespace))))
            }
            if !startsInString, case let opened = scope(opening: words), opened != .other { pending = opened }
            countBraces(code, &scopes, &pending)
        }
        return findings
    }

    /// Opens a scope at each `{` (the first of `pending`'s kind) and closes one at each `}`.
    private static func countBraces(_ code: String, _ scopes: inout [Scope], _ pending: inout Scope) {
        for c in code.utf8 {
            if c == UInt8(ascii: "{") {
                scopes.append(pending)
                pending = .other
            } else if c == UInt8(ascii: "}"), !scopes.isEmpty {
                scopes.removeLast()
            }
        }
    }

    /// Whether the words of a line (attributes left out) start a
    /// declaration DocC shows, inside a scope of this kind.
    private static func isDeclaration(_ words: [Substring], in scope: Scope) -> Bool {
        guard let first = words.first else { return false }
        if first == "public" || first == "open" {
            guard let keyword = words.dropFirst().first(where: { !modifiers.contains($0) }) else { return false }
            return startsWithKeyword(keyword, declarationKeywords)
        }
        switch scope {
        case .publicEnum:
            return first == "case" || (first == "indirect" && words.dropFirst().first == "case")
        case .publicProtocol:
            guard let keyword = words.first(where: { !modifiers.contains($0) }) else { return false }
            return startsWithKeyword(keyword, requirementKeywords)
        case .publicExtension:
            guard !restrictedAccess.contains(where: { first.hasPrefix($0) }),
                  let keyword = words.first(where: { !modifiers.contains($0) }) else { return false }
            return startsWithKeyword(keyword, declarationKeywords)
        case .other:
            return false
        }
    }

    /// `func`, `init?`, `init<T>`, `subscript(…)`: a keyword, then no more
    /// of an identifier.
    private static func startsWithKeyword(_ word: Substring, _ keywords: Set<Substring>) -> Bool {
        let name = word.prefix { $0.isLetter }
        return keywords.contains(name)
    }

    /// The scope a brace on this line opens.
    private static func scope(opening words: [Substring]) -> Scope {
        guard let first = words.first, first == "public" || first == "open" else { return .other }
        let keyword = words.dropFirst().first { !modifiers.contains($0) }
        switch keyword {
        case "enum": return .publicEnum
        case "protocol": return .publicProtocol
        case "extension": return .publicExtension
        default: return .other
        }
    }

    /// Whether the lines before this one end in a doc comment, past
    /// attributes, plain comments and compiler directives.
    private static func isDocumented(_ lines: [Substring], before index: Int) -> Bool {
        var k = index - 1
        while k >= 0 {
            let previous = lines[k].trimmingPrefix(while: \.isWhitespace)
            if previous.hasPrefix("///") || previous.hasSuffix("*/") { return true }
            let isAttribute = previous.hasPrefix("@") && withoutAttributes(previous).isEmpty
            guard isAttribute || previous.hasPrefix("//") || previous.hasPrefix("#") else { return false }
            k -= 1
        }
        return false
    }

    /// The line without leading attributes (`@inlinable`, `@available(…)`).
    private static func withoutAttributes(_ code: some StringProtocol) -> Substring {
        var rest = Substring(code).trimmingPrefix(while: \.isWhitespace)
        while rest.first == "@" {
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
                end = rest.index(after: end)
            }
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                while end < rest.endIndex {
                    if rest[end] == "(" { depth += 1 }
                    if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                    if depth == 0 { break }
                }
            }
            rest = rest[end...].trimmingPrefix(while: \.isWhitespace)
        }
        return rest
    }

    /// The line's code: string literals emptied, a `//` comment cut off.
    /// `inMultilineString` carries a `"""` literal from line to line.
    private static func codeOnly(_ line: Substring, inMultilineString: inout Bool) -> String {
        let bytes = Array(line.utf8)
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), backslash = UInt8(ascii: "\\")
        func tripleQuote(at k: Int) -> Bool {
            k + 2 < bytes.count && bytes[k] == quote && bytes[k + 1] == quote && bytes[k + 2] == quote
        }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if inMultilineString {
                if tripleQuote(at: i) {
                    inMultilineString = false
                    i += 3
                } else {
                    i += 1
                }
            } else if tripleQuote(at: i) {
                inMultilineString = true
                i += 3
            } else if bytes[i] == slash, i + 1 < bytes.count, bytes[i + 1] == slash {
                break
            } else if bytes[i] == quote {
                var j = i + 1
                while j < bytes.count, bytes[j] != quote { j += bytes[j] == backslash ? 2 : 1 }
                out += [quote, quote]
                i = j + 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
