import TableEngine

/// One thing a command takes: how it reads (from the words of the
/// command), how it shows in `usage`, and what completion offers for it.
/// A command's forms are sequences of these, declared once; parsing,
/// usage, help and completion all come from them.
package protocol Parameter<Value>: Sendable {
    associatedtype Value

    /// How `usage` shows it: `S.R`, `[TITLE]`, `on|off`, `--animation NAME`.
    var usage: String { get }

    /// Reads its words, or says what is wrong with them.
    func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Value

    /// Fixed words that, first in a form, choose that form (`section`,
    /// `on`, `off`); none for other parameters.
    var keywords: [String] { get }

    /// The fixed words that messages list (without spellings accepted
    /// besides them).
    var listedKeywords: [String] { get }

    /// How many words it takes, for completion to walk past it.
    var arity: Arity { get }

    /// Words completion may offer here.
    func candidates(_ context: CompletionContext) -> [String]
}

extension Parameter {
    package var keywords: [String] { [] }
    package var listedKeywords: [String] { keywords }
    package var arity: Arity { .one }
    package func candidates(_ context: CompletionContext) -> [String] { keywords }
}

/// How many words a parameter takes.
package enum Arity: Equatable, Sendable {
    /// Exactly one.
    case one
    /// One, or none when no word is left.
    case optional
    /// Every word left, at least `minimum`.
    case rest(minimum: Int)
    /// None where it stands: an option (`--name VALUE`) or a flag
    /// (`--name`), taken from anywhere.
    case option(name: String, takesValue: Bool)
    /// None at all (the command's block).
    case none

    package var minimum: Int {
        switch self {
        case .one: 1
        case .rest(let minimum): minimum
        case .optional, .option, .none: 0
        }
    }

    package var isOption: Bool {
        if case .option = self { return true }
        return false
    }

    var optionName: String? {
        if case .option(let name, _) = self { return name }
        return nil
    }
}

/// What completion knows when it offers words: the table and model as they
/// are, and the host's files.
package struct CompletionContext {
    var table: TableView
    /// The word being completed, as typed so far.
    var partial: String
    /// The command's words before it (its name not included).
    var typed: [String] = []
    /// File names that start like the word, with these extensions.
    var files: (_ extensions: [String]) -> [String]
}
