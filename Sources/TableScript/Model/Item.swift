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
    }

    func text(section: Int, row: Int, number: Int) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .literal(let s): out += s
            case .section: out += String(section)
            case .row: out += String(row)
            case .number: out += String(number)
            }
        }
        return out
    }
}
