/// Foundation's descriptions, as UIKit's reasons print them (without
/// addresses: tableshell has none to print).
@usableFromInline enum NSDescription {
    /// An NSSet: `{(\n    x,\n    y\n)}`.
    static func set(_ elements: [String]) -> String {
        "{(\n" + elements.map { "    " + element($0) }.joined(separator: ",\n") + "\n)}"
    }

    /// An NSArray: `(\n    x,\n    y\n)`.
    static func array(_ elements: [String]) -> String {
        "(\n" + elements.map { "    " + element($0) }.joined(separator: ",\n") + "\n)"
    }

    /// A string inside a collection: bare when it is letters, digits and
    /// `_ $ . : /`, else quoted with non-ASCII characters as `\Uxxxx`
    /// (the old-style property-list form Foundation prints; the exact set
    /// of bare characters is inferred).
    static func element(_ s: String) -> String {
        let bare = !s.isEmpty && s.unicodeScalars.allSatisfy {
            ($0.value >= 0x30 && $0.value <= 0x39) || ($0.value >= 0x41 && $0.value <= 0x5A)
                || ($0.value >= 0x61 && $0.value <= 0x7A) || "_$.:/".unicodeScalars.contains($0)
        }
        if bare { return s }
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if c.value < 0x20 || c.value > 0x7E {
                    for unit in String(c).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// `_UIDiffableDataSourceUpdate`'s description, which UIKit puts in its
    /// reasons: `<_UIDiffableDataSourceUpdate 0x… - action: MOV; …>`, here
    /// without the address.
    @usableFromInline static func update(_ action: String, destination: String, destinationIsSection: Bool, identifiers: [String]) -> String {
        "<_UIDiffableDataSourceUpdate - action: \(action); destinationIdentifier:\(destination); destIsSection: \(destinationIsSection ? 1 : 0); identifiers: [\(identifiers.joined(separator: ", "))]>"
    }
}
