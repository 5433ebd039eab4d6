import TableEngine
import ScriptLanguage

/// A file name; completion offers files with these extensions.
package struct FileName: Parameter {
    package let usage: String
    package let extensions: [String]
    init(_ usage: String, extensions: [String]) {
        self.usage = usage
        self.extensions = extensions
    }

    package func candidates(_ context: CompletionContext) -> [String] { context.files(extensions) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (path: String, token: Token) {
        let t = try cursor.next("a file name")
        return (t.text, t)
    }
}

/// The command's block: `batch { … }`.
package struct Block: Parameter {
    package var usage: String { "{ COMMANDS }" }
    package var arity: Arity { .none }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [CommandNode] {
        guard let block = cursor.node.block else {
            throw ScriptError("\(cursor.command.text) needs a block: \(cursor.command.text) { … }", at: cursor.command)
        }
        return block
    }
}

/// The rest of the line as a command of its own (`repeat N COMMAND…`),
/// with the block if it has one.
package struct CommandTail: Parameter {
    package var usage: String { "COMMAND…" }
    package var arity: Arity { .rest(minimum: 1) }
    package func candidates(_ context: CompletionContext) -> [String] { CommandTable.shared.commands.map(\.name) }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> CommandNode {
        if cursor.isAtEnd { _ = try cursor.next("a command") }
        let node = cursor.node
        return CommandNode(words: cursor.takeRest(), block: node.block, blockOpen: node.blockOpen)
    }
}

/// A data-source or delegate method, by any of its names.
package struct MethodName: Parameter {
    package let usage: String
    init(_ usage: String = "METHOD") { self.usage = usage }

    package func candidates(_ context: CompletionContext) -> [String] { MessageSelector.protocolMethodNames }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> MessageSelector {
        try Self.selector(try cursor.next("a method name"))
    }

    static func selector(_ t: Token) throws(ScriptError) -> MessageSelector {
        guard let s = MessageSelector(named: t.text), s.isProtocolMethod else {
            throw ScriptError("unknown data source or delegate method '\(t.text)'\(didYouMean(t.text, in: MessageSelector.protocolMethodNames))", at: t)
        }
        return s
    }
}

/// A command's name or a help topic's (for `help`).
package struct CommandName: Parameter {
    package var usage: String { "COMMAND|TOPIC" }
    package func candidates(_ context: CompletionContext) -> [String] {
        CommandTable.shared.commands.map(\.name) + ["topics"] + Help.topics.map(\.name)
    }

    package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> (name: String, token: Token) {
        let t = try cursor.next("a command name or a topic")
        return (t.text, t)
    }
}
