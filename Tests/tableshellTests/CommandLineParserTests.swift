import Testing
@testable import TableShellCLI

/// The command-line parser and the help it derives, on a small declaration
/// of their own (and on tableshell's, for what every command must keep).
@Suite("command-line parser")
struct CommandLineParserTests {
    static let verbose = OptionDeclaration.flag("verbose", short: "v", help: "Say more.")
    static let quiet = OptionDeclaration.flag("quiet", short: "q", help: "Say less.", group: "noise")
    static let loud = OptionDeclaration.flag("loud", help: "Say it louder.", group: "noise", isDefault: true)
    static let run = OptionDeclaration.option(short: "r", value: "commands", takesAnyNextArgument: true, help: "Run these commands.")
    static let size = OptionDeclaration.option("size", value: "n", .integer(1...10, unit: "rows"), help: "How many rows.")
    static let color = OptionDeclaration.option(
        "color", value: "name", .choice(["red", "green", "blue"]), defaultValue: "red", help: "The colour of the rows.")
    static let ratio = OptionDeclaration.option("ratio", value: "x", .number, help: "A ratio.")
    static let even = OptionDeclaration.option(
        "even", value: "n", .custom(expected: "an even number", isValid: { Int($0).map { $0 % 2 == 0 } == true }), help: "An even number.")
    static let secret = OptionDeclaration.flag("secret", help: "Not for people.", isHidden: true)
    static let script = OptionDeclaration.option("script", value: "shell", .choice(["sh"]), help: "Print a script.", isStandalone: true)

    static let sub = CommandDeclaration(
        name: "sub", abstract: "A subcommand that needs files.",
        arguments: ArgumentsDeclaration(name: "files", help: "Files to read.", isRequired: true, files: .files("txt")),
        options: [verbose], run: { _ in })
    static let bare = CommandDeclaration(name: "bare", abstract: "Takes no arguments.", options: [verbose], run: { _ in })
    static let tool = CommandDeclaration(
        name: "tool", abstract: "A tool for tests.", discussion: "First paragraph.\n\nSecond paragraph.", version: "tool 1.2",
        arguments: ArgumentsDeclaration(name: "inputs", help: "What to read.", files: .files("in")),
        options: [verbose, quiet, loud, run, size, color, ratio, even, secret, script],
        subcommands: [sub, bare], run: { _ in })

    /// What `arguments` parse to for `tool`.
    func parsed(_ arguments: String...) throws -> ParsedArguments {
        try CommandLineParser.parse(arguments, as: Self.tool).parsed()
    }

    /// The usage error's message for `arguments`, if any.
    func error(_ arguments: String...) -> String? {
        do throws(UsageError) {
            _ = try CommandLineParser.parse(arguments, as: Self.tool)
            return nil
        } catch {
            return error.message
        }
    }

    /// The command whose help `arguments` ask for, if they do.
    func helpTopic(_ arguments: String...) -> String? {
        guard case .help(let command)? = try? CommandLineParser.parse(arguments, as: Self.tool) else { return nil }
        return command.name
    }

    @Test("flags, options and arguments in any order; defaults when not given")
    func basics() throws {
        let p = try parsed("a.in", "-v", "--size", "3", "b.in", "--color", "blue")
        #expect(p.arguments == ["a.in", "b.in"])
        #expect(p.flag(Self.verbose) && !p.flag(Self.quiet))
        #expect(p.integer(Self.size) == 3)
        #expect(p.text(Self.color) == "blue")
        let none = try parsed()
        #expect(none.text(Self.color) == "red" && none.integer(Self.size) == nil && !none.isGiven(Self.color))
        #expect(try parsed("--ratio", "0.25").number(Self.ratio) == 0.25)
    }

    @Test("an unknown option is an error; a near miss is suggested")
    func unknownOption() throws {
        #expect(error("--bogus") == "unknown option '--bogus'.")
        #expect(error("--sise", "3") == "unknown option '--sise'; did you mean '--size'?")
        #expect(error("-x") == "unknown option '-x'.")
        #expect(error("-vx") == "unknown option '-x'.")
        // Hidden options are parsed, but never suggested.
        #expect(try parsed("--secret").flag(Self.secret))
        #expect(error("--secrets") == "unknown option '--secrets'.")
    }

    @Test("a missing value: at the end, or before another option")
    func missingValue() {
        #expect(error("--size") == "missing value for '--size <n>'.")
        #expect(error("--size", "--verbose") == "missing value for '--size <n>'.")
        #expect(error("--color") == "missing value for '--color <name>': give red, green or blue.")
        #expect(error("-r") == "missing value for '-r <commands>'.")
    }

    @Test("an option that takes any next argument takes one that starts with '-'")
    func anyNextArgument() throws {
        #expect(try parsed("-r", "-x").text(Self.run) == "-x")
        #expect(try parsed("-r", "--").text(Self.run) == "--")
        #expect(try parsed("-r", "--help").text(Self.run) == "--help")
        #expect(try parsed("-vr", "quit").text(Self.run) == "quit")
        #expect(try parsed("-rquit").text(Self.run) == "quit")
    }

    @Test("bad numbers and values say what was expected")
    func badValues() {
        #expect(error("--size", "abc") == "--size must be a whole number from 1 to 10 rows, not 'abc'.")
        #expect(error("--size", "11") == "--size must be from 1 to 10 rows, not 11.")
        #expect(error("--size=0") == "--size must be from 1 to 10 rows, not 0.")
        #expect(error("--ratio", "x") == "--ratio must be a number, not 'x'.")
        #expect(error("--ratio", "inf") == "--ratio must be a number, not 'inf'.")
        #expect(error("--color", "pink") == "--color must be red, green or blue, not 'pink'.")
        #expect(error("--even", "3") == "--even must be an even number, not '3'.")
        #expect(error("--verbose=yes") == "--verbose takes no value.")
    }

    @Test("a repeated flag is one flag; a repeated option keeps its last value; flags of a group exclude each other")
    func repeated() throws {
        #expect(try parsed("-v", "--verbose", "-vv").flag(Self.verbose))
        #expect(try parsed("--size", "2", "--size=5").integer(Self.size) == 5)
        #expect(try parsed("--quiet", "-q").flag(Self.quiet))
        #expect(error("--quiet", "--loud") == "--loud cannot be used with --quiet.")
        #expect(error("--loud", "-q") == "--quiet cannot be used with --loud.")
    }

    @Test("after '--' every argument is an argument")
    func doubleDash() throws {
        let p = try parsed("-v", "--", "--size", "-q", "--", "--help")
        #expect(p.arguments == ["--size", "-q", "--", "--help"])
        #expect(!p.flag(Self.quiet))
        #expect(try parsed("-", "x").arguments == ["-", "x"])
        #expect(try parsed("--").arguments == [])
    }

    @Test("--help, -h, help and help SUBCOMMAND ask for help; --version for the version")
    func helpAndVersion() throws {
        #expect(helpTopic("--help") == "tool")
        #expect(helpTopic("-v", "-h", "--bogus") == "tool")
        #expect(helpTopic("-vh") == "tool")
        #expect(helpTopic("help") == "tool")
        #expect(helpTopic("help", "sub") == "tool sub")
        #expect(helpTopic("sub", "--help") == "tool sub")
        // A word that is no subcommand may be the shell's command or topic.
        guard case .shellHelp("bogus", _) = try CommandLineParser.parse(["help", "bogus"], as: Self.tool) else {
            Issue.record("help bogus")
            return
        }
        #expect(error("help", "sub", "more") == "no help for 'sub more': 'tool help', 'tool help sub' or 'tool help bare'.")
        guard case .version(let version) = try CommandLineParser.parse(["--version"], as: Self.tool) else {
            Issue.record("--version")
            return
        }
        #expect(version == "tool 1.2")
        #expect(error("sub", "--version", "f.txt") == "unknown option '--version'.")
    }

    @Test("subcommands: their own options and arguments, required ones checked")
    func subcommands() throws {
        let p = try CommandLineParser.parse(["sub", "-v", "f.txt"], as: Self.tool).parsed()
        #expect(p.command.name == "tool sub" && p.arguments == ["f.txt"] && p.flag(Self.verbose))
        #expect(error("sub", "-v") == "missing <files> ...: Files to read.")
        #expect(error("sub", "--size", "2", "f.txt") == "unknown option '--size'.")
        #expect(error("bare", "x") == "unexpected argument 'x'.")
        // A subcommand's name later on is an argument.
        #expect(try parsed("a.in", "sub").arguments == ["a.in", "sub"])
    }

    @Test("a standalone option goes alone")
    func standalone() throws {
        #expect(try parsed("--script", "sh").text(Self.script) == "sh")
        #expect(try parsed("--script=sh").text(Self.script) == "sh")
        #expect(error("--script", "sh", "-v") == "--script is used alone.")
        #expect(error("x.in", "--script=sh") == "--script is used alone.")
    }

    @Test("help from the declaration: overview, discussion, usage, arguments, options with values and defaults, subcommands")
    func helpText() {
        let help = HelpText.of(Self.tool)
        #expect(help == """
            OVERVIEW: A tool for tests.

            First paragraph.

            Second paragraph.

            USAGE: tool [<inputs> ...] [--verbose] [--quiet] [--loud] [-r <commands>] [--size <n>] [--color <name>] [--ratio <x>] [--even <n>]
                   tool <subcommand>

            ARGUMENTS:
              <inputs>                What to read.

            OPTIONS:
              -v, --verbose           Say more.
              -q, --quiet             Say less.
              --loud                  Say it louder. (default: --loud)
              -r <commands>           Run these commands.
              --size <n>              How many rows.
              --color <name>          The colour of the rows. (values: red, green, blue;
                                      default: red)
              --ratio <x>             A ratio.
              --even <n>              An even number.
              --script <shell>        Print a script. (values: sh)
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              sub                     A subcommand that needs files.
              bare                    Takes no arguments.

              See 'tool help <subcommand>' for detailed help.

            """)
        #expect(HelpText.of(Self.sub).contains("USAGE: sub <files> ... [--verbose]\n"))
        #expect(!HelpText.of(Self.sub).contains("--version"))
    }

    @Test("help wraps at 79 columns; a long label puts its help on the next line")
    func wrapping() {
        let long = String(repeating: "word ", count: 40)
        let command = CommandDeclaration(
            name: "w", abstract: long, discussion: long,
            options: [.option("a-very-long-option-name", value: "value", help: long)], run: { _ in })
        let lines = HelpText.of(command).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 79 || $0.hasPrefix("USAGE:") }, "\(lines)")
        #expect(lines.contains("  --a-very-long-option-name <value>"))
        #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 26) + "word word") })
    }

    @Test("tableshell's help lists every option it parses but the hidden ones, and each completion script completes them")
    func tableshellDeclaration() {
        for command in [TableshellCommand.declaration] + TableshellCommand.declaration.subcommands {
            let help = HelpText.of(command)
            for option in command.options {
                #expect(help.contains("  " + option.label) != option.isHidden, "\(command.name) \(option.name)")
            }
            for option in command.visibleOptions {
                for shell in CompletionScripts.shells {
                    let script = CompletionScripts.script(for: shell)
                    let name = shell == "fish" ? option.long.map { "-l " + $0 } ?? "-s \(option.short!)" : option.name
                    #expect(script.contains(name), "\(shell) lacks \(command.name) \(option.name)")
                }
            }
        }
        for shell in CompletionScripts.shells {
            #expect(!CompletionScripts.script(for: shell).contains("self-check"))
        }
    }

    @Test("a shell's one-line description is the help up to its first stop")
    func summary() {
        #expect(CompletionScripts.summary("Run these commands, then exit.") == "Run these commands, then exit")
        #expect(CompletionScripts.summary("Stop the scripts after this many seconds: an error.") == "Stop the scripts after this many seconds")
        #expect(CompletionScripts.summary("Files run at once. (default: cores)") == "Files run at once")
        #expect(CompletionScripts.summary("Match this glob ('*' '?').") == "Match this glob")
        #expect(CompletionScripts.summary("Version 1.2 of it") == "Version 1.2 of it")
    }

    @Test("edit distance")
    func editDistance() {
        func distance(_ a: String, _ b: String) -> Int {
            CommandLineParser.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("size", "size") == 0)
        #expect(distance("sise", "size") == 1)
        #expect(distance("", "log") == 3)
        #expect(distance("keep-goin", "keep-going") == 1)
        #expect(distance("bogus", "log") == 3)
    }
}

extension CommandLineParser.Outcome {
    struct NotARun: Error {}

    func parsed() throws -> ParsedArguments {
        guard case .run(let parsed) = self else { throw NotARun() }
        return parsed
    }
}
