import TableEngine

/// Turns engine events into callback-log lines (SPEC §5):
/// `[ds] tableView:numberOfRowsInSection: 0 -> 5`.
struct LogFormatter {
    var style: LogStyle

    func line(_ e: TableEvent) -> String {
        var out = LogLine()
        append(e, to: &out)
        return out.text
    }

    /// Appends the event's line (without a newline): the log's lines are
    /// written as bytes, one string made at the end.
    func append(_ e: TableEvent, to out: inout LogLine) {
        if style == .json { return out.append(json(e)) }
        for _ in 0..<e.depth { out += "  " }
        appendPrefix(e, to: &out)
        out += " "
        if e.selector.receiver == .cell, style == .objc, !e.arguments.isEmpty {
            // Cell messages read as Objective-C: setSelected:NO animated:NO.
            for (k, (part, argument)) in zip(Self.objcParts[e.selector.rawValue], e.arguments).enumerated() {
                if k > 0 { out += " " }
                out.append(part)
                out += ":"
                append(argument, to: &out)
            }
        } else {
            out.append(style == .swift ? e.selector.swiftName : e.selector.objcName)
            for a in e.arguments {
                out += " "
                append(a, to: &out)
            }
        }
        if let r = e.result {
            out += " -> "
            append(r, asResult: true, to: &out)
        }
    }

    /// Each selector's Objective-C name in its parts (`setSelected`,
    /// `animated`), made once.
    private static let objcParts: [[String]] = Selector.allCases.map { $0.objcName.split(separator: ":").map(String.init) }

    private func prefix(_ e: TableEvent) -> String {
        var out = LogLine()
        appendPrefix(e, to: &out)
        return out.text
    }

    private func appendPrefix(_ e: TableEvent, to out: inout LogLine) {
        switch e.selector.receiver {
        case .dataSource: out += "[ds]"
        case .delegate: out += "[dl]"
        case .dragDelegate: out += "[drag]"
        case .dropDelegate: out += "[drop]"
        case .tableView: out += "[tv]"
        case .notification: out += "[nc]"
        case .action: out += "[action]"
        case .prefetchDataSource: out += "[ds]"
        case .diffableDataSource: out += "[dds]"
        case .cellProvider: out += "[provider]"
        case .cell:
            switch e.target {
            case .cell(let id, _, _)?:
                out += "[cell#"
                out.append(id)
                out += "]"
            case .view(let id, _)?:
                out += "[view#"
                out.append(id)
                out += "]"
            default: out += "[cell]"
            }
        }
    }

    /// `format`, appended: the values every scroll logs (numbers, index
    /// paths, flags, cells) without a string of their own.
    private func append(_ v: Value, asResult: Bool = false, to out: inout LogLine) {
        switch v {
        case .int(let i): out.append(i)
        case .bool(let b): out += style == .swift ? (b ? "true" : "false") : (b ? "YES" : "NO")
        case .indexPath(let ip):
            out += "["
            out.append(ip.section)
            out += ","
            out.append(ip.row)
            out += "]"
        case .cell(let id, let reuse, let isNew):
            out += "<cell#"
            out.append(id)
            if asResult {
                if let reuse {
                    out += " "
                    appendQuoted(reuse, to: &out)
                }
                if isNew { out += " new" }
            }
            out += ">"
        case .string(let s): appendQuoted(s, to: &out)
        case .symbol(let s): out.append(s)
        default: out.append(format(v, asResult: asResult))
        }
    }

    /// `quoted`, appended: a text that needs no escape goes in whole.
    private func appendQuoted(_ s: String, to out: inout LogLine) {
        guard !s.utf8.contains(where: StringLiteral.needsEscape) else { return out.append(quoted(s)) }
        out += "\""
        out.append(s)
        out += "\""
    }

    func format(_ v: Value, asResult: Bool = false) -> String {
        switch v {
        case .int(let i): return String(i)
        case .double(let d): return formatNumber(d)
        case .bool(let b): return style == .swift ? (b ? "true" : "false") : (b ? "YES" : "NO")
        case .string(let s): return quoted(s)
        case .indexPath(let ip): return ip.description
        case .indexPaths(let ips): return ips.count == 1 ? ips[0].description : "[" + ips.map(\.description).joined(separator: ", ") + "]"
        case .sections(let s): return "{" + s.map(String.init).joined(separator: ", ") + "}"
        case .cell(let id, let reuse, let isNew):
            guard asResult else { return "<cell#\(id)>" }
            var out = "<cell#\(id)"
            if let reuse { out += " " + quoted(reuse) }
            if isNew { out += " new" }
            return out + ">"
        case .view(let id, let text):
            guard asResult, let text else { return "<view#\(id)>" }
            return "<view#\(id) \(quoted(text))>"
        case .symbol(let s): return s
        case .strings(let list): return "[" + list.map(quoted).joined(separator: ", ") + "]"
        case .focus(let previous, let next):
            return "<context previous \(previous?.description ?? "nil") next \(next?.description ?? "nil")>"
        case .rect(let y, let height): return "{y \(formatNumber(y)), height \(formatNumber(height))}"
        case .values(let list): return "[" + list.map { format($0, asResult: asResult) }.joined(separator: ", ") + "]"
        case .snapshot(let sections, let items):
            return "<snapshot: \(sections) section\(sections == 1 ? "" : "s"), \(items) item\(items == 1 ? "" : "s")>"
        case .nil: return "nil"
        }
    }

    private func quoted(_ s: String) -> String {
        StringLiteral.quoted(s, style == .json ? .json : .script)
    }

    private func json(_ e: TableEvent) -> String {
        func j(_ v: Value) -> String {
            switch v {
            case .int(let i): return String(i)
            case .double(let d): return d.isFinite ? formatNumber(d) : "null"
            case .bool(let b): return b ? "true" : "false"
            case .string(let s): return quoted(s)
            case .indexPath(let ip): return "[\(ip.section),\(ip.row)]"
            case .indexPaths(let ips): return "[" + ips.map { "[\($0.section),\($0.row)]" }.joined(separator: ",") + "]"
            case .sections(let s): return "[" + s.map(String.init).joined(separator: ",") + "]"
            case .cell(let id, let reuse, let isNew):
                return "{\"cell\":\(id),\"reuseIdentifier\":\(reuse.map(quoted) ?? "null"),\"new\":\(isNew)}"
            case .view(let id, let text): return "{\"view\":\(id),\"text\":\(text.map(quoted) ?? "null")}"
            case .symbol(let s): return quoted(s)
            case .strings(let list): return "[" + list.map(quoted).joined(separator: ",") + "]"
            case .focus(let p, let n):
                func ip(_ x: IndexPath?) -> String { x.map { "[\($0.section),\($0.row)]" } ?? "null" }
                return "{\"previous\":\(ip(p)),\"next\":\(ip(n))}"
            case .rect(let y, let h): return "{\"y\":\(y.isFinite ? formatNumber(y) : "null"),\"height\":\(h.isFinite ? formatNumber(h) : "null")}"
            case .values(let list): return "[" + list.map(j).joined(separator: ",") + "]"
            case .snapshot(let sections, let items): return "{\"sections\":\(sections),\"items\":\(items)}"
            case .nil: return "null"
            }
        }
        var out = "{\"to\":\"\(prefix(e).dropFirst().dropLast())\",\"selector\":\(quoted(e.selector.objcName)),\"args\":[\(e.arguments.map(j).joined(separator: ","))]"
        if let r = e.result { out += ",\"result\":\(j(r))" }
        if e.isUnimplemented { out += ",\"implemented\":false" }
        out += ",\"depth\":\(e.depth)}"
        return out
    }
}

/// A log line's bytes as they are written; the line's text is made once.
struct LogLine: ~Copyable {
    /// The bytes written so far, in memory of the line's own that grows as
    /// needed and is kept: a log line is some ten small pieces, each copied
    /// in with a bounds check and nothing else.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// A text made at run time (a selector's name, a quoted string).
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A literal: its bytes are where the program keeps them (only the
    /// literals go this way, `+=` taking no `String`).
    static func += (line: inout LogLine, text: StaticString) {
        text.withUTF8Buffer { line.append($0) }
    }

    /// An integer in decimal, as `String(n)` writes it.
    mutating func append(_ n: Int) {
        if n < 0 {
            guard n != .min else { return append(String(n)) }
            self += "-"
        }
        var m = n.magnitude, digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var used = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[19 - used] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
                used += 1
            } while m > 0
            append(UnsafeBufferPointer(rebasing: d.bindMemory(to: UInt8.self)[(20 - used)...]))
        }
    }

    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    mutating func removeAll() { count = 0 }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
