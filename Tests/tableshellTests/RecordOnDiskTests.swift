import Foundation
import Testing
@testable import TableShellCLI
import TableScript

/// `record` with the real host's files: errors name the file asked for,
/// never the temporary file written beside it.
@Suite struct RecordOnDiskTests {
    /// The system's files; output kept as text.
    final class Host: ShellHost {
        let system = SystemHost()
        var text = ""
        func readFile(_ path: String) throws(HostError) -> [UInt8] { try system.readFile(path) }
        func writeFileAtomically(_ path: String, contents: String) throws(HostError) { try system.writeFileAtomically(path, contents: contents) }
        func canonicalPath(_ path: String) -> String? { system.canonicalPath(path) }
        func write(_ text: String) { self.text += text }
        func writeError(_ text: String) { self.text += text }
        func flush() {}
        func takeInterrupt() -> Bool { false }
        var homeDirectory: String? { system.homeDirectory }
    }

    func session(_ host: Host) -> Shell {
        var options = ShellOptions()
        options.interactive = true
        let shell = Shell(options: options, host: host)
        _ = shell.feed(line: "echo hi")
        return shell
    }

    @Test func aFailedRecordNamesTheFileNotItsTemporary() throws {
        let folder = try ScratchFolder()
        let plainFile = try folder.file("plain", "not a folder")
        let host = Host()
        let shell = session(host)
        _ = shell.feed(line: "record /no/such/folder/x.md")
        #expect(host.text.contains("error: cannot write '/no/such/folder/x.md': No such file or directory\n"))
        host.text = ""
        _ = shell.feed(line: "record \(plainFile)/x.md")
        #expect(host.text.contains("error: cannot write '\(plainFile)/x.md': Not a directory\n"))
        #expect(!host.text.contains(".tableshell-"))
    }

    @Test func aRecordedFilePassesDocCheckFromTheSameFolder() throws {
        let folder = try ScratchFolder()
        let host = Host()
        let shell = session(host)
        _ = shell.feed(line: "record \(folder.path("s.md"))")
        #expect(host.text.hasSuffix("recorded 1 command in \(folder.path("s.md"))\n"))
        let run = try tableshell("doc", folder.path("s.md"), "--check")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["s.md"])
    }
}
