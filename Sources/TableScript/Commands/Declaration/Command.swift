import Synchronization
import ScriptLanguage

/// A shell command, declared once: its names, its help, and its forms.
/// Parsing, `usage`, `help NAME`, tab completion and "did you mean" all
/// come from this declaration.
package final class Command: Sendable {
    package let name: String
    package let aliases: [String]
    /// One line, for `help`.
    let summary: String
    /// More, for `help NAME`: made when it is asked for (some list every
    /// method or property, which would cost every start-up).
    var details: String { makeDetails() }
    private let makeDetails: @Sendable () -> String
    /// Whether `autorender on` renders after it.
    let changesScreen: Bool
    /// Whether it looks at what the previous command did — its log lines,
    /// its exception — rather than doing something (`expect`): it starts
    /// no new stretch of the log and is not rendered after.
    let inspectsPreviousCommand: Bool
    /// What one run costs in time, for `repeat`'s estimate.
    let cost: Cost
    /// Whether it scripts tableshell's own app (its model, its answers,
    /// what it implements): on a user's app it refuses to run.
    let scriptedOnly: Bool
    /// Whether it runs other commands (`source`, `repeat`, `batch`): each
    /// of those enters the app itself, so it does not.
    let runsCommands: Bool

    /// The forms, made the first time the command is used: making every
    /// command's forms (generic types, each checked against its protocols
    /// at run time) was a third of start-up, and a script uses a few.
    package var forms: [Form] { declared.forms }
    /// One line per form: `insert S.R [TEXT…] [--animation NAME]`.
    var usage: [String] { declared.usage }
    /// The notes under an error: the forms, or where to find them when
    /// they are many.
    var usageNotes: [String] { declared.usageNotes }

    private final class Declared: Sendable {
        package let forms: [Form]
        let usage: [String]
        let usageNotes: [String]

        init(_ forms: [Form], name: String) {
            self.forms = forms
            usage = forms.map { $0.usage(name) }
            usageNotes = forms.count <= 5 ? ["usage: " + usage.joined(separator: " | ")] : ["see 'help \(name)' for its \(forms.count) forms"]
        }
    }
    private let makeForms: @Sendable () -> [Form]
    /// What the forms declare, once made: published with one atomic
    /// exchange (tests run commands from many threads; a thread that
    /// loses the race drops what it made). An atomic rather than a lock:
    /// the thread sanitizer sees its ordering, not a `Mutex`'s.
    private let made = Atomic<Unmanaged<Declared>?>(nil)

    private var declared: Declared {
        if let made = made.load(ordering: .acquiring) { return made.takeUnretainedValue() }
        let new = Unmanaged.passRetained(Declared(makeForms(), name: name))
        let (exchanged, original) = made.compareExchange(expected: nil, desired: new, ordering: .acquiringAndReleasing)
        if exchanged { return new.takeUnretainedValue() }
        new.release()
        return original!.takeUnretainedValue()
    }

    deinit { made.load(ordering: .acquiring)?.release() }

    init(name: String, aliases: [String] = [], summary: String, details: @autoclosure @escaping @Sendable () -> String = "", changesScreen: Bool = true,
         inspectsPreviousCommand: Bool = false, cost: Cost = .command, scriptedOnly: Bool = false, runsCommands: Bool = false,
         forms: @autoclosure @escaping @Sendable () -> [Form]) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        makeDetails = details
        self.changesScreen = changesScreen
        self.inspectsPreviousCommand = inspectsPreviousCommand
        self.cost = cost
        self.scriptedOnly = scriptedOnly
        self.runsCommands = runsCommands
        makeForms = forms
    }

    /// The form the words are written in: the one whose leading keywords
    /// match the most of them; among forms without leading keywords, one
    /// that takes words when there are some, or none when there are none.
    func form(for words: ArraySlice<Token>, named token: Token) throws(ScriptError) -> Form {
        forms[try formIndex(for: words, named: token)]
    }

    /// Where in `forms` the form the words take is: a form is a large
    /// value, and the shell runs the one chosen from the array, uncopied.
    func formIndex(for words: ArraySlice<Token>, named token: Token) throws(ScriptError) -> Int {
        let forms = self.forms
        var best: (index: Int, match: Int)?
        for k in forms.indices {
            guard let match = forms[k].prefixMatch(words) else { continue }
            if best == nil || match > best!.match { best = (k, match) }
        }
        guard let best else { throw noForm(words, named: token) }
        if best.match > 0 { return best.index }
        let open = forms.indices.filter { forms[$0].prefix.isEmpty }
        if words.isEmpty, let bare = open.first(where: { forms[$0].minimumWords == 0 }) { return bare }
        return open.first(where: { forms[$0].minimumWords > 0 }) ?? open[0]
    }

    private func noForm(_ words: ArraySlice<Token>, named token: Token) -> ScriptError {
        // Each form's first word, in the order declared.
        var firsts: [String] = []
        for form in forms where !form.prefix.isEmpty { for w in form.firstWords where !firsts.contains(w) { firsts.append(w) } }
        let all = forms.flatMap { $0.prefix.first ?? [] }
        let listed = firsts.count <= 8
            ? firsts.dropLast().joined(separator: ", ") + (firsts.count > 1 ? " or " : "") + (firsts.last ?? "")
            : firsts.prefix(6).joined(separator: ", ") + ", … (\(firsts.count) in all)"
        guard let word = words.first else {
            return ScriptError("\(name): expected \(listed)", at: token, notes: usageNotes)
        }
        return ScriptError("\(name): expected \(listed), got '\(word.text)'\(didYouMean(word.text, in: all))", at: word, notes: usageNotes)
    }

    /// Runs the command in its form at `index` of `forms` (`formIndex`).
    func run(_ node: CommandNode, formAt index: Int, _ context: CommandContext) throws {
        var cursor = ArgumentCursor(node)
        cursor.usageNotes = usageNotes
        try forms[index].run(&cursor, context)
    }

    // MARK: Completion

    /// Words that may come after `typed` (the words after the command's
    /// name, complete), in any of the command's forms.
    func candidates(after typed: [String], _ context: CompletionContext) -> [String] {
        if context.partial.hasPrefix("-") {
            return forms.flatMap { $0.parameters.compactMap(\.arity.optionName) }
        }
        return forms.flatMap { Self.candidates(in: $0, after: typed, context) }
    }

    private static func candidates(in form: Form, after typed: [String], _ context: CompletionContext) -> [String] {
        func option(_ word: String) -> (any Parameter)? {
            form.parameters.first { $0.arity.optionName == word }
        }
        // An option's value: the option's parameter offers it.
        if let last = typed.last, let p = option(last), case .option(_, true) = p.arity {
            return p.candidates(context)
        }
        // Options typed so far, and their values, stand anywhere.
        var words = typed[...]
        var positional: [String] = []
        while let w = words.popFirst() {
            if let p = option(w) {
                if case .option(_, true) = p.arity { _ = words.popFirst() }
                continue
            }
            positional.append(w)
        }
        var i = 0
        for p in form.parameters where !p.arity.isOption && p.arity != .none {
            if i == positional.count { return p.candidates(context) }
            if !p.keywords.isEmpty, !p.keywords.contains(positional[i]) { return [] }
            if case .rest = p.arity { return p.candidates(context) }
            i += 1
        }
        return []
    }
}
