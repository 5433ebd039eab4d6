import TableEngine
import ScriptBytes

/// The message log's text: a ``TableEvent`` as one line, the way tableshell
/// prints it — `[ds] tableView:numberOfRowsInSection: 0 -> 5` with UIKit's
/// Objective-C names, `[ds] tableView(_:numberOfRowsInSection:) 0 -> 5` with
/// its Swift names, or one JSON object per line.
///
/// A line starts with the receiver (`[ds]` data source, `[dl]` delegate,
/// `[tv]` the table view as the app calls it, `[cell#3]` a cell, `[nc]` a
/// notification, …), indented two spaces per level of nesting (a message sent
/// while another is answered), then the message, its arguments and `->` its
/// answer. Index paths print as `[section,row]`, Booleans as `YES`/`NO`
/// (`true`/`false` in the Swift style), texts quoted.
///
/// ```swift
/// let formatter = MessageLogFormatter(style: .objc)
/// table.observe { event in print(formatter.line(for: event)) }
/// ```
///
/// This is the shell's own formatting: every line and value is written once,
/// into a byte buffer, and its `String` forms are made from those bytes.
public struct MessageLogFormatter: Sendable {
    /// How a line names messages and writes values.
    public enum Style: String, CaseIterable, Sendable {
        /// UIKit's Objective-C selectors: `tableView:didSelectRowAtIndexPath: [0,1]`.
        case objc
        /// UIKit's Swift names: `tableView(_:didSelectRowAt:) [0,1]`.
        case swift
        /// One JSON object per event: `{"to":"dl","selector":…,"args":[[0,1]],"depth":0}`.
        case json
    }

    /// How lines are written.
    public var style: Style

    /// A formatter writing lines in `style`.
    public init(style: Style = .objc) {
        self.style = style
    }

    /// The event's line, without a newline.
    public func line(for e: TableEvent) -> String {
        var out = ByteSink()
        append(e, to: &out)
        return out.text
    }

    /// A value as the log shows it. As a result (`asResult`), a cell shows
    /// its reuse identifier and whether it is new (`<cell#3 "Cell" new>`).
    public func text(for v: Value, asResult: Bool = false) -> String {
        var out = ByteSink(capacity: 32)
        append(v, asResult: asResult, to: &out)
        return out.text
    }

    /// Appends the event's line, without a newline.
    package func append(_ e: TableEvent, to out: inout ByteSink) {
        if style == .json { return appendJSON(e, to: &out) }
        for _ in 0..<e.depth { out += "  " }
        appendReceiver(e, to: &out)
        out += " "
        if e.selector.receiver == .cell, style == .objc, !e.arguments.isEmpty {
            // Cell messages read as Objective-C: setSelected:NO animated:NO.
            let parts = Self.objcParts[e.selector.rawValue]
            for k in 0..<min(parts.count, e.arguments.count) {
                if k > 0 { out += " " }
                out.append(parts[k])
                out += ":"
                append(e.arguments[k], to: &out)
            }
        } else {
            out.append(style == .swift ? Self.swiftNames[e.selector.rawValue] : Self.objcNames[e.selector.rawValue])
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
    /// `animated`), and its names whole, as UTF-8 made once.
    private static let objcParts: [[[UInt8]]] = MessageSelector.allCases.map { $0.objcName.split(separator: ":").map { Array($0.utf8) } }
    private static let objcNames: [[UInt8]] = MessageSelector.allCases.map { Array($0.objcName.utf8) }
    private static let swiftNames: [[UInt8]] = MessageSelector.allCases.map { Array($0.swiftName.utf8) }

    /// `[ds]`, `[cell#3]`, …; with `brackets` false, without them (JSON's `to`).
    private func appendReceiver(_ e: TableEvent, brackets: Bool = true, to out: inout ByteSink) {
        if brackets { out += "[" }
        switch e.selector.receiver {
        case .dataSource, .prefetchDataSource: out += "ds"
        case .delegate: out += "dl"
        case .dragDelegate: out += "drag"
        case .dropDelegate: out += "drop"
        case .tableView: out += "tv"
        case .notification: out += "nc"
        case .action: out += "action"
        case .viewController:
            out += "vc"
            if case .string(let name)? = e.target {
                out += " "
                out.append(name)
            }
        case .diffableDataSource: out += "dds"
        case .cellProvider: out += "provider"
        case .cell:
            switch e.target {
            case .cell(let id, _, _)?:
                out += "cell#"
                out.append(id)
            case .view(let id, _)?:
                out += "view#"
                out.append(id)
            default: out += "cell"
            }
        }
        if brackets { out += "]" }
    }

    /// A value in the Objective-C or Swift style.
    private func append(_ v: Value, asResult: Bool = false, to out: inout ByteSink) {
        switch v {
        case .int(let i): out.append(i)
        case .double(let d): out.append(formatNumber(d))
        case .bool(let b):
            if style == .swift { out += b ? "true" : "false" } else { out += b ? "YES" : "NO" }
        case .string(let s): appendQuoted(s, to: &out)
        case .indexPath(let ip): append(ip, to: &out)
        case .indexPaths(let ips):
            if ips.count == 1 { return append(ips[0], to: &out) }
            appendList(ips, separator: ", ", to: &out) { x, out in append(x, to: &out) }
        case .sections(let s):
            out += "{"
            for (k, section) in s.enumerated() {
                if k > 0 { out += ", " }
                out.append(section)
            }
            out += "}"
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
        case .view(let id, let text):
            out += "<view#"
            out.append(id)
            if asResult, let text {
                out += " "
                appendQuoted(text, to: &out)
            }
            out += ">"
        case .symbol(let s): out.append(s)
        case .strings(let list): appendList(list, separator: ", ", to: &out) { x, out in appendQuoted(x, to: &out) }
        case .focus(let previous, let next):
            out += "<context previous "
            appendOptional(previous, to: &out)
            out += " next "
            appendOptional(next, to: &out)
            out += ">"
        case .rect(let y, let height):
            out += "{y "
            out.append(formatNumber(y))
            out += ", height "
            out.append(formatNumber(height))
            out += "}"
        case .values(let list): appendList(list, separator: ", ", to: &out) { x, out in append(x, asResult: asResult, to: &out) }
        case .snapshot(let sections, let items):
            out += "<snapshot: "
            out.append(sections)
            out += sections == 1 ? " section, " : " sections, "
            out.append(items)
            out += items == 1 ? " item>" : " items>"
        case .nil: out += "nil"
        }
    }

    /// `[S,R]`, in every style.
    private func append(_ ip: TableIndexPath, to out: inout ByteSink) {
        out += "["
        out.append(ip.section)
        out += ","
        out.append(ip.row)
        out += "]"
    }

    private func appendOptional(_ ip: TableIndexPath?, to out: inout ByteSink) {
        if let ip { append(ip, to: &out) } else { out += "nil" }
    }

    /// `[a, b, …]`: `element` appends each.
    private func appendList<Element>(_ list: [Element], separator: StaticString, to out: inout ByteSink, _ element: (Element, inout ByteSink) -> Void) {
        out += "["
        for (k, x) in list.enumerated() {
            if k > 0 { out += separator }
            element(x, &out)
        }
        out += "]"
    }

    /// `"text"`, escaped as the style's reader reads it; a text that needs
    /// no escape goes in whole.
    private func appendQuoted(_ s: String, to out: inout ByteSink) {
        guard !needsEscape(s) else {
            return out.append(StringLiteral.quoted(s, style == .json ? .json : .script))
        }
        out += "\""
        out.append(s)
        out += "\""
    }

    /// Whether a text has a byte its literal escapes.
    private func needsEscape(_ s: String) -> Bool {
        for byte in s.utf8 where StringLiteral.needsEscape(byte) { return true }
        return false
    }

    /// A number as JSON has it: a value that is not finite is `null`.
    private func appendJSON(_ d: Double, to out: inout ByteSink) {
        if d.isFinite { out.append(formatNumber(d)) } else { out += "null" }
    }

    /// The event as one JSON object.
    private func appendJSON(_ e: TableEvent, to out: inout ByteSink) {
        out += "{\"to\":\""
        appendReceiver(e, brackets: false, to: &out)
        out += "\",\"selector\":"
        appendQuoted(e.selector.objcName, to: &out)
        out += ",\"args\":"
        appendList(e.arguments, separator: ",", to: &out) { x, out in appendJSON(x, to: &out) }
        if let r = e.result {
            out += ",\"result\":"
            appendJSON(r, to: &out)
        }
        if e.isUnimplemented { out += ",\"implemented\":false" }
        out += ",\"depth\":"
        out.append(e.depth)
        out += "}"
    }

    /// A value as JSON.
    private func appendJSON(_ v: Value, to out: inout ByteSink) {
        func appendOrNull(_ ip: TableIndexPath?) {
            if let ip { append(ip, to: &out) } else { out += "null" }
        }
        func appendOrNull(_ text: String?) {
            if let text { appendQuoted(text, to: &out) } else { out += "null" }
        }
        switch v {
        case .int(let i): out.append(i)
        case .double(let d): self.appendJSON(d, to: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .string(let s), .symbol(let s): appendQuoted(s, to: &out)
        case .indexPath(let ip): append(ip, to: &out)
        case .indexPaths(let ips): appendList(ips, separator: ",", to: &out) { x, out in append(x, to: &out) }
        case .sections(let s): appendList(s, separator: ",", to: &out) { x, out in out.append(x) }
        case .cell(let id, let reuse, let isNew):
            out += "{\"cell\":"
            out.append(id)
            out += ",\"reuseIdentifier\":"
            appendOrNull(reuse)
            out += isNew ? ",\"new\":true}" : ",\"new\":false}"
        case .view(let id, let text):
            out += "{\"view\":"
            out.append(id)
            out += ",\"text\":"
            appendOrNull(text)
            out += "}"
        case .strings(let list): appendList(list, separator: ",", to: &out) { x, out in appendQuoted(x, to: &out) }
        case .focus(let previous, let next):
            out += "{\"previous\":"
            appendOrNull(previous)
            out += ",\"next\":"
            appendOrNull(next)
            out += "}"
        case .rect(let y, let height):
            out += "{\"y\":"
            self.appendJSON(y, to: &out)
            out += ",\"height\":"
            self.appendJSON(height, to: &out)
            out += "}"
        case .values(let list): appendList(list, separator: ",", to: &out) { x, out in self.appendJSON(x, to: &out) }
        case .snapshot(let sections, let items):
            out += "{\"sections\":"
            out.append(sections)
            out += ",\"items\":"
            out.append(items)
            out += "}"
        case .nil: out += "null"
        }
    }
}
