import TableScript
import ScriptLanguage
/// How a `tableshell test` worker (a child process running one file) tells
/// the runner what it found: one line per record on standard output, tab-
/// separated fields with `\`, tab and line ends escaped.
///
///     file	SECONDS	SKIP-REASON	REPORT
///     case	NAME	STATUS	SECONDS	MESSAGE	DETAIL
public enum WorkerRecord {
    public static func encode(_ test: FileTest) -> String {
        var out = ["file", format(test.seconds), test.skipReason ?? "", test.report].map(escape).joined(separator: "\t") + "\n"
        for c in test.cases {
            out += ["case", c.name, c.status.rawValue, format(c.seconds), c.message, c.detail].map(escape).joined(separator: "\t") + "\n"
        }
        return out
    }

    /// The test a worker's output describes, or nil when it does not hold
    /// a complete one (the worker died, or printed something else).
    public static func decode(_ text: String, path: String) -> FileTest? {
        var test: FileTest?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(unescape)
            if fields.first == "file", fields.count == 4 {
                test = FileTest(path: path, cases: [], skipReason: fields[2].isEmpty ? nil : fields[2], report: fields[3],
                                seconds: Double(fields[1]) ?? 0)
            } else if fields.first == "case", fields.count == 6, test != nil, let status = FileTest.Status(rawValue: fields[2]) {
                test!.cases.append(FileTest.Case(name: fields[1], status: status, message: fields[4], detail: fields[5],
                                                 seconds: Double(fields[3]) ?? 0))
            }
        }
        return test
    }

    static func format(_ seconds: Double) -> String {
        let ms = Int((seconds * 1000).rounded())
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func unescape<S: StringProtocol>(_ s: S) -> String {
        var out = ""
        var escaped = false
        for c in s.unicodeScalars {
            if escaped {
                switch c {
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: out.unicodeScalars.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
