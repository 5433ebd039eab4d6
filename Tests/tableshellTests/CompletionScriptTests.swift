import TestSupport
import Foundation
import Testing

/// `tableshell --generate-completion-script bash|zsh|fish`: every option
/// in every script, and each shell asked for real: bash's completion
/// function, fish's `complete -C`, zsh with Tab on a pseudo-terminal.
@Suite("shell completion scripts", .serialized)
struct CompletionScriptTests {
    /// A folder with scripts, walkthroughs, another file and a subfolder.
    func playground() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for name in ["a.tsh", "b.tsh", "notes.md", "c.txt"] { _ = try folder.file(name, "") }
        try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: true)
        return folder
    }

    func script(_ shell: String, in folder: ScratchFolder) throws -> String {
        let run = try tableshell("--generate-completion-script", shell)
        #expect(run.status == 0, "\(run.stderr)")
        return try folder.file("completion.\(shell)", run.stdout)
    }

    @Test("every option --help lists is in every script")
    func everyOption() throws {
        let help = try tableshell("--help").stdout
        let options = help.split(whereSeparator: { " \n,[]().".contains($0) })
            .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.split(separator: "=")[0]) }
        #expect(options.contains("--log") && options.contains("--memory-limit"))
        for shell in ["bash", "zsh", "fish"] {
            let text = try tableshell("--generate-completion-script", shell).stdout
            for option in Set(options) {
                let name = shell == "fish" ? "-l \(option.dropFirst(2))" : option
                #expect(text.contains(name), "\(shell) lacks \(option)")
            }
        }
        #expect(try tableshell("--generate-completion-script", "ksh").status == 2)
    }

    @Test("bash completes doc's walkthroughs, scripts, options and their values")
    func bash() throws {
        let folder = try playground()
        let path = try script("bash", in: folder)
        func complete(_ line: String) throws -> [String] {
            let program = """
            source '\(path)'; cd '\(folder.url.path)'
            read -ra COMP_WORDS <<< '\(line)'; [[ '\(line)' == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _tableshell; printf '%s\\n' "${COMPREPLY[@]}"
            """
            let process = Process()
            process.executableURL = URL(filePath: "/bin/bash")
            process.arguments = ["-c", program]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
        }
        #expect(try complete("tableshell doc ") == ["notes.md", "sub"])
        #expect(try complete("tableshell ") == ["a.tsh", "b.tsh", "doc", "help", "sub", "test"])
        #expect(try complete("tableshell test ") == ["a.tsh", "b.tsh", "notes.md", "sub"])
        #expect(try complete("tableshell test --f") == ["--fail-fast", "--filter"])
        #expect(try complete("tableshell a.tsh ") == ["a.tsh", "b.tsh", "sub"])
        #expect(try complete("tableshell --log ") == ["json", "objc", "off", "swift"])
        #expect(try complete("tableshell doc --") == ["--check", "--help", "--update"])
        #expect(try complete("tableshell help ") == ["doc", "test"])
    }

    @Test("tableshell help doc, as --help suggests")
    func helpDoc() throws {
        let run = try tableshell("help", "doc")
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: tableshell doc <files>"))
        #expect(try tableshell("help").stdout.contains("USAGE: tableshell"))
        let bogus = try tableshell("help", "bogus")
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("no help for 'bogus': 'tableshell help', 'tableshell help doc', 'tableshell help test' or a shell command or topic ('tableshell help topics')."))
        // The shell's own commands and topics, as `git help` shows git's.
        let tap = try tableshell("help", "tap")
        #expect(tap.status == 0)
        #expect(tap.stdout.hasPrefix("usage: tap S.R\n"))
        #expect(tap.stdout.contains("aliases: select\n"))
        #expect(try tableshell("help", "json").stdout.contains("docs/JSON.md"))
    }

    @Test("fish completes doc's walkthroughs, scripts, subcommands, options and their values",
          .enabled(if: installed("fish") != nil, "fish is not installed (.ci/run installs it with apt-get)"))
    func fish() throws {
        let folder = try playground()
        let path = try script("fish", in: folder)
        func complete(_ line: String) throws -> [String] {
            let output = try capture(installed("fish")!, ["--no-config", "-c", "source '\(path)'; complete -C '\(line)'"],
                                     in: folder)
            // A line is a candidate, a tab, its description.
            return output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        #expect(try complete("tableshell doc ") == ["notes.md", "sub/"])
        #expect(try complete("tableshell ") == ["a.tsh", "b.tsh", "doc", "help", "sub/", "test"])
        #expect(try complete("tableshell test ") == ["a.tsh", "b.tsh", "notes.md", "sub/"])
        #expect(try complete("tableshell test --f") == ["--fail-fast", "--filter"])
        #expect(try complete("tableshell --lo") == ["--log"])
        #expect(try complete("tableshell --log ") == ["json", "objc", "off", "swift"])
        #expect(try complete("tableshell doc --") == ["--check", "--help", "--update"])
        #expect(try complete("tableshell help ") == ["doc", "test"])
        let options = try complete("tableshell -")
        #expect(options.contains("-c") && options.contains("--memory-limit") && options.contains("--generate-completion-script"), "\(options)")
    }

    /// zsh as a person runs it: interactive, on a pseudo-terminal, the
    /// script installed in `fpath` and found by `compinit`, Tab pressed
    /// and the listing read from the screen.
    @Test("zsh loads the script through compinit and completes with Tab, without errors",
          .enabled(if: installed("zsh") != nil, "zsh is not installed (.ci/run installs it with apt-get)"))
    func zsh() throws {
        let folder = try playground()
        let functions = folder.path("functions")
        try FileManager.default.createDirectory(atPath: functions, withIntermediateDirectories: true)
        let text = try tableshell("--generate-completion-script", "zsh").stdout
        _ = try folder.file("functions/_tableshell", text)
        let zsh = try PseudoTerminal(
            program: installed("zsh")!, arguments: ["-f", "-i"],
            environment: ["TERM": "xterm", "HOME": folder.url.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        // The quotes keep the prompt's text out of the echo of this line.
        try zsh.type("PS1='ready''> '; fpath=('\(functions)' $fpath); autoload -U compinit; compinit -u -D; cd '\(folder.url.path)'\r")
        try zsh.wait(for: "ready> ")

        /// Types `keys`; the screen from there until `text` appears.
        func press(_ keys: String, until text: String) throws -> String {
            let start = zsh.screen.utf8.count
            try zsh.type(keys)
            let end = try zsh.wait(for: text, after: start)
            return String(Substring(zsh.screen.utf8.dropFirst(start).prefix(end - start)))
        }
        let clearLine = "\u{15}"
        // Two choices for doc: listed, and the line drawn again after them.
        var listed = try press("tableshell doc \t", until: "sub/")
        #expect(listed.contains("notes.md") && !listed.contains("a.tsh"), "\(listed)")
        listed = try press(clearLine + "tableshell \t", until: "sub/")
        for word in ["doc", "help", "test", "a.tsh", "b.tsh"] {
            #expect(listed.contains(word), "\(listed)")
        }
        #expect(!listed.contains("notes.md"), "\(listed)")
        _ = try press(clearLine + "tableshell --lo\t", until: "--log ")
        listed = try press("\t", until: "swift")
        #expect(listed.contains("json") && listed.contains("objc") && listed.contains("off"), "\(listed)")
        listed = try press(clearLine + "tableshell help \t", until: "Run scripts")
        #expect(listed.contains("doc") && listed.contains("test"), "\(listed)")
        try zsh.type(clearLine + "exit\r")
        #expect(try zsh.waitForExit() == 0)
        for error in ["doubled rest", "_arguments:", "command not found", "error"] {
            #expect(!zsh.screen.contains(error), "\(zsh.screen)")
        }
    }
}

/// The path of `program` on PATH, or nil.
func installed(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(program)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// What `program` prints on standard output, run in `folder` with a home
/// of its own; killed when it takes more than `seconds`.
func capture(_ program: String, _ arguments: [String], in folder: ScratchFolder, seconds: Double = 30) throws -> String {
    let process = Process()
    process.executableURL = URL(filePath: program)
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    process.environment = ["HOME": folder.url.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let timer = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    return String(decoding: data, as: UTF8.self)
}
