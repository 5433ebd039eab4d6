import TableEngine

extension Shell {
    /// What changes the meaning of the next command, for the REPL's prompt
    /// (`tableshell[begin editing swipe 0.1]>`): open update blocks, editing,
    /// an open swipe, Delete confirmation, menu or drag. Empty when none.
    public var promptState: String {
        let table = self.table
        var parts: [String] = []
        for block in blocks.open { parts.append(block.kind == .batch ? "batch" : "begin") }
        if table.editsAllRows { parts.append("editing") }
        if let swipe = table.swipedRow { parts.append("swipe \(swipe.indexPath)") }
        if let ip = table.rowShowingDeleteConfirmation { parts.append("delete? \(ip)") }
        if let menu = table.editMenu { parts.append("menu \(menu.indexPath)") }
        if let menu = table.contextMenu { parts.append("menu" + (menu.indexPath.map { " \($0)" } ?? "")) }
        if table.hasActiveDrag { parts.append("drag") }
        return parts.joined(separator: " ")
    }

    /// The REPL's prompt: `tableshell> `, with the state in brackets.
    public var prompt: String { PromptInput.text(state: promptState) }
}
