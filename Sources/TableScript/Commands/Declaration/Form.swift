/// One way to write a command — its parameters in order — and what the
/// command does with their values. Options are declared first and taken
/// out of the words wherever they stand.
package struct Form: Sendable {
    /// The parameters, for usage, completion and choosing the form.
    package let parameters: [any Parameter]
    /// Reads the words and runs the command.
    let run: @Sendable (inout ArgumentCursor, CommandContext) throws -> Void
    /// For `expect exception`: the form looks at the exception the previous
    /// command raised (which is otherwise an error once the next one runs).
    var takesException = false
    /// The fixed words a form begins with, one set per leading keyword
    /// parameter: `data insert section` → [[insert], [section]]. Made once:
    /// every command typed chooses its form by it.
    let prefix: [[String]]

    init<each P: Parameter>(_ parameter: repeat each P,
                            takesException: Bool = false,
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
