import ScriptLanguage
/// A fixed word: `section` in `insert section S`.
package struct Keyword: Parameter {
    package let word: String
    init(_ word: String) { self.word = word }

    package var usage: String { word }
    package var keywords: [String] { [word] }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) {
        guard cursor.take(word) else {
            let t = try cursor.next("'\(word)'")
            throw ScriptError("expected '\(word)', got '\(t.text)'", at: t, notes: cursor.usageNotes)
        }
    }
}

/// One of a few words, each standing for a value: `on|off`, a scroll
/// position, a cell style.
package struct Choice<Value: Sendable>: Parameter {
    package let names: [(word: String, value: Value)]
    /// How usage shows it when the words are too many to list.
    let placeholder: String?
    /// What errors call it: "a scroll position".
    let what: String

    /// The words Tab offers, when not all of them (aliases such as `true`
    /// for `yes` are taken, not offered).
    let offered: [String]?

    init(_ what: String, _ names: [(String, Value)], placeholder: String? = nil, offered: [String]? = nil) {
        self.what = what
        self.names = names.map { ($0.0, $0.1) }
        self.placeholder = placeholder
        self.offered = offered
    }

    package func candidates(_ context: CompletionContext) -> [String] { offered ?? words }

    package var usage: String { placeholder ?? words.joined(separator: "|") }
    package var keywords: [String] { words }
    package var words: [String] { names.map(\.word) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Value {
        let t = try cursor.next(what)
        return try value(t, cursor.usageNotes)
    }

    package func value(_ t: Token, _ notes: [String] = []) throws(ScriptError) -> Value {
        guard !t.quoted, let found = names.first(where: { $0.word == t.text }) else {
            throw ScriptError("expected \(what) (\(words.joined(separator: ", "))), got '\(t.text)'\(didYouMean(t.text, in: words))", at: t, notes: notes)
        }
        return found.value
    }
}

extension Choice where Value: CaseIterable & RawRepresentable<String> {
    /// Every case, by its name.
    init(_ what: String, _ type: Value.Type = Value.self, placeholder: String? = nil) {
        self.init(what, Value.allCases.map { ($0.rawValue, $0) }, placeholder: placeholder)
    }
}

extension Choice where Value == Bool {
    /// `on|off`.
    static var onOff: Choice<Bool> { Choice("on or off", [("on", true), ("off", false)]) }
}

/// One word, as written (quotes removed).
package struct Text: Parameter {
    package let usage: String
    let what: String
    init(_ usage: String, _ what: String) {
        self.usage = usage
        self.what = what
    }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> String {
        try cursor.next(what).text
    }
}

/// Every word left, as written: `TEXT…`.
package struct Texts: Parameter {
    package let usage: String
    package let minimum: Int
    let what: String
    init(_ usage: String, _ what: String, minimum: Int = 0) {
        self.usage = usage
        self.what = what
        self.minimum = minimum
    }

    package var arity: Arity { .rest(minimum: minimum) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [Token] {
        if cursor.remainingCount < minimum { _ = try cursor.next(what) }
        return cursor.takeRest()
    }
}

/// A parameter that may be left out: when no word is left, or — for a
/// fixed word — when the next word is not it.
package struct Optionally<Wrapped: Parameter>: Parameter {
    package let wrapped: Wrapped
    init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    package var usage: String { "[\(wrapped.usage)]" }
    package var arity: Arity { .optional }
    package func candidates(_ context: CompletionContext) -> [String] { wrapped.candidates(context) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Wrapped.Value? {
        guard let next = cursor.peek() else { return nil }
        if wrapped is Keyword, next.quoted || !wrapped.keywords.contains(next.text) { return nil }
        return try wrapped.parse(&cursor)
    }
}

/// A word and where it stands, for messages that point at it.
package struct Located<Wrapped: Parameter>: Parameter {
    package let wrapped: Wrapped
    init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    package var usage: String { wrapped.usage }
    package var keywords: [String] { wrapped.keywords }
    package var arity: Arity { wrapped.arity }
    package func candidates(_ context: CompletionContext) -> [String] { wrapped.candidates(context) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (value: Wrapped.Value, token: Token) {
        let token = cursor.here
        return (try wrapped.parse(&cursor), token)
    }
}
