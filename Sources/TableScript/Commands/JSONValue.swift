import ScriptBytes
import TableEngine
import ScriptLanguage

/// A JSON value whose object keys keep the order they are given in, so
/// that `--json` output has one stable, documented shape (docs/JSON.md).
indirect enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func indexPath(_ ip: TableIndexPath) -> JSONValue { .array([.int(ip.section), .int(ip.row)]) }
    static func indexPaths(_ ips: [TableIndexPath]) -> JSONValue { .array(ips.map(indexPath)) }
    static func optional(_ ip: TableIndexPath?) -> JSONValue { ip.map(indexPath) ?? .null }
    static func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }

    /// On one line.
    package var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d): out += d.isFinite ? formatNumber(d) : "null"
        case .string(let s): Self.quote(s, into: &out)
        case .array(let list):
            out += "["
            for (k, v) in list.enumerated() {
                if k > 0 { out += "," }
                v.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (k, (key, v)) in fields.enumerated() {
                if k > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                v.write(to: &out)
            }
            out += "}"
        }
    }

    private static func quote(_ s: String, into out: inout String) {
        StringLiteral.append(s, .json, to: &out)
    }
}
