import TableEngine

/// `record FILE.md`: the session so far as a walkthrough.
enum RecordCommand {
    static let record: Command = Command(
        name: "record",
        summary: "write what was typed at the prompt, and what it printed, as a walkthrough",
        details: """
        The file starts with the commands that rebuild the session's starting state
        quietly, then one tableshell block of '> ' commands, each followed by its output.
        'tableshell doc FILE.md --check' runs it and compares. The file is written whole
        (a temporary file, then a rename). Only commands typed at the prompt are recorded.
        """,
        changesScreen: false,
        forms: [
            Form(FileName("FILE.md", extensions: ["md"])) { ctx, file in
                guard !ctx.transcript.isEmpty else {
                    throw ScriptError("nothing was typed at the prompt yet: record writes the interactive session", at: file.token)
                }
                do throws(HostError) {
                    try ctx.host.writeFileAtomically(file.path, contents: ctx.walkthroughText())
                } catch {
                    throw ScriptError(error.message, at: file.token)
                }
                ctx.writeLine("recorded \(ctx.transcript.count) commands in \(file.path)")
            },
        ])
}

extension CommandContext {
    func walkthroughText() -> String { shell.walkthroughText() }
}

extension Shell {
    /// The session so far as a walkthrough that rebuilds its starting state.
    func walkthroughText() -> String {
        var out = "# tableshell session\n\n"
        out += "Recorded with `record`; check it with `tableshell doc FILE.md --check`.\n\n"
        out += "```tableshell\n"
        // The starting state, rebuilt without output.
        out += "> log off\n"
        if let demo = startingDemo { out += "> demo \(demo)\n" }
        out += "> set width \(options.width)\n"
        out += "> log \(log.style == .off ? "off" : log.style.rawValue)\n"
        for (input, output) in transcript {
            for line in input.split(separator: "\n", omittingEmptySubsequences: false) { out += "> \(line)\n" }
            out += output
            if !output.isEmpty && !output.hasSuffix("\n") { out += "\n" }
        }
        out += "```\n"
        return out
    }
}
