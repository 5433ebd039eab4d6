import ScriptBytes
import TableEngine

/// A value in the expression language of `answer` (SPEC §4).
public enum ScriptValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    /// A decimal literal. `0.3` is both a number and the index path [0,3];
    /// which one depends on what the method returns.
    case decimal(Double, TableIndexPath?)
    case bool(Bool)
    case string(String)
    case indexPath(TableIndexPath)
    /// An enumeration name: `delete`, `checkmark`, `top`, `exchange`, …
    case symbol(String)
    case list([ScriptValue])
    case `nil`

    public var description: String {
        switch self {
        case .int(let i): String(i)
        case .decimal(let d, _): formatNumber(d)
        case .bool(let b): b ? "YES" : "NO"
        case .string(let s): "\"\(s)\""
        case .indexPath(let ip): ip.description
        case .symbol(let s): s
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .nil: "nil"
        }
    }

    var typeName: String {
        switch self {
        case .int: "an integer"
        case .decimal: "a number"
        case .bool: "a boolean"
        case .string: "a string"
        case .indexPath: "an index path"
        case .symbol(let s): "the name '\(s)'"
        case .list: "a list"
        case .nil: "nil"
        }
    }

    package var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .decimal(let d, _): d
        default: nil
        }
    }

    /// Objective-C truth: non-zero numbers are YES (`return indexPath.row % 2;`).
    var truth: Bool? {
        switch self {
        case .bool(let b): b
        case .int(let i): i != 0
        case .decimal(let d, _): d != 0
        case .nil: false
        default: nil
        }
    }
}
