import TestSupport
import Testing

/// The README's "Use it from Swift" shows the very programs `scripts/test`
/// builds outside the package (examples/UseFromSwift), and the output they
/// are checked against.
@Suite struct UseFromSwiftTests {
    static func read(_ path: String) throws -> String {
        String(decoding: try DiskHost().readFile(ExamplesTests.root + "/" + path), as: UTF8.self)
    }

    /// The fenced blocks of the README's "Use it from Swift" section.
    static func blocks() throws -> [String] {
        let readme = try read("README.md")
        let start = try #require(readme.range(of: "\n## Use it from Swift\n"))
        let rest = readme[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        var blocks: [String] = [], current: String?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block); current = nil } else { current = "" }
            } else if current != nil {
                current! += line + "\n"
            }
        }
        return blocks
    }

    @Test func theReadmeShowsTheProgramsAndTheirOutput() throws {
        let blocks = try Self.blocks()
        try #require(blocks.count == 3)
        #expect(blocks[0] == (try Self.read("examples/UseFromSwift/Sources/UseFromSwift/main.swift")))
        #expect(blocks[1] == (try Self.read("examples/UseFromSwift/Expected/UseFromSwift.txt")))
        #expect(blocks[2] == (try Self.read("examples/UseFromSwift/Sources/EmbedShell/main.swift")))
    }
}
