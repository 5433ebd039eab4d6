import TableEngine

/// `source`, `echo`, `repeat`, `help`, `quit`.
enum ScriptingCommands {
    static let source: Command = Command(
        name: "source",
        summary: "run a script file's commands here",
        details: "Paths are relative to the current directory. A file cannot source itself (directly or not); nesting stops at \(Limits.sourceDepth).",
        changesScreen: false,
        forms: [
            Form(FileName("FILE", extensions: ["tsh"])) { ctx, file in
                let (path, t) = file
                guard ctx.sourceStack.count < Limits.sourceDepth else {
                    throw ScriptError("source nests deeper than \(Limits.sourceDepth) files", at: t)
                }
                let key = ctx.host.canonicalPath(path) ?? path
                if ctx.sourceStack.contains(key) {
                    throw ScriptError("'\(path)' is already being sourced (a cycle: \((ctx.sourceStack + [key]).joined(separator: " → ")))", at: t)
                }
                let text: String
                do throws(HostError) { text = try ScriptText.read(path, from: ctx.host) } catch { throw ScriptError(error.message, at: t) }
                ctx.sourceStack.append(key)
                defer { ctx.sourceStack.removeLast() }
                let ok = ctx.runScript(text, name: path)
                if !ok && !ctx.isStopping && ctx.options.bail && !ctx.options.interactive { ctx.stopScript() }
            },
        ])

    static let echo: Command = Command(
        name: "echo",
        summary: "print the words",
        changesScreen: false,
        forms: [Form(Texts("TEXT…", "a text")) { ctx, words in ctx.writeLine(words.map(\.text).joined(separator: " ")) }])

    static let `repeat`: Command = Command(
        name: "repeat",
        summary: "run a command N times (Ctrl-C stops it)",
        forms: [
            Form(Integer("N", "a count", 0...Limits.repeatCount), CommandTail()) { ctx, n, node in
                guard node.name != "repeat" || node.words.count > 1 else { throw ScriptError("repeat needs a command", at: node.words[0]) }
                for _ in 0..<n {
                    if ctx.isStopping || ctx.takeInterrupt() { break }
                    if !ctx.runOne(node) { break }
                }
            },
        ])

    static let help: Command = Command(
        name: "help", aliases: ["?"],
        summary: "the list of commands, or one command's help",
        changesScreen: false,
        forms: [
            Form { ctx in ctx.write(Help.overview()) },
            Form(CommandName()) { ctx, name in
                guard let text = Help.page(name.name) else {
                    throw ScriptError("no help for '\(name.name)'\(didYouMean(name.name, in: CommandTable.shared.names))", at: name.token)
                }
                ctx.write(text)
            },
        ])

    static let quit: Command = Command(
        name: "quit", aliases: ["exit"],
        summary: "leave the shell",
        changesScreen: false,
        forms: [Form { ctx in ctx.requestQuit() }])
}

extension CommandContext {
    /// Runs a script's text here, under its own name (`source`).
    func runScript(_ text: String, name: String) -> Bool {
        shellRun(text, ScriptSource(name: name, text: text))
    }
}
