import ScriptLanguage
/// One way to write a command — its parameters in order — and what the
/// command does with their values. Options are declared first and taken
/// out of the words wherever they stand.
package struct Form: Sendable {
    /// The parameters, for usage, completion and choosing the form.
    package let parameters: [any Parameter]
    /// Reads the words and runs the command.
    package let run: @Sendable (inout ArgumentCursor, CommandContext) throws -> Void
    /// For `expect exception`: the form looks at the exception the previous
    /// command raised (which is otherwise an error once the next one runs).
    var takesException = false
    /// Whether this form scripts tableshell's own app (its command works
    /// on a user's app in its other forms): on a user's app it refuses.
    var scriptedOnly = false
    /// The fixed words a form begins with, one set per leading keyword
    /// parameter: `data insert section` → [[insert], [section]]. Made once:
    /// every command typed chooses its form by it.
    let prefix: [[String]]
    /// What a run costs, when not what its command's `cost` says (`reload`
    /// alone is `reloadData`; with rows, an update).
    var cost: Cost?
    /// The sections a run adds to the table, from the values the form
    /// parses (`insert section`: one; `repeat N insert section`: N).
    let addedSections: @Sendable (inout ArgumentCursor) -> Int
    /// Reads the words as `run` does, without running, for the estimate
    /// of a run; nil when they do not read (the command will only say so).
    let estimate: @Sendable (inout ArgumentCursor, CommandContext) -> Cost.Parsed?

    init<each P: Parameter>(_ parameter: repeat each P,
                            takesException: Bool = false,
                            scriptedOnly: Bool = false,
                            cost: Cost? = nil,
                            addsSections: Int = 0,
                            seconds: Seconds<repeat (each P).Value>? = nil,
                            sections: Sections<repeat (each P).Value>? = nil,
                            _ run: @escaping @Sendable (CommandContext, repeat (each P).Value) throws -> Void) {
        var parameters: [any Parameter] = []
        for p in repeat each parameter { parameters.append(p) }
        self.parameters = parameters
        var prefix: [[String]] = []
        for p in parameters where !p.arity.isOption {
            guard !p.keywords.isEmpty else { break }
            prefix.append(p.keywords)
        }
        self.prefix = prefix
        self.takesException = takesException
        self.scriptedOnly = scriptedOnly
        self.cost = cost
        addedSections = { cursor in
            guard let sections else { return addsSections }
            do {
                let values = (repeat try (each parameter).parse(&cursor))
                try cursor.expectEnd()
                return addsSections + sections.of(repeat each values)
            } catch {
                return addsSections
            }
        }
        estimate = { cursor, context in
            do {
                let values = (repeat try (each parameter).parse(&cursor))
                try cursor.expectEnd()
                var parsed = Cost.Parsed(seconds: seconds.map { $0.of(context, repeat each values) })
                for value in repeat each values {
                    if let named = value as? [(selection: RowSelection, token: Token)] { parsed.rowsNamed += named.rowsNamed(in: context.counts) }
                }
                return parsed
            } catch {
                return nil
            }
        }
        self.run = { cursor, context in
            let values = (repeat try (each parameter).parse(&cursor))
            try cursor.expectEnd()
            try run(context, repeat each values)
        }
        var seenPositional = false
        for p in parameters {
            if p.arity.isOption { precondition(!seenPositional, "options come first in a form") } else { seenPositional = true }
        }
    }

    /// A run's time, from the values the form parsed (`fill SxR`: the
    /// reload of S·R rows).
    struct Seconds<each Value>: Sendable {
        let of: @Sendable (CommandContext, repeat each Value) -> Double
        init(_ of: @escaping @Sendable (CommandContext, repeat each Value) -> Double) { self.of = of }
    }

    /// The sections a run adds to the table, from the values the form
    /// parsed (`repeat N COMMAND`: N times what the command adds).
    struct Sections<each Value>: Sendable {
        let of: @Sendable (repeat each Value) -> Int
        init(_ of: @escaping @Sendable (repeat each Value) -> Int) { self.of = of }
    }

    /// The words a form may begin with, as messages list them.
    var firstWords: [String] {
        parameters.first { !$0.arity.isOption && !$0.keywords.isEmpty }?.listedKeywords ?? []
    }

    /// How many of its prefix's words `words` begins with (0 when the first
    /// differs), or nil when the form's prefix does not match.
    func prefixMatch(_ words: ArraySlice<Token>) -> Int? {
        let prefix = self.prefix
        guard !prefix.isEmpty else { return 0 }
        var i = words.startIndex
        for choices in prefix {
            guard i < words.endIndex, !words[i].quoted, choices.contains(words[i].text) else { return nil }
            i += 1
        }
        return prefix.count
    }

    /// The fewest words the form takes.
    var minimumWords: Int { parameters.reduce(0) { $0 + $1.arity.minimum } }

    /// `insert S.R [TEXT…] [--animation NAME]`.
    func usage(_ name: String) -> String {
        let positional = parameters.filter { !$0.arity.isOption && $0.arity != .none }.map(\.usage)
        let options = parameters.filter(\.arity.isOption).map { "[\($0.usage)]" }
        return ([name] + positional + options).joined(separator: " ")
    }
}
