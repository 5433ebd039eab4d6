import TableRender
import TableEngine

/// `set NAME VALUE` / `get NAME`: the table view's properties.
enum PropertyCommands {
    static let all: [Command] = [set, get]

    struct Property: Sendable {
        let name: String
        let help: String
        let get: @Sendable (Shell) -> String
        let set: @Sendable (Shell, Token) throws -> Void
    }

    static func height(_ t: Token, allowAutomatic: Bool = true) throws(ScriptError) -> Double {
        if allowAutomatic && (t.text == "automatic" || t.text == "automaticDimension") { return automaticDimension }
        guard let v = Double(t.text), v.isFinite else {
            throw ScriptError("expected a height in points\(allowAutomatic ? " or 'automatic'" : ""), got '\(t.text)'", at: t)
        }
        guard v >= 0 else { throw ScriptError("a height cannot be negative (\(t.text))", at: t) }
        guard v <= 1e9 else { throw ScriptError("\(t.text) points is more than tableshell allows (1e9)", at: t) }
        return v
    }

    static func bool(_ t: Token) throws(ScriptError) -> Bool {
        switch t.text.lowercased() {
        case "yes", "true", "on", "1": return true
        case "no", "false", "off", "0": return false
        default: throw ScriptError("expected yes or no, got '\(t.text)'", at: t)
        }
    }

    static func showHeight(_ d: Double) -> String { d == automaticDimension ? "automatic" : formatNumber(d) }

    static let properties: [Property] = [
        Property(name: "rowHeight", help: "default 44; used when heightForRow is not implemented", get: { showHeight($0.table.rowHeight) }) { s, t in
            s.table.rowHeight = try height(t)
        },
        Property(name: "estimatedRowHeight", help: "0 = no estimate: every row measured at reload; >0: rows measured as they come on screen (next reload)", get: { showHeight($0.table.estimatedRowHeight) }) { s, t in
            s.table.estimatedRowHeight = try height(t, allowAutomatic: false)
        },
        Property(name: "sectionHeaderHeight", help: "automatic: 28 with a title in plain style (next reload)", get: { showHeight($0.table.sectionHeaderHeight) }) { s, t in
            s.table.sectionHeaderHeight = try height(t)
        },
        Property(name: "sectionFooterHeight", help: "automatic: 28 with a title in plain style (next reload)", get: { showHeight($0.table.sectionFooterHeight) }) { s, t in
            s.table.sectionFooterHeight = try height(t)
        },
        Property(name: "estimatedSectionHeaderHeight", help: "0 = none", get: { showHeight($0.table.estimatedSectionHeaderHeight) }) { s, t in
            s.table.estimatedSectionHeaderHeight = try height(t, allowAutomatic: false)
        },
        Property(name: "estimatedSectionFooterHeight", help: "0 = none", get: { showHeight($0.table.estimatedSectionFooterHeight) }) { s, t in
            s.table.estimatedSectionFooterHeight = try height(t, allowAutomatic: false)
        },
        Property(name: "height", help: "the viewport's height in points (default 440)", get: { formatNumber($0.table.viewportHeight) }) { s, t in
            let h = try height(t, allowAutomatic: false)
            guard h >= 1 else { throw ScriptError("the viewport needs a height of at least 1 point", at: t) }
            guard h <= 100_000 else { throw ScriptError("a viewport taller than 100000 points would show too many cells", at: t) }
            s.table.viewportHeight = h
        },
        Property(name: "width", help: "the rendering's width in columns", get: { String($0.options.width) }) { s, t in
            s.options.width = try Invocation.int(t, "a width in columns", range: 20...1000)
        },
        Property(name: "allowsSelection", help: "default yes", get: { yesNo($0.table.allowsSelection) }) { s, t in
            s.table.allowsSelection = try bool(t)
        },
        Property(name: "allowsMultipleSelection", help: "default no", get: { yesNo($0.table.allowsMultipleSelection) }) { s, t in
            s.table.allowsMultipleSelection = try bool(t)
        },
        Property(name: "allowsSelectionDuringEditing", help: "default no", get: { yesNo($0.table.allowsSelectionDuringEditing) }) { s, t in
            s.table.allowsSelectionDuringEditing = try bool(t)
        },
        Property(name: "allowsMultipleSelectionDuringEditing", help: "default no", get: { yesNo($0.table.allowsMultipleSelectionDuringEditing) }) { s, t in
            s.table.allowsMultipleSelectionDuringEditing = try bool(t)
        },
        Property(name: "sectionIndexMinimumDisplayRowCount", help: "the index shows only with at least this many rows (default 0)", get: { String($0.table.sectionIndexMinimumDisplayRowCount) }) { s, t in
            s.table.sectionIndexMinimumDisplayRowCount = try Invocation.int(t, "a row count", range: 0...Int.max)
        },
        Property(name: "separatorStyle", help: "none, singleLine or singleLineEtched", get: { $0.table.separatorStyle.rawValue }) { s, t in
            guard let style = SeparatorStyle(rawValue: t.text) else {
                throw ScriptError("expected none, singleLine or singleLineEtched, got '\(t.text)'\(didYouMean(t.text, in: SeparatorStyle.allCases.map(\.rawValue)))", at: t)
            }
            s.table.separatorStyle = style
        },
        Property(name: "editing", help: "setEditing:animated: (the same as 'edit on|off')", get: { yesNo($0.table.isEditing) }) { s, t in
            s.table.setEditing(try bool(t), animated: true)
        },
        Property(name: "contentOffset", help: "the scroll position in points (clamped to the content)", get: { formatNumber($0.table.contentOffset) }) { s, t in
            guard let y = Double(t.text), y.isFinite else { throw ScriptError("expected an offset in points, got '\(t.text)'", at: t) }
            try s.table.setContentOffset(y)
        },
    ]

    static func yesNo(_ b: Bool) -> String { b ? "yes" : "no" }

    static func property(_ t: Token) throws(ScriptError) -> Property {
        guard let p = properties.first(where: { $0.name == t.text }) else {
            throw ScriptError("unknown property '\(t.text)'\(didYouMean(t.text, in: properties.map(\.name)))", at: t,
                              notes: ["properties: " + properties.map(\.name).joined(separator: ", ")])
        }
        return p
    }

    static let set = Command(
        name: "set", usage: ["set NAME VALUE"],
        summary: "set a table view property",
        details: properties.map { "  \($0.name.padding(38))\($0.help)" }.joined(separator: "\n"),
        subcommands: properties.map(\.name)
    ) { inv in
        let p = try property(try inv.next("a property name"))
        let value = try inv.next("a value for \(p.name)")
        try inv.expectEnd()
        try p.set(inv.shell, value)
    }

    static let get = Command(
        name: "get", usage: ["get NAME", "get"],
        summary: "show a table view property (alone: all of them)",
        subcommands: properties.map(\.name),
        changesScreen: false
    ) { inv in
        if inv.isAtEnd {
            for p in properties { inv.shell.writeLine("\(p.name) = \(p.get(inv.shell))") }
            return
        }
        let p = try property(try inv.next("a property name"))
        try inv.expectEnd()
        inv.shell.writeLine(p.get(inv.shell))
    }
}
