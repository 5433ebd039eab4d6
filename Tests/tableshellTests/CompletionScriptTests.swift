import Foundation
import Testing

/// `tableshell --generate-completion-script bash|zsh|fish`: every option
/// in every script, and bash's completion function asked for real.
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
        #expect(run.stdout.contains("USAGE: doc <files>"))
        #expect(try tableshell("help").stdout.contains("USAGE: tableshell"))
        #expect(try tableshell("help", "bogus").status == 2)
    }
}
