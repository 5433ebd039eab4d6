import TestSupport
import Testing
import Foundation
@testable import TableWalkthrough
@testable import TableScript

/// What `tableshell test`'s workers send, and the JUnit XML it writes.
@Suite struct RunnerReportTests {
    static let test = FileTest(
        path: "dir/a b.md",
        cases: [
            FileTest.Case(name: "a b.md:3", status: .passed, seconds: 0.0125),
            FileTest.Case(name: "a b.md:9", status: .failed, message: "dir/a b.md:10: output differs",
                          detail: "dir/a b.md:10: output differs\n  - x\t\\y\n  + <\"&'>\u{1B}[7m\r\n", seconds: 1.5),
            FileTest.Case(name: "a b.md:20", status: .skipped, message: "marked skip"),
        ],
        report: "line one\nline\ttwo\\\n", seconds: 2)

    @Test func workerRecordsRoundTrip() {
        let text = WorkerRecord.encode(Self.test)
        #expect(text.split(separator: "\n").count == 4)
        var decoded = WorkerRecord.decode(text, path: "dir/a b.md")
        // Times go through as milliseconds.
        decoded?.cases[0].seconds = 0.0125
        #expect(decoded == Self.test)
        #expect(WorkerRecord.decode("Segmentation fault\n", path: "x.tsh") == nil)
    }

    @Test func junitEscapesTextAndCountsCases() {
        let xml = JUnitReport.xml([Self.test, FileTest(path: "s.tsh", cases: [FileTest.Case(name: "s.tsh", status: .passed, seconds: 0.25)], seconds: 0.25)])
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"tableshell test\" tests=\"4\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"2.250\">\n"))
        #expect(xml.contains("  <testsuite name=\"dir/a b.md\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"2.000\">\n"))
        #expect(xml.contains("    <testcase name=\"a b.md:3\" classname=\"dir/a b.md\" time=\"0.013\"/>\n"))
        #expect(xml.contains("<failure message=\"dir/a b.md:10: output differs\" type=\"failure\">dir/a b.md:10: output differs\n  - x\t\\y\n  + &lt;&quot;&amp;&apos;&gt;\u{FFFD}[7m&#13;\n</failure>"))
        #expect(xml.contains("<skipped message=\"marked skip\"/>"))
        #expect(!xml.contains("\u{1B}"))
    }

    /// The fuzzer's reproducers stop at errors on purpose (what they pin is
    /// that the process survives): the runner says it skips them.
    @Test func aFuzzReproducerIsSkippedAndSaysWhy() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(getpid())-repro.tsh").path
        try "# fuzz: crash: Fatal error\n# input: file\ndelete 9.9\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let test = FileTest.run(path, host: DiskHost())
        #expect(test.status == .skipped)
        #expect(test.skipReason?.hasPrefix("a fuzzer's reproducer") == true)
    }
}
