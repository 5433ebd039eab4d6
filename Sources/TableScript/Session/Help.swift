/// `help` and `help NAME`, from the commands' declarations.
enum Help {
    static func overview() -> String {
        var out = "tableshell: a headless UITableView you drive with commands.\n"
        for group in CommandTable.shared.groups {
            out += "\n\(group.title):\n"
            for c in group.commands {
                out += "  " + c.name.padding(12) + c.summary + "\n"
            }
        }
        out += "\nIndex paths: S.R or [S,R]; S.* every row of S; S.R-R2 a range. 'help NAME' for more.\n"
        return out
    }

    static func page(_ name: String) -> String? {
        if name == "limits" { return limits }
        guard let c = CommandTable.shared.command(named: name) else { return nil }
        var out = "usage: " + c.usage.joined(separator: "\n       ") + "\n\n" + c.summary + "\n"
        if !c.aliases.isEmpty { out += "aliases: " + c.aliases.joined(separator: ", ") + "\n" }
        if !c.details.isEmpty { out += "\n" + c.details + "\n" }
        return out
    }
}
