import ScriptBytes
import TableEngine

// Turning an answer's value into what a UIKit method returns.

extension ScriptValue {
    package func asInt() throws(ExpressionError) -> Int {
        switch self {
        case .int(let i): return i
        case .decimal(let d, _) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        case .bool(let b): return b ? 1 : 0
        default: throw ExpressionError(message: "expected an integer, got \(typeName)")
        }
    }

    func asDouble() throws(ExpressionError) -> Double {
        if case .symbol("automaticDimension") = self { return automaticDimension }
        guard let d = number else { throw ExpressionError(message: "expected a number, got \(typeName)") }
        return d
    }

    /// A height in points, within what tableshell draws.
    package func asHeight() throws(ExpressionError) -> Double {
        let d = try asDouble()
        guard d.isNaN || d <= Limits.points else {
            throw ExpressionError(message: "\(formatNumber(d)) points is more than tableshell allows (\(formatNumber(Limits.points)))")
        }
        return d
    }

    /// A count of sections or rows, within what tableshell holds.
    package func asCount(limit: Int, of what: String) throws(ExpressionError) -> Int {
        let n = try asInt()
        guard n <= limit else { throw ExpressionError(message: "\(n) \(what) is more than tableshell allows (\(limit))") }
        return n
    }

    package func asBool() throws(ExpressionError) -> Bool {
        guard let t = truth else { throw ExpressionError(message: "expected a boolean, got \(typeName)") }
        return t
    }

    package func asOptionalString() throws(ExpressionError) -> String? {
        switch self {
        case .string(let s): return s
        case .nil: return nil
        case .int, .decimal: return description
        default: throw ExpressionError(message: "expected a string or nil, got \(typeName)")
        }
    }

    package func asOptionalIndexPath() throws(ExpressionError) -> TableIndexPath? {
        switch self {
        case .indexPath(let ip): return ip
        case .decimal(_, let ip?): return ip
        case .nil: return nil
        default: throw ExpressionError(message: "expected an index path (like 0.2 or [0,2]) or nil, got \(typeName)")
        }
    }

    package func asEditingStyle() throws(ExpressionError) -> EditingStyle {
        switch self {
        case .int(let i):
            guard let s = EditingStyle(rawValue: i) else { throw ExpressionError(message: "\(i) is not an editing style (0 none, 1 delete, 2 insert)") }
            return s
        case .symbol("none"): return .none
        case .symbol("delete"): return .delete
        case .symbol("insert"): return .insert
        default: throw ExpressionError(message: "expected an editing style (none, delete, insert or 0-2), got \(typeName)")
        }
    }

    package func asAccessoryType() throws(ExpressionError) -> AccessoryType {
        if case .int(let i) = self, i >= 0, i < AccessoryType.allCases.count { return AccessoryType.allCases[i] }
        if case .symbol(let s) = self, let a = parseAccessory(s) { return a }
        throw ExpressionError(message: "expected an accessory type (none, disclosure, detailDisclosure, checkmark, detail), got \(typeName)")
    }

    package func asStrings() throws(ExpressionError) -> [String]? {
        switch self {
        case .nil: return nil
        case .list(let items): return try items.map { v throws(ExpressionError) in try v.asOptionalString() ?? "" }
        case .string(let s): return [s]
        default: throw ExpressionError(message: "expected a list of strings, got \(typeName)")
        }
    }
}

/// The accessory names commands and answers accept.
package func parseAccessory(_ s: String) -> AccessoryType? {
    switch s {
    case "none": AccessoryType.none
    case "disclosure", "disclosureIndicator", "chevron": .disclosureIndicator
    case "detail-disclosure", "detailDisclosure", "detailDisclosureButton": .detailDisclosureButton
    case "checkmark", "check": .checkmark
    case "detail", "detailButton", "info": .detailButton
    default: nil
    }
}

package let accessoryNames = ["none", "disclosure", "detail-disclosure", "checkmark", "detail"]
