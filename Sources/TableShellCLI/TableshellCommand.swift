#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

/// `tableshell [SCRIPT…] [-c COMMANDS] [OPTIONS]`: scripts, commands, then
/// perhaps the REPL; `doc` and `test` are commands of their own (a script
/// cannot be named that).
struct TableshellCommand {
    static let version = "0.1.0"

    static let declaration = CommandDeclaration(
        name: "tableshell",
        abstract: "A line-editing shell over a headless re-implementation of UIKit's UITableView.",
        discussion: """
            With no script and a terminal on standard input, tableshell starts an interactive \
            session on the built-in 'edit' demo. Standard input that is not a terminal is run \
            as a script (batch mode).

            Exit status: 0 success; 1 a command or an expectation failed; 2 a usage error.

            Ctrl-C interrupts the running command or cancels the line being typed. In batch \
            mode a second Ctrl-C before the first has been acted on exits with status 130.

            Shell completion: tableshell --generate-completion-script bash|zsh|fish
            """,
        version: "tableshell \(version)",
        arguments: ArgumentsDeclaration(name: "scripts", help: "Script files to run in order.", files: .files("tsh")),
        options: [
            commandsOption, interactiveOption, bailOption, keepGoingOption, echoOption, asciiOption, noColorOption,
            logOption, widthOption, timeoutOption, memoryLimitOption, iosOption, completionScriptOption, selfCheckOption, selfCheckSlowOption,
        ],
        subcommands: [DocCommand.declaration, TestCommand.declaration],
        run: { parsed throws(UsageError) in try TableshellCommand(parsed).run() }
    )

    static let commandsOption = OptionDeclaration.option(
        short: "c", value: "commands", takesAnyNextArgument: true, help: "Run these commands, then exit.")
    static let interactiveOption = OptionDeclaration.flag(short: "i", help: "Stay interactive after the scripts or commands.")
    static let bailOption = OptionDeclaration.flag("bail", help: "Stop at the first error in a script.", group: "errors", isDefault: true)
    static let keepGoingOption = OptionDeclaration.flag("keep-going", help: "Go on after errors.", group: "errors")
    static let echoOption = OptionDeclaration.flag("echo", help: "Print each command before its output.")
    static let asciiOption = OptionDeclaration.flag("ascii", help: "Draw with 7-bit ASCII only.")
    static let noColorOption = OptionDeclaration.flag(
        "no-color", help: "No colour. (Colour is used only on a terminal, and never when NO_COLOR is set.)")
    static let logOption = OptionDeclaration.option(
        "log", value: "style", .choice(LogStyle.allCases.map { $0.rawValue }), defaultValue: LogStyle.objc.rawValue,
        help: "How the callback log prints.")
    static let widthOption = OptionDeclaration.option(
        "width", value: "n", .integer(20...1000, unit: nil),
        help: "Rendering width in columns, 20 to 1000. (default: the terminal's, else 60)")
    static let timeoutOption = OptionDeclaration.option(
        "timeout", value: "seconds", .integer(1...86_400, unit: "seconds"),
        help: "Stop the scripts after this many seconds: an error, exit status 1.")
    static let memoryLimitOption = OptionDeclaration.option(
        "memory-limit", value: "size",
        .custom(expected: "a size like 512M or 2G of at least 16M", isValid: { ShellOptions.parseMemoryLimit($0) != nil }),
        help: "The memory the session may use, like 512M or 2G. (default: a quarter of the machine's)")
    static let iosOption = OptionDeclaration.option(
        "ios", value: "version",
        .custom(expected: "an iOS version from 13 to 26, like 15 or 16.4", isValid: { ShellOptions.parseIOSVersion($0) != nil }),
        help: "The iOS the table behaves as where a rule changed with the version ('help set' lists them). (default: 18)")
    static let completionScriptOption = OptionDeclaration.option(
        "generate-completion-script", value: "shell", .choice(CompletionScripts.shells),
        help: "Print a shell completion script.", isStandalone: true)
    /// For the fuzzer: check the invariants after every command; a violation exits 70.
    static let selfCheckOption = OptionDeclaration.flag("self-check", help: "Check the invariants after every command.", isHidden: true)
    /// For the fuzzer, with --self-check: a top-level command that works longer than this
    /// (processor seconds) is a hang.
    static let selfCheckSlowOption = OptionDeclaration.option(
        "self-check-slow", value: "seconds", .number, help: "A command slower than this is a hang.", isHidden: true)

    let scripts: [String]
    let commands: String?
    let interactive: Bool
    let bail: Bool
    let echo: Bool
    let ascii: Bool
    let noColor: Bool
    let log: LogStyle
    let width: Int?
    let timeout: Int?
    let memoryLimit: Int?
    let ios: String?
    let completionScript: String?
    let selfCheck: Bool
    let selfCheckSlow: Double?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        scripts = parsed.arguments
        commands = parsed.text(Self.commandsOption)
        if commands != nil && !scripts.isEmpty {
            throw UsageError("-c and script files cannot be used together.")
        }
        // A walkthrough is prose around command blocks: as a script its
        // first sentence would be an unknown command.
        if let markdown = scripts.first(where: { $0.lowercased().hasSuffix(".md") || $0.lowercased().hasSuffix(".markdown") }) {
            throw UsageError("'\(markdown)' is a Markdown walkthrough, not a script: check it with 'tableshell doc \(markdown)', or run it as a test with 'tableshell test \(markdown)'.")
        }
        interactive = parsed.flag(Self.interactiveOption)
        bail = !parsed.flag(Self.keepGoingOption)
        echo = parsed.flag(Self.echoOption)
        ascii = parsed.flag(Self.asciiOption)
        noColor = parsed.flag(Self.noColorOption)
        log = parsed.text(Self.logOption).flatMap { LogStyle(rawValue: $0) } ?? .objc
        width = parsed.integer(Self.widthOption)
        timeout = parsed.integer(Self.timeoutOption)
        memoryLimit = parsed.text(Self.memoryLimitOption).flatMap { ShellOptions.parseMemoryLimit($0) }
        ios = parsed.text(Self.iosOption)
        completionScript = parsed.text(Self.completionScriptOption)
        selfCheck = parsed.flag(Self.selfCheckOption)
        selfCheckSlow = parsed.number(Self.selfCheckSlowOption)
    }

    func run() -> Never {
        if let completionScript {
            let output = Output()
            output.write(CompletionScripts.script(for: completionScript))
            output.flush()
            Platform.exit(output.failure == nil ? 0 : 1)
        }
        let stdinIsTerminal = Terminal.isTerminal(STDIN_FILENO)
        let startsWithScripts = !scripts.isEmpty || commands != nil
        // After -i's scripts, or when there is nothing else, read standard
        // input: with the line editor from a terminal, as a script otherwise.
        let readsStandardInput = interactive || !startsWithScripts
        let isREPL = readsStandardInput && stdinIsTerminal

        let host = SystemHost()
        let output = host.output
        if isREPL, let problem = LineEditor.loadLibrary() {
            output.writeError("tableshell: error: \(problem)\n")
            Platform.exit(1)
        }
        Interrupts.install(secondOneExits: !isREPL)
        FatalSignals.install()
        if let timeout { Interrupts.startTimeout(seconds: timeout) }

        var inputs: [Script] = []
        do throws(ScriptInputError) {
            inputs = try scripts.map { path throws(ScriptInputError) in try ScriptInput.file(path, host: host) }
            if let commands {
                inputs.append(Script(name: "-c", text: commands))
            }
            if readsStandardInput && !stdinIsTerminal {
                inputs.append(try ScriptInput.standardInput())
            }
        } catch {
            output.writeError(error.message)
            Platform.exit(error.exitStatus)
        }

        // Scripts run as in batch mode (errors name the file; --bail unless
        // --keep-going); the REPL comes after them, if at all.
        var options = shellOptions()
        options.flushEachCommand = !isREPL || !inputs.isEmpty
        let app = HostedAppChoice.make()
        let shell = Shell(options: options, host: host, hosting: app)
        if let memoryLimit { shell.memoryLimit = memoryLimit }
        for script in inputs {
            let finished = shell.run(script: script.text, name: script.name, path: script.path)
            if shell.quitRequested || (!finished && shell.options.bail) || shell.internalError != nil { break }
        }
        Interrupts.cancelTimeout()
        if isREPL && !shell.quitRequested && shell.internalError == nil {
            shell.options.interactive = true
            shell.options.atTerminal = true
            shell.options.flushEachCommand = false
            // tableshell's own app starts on a demo; a user's app as it launched.
            let demo = inputs.isEmpty && app == nil ? "edit" : nil
            if let demo { shell.loadDemo(demo) }
            let columns = Terminal.columns(of: STDOUT_FILENO).map { max($0, 20) } ?? Help.defaultWidth
            output.write(Help.banner(version: Self.version, demo: demo, hostedApp: app?.name, width: columns))
            LineEditor(shell: shell, output: output).run()
        }

        var status = shell.finish()
        shell.flush()
        output.flush()
        if let failure = output.failure {
            output.writeError("tableshell: error: cannot write output: \(Platform.describe(failure))\n")
            status = 1
        }
        Platform.exit(status)
    }

    private func shellOptions() -> ShellOptions {
        let stdoutIsTerminal = Terminal.isTerminal(STDOUT_FILENO)
        var options = ShellOptions()
        options.ascii = ascii
        options.color = stdoutIsTerminal && !noColor && Terminal.environment("NO_COLOR") == nil
        options.log = log
        options.width = width ?? Terminal.columns(of: STDOUT_FILENO).map { min(max($0, 20), 1000) } ?? 60
        options.followsTerminalWidth = width == nil && stdoutIsTerminal
        options.helpWidth = width
        options.echo = echo
        options.bail = bail
        options.selfCheck = selfCheck
        options.slowCommandSeconds = selfCheckSlow
        if let version = ios.flatMap(ShellOptions.parseIOSVersion) { options.iOSVersion = version }
        return options
    }

    /// Parses the command line and runs; usage errors exit with status 2.
    static func main() -> Never {
        Platform.keepFreedMemory()
        do throws(UsageError) {
            let answer: String
            switch try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()), as: declaration) {
            case .run(let parsed):
                try parsed.command.run(parsed)
                Platform.exit(0)
            case .help(let command): answer = HelpText.of(command)
            case .shellHelp(let word, let command):
                guard let page = Help.page(word, hostedApp: HostedAppChoice.make()?.name) else {
                    let topics = CommandLineParser.helpTopics(of: command) + ["a shell command or topic ('\(command.name) help topics')"]
                    throw UsageError("no help for '\(word)': \(ValueKind.list(topics)).")
                }
                answer = page
            case .version(let version): answer = version + "\n"
            }
            let output = Output()
            output.write(answer)
            output.flush()
            Platform.exit(0)
        } catch {
            Output().writeError("""
                tableshell: error: \(error.message)
                See 'tableshell --help' for more information.

                """)
            Platform.exit(2)
        }
    }
}
