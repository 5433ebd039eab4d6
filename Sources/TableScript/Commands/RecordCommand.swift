import TableEngine

/// `record FILE.md`: the session so far as a walkthrough.
enum RecordCommand {
    static let record: Command = Command(
        name: "record",
        summary: "write what was typed at the prompt, and what it printed, as a walkthrough",
        details: """
        The file starts with the commands that rebuild the session's starting state
        quietly (the demo, the width, the log, and the scripts run before the prompt,
        as 'source FILE' or their lines, their output matched by '...'), then one
        tableshell block of '> ' commands, each followed by its output without colour;
        a command that failed is followed by '? failed'. 'tableshell doc FILE.md
        --check', run from the same folder, runs it and compares. The file is written
        whole (a temporary file, then a rename). Only commands typed at the prompt are
        recorded, 'record' itself never. A leading '~' is the home folder.
        """,
        changesScreen: false,
        forms: [
            Form(FileName("FILE.md", extensions: ["md"])) { ctx, file in
                ctx.shell.recording.lineIsRecord = true
                if let why = ctx.shell.fileWritesRefused {
                    throw ScriptError("record writes no file here: \(why)", at: file.token)
                }
                guard !ctx.recording.entries.isEmpty else {
                    throw ScriptError("nothing was typed at the prompt yet: record writes the interactive session", at: file.token)
                }
                let text: String
                do throws(RecordRefusal) { text = try ctx.shell.walkthroughText() } catch {
                    throw ScriptError("record cannot write a walkthrough that passes its check: \(error.reason)", at: file.token)
                }
                let path = ctx.expandingHome(file.path)
                do throws(HostError) {
                    try ctx.host.writeFileAtomically(path, contents: text)
                } catch {
                    throw ScriptError(error.message, at: file.token)
                }
                ctx.writeLine("recorded \(plural(ctx.recording.entries.count, "command")) in \(path)")
            },
        ])
}

/// Why a session cannot be written as a walkthrough that passes its check.
struct RecordRefusal: Error {
    var reason: String
}

extension Shell {
    /// The session so far as a walkthrough that rebuilds its starting state.
    func walkthroughText() throws(RecordRefusal) -> String {
        if options.ascii {
            throw RecordRefusal(reason: "the session draws with --ascii, which a walkthrough cannot set (start tableshell without it, or type 'render --ascii')")
        }
        if let open = blocks.open.first {
            throw RecordRefusal(reason: "the update block opened by '\(open.token.text)' is still open, and a walkthrough must not end inside one: close it ('\(open.kind == .batch ? "}" : "end")'), then record")
        }
        if let stdin = recording.startingScripts.first(where: { $0.name == "<stdin>" }) {
            throw RecordRefusal(reason: "the session began with a script read from standard input ('\(stdin.name)'), which a walkthrough cannot read again")
        }
        var out = "# tableshell session\n\n"
        out += "Recorded with `record`; check it with `tableshell doc FILE.md --check` from the folder it was recorded in.\n\n"
        out += "```tableshell\n"
        // The starting state, rebuilt without output.
        out += "> log off\n"
        if let demo = recording.startingDemo { out += "> demo \(demo)\n" }
        out += "> set width \(recording.startingWidth)\n"
        // The session began with a quiet load, which counted no calls.
        out += "> calls reset\n"
        out += "> log \(recording.startingLogStyle.rawValue)\n"
        // The scripts that ran before the prompt; their output is not kept.
        for script in recording.startingScripts {
            if script.name == "-c" {
                for line in script.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    out += "> \(line)\n...\n"
                }
            } else {
                out += "> source \(Self.quotedIfNeeded(script.name))\n...\n"
            }
        }
        // An exception still pending fails the command that raised it.
        let raiser = exceptionLeftUnexpected ? recording.entries.lastIndex(where: \.leftException) : nil
        for (k, entry) in recording.entries.enumerated() {
            for line in entry.input.split(separator: "\n", omittingEmptySubsequences: false) { out += "> \(line)\n" }
            if entry.failed || k == raiser { out += "? failed\n" }
            for line in Self.withoutColour(entry.output).split(separator: "\n", omittingEmptySubsequences: false).dropLast(entry.output.hasSuffix("\n") ? 1 : 0) {
                out += Walkthrough.escaped(String(line)) + "\n"
            }
        }
        out += "```\n"
        return out
    }

    /// A path as a script word: quoted when it holds blanks, quotes, `;`,
    /// `#` or `\`.
    static func quotedIfNeeded(_ path: String) -> String {
        guard path.contains(where: { " \t\"';#\\{}".contains($0) }) else { return path }
        return "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// Text without ANSI escape sequences (`ESC [ … letter`).
    static func withoutColour(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var i = text.unicodeScalars.makeIterator()
        while let c = i.next() {
            guard c == "\u{1B}" else { out.unicodeScalars.append(c); continue }
            guard let next = i.next() else { break }
            guard next == "[" else { continue }
            while let d = i.next(), !(0x40...0x7E).contains(d.value) {}
        }
        return out
    }
}
