/// A shell command: its names, its help, and what it does.
struct Command: Sendable {
    let name: String
    var aliases: [String] = []
    /// One line per form: `insert S.R [TEXT…]`.
    let usage: [String]
    let summary: String
    /// Longer help, for `help NAME`.
    var details: String = ""
    /// Words that may follow the name, for completion.
    var subcommands: [String] = []
    /// Whether `autorender on` renders after it.
    var changesScreen = true
    let run: @Sendable (inout Invocation) throws -> Void
}

/// Every command, by name and alias.
struct CommandTable: Sendable {
    static let shared = CommandTable(commands:
        TableCommands.all + RowCommands.all + UpdateCommands.all + ApplyCommand.all + AnswerCommands.all + PropertyCommands.all
        + ScrollCommands.all + Gestures.all + EditingGestures.all + IndexCommand.all + LookingCommands.all + ScriptingCommands.all + ExpectCommands.all + RecordCommand.all)

    let commands: [Command]
    private let byName: [String: Int]

    init(commands: [Command]) {
        self.commands = commands
        var byName: [String: Int] = [:]
        for (i, c) in commands.enumerated() {
            byName[c.name] = i
            for a in c.aliases { byName[a] = i }
        }
        self.byName = byName
    }

    func command(named name: String) -> Command? {
        byName[name].map { commands[$0] }
    }

    var names: [String] { Array(byName.keys) }
}
