/// What a command line gave a command: its arguments, and its options'
/// values, checked against their declarations (a number is a number, a
/// choice one of its words), read back by the declarations.
struct ParsedArguments {
    /// The command that was parsed for.
    let command: CommandDeclaration
    /// The arguments that are not options, in order.
    var arguments: [String] = []
    /// Values by `OptionDeclaration.key`; the last one given wins.
    private var values: [String: String] = [:]
    /// The flags given, by key.
    private var flags: Set<String> = []

    init(command: CommandDeclaration) {
        self.command = command
    }

    /// Whether the flag was given.
    func flag(_ option: OptionDeclaration) -> Bool {
        flags.contains(option.key)
    }

    /// The option's value: as given, else its default, else nil.
    func text(_ option: OptionDeclaration) -> String? {
        values[option.key] ?? option.value?.defaultValue
    }

    /// An `.integer` option's value.
    func integer(_ option: OptionDeclaration) -> Int? {
        text(option).flatMap { Int($0) }
    }

    /// A `.number` option's value.
    func number(_ option: OptionDeclaration) -> Double? {
        text(option).flatMap { Double($0) }
    }

    /// Whether the option (a flag or one with a value) was given.
    func isGiven(_ option: OptionDeclaration) -> Bool {
        flags.contains(option.key) || values[option.key] != nil
    }

    mutating func set(_ option: OptionDeclaration, value: String?) {
        if let value { values[option.key] = value } else { flags.insert(option.key) }
    }
}
