import TableRender

/// `help` and `help NAME`.
enum Help {
    static let groups: [(title: String, names: [String])] = [
        ("Table and data", ["new", "demo", "fill", "register", "insert", "delete", "move", "reload", "item", "data", "api", "begin", "end", "batch", "apply"]),
        ("What the data source and delegate answer", ["answer", "implement", "answers"]),
        ("User gestures", ["select", "deselect", "touch", "focus", "scroll", "edit", "swipe", "drag", "longpress", "menu", "pasteboard", "index"]),
        ("Table view properties", ["set", "get"]),
        ("Looking", ["render", "autorender", "log", "calls", "state", "visible", "cells", "selection"]),
        ("Scripting", ["source", "echo", "repeat", "expect", "record", "help", "quit"]),
    ]

    static func overview() -> String {
        var out = "tableshell: a headless UITableView you drive with commands.\n"
        for group in groups {
            out += "\n\(group.title):\n"
            for name in group.names {
                guard let c = CommandTable.shared.command(named: name) else { continue }
                out += "  " + c.name.padding(12) + c.summary + "\n"
            }
        }
        out += "\nIndex paths: S.R or [S,R]; S.* every row of S; S.R-R2 a range. 'help NAME' for more.\n"
        return out
    }

    static func page(_ name: String) -> String? {
        guard let c = CommandTable.shared.command(named: name) else { return nil }
        var out = "usage: " + c.usage.joined(separator: "\n       ") + "\n\n" + c.summary + "\n"
        if !c.aliases.isEmpty { out += "aliases: " + c.aliases.joined(separator: ", ") + "\n" }
        if !c.details.isEmpty { out += "\n" + c.details + "\n" }
        return out
    }
}
