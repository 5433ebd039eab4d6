#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript
import TableWalkthrough

/// `tableshell doc FILE.md… --check|--update` (SPEC §8).
struct DocCommand {
    static let declaration = CommandDeclaration(
        name: "doc",
        abstract: "Run Markdown walkthroughs: check their output, or rewrite it.",
        discussion: """
            Every ```tableshell block of a file runs in one session, in order: '> ' lines \
            are commands, the lines after each are its expected output ('...' matches any \
            number of lines, '[..]' any text within a line; an output line beginning with \
            '>' is written '\\>'). --check prints FILE:LINE: and a diff at each line that \
            differs, then a summary, and exits 1; --update rewrites the output lines that \
            differ (atomically), keeping wildcard lines that still match.

            A command that fails (an error, a failed expect, an exception the next command \
            does not expect) fails the check, and --update leaves its block as it was and \
            exits 1, unless the failure is meant: '? failed' on the line after the command, \
            or ```tableshell fails for the block. A meant failure that no longer happens \
            fails too. ```tableshell skip is not run; ```tableshell new-session starts a \
            fresh session.
            """,
        arguments: ArgumentsDeclaration(name: "files", help: "Markdown files.", isRequired: true, files: .files("md")),
        options: [checkOption, updateOption],
        run: { parsed throws(UsageError) in try DocCommand(parsed).run() }
    )

    static let checkOption = OptionDeclaration.flag("check", help: "Fail on any output difference (what doc does without --update).")
    static let updateOption = OptionDeclaration.flag("update", help: "Rewrite the expected output in place.")

    let files: [String]
    /// --update; else --check.
    let update: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        files = parsed.arguments
        update = parsed.flag(Self.updateOption)
        if parsed.flag(Self.checkOption) && update { throw UsageError("give one of --check or --update, not both.") }
    }

    func run() -> Never {
        let host = SystemHost()
        let output = host.output
        var ok = true
        for file in files {
            let result = Walkthrough.check(path: file, update: update, host: host, hosting: HostedAppChoice.maker)
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
