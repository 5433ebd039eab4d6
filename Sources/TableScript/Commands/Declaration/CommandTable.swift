/// Every command, by name and alias, in the groups `help` lists them in.
package struct CommandTable: Sendable {
    package static let shared: CommandTable = CommandTable(groups: [
        ("Table and data", TableCommands.all + RowCommands.all
            + [UpdateCommands.data, TableAPI.api, UpdateCommands.begin, UpdateCommands.end, UpdateCommands.abandon, UpdateCommands.batch, ApplyCommand.apply,
               SnapshotCommands.snapshot, DiffableDataSourceCommand.dds, CellCommand.cell]),
        ("What the data source and delegate answer", AnswerCommands.all),
        (gestures, Gestures.all + [ScrollCommands.scroll, ScrollCommands.fling] + EditingGestures.all + [IndexCommand.index]),
        ("Table view properties", PropertyCommands.all),
        ("Looking", LookingCommands.all),
        ("Scripting", [ScriptingCommands.source, ScriptingCommands.echo, ScriptingCommands.repeat,
                       ExpectCommands.expect, RecordCommand.record, ScriptingCommands.help, SessionCommands.show, SessionCommands.history, DumpCommand.dump, ScriptingCommands.quit]),
    ])

    let groups: [(title: String, commands: [Command])]
    package let commands: [Command]
    private let byName: [String: Int]
    /// The commands of the group "User gestures", by identity (every
    /// command run is looked up here).
    private let gestureCommands: Set<ObjectIdentifier>

    init(groups: [(String, [Command])]) {
        self.groups = groups.map { ($0.0, $0.1) }
        commands = groups.flatMap(\.1)
        var byName: [String: Int] = [:]
        for (i, c) in commands.enumerated() {
            precondition(byName[c.name] == nil, "two commands named \(c.name)")
            byName[c.name] = i
            for a in c.aliases { byName[a] = i }
        }
        self.byName = byName
        gestureCommands = Set(groups.filter { $0.0 == Self.gestures }.flatMap { $0.1.map(ObjectIdentifier.init) })
    }

    /// Whether the command is a user's gesture (the group "User gestures").
    func isGesture(_ command: Command) -> Bool { gestureCommands.contains(ObjectIdentifier(command)) }

    static let gestures = "User gestures"

    package func command(named name: String) -> Command? {
        byName[name].map { commands[$0] }
    }

    /// Every name and alias.
    package var names: [String] { Array(byName.keys) }
}
