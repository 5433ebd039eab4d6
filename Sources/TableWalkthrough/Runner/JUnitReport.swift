import TableScript
import ScriptLanguage
/// The JUnit XML every CI system reads: `<testsuites>`, a `<testsuite>`
/// per file, a `<testcase>` per script or walkthrough block (name,
/// classname — the file — and time in seconds), with `<failure message=…>`
/// or `<skipped/>`.
public enum JUnitReport {
    public static func xml(_ tests: [FileTest], name: String = "tableshell test") -> String {
        func count(_ cases: [FileTest.Case], _ status: FileTest.Status) -> Int { cases.filter { $0.status == status }.count }
        let all = tests.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(name))\" tests=\"\(all.count)\" failures=\"\(count(all, .failed))\" errors=\"0\" skipped=\"\(count(all, .skipped))\" time=\"\(WorkerRecord.format(tests.map(\.seconds).reduce(0, +)))\">\n"
        for test in tests {
            let cases = test.cases
            out += "  <testsuite name=\"\(escape(test.path))\" tests=\"\(cases.count)\" failures=\"\(count(cases, .failed))\" errors=\"0\" skipped=\"\(count(cases, .skipped))\" time=\"\(WorkerRecord.format(test.seconds))\">\n"
            for c in cases {
                out += "    <testcase name=\"\(escape(c.name))\" classname=\"\(escape(test.path))\" time=\"\(WorkerRecord.format(c.seconds))\""
                switch c.status {
                case .passed:
                    out += "/>\n"
                case .failed:
                    out += ">\n      <failure message=\"\(escape(c.message))\" type=\"failure\">\(escape(c.detail))</failure>\n    </testcase>\n"
                case .skipped:
                    out += ">\n      <skipped message=\"\(escape(c.message))\"/>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Text as XML character data or an attribute value: the five special
    /// characters as entities, characters XML 1.0 cannot hold (control
    /// characters but tab and line ends) as U+FFFD.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(c)
            case "\r": out += "&#13;"
            default:
                let v = c.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
