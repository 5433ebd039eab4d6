import TableEngine

/// `api METHOD ARGS…`: UITableView's methods by their UIKit names, called
/// directly; the model is not touched.
enum TableAPI {
    struct Method: Sendable {
        let name: String
        let usage: String
        let call: @Sendable (inout Invocation) throws -> Void
    }

    static let methods: [Method] = [
        Method(name: "reloadData", usage: "reloadData") { inv in
            try inv.expectEnd()
            try inv.shell.table.reloadData()
        },
        Method(name: "beginUpdates", usage: "beginUpdates") { inv in
            try inv.expectEnd()
            inv.shell.openBlock(inv)
        },
        Method(name: "endUpdates", usage: "endUpdates") { inv in
            try inv.expectEnd()
            if !inv.shell.openBegins.isEmpty { inv.shell.openBegins.removeLast() }
            try inv.shell.table.endUpdates()
            if inv.shell.table.openUpdateBlocks == 0 { inv.shell.blockStartModel = nil }
        },
        Method(name: "insertRowsAtIndexPaths", usage: "insertRowsAtIndexPaths S.R… [--animation A]") { inv in
            let a = try RowCommands.animation(&inv)
            try inv.shell.table.insertRows(at: try paths(&inv), with: a)
        },
        Method(name: "deleteRowsAtIndexPaths", usage: "deleteRowsAtIndexPaths S.R… [--animation A]") { inv in
            let a = try RowCommands.animation(&inv)
            try inv.shell.table.deleteRows(at: try paths(&inv), with: a)
        },
        Method(name: "reloadRowsAtIndexPaths", usage: "reloadRowsAtIndexPaths S.R… [--animation A]") { inv in
            let a = try RowCommands.animation(&inv)
            try inv.shell.table.reloadRows(at: try paths(&inv), with: a)
        },
        Method(name: "moveRowAtIndexPath", usage: "moveRowAtIndexPath S.R S2.R2") { inv in
            let from = try inv.indexPath(), to = try inv.indexPath()
            try inv.expectEnd()
            try inv.shell.table.moveRow(at: from, to: to)
        },
        Method(name: "insertSections", usage: "insertSections S… [--animation A]") { inv in
            let a = try RowCommands.animation(&inv)
            try inv.shell.table.insertSections(try sections(&inv), with: a)
        },
        Method(name: "deleteSections", usage: "deleteSections S… [--animation A]") { inv in
            let a = try RowCommands.animation(&inv)
            try inv.shell.table.deleteSections(try sections(&inv), with: a)
        },
        Method(name: "reloadSections", usage: "reloadSections S… [--animation A]") { inv in
            let a = try RowCommands.animation(&inv)
            try inv.shell.table.reloadSections(try sections(&inv), with: a)
        },
        Method(name: "moveSection", usage: "moveSection S S2") { inv in
            let from = try inv.int("a section"), to = try inv.int("the destination section")
            try inv.expectEnd()
            try inv.shell.table.moveSection(from, toSection: to)
        },
        Method(name: "scrollToRowAtIndexPath", usage: "scrollToRowAtIndexPath S.R [none|top|middle|bottom]") { inv in
            let ip = try inv.indexPath()
            let position = inv.isAtEnd ? ScrollPosition.none : ScrollPosition(rawValue: try inv.keyword("a scroll position", ScrollPosition.allCases.map(\.rawValue)))!
            try inv.expectEnd()
            try inv.shell.table.scrollToRow(at: ip, at: position)
        },
        Method(name: "selectRowAtIndexPath", usage: "selectRowAtIndexPath S.R|nil [none|top|middle|bottom]") { inv in
            let t = try inv.next("an index path or nil")
            let ip: IndexPath? = t.text == "nil" ? nil : Invocation.indexPath(t.text)
            if ip == nil && t.text != "nil" { throw ScriptError("expected an index path or nil, got '\(t.text)'", at: t) }
            let position = inv.isAtEnd ? ScrollPosition.none : ScrollPosition(rawValue: try inv.keyword("a scroll position", ScrollPosition.allCases.map(\.rawValue)))!
            try inv.expectEnd()
            try inv.shell.table.selectRow(at: ip, animated: false, scrollPosition: position)
        },
        Method(name: "deselectRowAtIndexPath", usage: "deselectRowAtIndexPath S.R") { inv in
            let ip = try inv.indexPath()
            try inv.expectEnd()
            inv.shell.table.deselectRow(at: ip)
        },
        Method(name: "cellForRowAtIndexPath", usage: "cellForRowAtIndexPath S.R") { inv in
            let ip = try inv.indexPath()
            try inv.expectEnd()
            let cell = inv.shell.table.cellForRow(at: ip)
            inv.shell.writeLine(cell.map { "<cell#\($0.id)> \"\($0.text ?? "")\"" } ?? "nil")
        },
        Method(name: "indexPathsForVisibleRows", usage: "indexPathsForVisibleRows") { inv in
            try inv.expectEnd()
            let paths = inv.shell.table.indexPathsForVisibleRowsMessage()
            inv.shell.writeLine(paths.map(\.description).joined(separator: " "))
        },
        Method(name: "indexPathsForSelectedRows", usage: "indexPathsForSelectedRows") { inv in
            try inv.expectEnd()
            let paths = inv.shell.table.indexPathsForSelectedRows
            inv.shell.writeLine(paths.isEmpty ? "nil" : paths.map(\.description).joined(separator: " "))
        },
        Method(name: "numberOfSections", usage: "numberOfSections") { inv in
            try inv.expectEnd()
            inv.shell.writeLine(String(inv.shell.table.numberOfSections))
        },
        Method(name: "numberOfRowsInSection", usage: "numberOfRowsInSection S") { inv in
            let s = try inv.int("a section")
            try inv.expectEnd()
            inv.shell.writeLine(String(try inv.shell.table.numberOfRows(inSection: s)))
        },
        Method(name: "rectForRowAtIndexPath", usage: "rectForRowAtIndexPath S.R") { inv in
            let ip = try inv.indexPath()
            try inv.expectEnd()
            let r = try inv.shell.table.rectForRow(at: ip)
            inv.shell.writeLine("y \(formatNumber(r.y)) height \(formatNumber(r.height))")
        },
        Method(name: "registerClass", usage: "registerClass ID [STYLE]") { inv in
            let id = try inv.nextText("a reuse identifier")
            let style = inv.isAtEnd ? CellStyle.default : CellStyle(rawValue: try inv.keyword("a cell style", CellStyle.allCases.map(\.rawValue)))!
            try inv.expectEnd()
            inv.shell.table.register(style: style, forCellReuseIdentifier: id)
        },
        Method(name: "dequeueReusableCellWithIdentifier", usage: "dequeueReusableCellWithIdentifier ID") { inv in
            let id = try inv.nextText("a reuse identifier")
            try inv.expectEnd()
            let cell = inv.shell.table.dequeueReusableCell(withIdentifier: id)
            inv.shell.writeLine(cell.map { "<cell#\($0.id)>" } ?? "nil")
        },
        Method(name: "dequeueReusableCellWithIdentifier:forIndexPath:", usage: "dequeueReusableCellWithIdentifier:forIndexPath: ID S.R") { inv in
            let id = try inv.nextText("a reuse identifier")
            let ip = try inv.indexPath()
            try inv.expectEnd()
            let cell = try inv.shell.table.dequeueReusableCell(withIdentifier: id, for: ip)
            inv.shell.writeLine("<cell#\(cell.id)>")
        },
    ]

    static func call(_ inv: inout Invocation) throws {
        let t = try inv.next("a UITableView method")
        // Accept `insertRowsAtIndexPaths:withRowAnimation:` and friends.
        let name = t.text
        let method = methods.first { $0.name == name }
            ?? methods.first { name.hasPrefix($0.name + ":") && !$0.name.contains(":") && !methods.contains(where: { $0.name == name }) }
        guard let method else {
            throw ScriptError("unknown UITableView method '\(name)'\(didYouMean(name, in: methods.map(\.name)))", at: t,
                              notes: ["see 'help api' for the methods"])
        }
        try method.call(&inv)
    }

    private static func paths(_ inv: inout Invocation) throws(ScriptError) -> [IndexPath] {
        var result: [IndexPath] = []
        while !inv.isAtEnd {
            let t = try inv.next("an index path")
            result += try inv.shell.expandRows(t)
        }
        if result.isEmpty { _ = try inv.next("an index path") }
        return result
    }

    private static func sections(_ inv: inout Invocation) throws(ScriptError) -> [Int] {
        var result: [Int] = []
        while !inv.isAtEnd { result.append(try inv.int("a section")) }
        if result.isEmpty { _ = try inv.next("a section") }
        return result
    }
}
