/// One option of a command line, declared once: its names, what it takes,
/// its help. Parsing, the messages of a usage error, `--help`, the usage
/// line and the completion scripts all read it from here.
///
/// A flag takes no value (`--echo`); an option takes one, as the next
/// argument or after `=` (`--log json`, `--log=json`, `-c 'echo hi'`).
struct OptionDeclaration: Sendable {
    /// `memory-limit` for `--memory-limit`.
    var long: String?
    /// `c` for `-c`.
    var short: Unicode.Scalar?
    /// What the option takes; nil for a flag.
    var value: Value?
    var help: String
    /// Parsed, but left out of `--help`, the usage line and the completion scripts.
    var isHidden = false
    /// Used alone, like `--help` (`--generate-completion-script`): any other
    /// argument with it is a usage error, and the usage line leaves it out.
    var isStandalone = false
    /// Flags of one group exclude each other (`--bail`, `--keep-going`).
    var group: String?
    /// A flag that stands when no flag of its group is given: `--help` says so.
    var isDefault = false

    /// What an option takes.
    struct Value: Sendable {
        /// `<n>` in `--width <n>`.
        var name: String
        var kind: ValueKind
        /// The value when the option is not given, as `--help` shows it.
        var defaultValue: String?
        /// Whatever the next argument is, even one that starts with '-'
        /// (`-c -x` runs the command `-x`).
        var takesAnyNextArgument = false
        /// Completed with the names of these files, for values that are not
        /// enumerated; nil: nothing to complete.
        var files: FileCompletion?
    }

    /// A flag: `--echo`, `-i`.
    static func flag(_ long: String? = nil, short: Unicode.Scalar? = nil, help: String,
                     group: String? = nil, isDefault: Bool = false, isHidden: Bool = false) -> OptionDeclaration {
        OptionDeclaration(long: long, short: short, value: nil, help: help, isHidden: isHidden, group: group, isDefault: isDefault)
    }

    /// An option that takes a value: `--width <n>`.
    static func option(_ long: String? = nil, short: Unicode.Scalar? = nil, value name: String, _ kind: ValueKind = .text,
                       defaultValue: String? = nil, takesAnyNextArgument: Bool = false, files: FileCompletion? = nil,
                       help: String, isHidden: Bool = false, isStandalone: Bool = false) -> OptionDeclaration {
        let value = Value(name: name, kind: kind, defaultValue: defaultValue, takesAnyNextArgument: takesAnyNextArgument, files: files)
        return OptionDeclaration(long: long, short: short, value: value, help: help, isHidden: isHidden, isStandalone: isStandalone)
    }

    /// The name the parsed values are kept under: the long name, else the short.
    var key: String { long ?? short.map { String($0) } ?? "" }

    /// `--log`, else `-c`: how messages name it.
    var name: String { long.map { "--" + $0 } ?? short.map { "-" + String($0) } ?? "" }

    /// `-c <commands>`, `--log <style>`, `--echo`.
    var synopsis: String { value.map { name + " <" + $0.name + ">" } ?? name }

    /// `-h, --help`, `--log <style>`: the names `--help` lists.
    var label: String {
        let names = [short.map { "-" + String($0) }, long.map { "--" + $0 }].compactMap { $0 }.joined(separator: ", ")
        return value.map { names + " <" + $0.name + ">" } ?? names
    }
}
