/// A command of the command line (`tableshell`, `tableshell doc`), declared
/// once: what it is for, its arguments and options, its subcommands, and
/// what runs it. `CommandLineParser` parses by it, `HelpText` prints its help,
/// `CompletionScripts` complete it.
///
/// Every command takes `-h`/`--help`; one with a version takes `--version`;
/// one with subcommands takes `help [SUBCOMMAND]` too.
struct CommandDeclaration: Sendable {
    var name: String
    /// One sentence: the help's OVERVIEW, and the subcommand's line in its parent's.
    var abstract: String
    /// Paragraphs after the overview; each one line, wrapped when printed.
    var discussion: String = ""
    /// `tableshell 0.1.0`: what `--version` prints.
    var version: String?
    /// The arguments that are not options (scripts, files); nil: none.
    var arguments: ArgumentsDeclaration?
    var options: [OptionDeclaration] = []
    var subcommands: [CommandDeclaration] = []
    /// Runs the command with what was parsed; it may still find a usage
    /// error (options that cannot go together).
    var run: @Sendable (ParsedArguments) throws(UsageError) -> Void

    /// The option named `--long`.
    func option(long: Substring) -> OptionDeclaration? {
        options.first { $0.long.map { $0[...] == long } == true }
    }

    /// The option named `-short`.
    func option(short: Unicode.Scalar) -> OptionDeclaration? {
        options.first { $0.short == short }
    }

    /// The subcommand called `name`.
    func subcommand(_ name: String) -> CommandDeclaration? {
        subcommands.first { $0.name == name }
    }

    /// The options `--help` lists, in order, the built-in ones last.
    var visibleOptions: [OptionDeclaration] {
        var shown = options.filter { !$0.isHidden }
        if version != nil { shown.append(Self.versionOption) }
        shown.append(Self.helpOption)
        return shown
    }

    static let helpOption = OptionDeclaration.flag("help", short: "h", help: "Show help information.")
    static let versionOption = OptionDeclaration.flag("version", help: "Show the version.")
}

/// The arguments of a command that are not options: any number of them
/// (`<scripts> ...`), or at least one when required (`<files> ...`).
struct ArgumentsDeclaration: Sendable {
    /// `files` for `<files> ...`.
    var name: String
    var help: String
    var isRequired = false
    /// What a shell completes for them.
    var files: FileCompletion

    /// `[<scripts> ...]`, `<files> ...`.
    var synopsis: String { isRequired ? "<\(name)> ..." : "[<\(name)> ...]" }
}
