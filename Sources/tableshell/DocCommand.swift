import ArgumentParser
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

/// `tableshell doc FILE.md… --check|--update` (SPEC §8).
struct DocCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doc",
        abstract: "Run Markdown walkthroughs: check their output, or rewrite it.",
        discussion: """
            Every ```tableshell block of a file runs in one session, in order: '> ' lines \
            are commands, the lines after each are its expected output ('...' matches any \
            number of lines, '[..]' any text within a line). --check prints FILE:LINE: and a \
            diff for each block that differs and exits 1; --update rewrites the output lines \
            that differ (atomically), keeping wildcard lines that still match.
            """
    )

    @Argument(help: "Markdown files.", completion: .file(extensions: ["md"]))
    var files: [String]

    @Flag(help: "Fail on any output difference.")
    var check = false

    @Flag(help: "Rewrite the expected output in place.")
    var update = false

    func validate() throws {
        if check == update { throw ValidationError("give one of --check or --update.") }
    }

    func run() {
        let host = SystemHost()
        let output = host.output
        var ok = true
        for file in files {
            let result = Walkthrough.check(path: file, update: update, host: host)
            if result.ok {
                output.write(result.report)
            } else {
                output.writeError(result.report)
                ok = false
            }
        }
        output.flush()
        Platform.exit(ok ? 0 : 1)
    }
}
