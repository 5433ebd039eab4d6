import TableEngine

/// One row of the model: what the data source puts in its cell.
public struct Item: Hashable, Sendable {
    /// Identity, for `apply` (items are compared by it, not by text).
    public var id: Int
    /// What the cell shows: text, detail, image, accessories, indentation,
    /// selection style.
    public var content = TableViewCell.Content()
    /// The cell style; nil means the table's default.
    public var style: CellStyle?
    /// The reuse identifier; nil means the style's default identifier.
    public var reuse: String?

    public init(id: Int, text: String) {
        self.id = id
        content.text = text
    }

    public var text: String {
        get { content.text ?? "" }
        set { content.text = newValue }
    }
}

/// A text pattern with `{s}`, `{r}` and `{n}` holes (SPEC §4 `fill`).
struct TextPattern: Hashable, Sendable {
    enum Part: Hashable, Sendable { case literal(String), section, row, number }
    let parts: [Part]
    let source: String

    init(_ source: String) {
        self.source = source
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(source)
        while let c = rest.first {
            let hole: Part? = rest.hasPrefix("{s}") ? .section : rest.hasPrefix("{r}") ? .row : rest.hasPrefix("{n}") ? .number : nil
            if let hole {
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(hole)
                rest = rest.dropFirst(3)
            } else {
                literal.append(c)
                rest = rest.dropFirst()
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
        // Room for the literals and a number of at most 20 characters a hole.
        mostBytes = parts.reduce(0) { total, part in
            if case .literal(let s) = part { total + s.utf8.count } else { total + 20 }
        }
    }

    /// The most bytes a text of the pattern takes.
    private let mostBytes: Int

    /// Written into the string's own storage: a million generated rows
    /// make a million texts (`apply`, the cells shown).
    func text(section: Int, row: Int, number: Int) -> String {
        String(unsafeUninitializedCapacity: mostBytes) { buffer in
            var n = 0
            write(section: section, row: row, number: number, into: buffer, at: &n)
            return n
        }
    }

    /// The text's UTF-8, appended.
    func appendText(section: Int, row: Int, number: Int, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: mostBytes))
        let used = bytes.withUnsafeMutableBufferPointer { all in
            let buffer = UnsafeMutableBufferPointer(rebasing: all[start...])
            var n = 0
            write(section: section, row: row, number: number, into: buffer, at: &n)
            return n
        }
        bytes.removeLast(mostBytes - used)
    }

    private func write(section: Int, row: Int, number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
        for part in parts {
            switch part {
            case .literal(let s):
                var s = s
                s.withUTF8 { bytes in
                    for b in bytes {
                        buffer[n] = b
                        n += 1
                    }
                }
            case .section: Self.writeDecimal(section, into: buffer, at: &n)
            case .row: Self.writeDecimal(row, into: buffer, at: &n)
            case .number: Self.writeDecimal(number, into: buffer, at: &n)
            }
        }
    }

    /// `String(n)`'s bytes (at most 20), written at `n`.
    private static func writeDecimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
        if value < 0 {
            buffer[n] = UInt8(ascii: "-")
            n += 1
        }
        var m = value.magnitude, digits = 0
        repeat {
            digits += 1
            m /= 10
        } while m > 0
        m = value.magnitude
        for k in stride(from: n + digits - 1, through: n, by: -1) {
            buffer[k] = UInt8(ascii: "0") + UInt8(m % 10)
            m /= 10
        }
        n += digits
    }
}
