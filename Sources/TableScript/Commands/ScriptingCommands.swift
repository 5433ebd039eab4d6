import ScriptBytes
import TableEngine
import ScriptLanguage

/// `source`, `echo`, `repeat`, `help`, `quit`.
enum ScriptingCommands {
    static let source: Command = Command(
        name: "source",
        summary: "run a script file's commands here",
        details: "In a script file, paths are relative to that file's folder (as psql's \\ir); at the prompt, to the current folder. ~ is the home folder. A file cannot source itself (directly or not); nesting stops at \(Limits.sourceDepth).",
        changesScreen: false,
        runsCommands: true,
        forms: [
            Form(FileName("FILE", extensions: ["tsh"]), seconds: .init { ctx, file in ScriptingCommands.sourcing(file, ctx) }) { ctx, file in
                let t = file.token
                let path = ctx.resolve(file.path)
                guard ctx.sourceStack.count < Limits.sourceDepth else {
                    throw ScriptError("source nests deeper than \(Limits.sourceDepth) files", at: t)
                }
                let key = ctx.host.canonicalPath(path) ?? path
                if ctx.sourceStack.contains(key) {
                    throw ScriptError("'\(path)' is already being sourced (a cycle: \((ctx.sourceStack + [key]).joined(separator: " → ")))", at: t)
                }
                // Read and parsed for the estimate already (`repeat N source FILE`), or now.
                let script = try ctx.control.scriptsRead[path] ?? ScriptingCommands.read(path, ctx, at: t)
                ctx.sourceStack.append(key)
                defer { ctx.sourceStack.removeLast() }
                let ok = ctx.runScript(script.parsed, ScriptSource(name: path, text: script.text, path: path))
                if !ok && !ctx.isStopping && ctx.options.bail && !ctx.options.interactive { ctx.stopScript() }
            },
        ])

    /// Reads and parses a script file to source: a regular file of a size
    /// the budget allows, checked before a byte is read.
    static func read(_ path: String, _ ctx: CommandContext, at t: Token) throws(ScriptError) -> ParsedScript {
        let size: Int
        do throws(HostError) { size = try ctx.host.scriptFileSize(path) } catch { throw ScriptError(error.message, at: t) }
        do throws(HostError) { try ScriptText.checkSize(size, name: path) } catch { throw ScriptError(error.message, at: t) }
        try ctx.budget.require(bytes: size * Budget.bytesPerScriptByte, for: "reading '\(path)'", at: t)
        let text: String
        do throws(HostError) { text = try ScriptText.read(path, from: ctx.host) } catch { throw ScriptError(error.message, at: t) }
        return ParsedScript(text: text, parsed: Parser().read(text))
    }

    /// What sourcing a file costs: its commands, each estimated as it is
    /// written (`repeat 100000 source FILE` runs all of them each time).
    /// The file is read and parsed for it once, and kept for the run
    /// (`RunControl.scriptsRead`). Files it sources are estimated as deep
    /// as `source` nests; a file that cannot be read costs a command, which
    /// will only say so.
    static func sourcing(_ file: (path: String, token: Token), _ ctx: CommandContext) -> Double {
        let control = ctx.control
        guard control.sourcesEstimated < Limits.sourceDepth else { return Budget.secondsPerCommand }
        let path = ctx.resolve(file.path)
        guard let script = control.scriptsRead[path] ?? (try? read(path, ctx, at: file.token)) else { return Budget.secondsPerCommand }
        control.scriptsRead[path] = script
        guard case .success(let nodes) = script.parsed.commands else { return Budget.secondsPerCommand }
        control.sourcesEstimated += 1
        defer { control.sourcesEstimated -= 1 }
        return nodes.reduce(Budget.secondsPerCommand) { $0 + Cost.of($1, ctx) }
    }

    static let echo: Command = Command(
        name: "echo",
        summary: "print the words",
        changesScreen: false,
        forms: [Form(Texts("TEXT…", "a text")) { ctx, words in ctx.writeLine(words.map(\.text).joined(separator: " ")) }])

    static let `repeat`: Command = Command(
        name: "repeat",
        summary: "run a command N times (Ctrl-C stops it)",
        details: """
        N is at most \(formatCount(Limits.repeatCount)). The time the N runs would take is
        estimated before the first (an update visits every section, 'apply' every row,
        'source' runs its file's commands):
        beyond \(formatNumber(Limits.commandSeconds)) s the repeat is refused. The first
        error stops it.
        """,
        cost: Cost(grows: true) { _, _ in Budget.secondsPerCommand },
        runsCommands: true,
        forms: [
            // N times the command (which may repeat too), and the sections it adds.
            Form(Integer("N", "a count", 0...Limits.repeatCount), CommandTail(),
                 seconds: .init { ctx, n, command in Cost.repeated(n, command, ctx) },
                 sections: .init { n, command in
                     let (sections, overflow) = n.multipliedReportingOverflow(by: Cost.adds(command))
                     return overflow ? .max : sections
                 }) { ctx, n, node in
                guard node.name != "repeat" || node.words.count > 1 else { throw ScriptError("repeat needs a command", at: node.words[0]) }
                // `repeat 1 repeat 1 …`: every level runs inside the one before.
                var nested = 1
                var words = node.words[...]
                while let first = words.first, !first.quoted, first.text == "repeat", words.count > 2 {
                    nested += 1
                    words = words.dropFirst(2)
                }
                guard ctx.commandDepth + nested <= Limits.commandDepth else {
                    let what = nested == 1 ? "this repeat" : "\(formatCount(nested)) repeats inside one another"
                    throw ScriptError("\(what) would nest deeper than tableshell allows (\(Limits.commandDepth) commands running inside one another through source, batch and repeat)", at: ctx.commandToken)
                }
                let once = Cost.of(node, ctx)
                try ctx.budget.require(seconds: Cost.repeated(n, node, ctx, once: once), for: "repeat \(formatCount(n)) \(node.name) (about \(Budget.format(seconds: once)) each\(Cost.grows(node) && Cost.adds(node) > 0 ? ", more as the table grows" : ""))", at: ctx.commandToken)
                for _ in 0..<n {
                    if ctx.isStopping || ctx.mustStop() { break }
                    if !ctx.runOne(node) { break }
                }
            },
        ])

    static let help: Command = Command(
        name: "help", aliases: ["?"],
        summary: "the list of commands, one command's help, or a topic's ('help topics')",
        changesScreen: false,
        cost: .page,
        forms: [
            Form { ctx in ctx.write(Help.overview(width: ctx.helpWidth, hostedApp: ctx.hostedApp)) },
            Form(CommandName()) { ctx, name in
                guard let text = Help.page(name.name, width: ctx.helpWidth, hostedApp: ctx.hostedApp) else {
                    throw ScriptError("no help for '\(name.name)'\(didYouMean(name.name, in: Help.names))", at: name.token)
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
