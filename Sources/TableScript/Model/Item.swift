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
    /// Which dequeue the data source calls for the row's cell.
    public var dequeue: Dequeue = .automatic

    /// Which of UITableView's dequeue methods the data source calls.
    public enum Dequeue: String, Hashable, Sendable, CaseIterable {
        /// `dequeueReusableCellWithIdentifier:forIndexPath:` when the
        /// identifier is registered, else `dequeueReusableCellWithIdentifier:`
        /// and a new cell when it returns nil: what a careful app does.
        case automatic = "auto"
        /// `dequeueReusableCellWithIdentifier:forIndexPath:`, registered or
        /// not (unregistered, UIKit raises "unable to dequeue a cell…").
        case indexPath = "index-path"
        /// `dequeueReusableCellWithIdentifier:`, then a new cell when it
        /// returns nil.
        case plain
        /// `dequeueReusableCellWithIdentifier:forIndexPath:` twice for the
        /// row, keeping the second cell: a bug UIKit refuses ("Attempted to
        /// dequeue multiple cells for the same index path…").
        case twice = "index-path-twice"
    }

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
/// What it holds is made once from its source and shared: a run of
/// generated rows carries a pattern, and a copy of it is one reference.
struct TextPattern: Hashable, Sendable {
    enum Part: Hashable, Sendable { case literal(String), section, row, number }

    private final class Storage: Sendable {
        let source: String
        let parts: [Part]
        /// The parts as `write` reads them: each literal's UTF-8 at hand.
        let pieces: [Piece]
        let mostBytes: Int
        let counts: Part?

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
            let counting = parts.filter { $0 == .row || $0 == .number }
            counts = counting.count == 1 ? counting[0] : nil
            // Room for the literals and a number of at most 20 characters a hole.
            mostBytes = parts.reduce(0) { total, part in
                if case .literal(let s) = part { total + s.utf8.count } else { total + 20 }
            }
            pieces = parts.map { part in
                switch part {
                case .literal(let s): .bytes(Array(s.utf8))
                case .section: .section
                case .row: .row
                case .number: .number
                }
            }
        }
    }

    private enum Piece: Sendable { case bytes([UInt8]), section, row, number }

    private let storage: Storage

    init(_ source: String) { storage = Storage(source) }

    var source: String { storage.source }
    var parts: [Part] { storage.parts }
    /// The most bytes a text of the pattern takes.
    var mostBytes: Int { storage.mostBytes }

    /// The one hole that counts rows, `{r}` or `{n}`, when the pattern has
    /// exactly one such hole: row k of a run is then its prefix, the
    /// number, its suffix (`GeneratedRowIndex` reads the number back).
    var counts: Part? { storage.counts }

    /// The bytes before and after the counting hole, `{s}` written as
    /// `section`; nil without exactly one counting hole.
    func affixes(section: Int) -> (prefix: [UInt8], suffix: [UInt8])? {
        guard counts != nil else { return nil }
        var prefix: [UInt8] = [], suffix: [UInt8] = [], before = true
        for part in parts {
            switch part {
            case .literal(let s): before ? prefix.append(contentsOf: s.utf8) : suffix.append(contentsOf: s.utf8)
            case .section: before ? prefix.append(contentsOf: String(section).utf8) : suffix.append(contentsOf: String(section).utf8)
            case .row, .number: before = false
            }
        }
        return (prefix, suffix)
    }

    static func == (a: TextPattern, b: TextPattern) -> Bool {
        a.storage === b.storage || a.source == b.source
    }

    func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// Written into the string's own storage: a million generated rows
    /// make a million texts (the cells shown).
    package func text(section: Int, row: Int, number: Int) -> String {
        String(unsafeUninitializedCapacity: mostBytes) { buffer in
            write(section: section, row: row, number: number, to: buffer.baseAddress!)
        }
    }

    /// Writes the text's UTF-8 at `start` (room for `mostBytes`); returns
    /// how many bytes it wrote. `apply` writes every row's text this way.
    func write(section: Int, row: Int, number: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        for piece in storage.pieces {
            switch piece {
            case .bytes(let bytes):
                bytes.withUnsafeBufferPointer { (start + n).update(from: $0.baseAddress!, count: $0.count) }
                n += bytes.count
            case .section: n += Self.writeDecimal(section, to: start + n)
            case .row: n += Self.writeDecimal(row, to: start + n)
            case .number: n += Self.writeDecimal(number, to: start + n)
            }
        }
        return n
    }

    /// `String(value)`'s bytes (at most 20), written at `start`; returns
    /// how many.
    private static func writeDecimal(_ value: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        if value < 0 {
            start[0] = UInt8(ascii: "-")
            n = 1
        }
        var m = value.magnitude, digits = 1
        while m >= 10 {
            digits += 1
            m /= 10
        }
        m = value.magnitude
        var k = n + digits
        repeat {
            k -= 1
            start[k] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: m % 10)
            m /= 10
        } while k > n
        return n + digits
    }
}
