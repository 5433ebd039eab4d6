import ScriptLanguage
/// `--name VALUE` anywhere in the command: the value read by `value`.
package struct Option<Value: Parameter>: Parameter {
    package let name: String
    package let value: Value
    init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    package var usage: String { "\(name) \(value.usage)" }
    package var arity: Arity { .option(name: name, takesValue: true) }
    package func candidates(_ context: CompletionContext) -> [String] { value.candidates(context) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Value.Value? {
        guard let token = try cursor.takeOption(name) else { return nil }
        var one = ArgumentCursor(CommandNode(words: [cursor.command, token]))
        one.usageNotes = cursor.usageNotes
        return try value.parse(&one)
    }
}

/// `--name` anywhere in the command.
package struct Flag: Parameter {
    package let name: String
    init(_ name: String) { self.name = name }

    package var usage: String { name }
    package var arity: Arity { .option(name: name, takesValue: false) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Bool {
        cursor.takeFlag(name)
    }
}
