/// Reads a command line by its commands' declarations.
///
/// - A first argument naming a subcommand parses the rest for it; `help`
///   and `help SUBCOMMAND` ask for help.
/// - `--name`, `--name value`, `--name=value`; `-x`, `-x value`, short
///   flags together (`-ic`: `-i -c`; a short option with a value takes the
///   rest of the group, else the next argument, as getopt does).
/// - A value that starts with '-' is taken only by an option that takes
///   any next argument (`-c`); for any other it means the value is missing.
/// - `--` ends the options: what follows is arguments, whatever it looks like.
/// - `-h`/`--help` (and `--version`) end the parse at once, as an answer.
enum CommandLineParser {
    /// What the command line asks for.
    enum Outcome {
        /// Run `command` with what was parsed.
        case run(ParsedArguments)
        /// Print this command's help.
        case help(CommandDeclaration)
        /// `help WORD` where WORD is not a subcommand: the help of the
        /// shell's command or topic of that name, if there is one (as `git
        /// help` shows a git command's); `command` lists the alternatives.
        case shellHelp(String, command: CommandDeclaration)
        /// Print the version.
        case version(String)
    }

    static func parse(_ arguments: [String], as command: CommandDeclaration) throws(UsageError) -> Outcome {
        if let first = arguments.first, !command.subcommands.isEmpty {
            if let subcommand = command.subcommand(first) {
                return try parse(Array(arguments.dropFirst()), as: nested(subcommand, in: command))
            }
            if first == "help" {
                let words = arguments.dropFirst()
                if words.count == 1, let word = words.first, command.subcommand(word) == nil {
                    return .shellHelp(word, command: command)
                }
                return .help(try helpTopic(words, of: command))
            }
        }

        var parsed = ParsedArguments(command: command)
        var standalone: OptionDeclaration?
        var optionsGiven = 0
        var groups: [String: OptionDeclaration] = [:]
        var index = 0

        /// The value of `option`, the next argument.
        func nextValue(for option: OptionDeclaration, _ value: OptionDeclaration.Value) throws(UsageError) -> String {
            guard index < arguments.count, value.takesAnyNextArgument || !looksLikeOption(arguments[index]) else {
                var message = "missing value for '\(option.synopsis)'"
                if case .choice(let words) = value.kind { message += ": give \(ValueKind.list(words))" }
                throw UsageError(message + ".")
            }
            index += 1
            return arguments[index - 1]
        }

        /// Keeps the option's value (nil: a flag), after checking it.
        func take(_ option: OptionDeclaration, _ value: String?) throws(UsageError) {
            if let value, let problem = option.value?.kind.problem(with: value, for: option.name) {
                throw UsageError(problem)
            }
            if let group = option.group {
                if let other = groups[group], other.key != option.key {
                    throw UsageError("\(option.name) cannot be used with \(other.name).")
                }
                groups[group] = option
            }
            if option.isStandalone { standalone = option }
            optionsGiven += 1
            parsed.set(option, value: value)
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.arguments += arguments[index...]
                break
            }
            if !looksLikeOption(argument) {
                parsed.arguments.append(argument)
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let equals = body.firstIndex(of: "=")
                let name = body[..<(equals ?? body.endIndex)]
                let inline = equals.map { String(body[body.index(after: $0)...]) }
                if name == "help" { return .help(command) }
                if name == "version", let version = command.version { return .version(version) }
                guard let option = command.option(long: name) else {
                    throw UsageError("unknown option '--\(name)'" + (suggestion(for: name, in: command).map { "; did you mean '--\($0)'?" } ?? "."))
                }
                guard let value = option.value else {
                    if inline != nil { throw UsageError("\(option.name) takes no value.") }
                    try take(option, nil)
                    continue
                }
                if let inline {
                    try take(option, inline)
                } else {
                    try take(option, try nextValue(for: option, value))
                }
            } else {
                var letters = argument.unicodeScalars.dropFirst()
                while let letter = letters.popFirst() {
                    guard let option = command.option(short: letter) else {
                        if letter == "h" { return .help(command) }
                        throw UsageError("unknown option '-\(letter)'.")
                    }
                    guard let value = option.value else {
                        try take(option, nil)
                        continue
                    }
                    try take(option, letters.isEmpty ? try nextValue(for: option, value) : String(letters))
                    break
                }
            }
        }

        if let standalone, optionsGiven + parsed.arguments.count > 1 {
            throw UsageError("\(standalone.name) is used alone.")
        }
        if let declared = command.arguments {
            if declared.isRequired && parsed.arguments.isEmpty && standalone == nil {
                throw UsageError("missing \(declared.synopsis): \(declared.help)")
            }
        } else if let extra = parsed.arguments.first {
            throw UsageError("unexpected argument '\(extra)'.")
        }
        return .run(parsed)
    }

    /// `-x`, `--xy`; not `-` (standard input, to some) nor a word.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// Where `help WORD` can look, for an error that names none of them.
    static func helpTopics(of command: CommandDeclaration) -> [String] {
        ["'\(command.name) help'"] + command.subcommands.map { "'\(command.name) help \($0.name)'" }
    }

    /// `help` → the command; `help doc` → doc.
    private static func helpTopic(_ words: ArraySlice<String>, of command: CommandDeclaration) throws(UsageError) -> CommandDeclaration {
        guard let word = words.first else { return command }
        guard words.count == 1, let subcommand = command.subcommand(word) else {
            throw UsageError("no help for '\(words.joined(separator: " "))': \(ValueKind.list(helpTopics(of: command))).")
        }
        return nested(subcommand, in: command)
    }

    /// A subcommand as its help names it: `tableshell doc`.
    private static func nested(_ subcommand: CommandDeclaration, in command: CommandDeclaration) -> CommandDeclaration {
        var nested = subcommand
        nested.name = command.name + " " + subcommand.name
        return nested
    }

    /// The long name of the command's a letter or two away from `name`, if any.
    private static func suggestion(for name: Substring, in command: CommandDeclaration) -> String? {
        let typed = Array(name.unicodeScalars)
        let nearest = command.visibleOptions.compactMap(\.long)
            .map { (name: $0, distance: editDistance(typed, Array($0.unicodeScalars))) }
            .min { $0.distance < $1.distance }
        return nearest.flatMap { $0.distance <= 2 ? $0.name : nil }
    }

    /// Insertions, deletions and substitutions that turn `a` into `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
