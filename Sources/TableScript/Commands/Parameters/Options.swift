/// `--name VALUE` anywhere in the command: the value read by `value`.
struct Option<Value: Parameter>: Parameter {
    let name: String
    let value: Value
    init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    var usage: String { "\(name) \(value.usage)" }
    var arity: Arity { .option(name: name, takesValue: true) }
    func candidates(_ context: CompletionContext) -> [String] { value.candidates(context) }

    func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Value.Value? {
        guard let token = try cursor.takeOption(name) else { return nil }
        var one = ArgumentCursor(CommandNode(words: [cursor.command, token]))
        one.usageNotes = cursor.usageNotes
        return try value.parse(&one)
    }
}

/// `--name` anywhere in the command.
struct Flag: Parameter {
    let name: String
    init(_ name: String) { self.name = name }

    var usage: String { name }
    var arity: Arity { .option(name: name, takesValue: false) }

    func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Bool {
        cursor.takeFlag(name)
    }
}
