import ScriptLanguage
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
                ctx.recording.lineIsRecord = true
                if let why = ctx.recording.fileWritesRefused {
                    throw ScriptError("record writes no file here: \(why)", at: file.token)
                }
                guard !ctx.recording.entries.isEmpty else {
                    throw ScriptError("nothing was typed at the prompt yet: record writes the interactive session", at: file.token)
                }
                let text: String
                do throws(RecordRefusal) { text = try ctx.walkthroughText() } catch {
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
