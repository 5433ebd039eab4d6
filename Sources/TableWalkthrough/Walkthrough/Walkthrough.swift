import TableScript
import ScriptLanguage
/// A Markdown walkthrough (SPEC §8): fenced blocks tagged `tableshell` hold
/// `> ` command lines, each followed by its expected output. The blocks of
/// a file run in one session, in order, unless a block's fence says
/// otherwise:
///
/// - ```` ```tableshell fails ````: a command of the block is meant to fail
///   (an error, a failed `expect`, an exception the next command does not
///   expect). Without it, a block whose command fails fails the check, and
///   `--update` leaves it as it was.
/// - ```` ```tableshell skip ````: not run.
/// - ```` ```tableshell new-session ````: a fresh session starts here; the
///   blocks after it go on in it.
///
/// One command is marked as meant to fail by `? failed` on the line right
/// after it (trycmd's marker). An expected-output line that would read as
/// a command or as that marker (it begins with `>`, or is `? failed`,
/// after any backslashes) is written with one more `\` in front.
public struct Walkthrough {
    /// One command of a block and the output it should print.
    struct Step {
        /// The line of the `> ` command in the file (1-based).
        var line: Int
        package var command: String
        /// `? failed` follows the command: it is meant to fail.
        var failureIntended = false
        /// The expected lines, unescaped.
        var expected: [String] = []

        /// The file line (1-based) of `expected[i]`.
        func lineOfExpected(_ i: Int) -> Int { line + 1 + (failureIntended ? 1 : 0) + i }
    }

    /// What a fence's info string says of its block.
    struct Markers: Equatable {
        var fails = false
        var skip = false
        var newSession = false
        package static let names = ["fails", "skip", "new-session"]
    }

    package struct Block {
        /// The line of the opening fence.
        var fence: Int
        /// The fence's indentation (a block inside a list item): its lines
        /// lose up to this many spaces, and rewritten lines get them back.
        var indent: Int
        var markers = Markers()
        var steps: [Step] = []
        /// `FILE`-less messages for what is wrong with the block as written,
        /// at their lines: it fails without running.
        var problems: [(line: Int, message: String)] = []
    }

    /// The file's lines, without their line ends.
    let lines: [Substring]
    /// Whether the file's lines end in CRLF (kept when it is rewritten).
    let crlf: Bool
    let blocks: [Block]
    /// The line of a fence that is never closed, if any.
    let unclosedFence: Int?

    /// A fence: three or more backticks or tildes, and an info string.
    struct Fence {
        var character: Character
        var length: Int
        var info: Substring
        /// Spaces before the fence. Any number is taken, so that a block
        /// inside a list item (indented by the item's width) is found.
        var indent: Int

        init?(_ line: Substring) {
            indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard let c = rest.first, c == "`" || c == "~" else { return nil }
            length = rest.prefix { $0 == c }.count
            guard length >= 3 else { return nil }
            character = c
            info = rest.dropFirst(length).trimmingBlanks
            // A backtick fence's info string has no backticks.
            if c == "`" && info.contains("`") { return nil }
        }

        /// Whether `line` closes this fence.
        func isClosed(by line: Substring) -> Bool {
            guard let other = Fence(line) else { return false }
            return other.character == character && other.length >= length && other.info.isEmpty
        }
    }

    /// Finds the `tableshell` blocks of a Markdown text; other fenced
    /// blocks are skipped whole.
    init(text: String) {
        crlf = text.contains("\r\n")
        // "\r\n" is one Character in Swift: split on it as on "\n".
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var blocks: [Block] = []
        var unclosed: Int?
        var i = 0
        while i < lines.count {
            guard let fence = Fence(lines[i]) else {
                i += 1
                continue
            }
            let words = fence.info.split(separator: " ")
            let isTableshell = words.first == "tableshell"
            var block = Block(fence: i + 1, indent: fence.indent)
            if isTableshell { block.readMarkers(words.dropFirst()) }
            i += 1
            var closed = false
            while i < lines.count {
                if fence.isClosed(by: lines[i]) {
                    closed = true
                    break
                }
                if isTableshell { block.read(Self.dedented(lines[i], by: fence.indent), at: i + 1) }
                i += 1
            }
            if !closed && unclosed == nil { unclosed = block.fence }
            if isTableshell { blocks.append(block) }
            i += 1
        }
        self.blocks = blocks
        self.unclosedFence = unclosed
    }

    /// `line` without up to `indent` leading spaces (CommonMark's rule for
    /// an indented fence's content).
    static func dedented(_ line: Substring, by indent: Int) -> Substring {
        line.dropFirst(min(indent, line.prefix { $0 == " " }.count))
    }

    // MARK: Escapes

    /// An output line as it is written in a walkthrough.
    public static func escaped(_ line: String) -> String { WalkthroughLines.escaped(line) }

    /// An expected-output line as written, as the output it stands for.
    static func unescaped(_ line: Substring) -> String { WalkthroughLines.unescaped(line) }
}

extension Walkthrough.Block {
    mutating func readMarkers(_ words: ArraySlice<Substring>) {
        for word in words {
            switch word {
            case "fails": markers.fails = true
            case "skip": markers.skip = true
            case "new-session": markers.newSession = true
            default:
                problems.append((fence, "unknown marker '\(word)' after ```tableshell (the markers are \(Walkthrough.Markers.names.joined(separator: ", ")))\(didYouMean(String(word), in: Walkthrough.Markers.names))"))
            }
        }
    }

    /// One line of the block's content (indentation removed), at `number`.
    mutating func read(_ line: Substring, at number: Int) {
        if line.hasPrefix("> ") || line == ">" {
            steps.append(Walkthrough.Step(line: number, command: String(line.dropFirst(2))))
        } else if steps.isEmpty {
            guard line.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                problems.append((number, "text before the block's first command: expected output follows a '> ' command (a command line starts with '> ')"))
                return
            }
        } else if line == "? failed" && steps[steps.count - 1].expected.isEmpty && !steps[steps.count - 1].failureIntended {
            steps[steps.count - 1].failureIntended = true
        } else {
            steps[steps.count - 1].expected.append(Walkthrough.unescaped(line))
        }
    }
}
