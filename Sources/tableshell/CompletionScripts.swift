/// The shell completion scripts `tableshell --generate-completion-script
/// bash|zsh|fish` prints. Written by hand rather than by ArgumentParser:
/// its scripts cannot describe a command that takes scripts *and* has a
/// subcommand (zsh's failed on every Tab with "doubled rest argument
/// definition"; bash's and fish's offered .tsh files after `doc`).
///
/// What they complete: the options (and the values of --log and
/// --generate-completion-script); `.tsh` scripts and folders; first, the
/// `doc`, `test` and `help` commands; after `doc`, `.md` walkthroughs,
/// --check and --update; after `test`, scripts, walkthroughs and its
/// options; after `help`, `doc` and `test`. `CommandLineTests` checks that every
/// option `--help` lists is here, and drives each shell for real.
enum CompletionScripts {
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// Options with what they take, as `--help` lists them.
    static let options: [(name: String, value: String?, help: String)] = [
        ("-c", "commands", "Run these commands, then exit"),
        ("-i", nil, "Stay interactive after the scripts or commands"),
        ("--bail", nil, "Stop at the first error in a script"),
        ("--keep-going", nil, "Go on after errors"),
        ("--echo", nil, "Print each command before its output"),
        ("--ascii", nil, "Draw with 7-bit ASCII only"),
        ("--no-color", nil, "No colour"),
        ("--log", "style", "How the callback log prints"),
        ("--width", "columns", "Rendering width in columns"),
        ("--timeout", "seconds", "Stop the scripts after this many seconds"),
        ("--memory-limit", "size", "The memory the session may use"),
        ("--generate-completion-script", "shell", "Print a shell completion script"),
        ("--version", nil, "Show the version"),
        ("--help", nil, "Show help information"),
    ]

    static let logStyles = "objc swift json off"

    static var bash: String {
        let names = (options.map(\.name) + ["-h"]).joined(separator: " ")
        let valued = options.filter { $0.value != nil && $0.name != "--log" && $0.name != "--generate-completion-script" }.map(\.name).joined(separator: "|")
        return """
        # bash completion for tableshell. Install: tableshell --generate-completion-script bash > ~/.local/share/bash-completion/completions/tableshell
        _tableshell_files() {
            local IFS=$'\\n'
            compopt -o filenames 2>/dev/null
            COMPREPLY+=($(compgen -d -- "$cur") $(compgen -f -X "!*.$1" -- "$cur"))
        }
        _tableshell() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            COMPREPLY=()
            case "$prev" in
                --log) COMPREPLY=($(compgen -W "\(logStyles)" -- "$cur")); return ;;
                --generate-completion-script) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
                \(valued)) return ;;
            esac
            if [[ $COMP_CWORD -gt 1 && ${COMP_WORDS[1]} == doc ]]; then
                if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--check --update --help -h" -- "$cur")); else _tableshell_files md; fi
                return
            fi
            if [[ $COMP_CWORD -gt 1 && ${COMP_WORDS[1]} == test ]]; then
                case "$prev" in --junit) _tableshell_files xml; return ;; --filter|--jobs|--timeout) return ;; esac
                if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--junit --filter --fail-fast --jobs --timeout --help -h" -- "$cur")); else _tableshell_files tsh; COMPREPLY+=($(compgen -f -X "!*.md" -- "$cur")); fi
                return
            fi
            if [[ $COMP_CWORD -gt 1 && ${COMP_WORDS[1]} == help ]]; then
                [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "doc test" -- "$cur"))
                return
            fi
            if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "\(names)" -- "$cur")); return; fi
            [[ $COMP_CWORD -eq 1 ]] && COMPREPLY=($(compgen -W "doc test help" -- "$cur"))
            _tableshell_files tsh
        }
        complete -F _tableshell tableshell

        """
    }

    static var zsh: String {
        func spec(_ o: (name: String, value: String?, help: String)) -> String {
            let help = o.help  // none has a quote
            let exclusive = ["--version", "--help", "--generate-completion-script"].contains(o.name) ? "(- *)" : ""
            switch o.value {
            case nil: return "'\(exclusive)\(o.name)[\(help)]'"
            case "style"?: return "'\(o.name)[\(help)]:style:(\(logStyles))'"
            case "shell"?: return "'\(exclusive)\(o.name)[\(help)]:shell:(bash zsh fish)'"
            case let value?: return "'\(o.name)[\(help)]:\(value): '"
            }
        }
        let specs = options.filter { $0.name != "--help" }.map { "        " + spec($0) + " \\" }.joined(separator: "\n")
        return """
        #compdef tableshell
        # zsh completion for tableshell. Install: tableshell --generate-completion-script zsh > "${fpath[1]}/_tableshell"
        _tableshell() {
            if [[ $words[2] == doc ]]; then
                shift words; (( CURRENT-- ))
                _arguments -s \\
                    '--check[Fail on any output difference]' \\
                    '--update[Rewrite the expected output in place]' \\
                    '(- *)'{-h,--help}'[Show help information]' \\
                    '*:walkthrough:_files -g "*.md(-.)"'
                return
            fi
            if [[ $words[2] == test ]]; then
                shift words; (( CURRENT-- ))
                _arguments -s \\
                    '--junit[Write a JUnit XML report to this file]:file:_files' \\
                    '--filter[Run only the files whose path or name matches this glob]:glob: ' \\
                    '--fail-fast[Start no new file after the first failure]' \\
                    '--jobs[Files run at once]:n: ' \\
                    '--timeout[Stop a file after this many seconds]:seconds: ' \\
                    '(- *)'{-h,--help}'[Show help information]' \\
                    '*:script or walkthrough:_files -g "*.(tsh|md)(-.)"'
                return
            fi
            if [[ $words[2] == help ]]; then
                (( CURRENT == 3 )) && _values 'command' 'doc[Run Markdown walkthroughs]' 'test[Run scripts and walkthroughs as tests]'
                return
            fi
            _arguments -s \\
        \(specs)
                '(- *)'{-h,--help}'[Show help information]' \\
                '1: :_tableshell_first' \\
                '*:script:_files -g "*.tsh(-.)"'
        }
        _tableshell_first() {
            _alternative \\
                'commands:command:((doc\\:"Run Markdown walkthroughs" test\\:"Run scripts and walkthroughs as tests" help\\:"Show help for a command"))' \\
                'scripts:script:_files -g "*.tsh(-.)"'
        }
        _tableshell "$@"

        """
    }

    static var fish: String {
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
            "complete -c tableshell -f",
            "complete -c tableshell -n '__fish_use_subcommand' -a doc -d 'Run Markdown walkthroughs'",
            "complete -c tableshell -n '__fish_use_subcommand' -a test -d 'Run scripts and walkthroughs as tests'",
            "complete -c tableshell -n '__fish_use_subcommand' -a help -d 'Show help for a command'",
            "complete -c tableshell -n '__fish_seen_subcommand_from test' -a '(__tableshell_files tsh; __tableshell_files md)'",
            "complete -c tableshell -n '__fish_seen_subcommand_from test' -l junit -r -F -d 'Write a JUnit XML report to this file'",
            "complete -c tableshell -n '__fish_seen_subcommand_from test' -l filter -x -d 'Run only the files that match this glob'",
            "complete -c tableshell -n '__fish_seen_subcommand_from test' -l fail-fast -d 'Start no new file after the first failure'",
            "complete -c tableshell -n '__fish_seen_subcommand_from test' -l jobs -x -d 'Files run at once'",
            "complete -c tableshell -n '__fish_seen_subcommand_from test' -l timeout -x -d 'Stop a file after this many seconds'",
            "complete -c tableshell -n '__fish_seen_subcommand_from help' -a test -d 'Run scripts and walkthroughs as tests'",
            "complete -c tableshell -n 'not __fish_seen_subcommand_from doc test help' -a '(__tableshell_files tsh)'",
            "complete -c tableshell -n '__fish_seen_subcommand_from doc' -a '(__tableshell_files md)'",
            "complete -c tableshell -n '__fish_seen_subcommand_from doc' -l check -d 'Fail on any output difference'",
            "complete -c tableshell -n '__fish_seen_subcommand_from doc' -l update -d 'Rewrite the expected output in place'",
            "complete -c tableshell -n '__fish_seen_subcommand_from help' -a doc -d 'Run Markdown walkthroughs'",
        ]
        for o in options {
            let flag = o.name.hasPrefix("--") ? "-l \(o.name.dropFirst(2))" : "-s \(o.name.dropFirst())"
            let value = switch o.value {
            case nil: ""
            case "style"?: " -x -a '\(logStyles)'"
            case "shell"?: " -x -a 'bash zsh fish'"
            default: " -x"
            }
            let help = o.help  // none has a quote
            lines.append("complete -c tableshell -n 'not __fish_seen_subcommand_from doc test help' \(flag)\(value) -d '\(help)'")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
