import TableEngine

/// `record FILE.md`: the session so far as a walkthrough.
enum RecordCommand {
    static let all: [Command] = [record]

    static let record = Command(
        name: "record", usage: ["record FILE.md"],
        summary: "write what was typed at the prompt, and what it printed, as a walkthrough",
        details: """
        The file starts with the commands that rebuild the session's starting state
        quietly, then one tableshell block of '> ' commands, each followed by its output.
        'tableshell doc FILE.md --check' runs it and compares. The file is written whole
        (a temporary file, then a rename). Only commands typed at the prompt are recorded.
        """,
        changesScreen: false
    ) { inv in
        let t = try inv.next("a file name")
        try inv.expectEnd()
        let shell = inv.shell
        guard !shell.transcript.isEmpty else {
            throw ScriptError("nothing was typed at the prompt yet: record writes the interactive session", at: t)
        }
        do throws(FileError) {
            try writeFileAtomically(t.text, shell.walkthroughText())
        } catch {
            throw ScriptError(error.message, at: t)
        }
        shell.writeLine("recorded \(shell.transcript.count) commands in \(t.text)")
    }
}

extension Shell {
    func walkthroughText() -> String {
        var out = "# tableshell session\n\n"
        out += "Recorded with `record`; check it with `tableshell doc FILE.md --check`.\n\n"
        out += "```tableshell\n"
        // The starting state, rebuilt without output.
        out += "> log off\n"
        if let demo = startingDemo { out += "> demo \(demo)\n" }
        out += "> set width \(options.width)\n"
        out += "> log \(options.log == .off ? "off" : options.log.rawValue)\n"
        for (input, output) in transcript {
            for line in input.split(separator: "\n", omittingEmptySubsequences: false) { out += "> \(line)\n" }
            out += output
            if !output.isEmpty && !output.hasSuffix("\n") { out += "\n" }
        }
        out += "```\n"
        return out
    }
}
