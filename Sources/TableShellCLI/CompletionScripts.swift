/// The shell completion scripts `tableshell --generate-completion-script
/// bash|zsh|fish` prints, made from the commands' declarations: every
/// option `--help` lists (and the values it takes: the words of a choice,
/// files of the extensions it names), the arguments' files and folders,
/// the subcommands first and after `help`. Hidden options are left out.
///
/// A command that takes scripts *and* has subcommands is more than
/// swift-argument-parser's scripts could describe (zsh's failed on every
/// Tab with "doubled rest argument definition"; bash's and fish's offered
/// .tsh files after `doc`): here each subcommand is completed on its own,
/// after its name, and the command's own arguments and options otherwise.
/// `CompletionScriptTests` drives each shell for real.
enum CompletionScripts {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String {
        let root = TableshellCommand.declaration
        switch shell {
        case "bash": return bash(root)
        case "zsh": return zsh(root)
        default: return fish(root)
        }
    }

    /// What `help`'s line says in the shells that describe words.
    static let helpSummary = "Show help for a command"

    // MARK: - bash

    static func bash(_ root: CommandDeclaration) -> String {
        let subcommands = root.subcommands.map { command in
            """
                if [[ $COMP_CWORD -gt 1 && ${COMP_WORDS[1]} == \(command.name) ]]; then
            \(bashBody(command, indent: "        "))
                    return
                fi

            """
        }.joined()
        let names = root.subcommands.map(\.name).joined(separator: " ")
        return """
        # bash completion for tableshell. Install: tableshell --generate-completion-script bash > ~/.local/share/bash-completion/completions/tableshell
        _tableshell_files() {
            local IFS=$'\\n' ext
            compopt -o filenames 2>/dev/null
            COMPREPLY+=($(compgen -d -- "$cur"))
            [[ $# -eq 0 ]] && COMPREPLY+=($(compgen -f -- "$cur"))
            for ext in "$@"; do COMPREPLY+=($(compgen -f -X "!*.$ext" -- "$cur")); done
        }
        _tableshell() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            COMPREPLY=()
        \(subcommands)    if [[ $COMP_CWORD -gt 1 && ${COMP_WORDS[1]} == help ]]; then
                [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "\(names)" -- "$cur"))
                return
            fi
        \(bashBody(root, indent: "    "))
        }
        complete -F _tableshell tableshell

        """
    }

    /// The completion of one command's words: an option's value after it,
    /// the options after '-', else its subcommands (first) and its files.
    private static func bashBody(_ command: CommandDeclaration, indent: String) -> String {
        let options = command.visibleOptions
        var lines: [String] = []
        var cases: [String] = []
        var valued: [String] = []
        for option in options {
            guard let value = option.value else { continue }
            let pattern = names(of: option).joined(separator: "|")
            if case .choice(let words) = value.kind {
                cases.append("\(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;")
            } else if let files = value.files {
                cases.append("\(pattern)) _tableshell_files \(files.extensions.joined(separator: " ")); return ;;")
            } else {
                valued.append(pattern)
            }
        }
        if !valued.isEmpty { cases.append(valued.joined(separator: "|") + ") return ;;") }
        if !cases.isEmpty {
            lines.append("case \"$prev\" in")
            lines += cases.map { "    " + $0 }
            lines.append("esac")
        }
        let words = options.flatMap(names).joined(separator: " ")
        lines.append("if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); return; fi")
        if !command.subcommands.isEmpty {
            let names = (command.subcommands.map(\.name) + ["help"]).joined(separator: " ")
            lines.append("[[ $COMP_CWORD -eq 1 ]] && COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\"))")
        }
        if let arguments = command.arguments {
            lines.append(("_tableshell_files " + arguments.files.extensions.joined(separator: " ")))
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    // MARK: - zsh

    static func zsh(_ root: CommandDeclaration) -> String {
        let subcommands = root.subcommands.map { command in
            """
                if [[ $words[2] == \(command.name) ]]; then
                    shift words; (( CURRENT-- ))
                    _arguments -s \\
            \(zshSpecs(command).map { "            " + $0 }.joined(separator: " \\\n"))
                    return
                fi

            """
        }.joined()
        let described = root.subcommands.map { "'\($0.name)[\(zshQuoted(summary($0.abstract)))]'" }.joined(separator: " ")
        let first = (root.subcommands.map { "\($0.name)\\:\"\(zshQuoted(summary($0.abstract)))\"" } + ["help\\:\"\(helpSummary)\""])
            .joined(separator: " ")
        let rootSpecs = zshSpecs(root, firstArgument: "'1: :_tableshell_first'")
        return """
        #compdef tableshell
        # zsh completion for tableshell. Install: tableshell --generate-completion-script zsh > "${fpath[1]}/_tableshell"
        _tableshell() {
        \(subcommands)    if [[ $words[2] == help ]]; then
                (( CURRENT == 3 )) && _values 'command' \(described)
                return
            fi
            _arguments -s \\
        \(rootSpecs.map { "        " + $0 }.joined(separator: " \\\n"))
        }
        _tableshell_first() {
            _alternative \\
                'commands:command:((\(first)))' \\
                'scripts:script:\(zshFiles(root.arguments?.files ?? .files()))'
        }
        _tableshell "$@"

        """
    }

    /// `_arguments` specs: `'--log[How the callback log prints]:style:(objc swift json off)'`,
    /// `'(- *)'{-h,--help}'[Show help information]'`, then the arguments'.
    private static func zshSpecs(_ command: CommandDeclaration, firstArgument: String? = nil) -> [String] {
        var specs = command.visibleOptions.map { option in
            let exclusive = option.isStandalone || option.key == "help" || option.key == "version" ? "(- *)" : ""
            var spec = "[" + zshQuoted(summary(option.help)) + "]"
            if let value = option.value {
                if case .choice(let words) = value.kind {
                    spec += ":\(value.name):(\(words.joined(separator: " ")))"
                } else if let files = value.files {
                    spec += ":\(value.name):\(zshFiles(files))"
                } else {
                    spec += ":\(value.name): "
                }
            }
            let names = self.names(of: option)
            if names.count == 1 { return "'" + exclusive + names[0] + spec + "'" }
            return (exclusive.isEmpty ? "" : "'" + exclusive + "'") + "{" + names.joined(separator: ",") + "}'" + spec + "'"
        }
        if let firstArgument { specs.append(firstArgument) }
        if let arguments = command.arguments {
            specs.append("'*:\(arguments.name):\(zshFiles(arguments.files))'")
        }
        return specs
    }

    /// `_files -g "*.(tsh|md)(-.)"`: folders and files of these extensions.
    private static func zshFiles(_ files: FileCompletion) -> String {
        switch files.extensions.count {
        case 0: "_files"
        case 1: "_files -g \"*.\(files.extensions[0])(-.)\""
        default: "_files -g \"*.(\(files.extensions.joined(separator: "|")))(-.)\""
        }
    }

    /// Text for a zsh description inside single quotes and brackets.
    private static func zshQuoted(_ text: String) -> String {
        var quoted = ""
        for character in text {
            switch character {
            case "'": quoted += "'\\''"
            case "[", "]": quoted += "\\" + String(character)
            default: quoted.append(character)
            }
        }
        return quoted
    }

    // MARK: - fish

    static func fish(_ root: CommandDeclaration) -> String {
        let complete = "complete -c tableshell"
        let everySubcommand = (root.subcommands.map(\.name) + ["help"]).joined(separator: " ")
        var lines = [
            "# fish completion for tableshell. Install: tableshell --generate-completion-script fish > ~/.config/fish/completions/tableshell.fish",
            "function __tableshell_files --argument-names ext",
            "    set -l token (commandline -ct)",
            "    for f in $token*",
            "        if test -d $f",
            "            echo $f/",
            "        else if string match -q -- \"*.$ext\" $f",
            "            echo $f",
            "        end",
            "    end",
            "end",
            "\(complete) -f",
        ]
        for command in root.subcommands {
            lines.append("\(complete) -n '__fish_use_subcommand' -a \(command.name) -d '\(fishQuoted(summary(command.abstract)))'")
        }
        lines.append("\(complete) -n '__fish_use_subcommand' -a help -d '\(helpSummary)'")
        for command in root.subcommands {
            lines += fishLines(command, condition: "__fish_seen_subcommand_from \(command.name)", complete: complete)
        }
        for command in root.subcommands {
            lines.append("\(complete) -n '__fish_seen_subcommand_from help' -a \(command.name) -d '\(fishQuoted(summary(command.abstract)))'")
        }
        lines += fishLines(root, condition: "not __fish_seen_subcommand_from \(everySubcommand)", complete: complete)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's arguments and options, when `condition` holds.
    private static func fishLines(_ command: CommandDeclaration, condition: String, complete: String) -> [String] {
        var lines: [String] = []
        let when = "\(complete) -n '\(condition)'"
        if let arguments = command.arguments {
            lines.append(when + fishFiles(arguments.files))
        }
        for option in command.visibleOptions {
            var flags = [option.short.map { " -s \($0)" }, option.long.map { " -l \($0)" }].compactMap { $0 }.joined()
            if let value = option.value {
                if case .choice(let words) = value.kind {
                    flags += " -x -a '\(words.joined(separator: " "))'"
                } else if let files = value.files {
                    flags += " -r" + fishFiles(files)
                } else {
                    flags += " -x"
                }
            }
            lines.append(when + flags + " -d '\(fishQuoted(summary(option.help)))'")
        }
        return lines
    }

    /// ` -a '(__tableshell_files tsh; __tableshell_files md)'`: folders and
    /// files of these extensions; any file when there are none.
    private static func fishFiles(_ files: FileCompletion) -> String {
        guard !files.extensions.isEmpty else { return " -F" }
        return " -a '(" + files.extensions.map { "__tableshell_files \($0)" }.joined(separator: "; ") + ")'"
    }

    /// Text for a fish description inside single quotes.
    private static func fishQuoted(_ text: String) -> String {
        var quoted = ""
        for character in text {
            if character == "'" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted
    }

    // MARK: - Shared

    /// `-c`, `--log`: the names an option is typed by.
    private static func names(of option: OptionDeclaration) -> [String] {
        [option.short.map { "-" + String($0) }, option.long.map { "--" + $0 }].compactMap { $0 }
    }

    /// The help up to its first full stop, colon or parenthesis: "Stop the
    /// scripts after this many seconds" for a shell's one-line description.
    static func summary(_ help: String) -> String {
        var end = help.startIndex
        while end < help.endIndex {
            let next = help.index(after: end)
            let stops = switch help[end] {
            case ":": true
            case ".": next == help.endIndex || help[next] == " "
            case " ": next < help.endIndex && help[next] == "("
            default: false
            }
            if stops { break }
            end = next
        }
        return String(help[..<end])
    }
}
