import Foundation
import TableScript
import TableWalkthrough

/// Reproducers the fuzzer saved (`Tests/Corpus/*.tsh`): each a script with
/// a header that says what it showed and how to run it. The test suite
/// runs every one the way the fuzzer did and expects no failure: each is a
/// regression test.
public enum Corpus {
    /// Saves a reproducer as `CLASS-HASH.tsh`; returns its path.
    static func save(_ script: Fuzzer.Script, failure: Failure, seed: UInt64, sequence: Int, originalLines: Int, in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let detail = failure.detail.split(separator: "\n").first.map { String($0.prefix(200)) } ?? ""
        var text = FileTest.fuzzReproducerHeader + "\(failure.kind.rawValue): \(detail)\n"
        text += "# found by seed \(seed), sequence \(sequence); cut down from \(originalLines) lines\n"
        text += "# input: \(script.input)\n"
        text += "# flags: \(script.flags.joined(separator: " "))\n"
        text += script.text
        let path = folder + "/\(failure.kind.rawValue)-\(hash(script.text)).tsh"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// Every reproducer in `folder`, by file name.
    public static func load(_ folder: String) throws -> [(name: String, script: Fuzzer.Script)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tsh") }.sorted()
        return try names.map { name in
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            return (name, parse(text))
        }
    }

    /// A saved file back as a script: the header's input and flags, and
    /// the lines as they are (header comments included: they are comments).
    static func parse(_ text: String) -> Fuzzer.Script {
        var input = "file"
        var flags = ["--keep-going"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("# ") else { break }
            if line.hasPrefix("# input: ") { input = String(line.dropFirst("# input: ".count)) }
            if line.hasPrefix("# flags: ") { flags = line.dropFirst("# flags: ".count).split(separator: " ").map(String.init) }
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return Fuzzer.Script(units: lines, input: input, flags: flags)
    }

    /// FNV-1a of the text, as 8 hex digits: a name that says nothing but
    /// differs between reproducers.
    static func hash(_ text: String) -> String {
        var h: UInt32 = 0x811C_9DC5
        for b in text.utf8 { h = (h ^ UInt32(b)) &* 0x0100_0193 }
        return String(h, radix: 16).leftPadded(8)
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
