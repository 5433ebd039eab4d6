/// Text written as a quoted literal that its reader takes back whole: JSON's
/// (`"a\u001bb"`) or tableshell's own, which is Swift's (`"a\u{1b}b"`).
/// Control characters are always escaped: they never reach a terminal raw.
public enum StringLiteral {
    package enum Dialect {
        case json
        case script
    }

    /// `"text"`, escaped as `dialect` reads it.
    package static func quoted(_ text: String, _ dialect: Dialect) -> String {
        var out = ""
        append(text, dialect, to: &out)
        return out
    }

    /// Appends `"text"`, escaped as `dialect` reads it.
    package static func append(_ text: String, _ dialect: Dialect, to out: inout String) {
        out += "\""
        // Most texts need no escape: take them whole.
        guard text.utf8.contains(where: needsEscape) else {
            out += text
            out += "\""
            return
        }
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where c.value < 0x20 || c.value == 0x7F:
                let hex = String(c.value, radix: 16)
                switch dialect {
                case .json: out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                case .script: out += "\\u{\(hex)}"
                }
            default: out.unicodeScalars.append(c)
            }
        }
        out += "\""
    }

    /// Whether a byte of UTF-8 text is escaped in a literal. Public and
    /// `@inlinable`: the log asks it of every byte of the texts it quotes.
    @inlinable public static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
