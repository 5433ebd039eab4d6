import TableEngine

/// Why a session cannot be written as a walkthrough that passes its check.
struct RecordRefusal: Error {
    var reason: String
}

extension Recording {
    /// The session so far as a walkthrough that rebuilds its starting
    /// state. `ascii` is whether it draws with `--ascii`, `openBlock` the
    /// update block still open, if any, and `exceptionLeftUnexpected`
    /// whether an exception raised is still pending.
    func walkthroughText(ascii: Bool, openBlock: UpdateBlocks.Block?, exceptionLeftUnexpected: Bool) throws(RecordRefusal) -> String {
        if ascii {
            throw RecordRefusal(reason: "the session draws with --ascii, which a walkthrough cannot set (start tableshell without it, or type 'render --ascii')")
        }
        if let open = openBlock {
            throw RecordRefusal(reason: "the update block opened by '\(open.token.text)' is still open, and a walkthrough must not end inside one: close it ('\(open.kind == .batch ? "}" : "end")'), then record")
        }
        if let stdin = startingScripts.first(where: { $0.name == "<stdin>" }) {
            throw RecordRefusal(reason: "the session began with a script read from standard input ('\(stdin.name)'), which a walkthrough cannot read again")
        }
        var out = "# tableshell session\n\n"
        out += "Recorded with `record`; check it with `tableshell doc FILE.md --check` from the folder it was recorded in.\n\n"
        out += "```tableshell\n"
        // The starting state, rebuilt without output.
        out += "> log off\n"
        if let demo = startingDemo { out += "> demo \(demo)\n" }
        out += "> set width \(startingWidth)\n"
        // The session began with a quiet load, which counted no calls.
        out += "> calls reset\n"
        out += "> log \(startingLogStyle.rawValue)\n"
        // The scripts that ran before the prompt; their output is not kept.
        for script in startingScripts {
            if script.name == "-c" {
                for line in script.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    out += "> \(line)\n...\n"
                }
            } else {
                out += "> source \(Self.quotedIfNeeded(script.name))\n...\n"
            }
        }
        // An exception still pending fails the command that raised it.
        let raiser = exceptionLeftUnexpected ? entries.lastIndex(where: \.leftException) : nil
        for (k, entry) in entries.enumerated() {
            for line in entry.input.split(separator: "\n", omittingEmptySubsequences: false) { out += "> \(line)\n" }
            if entry.failed || k == raiser { out += "? failed\n" }
            // A command that printed nothing is followed by nothing.
            if entry.output.isEmpty { continue }
            for line in Self.withoutColour(entry.output).split(separator: "\n", omittingEmptySubsequences: false).dropLast(entry.output.hasSuffix("\n") ? 1 : 0) {
                out += WalkthroughLines.escaped(String(line)) + "\n"
            }
        }
        out += "```\n"
        return out
    }

    /// A path as a script word: quoted when it holds blanks, quotes, `;`,
    /// `#` or `\`.
    static func quotedIfNeeded(_ path: String) -> String {
        guard path.contains(where: { " \t\"';#\\{}".contains($0) }) else { return path }
        return "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// Text without ANSI escape sequences (`ESC [ … letter`).
    static func withoutColour(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var i = text.unicodeScalars.makeIterator()
        while let c = i.next() {
            guard c == "\u{1B}" else { out.unicodeScalars.append(c); continue }
            guard let next = i.next() else { break }
            guard next == "[" else { continue }
            while let d = i.next(), !(0x40...0x7E).contains(d.value) {}
        }
        return out
    }
}
