import TestSupport
import Testing
@testable import TableWalkthrough
@testable import TableScript
#if canImport(Glibc)
import Glibc
#endif

/// The README and every walkthrough and scenario in examples/ still hold.
@Suite struct ExamplesTests {
    static var root: String {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }

    static func files(_ suffix: String) -> [String] {
        guard let dir = opendir(root + "/examples") else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(suffix) { names.append("examples/" + name) }
        }
        return names.sorted()
    }

    @Test(arguments: ["README.md"] + files(".md"))
    func walkthroughHolds(_ file: String) {
        let result = Walkthrough.check(path: Self.root + "/" + file, update: false, host: DiskHost())
        #expect(result.ok, "\(result.report)")
    }

    @Test(arguments: files(".tsh"))
    func scenarioPasses(_ file: String) throws {
        let host = DiskHost()
        let text = try ScriptText.decode(try host.readFile(Self.root + "/" + file), name: file)
        var options = ShellOptions()
        options.log = .off
        let shell = Shell(options: options, host: host)
        shell.run(script: text, name: file)
        #expect(shell.finish() == 0, "\(host.errors)")
    }

    @Test func thereAreExamples() {
        #expect(Self.files(".md").count >= 7)
        #expect(Self.files(".tsh").count >= 4)
    }
}
