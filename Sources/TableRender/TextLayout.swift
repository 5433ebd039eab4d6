/// Fitting text into display columns.
enum TextLayout {
    /// `text` cut to `width` columns, with an ellipsis when cut.
    static func truncate(_ text: String, to width: Int, ellipsis: String) -> String {
        guard width > 0 else { return "" }
        if displayWidth(text) <= width { return text }
        let room = width - displayWidth(ellipsis)
        var out = ""
        var used = 0
        for c in text {
            let w = displayWidth(c)
            if used + w > room { break }
            out.append(c)
            used += w
        }
        return out + ellipsis
    }

    /// `text` cut to `width` columns from its start, keeping its end, with
    /// an ellipsis first when cut.
    static func truncateStart(_ text: String, to width: Int, ellipsis: String) -> String {
        guard width > 0 else { return "" }
        if displayWidth(text) <= width { return text }
        let room = width - displayWidth(ellipsis)
        var kept: [Character] = []
        var used = 0
        for c in text.reversed() {
            let w = displayWidth(c)
            if used + w > room { break }
            kept.append(c)
            used += w
        }
        return ellipsis + String(kept.reversed())
    }

    /// `text` padded with spaces to exactly `width` columns (cut if longer).
    static func pad(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        let t = truncate(text, to: width, ellipsis: ellipsis)
        return t + String(repeating: " ", count: max(0, width - displayWidth(t)))
    }

    /// `left` and `right` on one line of `width` columns, right aligned.
    static func spread(_ left: String, _ right: String, width: Int, ellipsis: String) -> String {
        let r = truncate(right, to: max(0, width / 2), ellipsis: ellipsis)
        let room = width - displayWidth(r) - (r.isEmpty ? 0 : 1)
        let l = truncate(left, to: max(0, room), ellipsis: ellipsis)
        let gap = width - displayWidth(l) - displayWidth(r)
        return l + String(repeating: " ", count: max(0, gap)) + r
    }

    /// Text made safe for one terminal line: control characters shown as
    /// escapes.
    static func printable(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
