import TableRender

/// `help`, `help NAME` and `help topics`, from the commands' declarations
/// and the topics below, wrapped to the terminal's width (80 columns when
/// there is none).
public enum Help {
    package static let defaultWidth = 80

    /// The list of commands; on a user's app (`hostedApp`, its name), those
    /// that script tableshell's own app are listed apart, as refused.
    static func overview(width: Int = defaultWidth, hostedApp: String? = nil) -> String {
        let table = CommandTable.shared
        let names = table.commands.map { ([$0.name] + $0.aliases).joined(separator: ", ") }
        let column = min((names.map(\.count).max() ?? 0) + 2, 18)
        var out = wrap("tableshell: a headless UITableView you drive with commands" + (hostedApp.map { ", running your app (\($0))." } ?? "."), width: width) + "\n"
        var k = 0
        for group in table.groups {
            let shown = group.commands.filter { hostedApp == nil || !$0.scriptedOnly }
            if !shown.isEmpty { out += "\n" + wrap(group.title + ":", width: width) + "\n" }
            for c in group.commands {
                let name = names[k]
                k += 1
                guard hostedApp == nil || !c.scriptedOnly else { continue }
                let lead = "  " + name + String(repeating: " ", count: max(column - name.count, 2))
                out += wrap(lead + c.summary, width: width, hangingIndent: 2 + max(column, name.count + 2)) + "\n"
            }
        }
        if let hostedApp {
            let refused = table.commands.filter(\.scriptedOnly).map(\.name).joined(separator: ", ")
            out += "\n" + wrap("Not on your app (they script tableshell's own app, and refuse here): \(refused); 'new' alone launches \(hostedApp) again; 'index' only taps its titles; 'expect snapshot' and 'expect items' refuse.", width: width) + "\n"
        }
        out += "\n" + wrap("Index paths: S.R or [S,R]; S.* every row of S; S.R-R2 a range. 'help NAME' for a command, 'help topics' for the concepts (index paths, answers and expressions, the log, update blocks, walkthroughs, JSON, limits).", width: width) + "\n"
        return out
    }

    /// What the REPL says first: where it is, and three commands to try,
    /// wrapped to `width` (the terminal's).
    /// On a user's app (`hostedApp`, its name), the banner names it and
    /// leaves out what scripts tableshell's own app.
    public static func banner(version: String, demo: String?, hostedApp: String? = nil, width: Int = 80) -> String {
        wrapLines(bannerText(version: version, demo: demo, hostedApp: hostedApp), width: width)
    }

    private static func bannerText(version: String, demo: String?, hostedApp: String?) -> String {
        var out = "tableshell \(version)" + (demo.map { ", on the '\($0)' demo" } ?? "") + (hostedApp.map { ", running your app (\($0))" } ?? "") + ". Try:\n"
        out += "  tap 0.1                 a tap: the messages UIKit sends, in order\n"
        out += "  log unimplemented on    also those it would send had the app implemented more\n"
        if hostedApp == nil { out += "  implement +all          implement them all ('help implement' for groups)\n" }
        if demo != nil { out += "  new                     a fresh, empty table instead of the demo\n" }
        out += "'help' lists the commands, 'help topics' the concepts; Tab completes.\n"
        return out
    }

    /// A command's page, or a topic's.
    package static func page(_ name: String, width: Int = defaultWidth, hostedApp: String? = nil) -> String? {
        if name == "topics" { return topicList(width: width) }
        guard let c = CommandTable.shared.command(named: name) else {
            // A page ends its last line, so the prompt (or what follows)
            // starts on a line of its own.
            return topics.first { $0.name == name || $0.aliases.contains(name) }.map { wrapLines(endingItsLine($0.text()), width: width) }
        }
        // Under an alias (`help tap`) the usage reads as the name asked for,
        // and the other names are the aliases.
        let usage = c.usage.map { $0 == c.name || $0.hasPrefix(c.name + " ") ? name + $0.dropFirst(c.name.count) : $0 }
        let others = ([c.name] + c.aliases).filter { $0 != name }
        var out = "usage: " + usage.joined(separator: "\n       ") + "\n\n" + c.summary + "\n"
        if !others.isEmpty { out += "aliases: " + others.joined(separator: ", ") + "\n" }
        if !c.details.isEmpty { out += "\n" + c.details + "\n" }
        if let hostedApp, c.scriptedOnly || c.forms.contains(where: \.scriptedOnly) {
            out += "\nOn your app (\(hostedApp)): " + (c.scriptedOnly ? "it scripts tableshell's own app, and refuses.\n" : "only the forms that do not script tableshell's own app run.\n")
        }
        return wrapLines(out, width: width)
    }

    private static func endingItsLine(_ text: String) -> String { text.hasSuffix("\n") ? text : text + "\n" }

    /// Every name `help NAME` takes: commands, aliases, topics.
    package static var names: [String] {
        CommandTable.shared.names + ["topics"] + topics.flatMap { [$0.name] + $0.aliases }
    }

    static func topicList(width: Int) -> String {
        var out = "Topics ('help NAME'):\n"
        for topic in topics {
            out += wrap("  " + topic.name.padding(14) + topic.summary, width: width, hangingIndent: 16) + "\n"
        }
        return out
    }

    // MARK: Wrapping

    /// Each line of `text` that is wider than `width` broken at spaces; a
    /// continuation is indented like its line, or under the second column
    /// of a two-column line (`  name    what it is`).
    static func wrapLines(_ text: String, width: Int) -> String {
        reflowingParagraphs(text, width: width).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            guard displayWidth(line) > width else { return line }
            let indent = line.prefix { $0 == " " }.count
            // A list item's continuation stands under its text.
            var hanging = indent > 0 ? indent + 2 : 0
            // A second column: two or more spaces after the first word.
            if let gap = line.dropFirst(indent).firstRange(of: "  ") {
                let second = line[gap.upperBound...].prefix { $0 == " " }
                let column = line.distance(from: line.startIndex, to: gap.upperBound) + second.count
                if column <= width / 2 { hanging = column }
            }
            return wrap(line, width: width, hangingIndent: hanging)
        }.joined(separator: "\n")
    }

    /// Prose is written in the source as paragraphs of lines ~88 columns
    /// wide. A paragraph with a line wider than `width` becomes one line, so
    /// it is wrapped once, at `width`, rather than each of its lines leaving
    /// a word or two alone. A paragraph is a run of lines that start at the
    /// margin; a blank line, an indented line (a list, a table, an
    /// example) or one starting with a label (`Examples:`, `METHOD:`) ends
    /// it. Paragraphs that fit stay as written.
    static func reflowingParagraphs(_ text: String, width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func isProse(_ line: Substring) -> Bool { !line.isEmpty && line.first != " " }
        func startsParagraph(_ line: Substring) -> Bool {
            guard let colon = line.firstIndex(of: ":"), line[line.index(after: colon)...].hasPrefix(" ") || line.index(after: colon) == line.endIndex else { return false }
            let label = line[..<colon]
            return label.first?.isUppercase == true && label.count <= 12 && label.allSatisfy { $0.isLetter || $0 == "-" || $0 == "_" }
        }
        var out: [Substring] = []
        var k = 0
        while k < lines.count {
            var end = k + 1
            if isProse(lines[k]) {
                while end < lines.count, isProse(lines[end]), !startsParagraph(lines[end]) { end += 1 }
            }
            let paragraph = lines[k..<end]
            if paragraph.count > 1, paragraph.contains(where: { displayWidth($0) > width }) {
                out.append(Substring(paragraph.joined(separator: " ")))
            } else {
                out.append(contentsOf: paragraph)
            }
            k = end
        }
        return out.joined(separator: "\n")
    }

    /// One line broken into lines of at most `width` columns (a word
    /// longer than that stands alone, cut).
    static func wrap(_ line: String, width: Int, hangingIndent: Int = 0) -> String {
        let width = max(width, 20)
        let hangingIndent = hangingIndent < width / 2 ? hangingIndent : 2
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        // Leading spaces belong to the first line.
        let lead = line.prefix { $0 == " " }
        current = String(lead)
        currentWidth = lead.count
        var startOfLine = true
        for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let w = displayWidth(word)
            if !startOfLine && currentWidth + 1 + w > width {
                lines.append(current)
                current = String(repeating: " ", count: hangingIndent)
                currentWidth = hangingIndent
                startOfLine = true
                if word.isEmpty { continue }
            }
            if !startOfLine {
                current += " "
                currentWidth += 1
            }
            var piece = Substring(word)
            // A word wider than a line: cut it.
            while currentWidth + displayWidth(piece) > width, piece.count > 1 {
                var head = ""
                var headWidth = currentWidth
                for c in piece {
                    let cw = displayWidth(c)
                    if headWidth + cw > width { break }
                    head.append(c)
                    headWidth += cw
                }
                if head.isEmpty { break }
                lines.append(current + head)
                piece = piece.dropFirst(head.count)
                current = String(repeating: " ", count: hangingIndent)
                currentWidth = hangingIndent
            }
            current += piece
            currentWidth += displayWidth(piece)
            startOfLine = false
        }
        lines.append(current)
        return lines.map { l in
            var l = l
            while l.last == " " { l.removeLast() }
            return l
        }.joined(separator: "\n")
    }
}
