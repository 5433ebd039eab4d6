/// A command's `--help`, from its declaration, laid out as
/// swift-argument-parser lays it out: OVERVIEW, the discussion, USAGE,
/// ARGUMENTS, OPTIONS, SUBCOMMANDS; lines wrapped to fit 80 columns with
/// the last one free, the help of an argument or option from column 27.
enum HelpText {
    /// The longest line, but for the usage line (which is not wrapped).
    static let width = 79
    /// Where the help of an argument, option or subcommand starts.
    static let helpColumn = 26

    static func of(_ command: CommandDeclaration) -> String {
        var sections = [wrap("OVERVIEW: " + command.abstract, indent: 0)]
        if !command.discussion.isEmpty {
            sections.append(command.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { wrap(String($0), indent: 0) }.joined(separator: "\n"))
        }
        sections.append("USAGE: " + usage(of: command))
        if let arguments = command.arguments {
            sections.append("ARGUMENTS:\n" + row("<\(arguments.name)>", arguments.help))
        }
        sections.append("OPTIONS:\n" + command.visibleOptions.map { row($0.label, help(of: $0)) }.joined(separator: "\n"))
        if !command.subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + command.subcommands.map { row($0.name, $0.abstract) }.joined(separator: "\n")
                + "\n\n  See '\(command.name) help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `tableshell [<scripts> ...] [-c <commands>] …`, and a line for the
    /// subcommands when there are any. Standalone options (`--help`) are
    /// left out.
    static func usage(of command: CommandDeclaration) -> String {
        var words = [command.name]
        if let arguments = command.arguments { words.append(arguments.synopsis) }
        words += command.options.filter { !$0.isHidden && !$0.isStandalone }.map { "[" + $0.synopsis + "]" }
        var usage = words.joined(separator: " ")
        if !command.subcommands.isEmpty {
            usage += "\n       \(command.name) <subcommand>"
        }
        return usage
    }

    /// The option's help, with its values and its default:
    /// `How the callback log prints. (values: objc, swift, json, off; default: objc)`.
    static func help(of option: OptionDeclaration) -> String {
        var notes: [String] = []
        if case .choice(let words)? = option.value?.kind { notes.append("values: " + words.joined(separator: ", ")) }
        if let value = option.value?.defaultValue { notes.append("default: " + value) }
        if option.isDefault { notes.append("default: " + option.name) }
        return notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// `  --log <style>           How the callback log prints.`: the label,
    /// then the help from `helpColumn`, on the next line when the label
    /// reaches it.
    static func row(_ label: String, _ help: String) -> String {
        let start = "  " + label
        let gap = helpColumn - start.count
        let lead = gap >= 2 ? start + String(repeating: " ", count: gap) : start + "\n" + String(repeating: " ", count: helpColumn)
        return lead + wrap(help, indent: helpColumn)
    }

    /// `text` in lines of at most `width` columns, the first starting at
    /// column `indent`, the others indented to it. Words longer than a line
    /// stand alone.
    static func wrap(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
