import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `tableshell test`: files found, run in child processes, reported in
/// path order, JUnit XML for CI.
@Suite("tableshell test")
struct TestRunnerTests {
    /// A folder of scenarios: two scripts (one failing), a walkthrough,
    /// a Markdown file without blocks, and a hidden folder not searched.
    static func scenarios() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appending(path: ".hidden"), withIntermediateDirectories: true)
        _ = try folder.file("a-good.tsh", "fill 1x3\nexpect rows 0 == 3\n")
        _ = try folder.file("sub/bad.tsh", "fill 1x3\n\nexpect rows 0 == 4\n")
        _ = try folder.file("walk.md", "# W\n\n```tableshell\n> echo one\none\n```\n\n```tableshell skip\n> bogus\n```\n\n```tableshell\n> echo two\nthree\n```\n")
        _ = try folder.file("notes.md", "# Notes\n\nNo blocks.\n")
        _ = try folder.file(".hidden/never.tsh", "bogus\n")
        return folder
    }

    @Test("one line per file in path order, failures at FILE:LINE, a summary, exit 1")
    func reportsEachFile() throws {
        let folder = try Self.scenarios()
        let root = folder.url.path
        let run = try tableshell("test", root)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(10)) == [
            "ok      \(root)/a-good.tsh",
            "skipped \(root)/notes.md (no ```tableshell blocks)",
            "FAILED  \(root)/sub/bad.tsh",
            "    \(root)/sub/bad.tsh:3:1: error: expectation failed: rows in section 0: expected == 4, got 3",
            "        expect rows 0 == 4",
            "        ^~~~~~",
            "FAILED  \(root)/walk.md",
            "    \(root)/walk.md:14: output differs",
            "      > echo two",
            "      - three",
        ])
        #expect(run.stdout.contains("\n1 passed, 2 failed, 1 skipped in "))
        #expect(!run.stdout.contains("never.tsh"))
    }

    @Test("the current folder by default; exit 0 when everything passes")
    func currentFolderByDefault() throws {
        let folder = try ScratchFolder()
        _ = try folder.file("one.tsh", "echo one\n")
        _ = try folder.file("two.md", "```tableshell\n> echo two\ntwo\n```\n")
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["test"]
        process.currentDirectoryURL = folder.url
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.hasPrefix("ok      one.tsh\nok      two.md (1 block)\n\n2 passed, 0 failed, 0 skipped in "))
    }

    @Test("--shard K/N: N machines run each file once between them")
    func shards() throws {
        let folder = try ScratchFolder()
        for k in 1...5 { _ = try folder.file("f\(k).tsh", "echo \(k)\n") }
        var seen: [String] = []
        for k in 1...2 {
            let run = try tableshell("test", "--shard", "\(k)/2", folder.url.path)
            #expect(run.status == 0)
            #expect(run.stdout.contains("(shard \(k)/2)"))
            seen += run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") }.map { String($0.split(separator: "/").last!) }
        }
        #expect(seen.sorted() == (1...5).map { "f\($0).tsh" })
        let bad = try tableshell("test", "--shard", "3/2", folder.url.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--shard takes K/N with 1 ≤ K ≤ N"))
    }

    @Test("files finish in any order and are reported in path order")
    func deterministicOrder() throws {
        let folder = try ScratchFolder()
        // The first is the slowest.
        _ = try folder.file("a.tsh", "fill 1x3\nrepeat 3000 scroll by 1\n")
        for k in 1...6 { _ = try folder.file("b\(k).tsh", "echo \(k)\n") }
        let run = try tableshell("test", "--jobs", "4", folder.url.path)
        let files = run.stdout.split(separator: "\n").prefix(7).map { $0.split(separator: "/").last.map(String.init) ?? "" }
        #expect(files == ["a.tsh", "b1.tsh", "b2.tsh", "b3.tsh", "b4.tsh", "b5.tsh", "b6.tsh"])
        #expect(run.status == 0)
    }

    @Test("--filter runs the matching files; --fail-fast starts none after a failure")
    func filterAndFailFast() throws {
        let folder = try Self.scenarios()
        let root = folder.url.path
        let filtered = try tableshell("test", "--filter", "*.md", root)
        #expect(filtered.stdout.hasPrefix("skipped \(root)/notes.md (no ```tableshell blocks)\nFAILED  \(root)/walk.md\n"))
        #expect(!filtered.stdout.contains(".tsh"))
        let byName = try tableshell("test", "--filter", "a-*", root)
        #expect(byName.stdout.hasPrefix("ok      \(root)/a-good.tsh\n\n1 passed, 0 failed, 0 skipped in "))
        #expect(byName.status == 0)
        let fast = try tableshell("test", "--fail-fast", "--jobs", "1", root)
        #expect(fast.status == 1)
        #expect(fast.stdout.contains("FAILED  \(root)/sub/bad.tsh\n"))
        #expect(!fast.stdout.contains("walk.md"))
        #expect(fast.stdout.contains("1 passed, 1 failed, 1 skipped, 1 not run (--fail-fast) in "))
    }

    @Test("a path that is not there, or not a test file, is a usage error")
    func badPaths() throws {
        let missing = try tableshell("test", "/no/such/folder")
        #expect(missing.status == 2)
        #expect(missing.stderr == "tableshell: error: cannot read '/no/such/folder': No such file or directory\n")
        let folder = try ScratchFolder()
        let other = try folder.file("x.txt", "")
        #expect(try tableshell("test", other).status == 2)
    }

    @Test("a file that runs past --timeout fails at the command that was running")
    func timeout() throws {
        let folder = try ScratchFolder()
        let slow = try folder.file("slow.tsh", "fill 1x100\n" + String(repeating: "repeat 2000 scroll by 1\n", count: 4000))
        let run = try tableshell("test", "--timeout", "1", slow)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("FAILED  \(slow)\n    \(slow):"))
        #expect(run.stdout.contains(": error: stopped: the run took longer than its --timeout\n"))
    }

    @Test("doc --update leaves a failing block as it was and exits 1; --check fails on it")
    func updateNeverBlessesAFailure() throws {
        let folder = try ScratchFolder()
        let text = "# W\n\n```tableshell\n> log off\n> fill 1x3\n> expect rows 0 == 4\n```\n\n```tableshell\n> echo new\nold\n```\n"
        let doc = try folder.file("w.md", text)
        let update = try tableshell("doc", doc, "--update")
        #expect(update.status == 1)
        #expect(update.stderr.hasPrefix("\(doc):6: error: 'expect rows 0 == 4' failed, and nothing says it should"))
        #expect(update.stderr.hasSuffix("\(doc): 1 block failed and was left as it was; 1 block updated\n"))
        #expect(try String(contentsOfFile: doc, encoding: .utf8) == text.replacingOccurrences(of: "old", with: "new"))
        let check = try tableshell("doc", doc, "--check")
        #expect(check.status == 1)
        #expect(check.stderr.hasSuffix("\(doc): 1 block failed, 1 passed\n"))
    }

    @Test("--junit writes the structure JUnit XML requires")
    func junitStructure() throws {
        let folder = try Self.scenarios()
        let report = folder.path("report.xml")
        let run = try tableshell("test", "--junit", report, folder.url.path)
        #expect(run.status == 1)
        let data = try Data(contentsOf: URL(filePath: report))
        let tree = try XMLTree.parse(data)
        // <testsuites> holds <testsuite>s, which hold <testcase>s.
        #expect(tree.name == "testsuites")
        #expect(tree.children.allSatisfy { $0.name == "testsuite" })
        for suite in tree.children {
            for attribute in ["name", "tests", "failures", "errors", "time"] { #expect(suite.attributes[attribute] != nil, "testsuite \(attribute)") }
            #expect(Int(suite.attributes["tests"] ?? "") == suite.children.count)
            #expect(Int(suite.attributes["failures"] ?? "") == suite.children.filter { $0.children.contains { $0.name == "failure" } }.count)
            for testcase in suite.children {
                #expect(testcase.name == "testcase")
                for attribute in ["name", "classname", "time"] { #expect(testcase.attributes[attribute] != nil, "testcase \(attribute)") }
                #expect(Double(testcase.attributes["time"] ?? "") != nil)
                for child in testcase.children {
                    #expect(["failure", "skipped"].contains(child.name))
                    if child.name == "failure" { #expect(child.attributes["message"]?.isEmpty == false) }
                }
            }
        }
        // One test case per script, one per walkthrough block; the file
        // without blocks has none.
        let cases = tree.children.flatMap(\.children)
        #expect(cases.count == 5)
        #expect(Int(tree.attributes["tests"] ?? "") == 5)
        #expect(Int(tree.attributes["failures"] ?? "") == 2)
        #expect(Int(tree.attributes["skipped"] ?? "") == 1)
        let bad = cases.first { $0.attributes["classname"]?.hasSuffix("sub/bad.tsh") == true }
        #expect(bad?.children.first?.attributes["message"] == "\(folder.url.path)/sub/bad.tsh:3:1: error: expectation failed: rows in section 0: expected == 4, got 3")
        let blocks = cases.filter { $0.attributes["classname"]?.hasSuffix("walk.md") == true }.map { $0.attributes["name"] ?? "" }
        #expect(blocks == ["walk.md:3", "walk.md:8", "walk.md:12"])
    }
}

/// An XML element and what it holds, read with Foundation's parser.
final class XMLTree: NSObject, XMLParserDelegate {
    var name = ""
    var attributes: [String: String] = [:]
    var children: [XMLTree] = []
    private var stack: [XMLTree] = []
    private var root: XMLTree?

    struct Invalid: Error { var description: String }

    static func parse(_ data: Data) throws -> XMLTree {
        let builder = XMLTree()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw Invalid(description: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        let element = XMLTree()
        element.name = elementName
        element.attributes = attributes
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}
