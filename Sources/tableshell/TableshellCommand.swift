import ArgumentParser
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

@main
struct TableshellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tableshell",
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
        subcommands: [DocCommand.self, TestCommand.self]
    )
    static let version = "0.1.0"

    @Argument(help: "Script files to run in order.", completion: .file(extensions: ["tsh"]))
    var scripts: [String] = []

    @Option(name: .customShort("c"), parsing: .unconditional, help: ArgumentHelp("Run these commands, then exit.", valueName: "commands"))
    var commands: String?

    @Flag(name: .customShort("i"), help: "Stay interactive after the scripts or commands.")
    var interactive = false

    @Flag
    var onError: ErrorPolicy = .bail

    @Flag(help: "Print each command before its output.")
    var echo = false

    @Flag(help: "Draw with 7-bit ASCII only.")
    var ascii = false

    @Flag(help: "No colour. (Colour is used only on a terminal, and never when NO_COLOR is set.)")
    var noColor = false

    @Option(help: "How the callback log prints.")
    var log: LogStyle = .objc

    @Option(help: ArgumentHelp("Rendering width in columns, 20 to 1000. (default: the terminal's, else 60)", valueName: "n"))
    var width: Int?

    @Option(help: ArgumentHelp("Stop the scripts after this many seconds: an error, exit status 1.", valueName: "seconds"))
    var timeout: Int?

    @Option(help: ArgumentHelp("The memory the session may use, like 512M or 2G. (default: a quarter of the machine's)", valueName: "size"))
    var memoryLimit: String?

    /// For the fuzzer: check the invariants after every command; a violation exits 70.
    @Flag(help: .hidden)
    var selfCheck = false

    /// For the fuzzer, with --self-check: a top-level command that works longer than this
    /// (processor seconds) is a hang.
    @Option(help: .hidden)
    var selfCheckSlow: Double?

    enum ErrorPolicy: EnumerableFlag {
        case bail, keepGoing

        static func help(for value: ErrorPolicy) -> ArgumentHelp? {
            switch value {
            case .bail: "Stop at the first error in a script."
            case .keepGoing: "Go on after errors."
            }
        }
    }

    func validate() throws {
        if commands != nil && !scripts.isEmpty {
            throw ValidationError("-c and script files cannot be used together.")
        }
        if let width, !(20...1000).contains(width) {
            throw ValidationError("--width must be from 20 to 1000, not \(width).")
        }
        if let timeout, !(1...86_400).contains(timeout) {
            throw ValidationError("--timeout must be from 1 to 86400 seconds, not \(timeout).")
        }
        if let memoryLimit {
            guard let bytes = ShellOptions.parseMemoryLimit(memoryLimit) else {
                throw ValidationError("--memory-limit must be a size like 512M or 2G of at least 16M, not '\(memoryLimit)'.")
            }
            _ = bytes
        }
    }

    func run() {
        let stdinIsTerminal = Terminal.isTerminal(STDIN_FILENO)
        let startsWithScripts = !scripts.isEmpty || commands != nil
        // After -i's scripts, or when there is nothing else, read standard
        // input: with the line editor from a terminal, as a script otherwise.
        let readsStandardInput = interactive || !startsWithScripts
        let isREPL = readsStandardInput && stdinIsTerminal

        let host = SystemHost()
        let output = host.output
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
        let shell = Shell(options: options, host: host)
        if let memoryLimit, let bytes = ShellOptions.parseMemoryLimit(memoryLimit) { shell.memoryLimit = bytes }
        for script in inputs {
            let finished = shell.run(script: script.text, name: script.name, path: script.path)
            if shell.quitRequested || (!finished && shell.options.bail) || shell.internalError != nil { break }
        }
        Interrupts.cancelTimeout()
        if isREPL && !shell.quitRequested && shell.internalError == nil {
            shell.options.interactive = true
            shell.options.atTerminal = true
            shell.options.flushEachCommand = false
            if inputs.isEmpty { shell.loadDemo("edit") }
            output.write(Help.banner(version: Self.version, demo: inputs.isEmpty ? "edit" : nil))
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
        options.echo = echo
        options.bail = onError == .bail
        options.selfCheck = selfCheck
        options.slowCommandSeconds = selfCheckSlow
        return options
    }

    /// Parses the command line and runs; usage errors exit with status 2.
    static func main() {
        do {
            // `doc` and `test` are commands of their own; a script can't be
            // named that.
            let arguments = Array(CommandLine.arguments.dropFirst())
            // Completion scripts are written by hand (CompletionScripts).
            if arguments.first == "--generate-completion-script" {
                guard arguments.count == 2, let script = CompletionScripts.script(for: arguments[1]) else {
                    throw ValidationError("--generate-completion-script takes bash, zsh or fish.")
                }
                let output = Output()
                output.write(script)
                output.flush()
                Platform.exit(0)
            }
            // `tableshell help [doc]`, as --help suggests.
            if arguments.first == "help" {
                switch arguments.dropFirst().first {
                case nil: print(helpMessage())
                case "doc"?: print(DocCommand.helpMessage())
                case "test"?: print(TestCommand.helpMessage())
                case let other?: throw ValidationError("no help for '\(other)': 'tableshell help', 'tableshell help doc' or 'tableshell help test'.")
                }
                Platform.exit(0)
            }
            var command: any ParsableCommand = switch arguments.first {
            case "doc": try DocCommand.parseAsRoot(Array(arguments.dropFirst()))
            case "test": try TestCommand.parseAsRoot(Array(arguments.dropFirst()))
            default: try parseAsRoot(arguments)
            }
            try command.run()
        } catch {
            guard exitCode(for: error) != .success else {
                // --help, --version, --generate-completion-script
                print(fullMessage(for: error))
                Platform.exit(0)
            }
            Output().writeError("""
                tableshell: error: \(message(for: error))
                See 'tableshell --help' for more information.

                """)
            Platform.exit(2)
        }
    }
}

extension LogStyle: ExpressibleByArgument {}
