import TableEngine

extension Shell {
    /// Candidates for the last (partial) word of `line`: command names, then
    /// whatever the command's forms take next — keywords, values, method
    /// names, index paths that exist, file names.
    public func completions(for line: String, files: (([String]) -> [String])? = nil) -> [String] {
        let command = line.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let partial = command.last == " " || command.last == "\t" || command.isEmpty ? "" : (words.popLast() ?? "")
        let candidates: [String]
        if words.isEmpty {
            candidates = CommandTable.shared.commands.map(\.name)
        } else if let c = CommandTable.shared.command(named: words[0]) {
            let context = CompletionContext(table: table, partial: partial,
                                            typed: Array(words.dropFirst()),
                                            files: files ?? { [unowned self] in self.fileCandidates(partial, $0) })
            candidates = c.candidates(after: Array(words.dropFirst()), context)
        } else {
            candidates = []
        }
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.sorted(by: naturallyOrdered)
    }

    /// Files and folders that start like `partial` (a path as typed, `~/`
    /// for the home folder), files only with one of the extensions;
    /// hidden ones only when `partial` names them.
    func fileCandidates(_ partial: String, _ extensions: [String]) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let folderTyped = slash.map { String(partial[...$0]) } ?? ""
        let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        var folder = folderTyped
        if folder.hasPrefix("~/"), let home = host.homeDirectory { folder = home + folder.dropFirst() }
        return host.directoryEntries(folder).filter { entry in
            guard entry.name.hasPrefix(prefix), entry.name != ".", entry.name != "..",
                  !entry.name.hasPrefix(".") || prefix.hasPrefix(".") else { return false }
            if entry.isDirectory || extensions.isEmpty { return true }
            guard let dot = entry.name.lastIndex(of: ".") else { return false }
            return extensions.contains(String(entry.name[entry.name.index(after: dot)...]))
        }.map { folderTyped + $0.name + ($0.isDirectory ? "/" : "") }
    }
}

/// Text order, but runs of digits compare as numbers: `0.98` before
/// `0.100`, `row2` before `row10`.
func naturallyOrdered(_ a: String, _ b: String) -> Bool {
    var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
    var x = i.next(), y = j.next()
    while let p = x, let q = y {
        if p.properties.numericType == .decimal, q.properties.numericType == .decimal, p.isASCII, q.isASCII {
            var m = "", n = ""
            while let c = x, c.isASCII, c.properties.numericType == .decimal { m.unicodeScalars.append(c); x = i.next() }
            while let c = y, c.isASCII, c.properties.numericType == .decimal { n.unicodeScalars.append(c); y = j.next() }
            // Leading zeros aside, the longer number is the larger.
            let mt = m.drop { $0 == "0" }, nt = n.drop { $0 == "0" }
            if mt.count != nt.count { return mt.count < nt.count }
            if mt != nt { return mt < nt }
            if m.count != n.count { return m.count < n.count }
            continue
        }
        if p != q { return p.value < q.value }
        x = i.next(); y = j.next()
    }
    return x == nil && y != nil
}
