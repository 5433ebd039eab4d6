import Foundation
import Testing

/// Ctrl-C stops a long command; the process does not die of the signal.
@Suite struct InterruptTests {
    @Test func sigintStopsALongCommandAndTheShellExitsNormally() throws {
        let folder = try ScratchFolder()
        let stdout = try folder.file("stdout", "")
        let stderr = try folder.file("stderr", "")
        let process = Process()
        process.executableURL = try builtBinary()
        process.arguments = ["--log", "off", "-c", "fill 100x10; repeat 3000 reload; echo not reached"]
        process.standardInput = Pipe()
        process.standardOutput = try FileHandle(forWritingTo: URL(filePath: stdout))
        process.standardError = try FileHandle(forWritingTo: URL(filePath: stderr))
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        let errors = try String(contentsOfFile: stderr, encoding: .utf8)
        #expect(errors.contains("interrupted"))
        #expect(try !String(contentsOfFile: stdout, encoding: .utf8).contains("not reached"))
    }
}
