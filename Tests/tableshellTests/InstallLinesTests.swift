import Foundation
import Testing

/// The README's install lines work as written on a fresh account, where
/// `~/.local/bin` and the completion folders do not exist yet.
@Suite struct InstallLinesTests {
    /// The README's ```sh block under "### Installing".
    static func installLines() throws -> [String] {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### Installing\n"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```sh\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return rest[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    @Test func theInstallLinesWorkInAnEmptyHome() throws {
        let lines = try Self.installLines()
        #expect(lines.first == "swift build -c release --static-swift-stdlib --product tableshell")
        let home = try ScratchFolder()
        // The build is the suite's own: its binary stands in for the release one.
        try FileManager.default.createDirectory(at: home.url.appending(path: ".build/release"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try builtBinary(), to: home.url.appending(path: ".build/release/tableshell"))
        // bash runs every line but the build and zsh's (its folder is zsh's $fpath).
        let script = lines.dropFirst().filter { !$0.contains("zsh") }.joined(separator: "\n")
        _ = try capture("/bin/bash", ["-euc", script], in: home)
        for file in [".local/bin/tableshell", ".local/share/bash-completion/completions/tableshell", ".config/fish/completions/tableshell.fish"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: home.url.appending(path: file).path)
            #expect((attributes[.size] as? Int ?? 0) > 0, "\(file) is empty")
        }
    }
}
