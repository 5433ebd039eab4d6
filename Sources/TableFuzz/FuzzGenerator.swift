import TableEngine
import TableScript
import ScriptLanguage

/// Writes random scripts from the command table itself: every command, in
/// each of its forms, each parameter writing its own words
/// (`FuzzedParameter.fuzzWords`) — valid ones mostly, so that scripts get deep
/// into the table's states, and now and then the negative, the huge, the
/// malformed and the absurd. A command added to the table is fuzzed the day
/// it is added; a new kind of parameter must say what to write for it.
///
/// The same seed writes the same scripts.
public struct FuzzGenerator {
    /// The random numbers (SplitMix64: small, fast, and the same everywhere).
    public struct Random {
        private var state: UInt64
        public init(seed: UInt64) { state = seed }

        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `0..<n` (n > 0).
        public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    }

    var random: Random
    /// How often a parameter writes something wrong, out of 1.
    var wildness: Double
    /// How deep the script is in blocks and repeats being written.
    var depth = 0
    /// The table's rough size, as the last `fill`, `new` or `demo` written
    /// left it: valid index paths aim inside it.
    var sections = 1
    var rows = 0

    /// The files scripts name, which the runner makes in the folder it runs
    /// them in: each name with its bytes, or nil for a folder.
    public static let sandboxFiles: [(name: String, contents: [UInt8]?)] = [
        ("begin.tsh", Array("begin\n".utf8)),
        ("end.tsh", Array("end\n".utf8)),
        ("batch.tsh", Array("batch {\ninsert 0.0 x\n".utf8)),
        ("fill.tsh", Array("fill 3x4\nrender\n".utf8)),
        ("self.tsh", Array("echo again\nsource self.tsh\n".utf8)),
        ("deep.tsh", Array("source deep2.tsh\n".utf8)),
        ("deep2.tsh", Array("source deep.tsh\n".utf8)),
        ("notutf8.tsh", [0x65, 0x63, 0x68, 0x6F, 0x20, 0xC3, 0x28, 0x0A]),
        ("bom.tsh", [0xEF, 0xBB, 0xBF] + Array("echo bom\n".utf8)),
        ("crlf.tsh", Array("fill 2x2\r\necho crlf\r\n".utf8)),
        ("folder", nil),
        ("walk.md", Array("# w\n\n```tableshell\n> fill 1x2\n> echo hi\nhi\n```\n".utf8)),
    ]
    /// Names a script may give that are not files, or are strange ones.
    static let otherFiles = ["missing.tsh", "/dev/zero", "/dev/null", "/dev/stdin", "/proc/self/status", "fifo", "", "folder/", "../", "/"]

    public init(seed: UInt64, wildness: Double = 0.2) {
        random = Random(seed: seed)
        self.wildness = wildness
    }

    // MARK: Scripts

    /// A script of `units` units: each one line, or for a block written
    /// across lines, a few.
    public mutating func script(units: Int) -> [String] {
        (0..<units).map { _ in unit() }
    }

    /// One unit: mostly a command, sometimes commands joined by `;`, a
    /// block across lines, a comment, or noise.
    mutating func unit() -> String {
        switch random.below(100) {
        case 0..<78: return command()
        case 78..<86: return (0..<(2 + random.below(3))).map { _ in command() }.joined(separator: pick(["; ", ";", " ; "]))
        case 86..<91:
            // A block over several lines.
            depth += 1
            defer { depth -= 1 }
            let inner = (0..<random.below(4)).map { _ in command() }
            return (["batch {"] + inner + ["}"]).joined(separator: "\n")
        case 91..<93: return command() + " # " + noise(length: random.below(20))
        case 93..<95: return command() + " \\\n" + pick(["", "--animation fade", "x", "0.0"])
        case 95..<97: return noise(length: random.below(60))
        case 97: return pick(["", "   ", "#", ";", ";;", "{", "}", "} {", "\\"])
        case 98: return longLine()
        default: return (pick(["begin", "api beginUpdates", "batch {"])) + "\n" + command() + "\n" + pick(["end", "api endUpdates", "}", ""])
        }
    }

    /// One command from the table: a form chosen at random, each parameter
    /// writing its words; now and then a word dropped, doubled or swapped.
    public mutating func command() -> String {
        let commands = CommandTable.shared.commands
        var command = commands[random.below(commands.count)]
        // Commands that end the script or reset the table come less often.
        if ["quit", "new", "demo", "fill"].contains(command.name) && random.below(4) != 0 {
            command = commands[random.below(commands.count)]
        }
        if command.name == "quit" && random.below(10) != 0 { command = CommandTable.shared.command(named: "state")! }
        let form = command.forms[random.below(command.forms.count)]
        var name = command.name
        if !command.aliases.isEmpty && chance(0.2) { name = pick(command.aliases) }
        var words = [name]
        var options: [String] = []
        for parameter in form.parameters {
            let written = fuzzWords(for: parameter)
            if parameter.arity.isOption { options += written } else { words += written }
        }
        // Options stand anywhere after the name.
        for option in options { words.insert(option, at: 1 + random.below(words.count)) }
        noteShape(words)
        if chance(wildness / 4) { mutate(&words) }
        return words.joined(separator: " ")
    }

    /// What a `fill`, `new` or `demo` leaves the table as, roughly.
    private mutating func noteShape(_ words: [String]) {
        switch words.first {
        case "fill" where words.count > 1:
            let parts = words[1].split(separator: "x")
            if parts.count == 2, let s = Int(parts[0]), let r = Int(parts[1]), s <= 1000 { (sections, rows) = (s, r) }
        case "new": (sections, rows) = (1, 0)
        case "demo" where words.count > 1: (sections, rows) = words[1] == "contacts" ? (26, 3) : (5, 5)
        default: break
        }
    }

    private mutating func mutate(_ words: inout [String]) {
        guard words.count > 1 else { return }
        let i = 1 + random.below(words.count - 1)
        switch random.below(5) {
        case 0: words.remove(at: i)
        case 1: words.insert(words[i], at: i)
        case 2: words.swapAt(0, i)
        case 3: words[i] = junkWord()
        default: words.append(junkWord())
        }
    }

    // MARK: Choosing

    mutating func chance(_ p: Double) -> Bool { Double(random.next() >> 11) / Double(1 << 53) < p }

    mutating func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }

    /// Whether this parameter writes something wrong this time.
    mutating func wild() -> Bool { chance(wildness) }

    // MARK: Numbers

    /// Integers that break things: signs, overflow, limits, other digits.
    static let edgeIntegers = [
        "-1", "+1", "-0", "00", "007", "1e3", "0x10", "1.5", "1_000", "١", "²", "",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "99999999999999999999",
        "100000000", "99999999", "100000", "99999", "1000000", "10000000", "2147483648", "4294967296",
    ]

    /// Numbers of points that break things.
    static let edgeDoubles = [
        "nan", "NaN", "-nan", "inf", "-inf", "infinity", "1e308", "-1e308", "1.8e308", "1e-300", "4.9e-324", "0.001", "0.5",
        "-0", "-0.0", "1e9", "1000000001", "0x1p3", "1,5", ".5", "5.", "1e", "e5", "--1", "+44", "44pt",
    ]

    /// A small integer mostly, an edge case when wild.
    mutating func integer(upTo limit: Int = 8) -> String {
        wild() ? pick(Self.edgeIntegers) : String(random.below(limit + 1))
    }

    /// A count for `repeat`: small, sometimes large.
    mutating func count() -> String {
        if wild() { return pick(Self.edgeIntegers + ["10000", "1000000", "10000000", "10000001"]) }
        return pick(["0", "1", "2", "3", "5", "10", "50", "200"])
    }

    /// Points: heights, offsets, distances.
    mutating func points(signed: Bool) -> String {
        if wild() { return pick(Self.edgeDoubles + Self.edgeIntegers) }
        let value = pick(["0", "1", "10", "22", "44", "44.5", "88", "100", "440", "1000", "100000"])
        return signed && chance(0.3) ? "-" + value : value
    }

    // MARK: Rows

    mutating func section() -> Int { random.below(max(1, sections) + (chance(0.2) ? 3 : 0)) }
    mutating func row() -> Int { random.below(max(1, rows) + (chance(0.2) ? 3 : 1)) }

    /// One row: `S.R` or `[S,R]`, or a malformed or absurd one.
    mutating func indexPath() -> String {
        if wild() {
            let s = pick(Self.edgeIntegers), r = pick(Self.edgeIntegers)
            return pick(["\(s).\(r)", "[\(s),\(r)]", "\(section())", "\(section()).", ".\(row())", "\(section()).\(row()).\(row())",
                         "[\(section()),\(row())", "\(section()),\(row())]", "-\(section()).\(row())", "\(section()).-\(row())",
                         "[,]", "[]", ".", "*.*", "0.0.", "\(section()).\(r)", "\(s).\(row())", "nil", "indexPath"])
        }
        return chance(0.15) ? "[\(section()),\(row())]" : "\(section()).\(row())"
    }

    /// Rows in the one grammar: a row, a section's rows, a range, a span.
    mutating func rowSelection() -> String {
        if wild() {
            return pick([indexPath(), "\(section()).*", "\(section()).\(row())-\(pick(Self.edgeIntegers))",
                         "\(section()).\(row())-", "\(section()).5-2", "\(section()).0-9999999", "0.0-\(pick(Self.edgeIntegers)).0",
                         "\(section()).*-3", "*", "\(section()).**", "\(section()).0-\(section()).\(row())-\(row())",
                         "0.0-99999.99999999", "\(pick(Self.edgeIntegers)).*"])
        }
        switch random.below(10) {
        case 0: return "\(section()).*"
        case 1: let r = row(); return "\(section()).\(r)-\(r + random.below(4))"
        case 2: return "\(section()).\(row())-\(section()).\(row())"
        default: return indexPath()
        }
    }

    // MARK: Words

    /// A word of text: plain, quoted, CJK, escapes, empty, huge.
    mutating func text() -> String {
        if wild() {
            return pick(["\"\"", "''", "\"a\\u{1F600}b\"", "\"\\u{41\"", "\"\\u{110000}\"", "\"\\q\"", "\"unterminated", "'x",
                         "\"tab\\there\"", "\"new\\nline\"", "\\", "{", "}", "\"{\"", "#", "\u{0}", "\u{7F}", "\u{FFFD}",
                         "--animation", "-", "=", "|", "*", "a=b", "x:", String(repeating: "w", count: 300), "\"\(String(repeating: "第", count: 100))\""])
        }
        return pick(["a", "b", "x", "Alpha", "\"two words\"", "第0组", "Row", "✓", "'single'", "zxw", "Item", "Cell"])
    }

    /// A word that belongs nowhere.
    mutating func junkWord() -> String {
        pick(Self.edgeIntegers + Self.edgeDoubles + ["bogus", "--bogus", "--animation", "section", "{", "}", "\"", "=", "==", "off",
                                                     "0.0", "[0,0]", "automatic", "none", "nil", "🙂", "\u{0}"])
    }

    /// Characters that mean something to the lexer, and others.
    mutating func noise(length: Int) -> String {
        let alphabet = Array("abc 0.1;#\"'\\{}[]=-*x\t第组✓|:,()!?&+<>%$") + ["\u{0}", "\u{7F}", "\u{FFFD}", "\u{202E}", "\r"]
        return String((0..<length).map { _ in pick(alphabet) })
    }

    /// A line near or past the longest tableshell reads.
    mutating func longLine() -> String {
        let length = pick([Limits.lineBytes - 6, Limits.lineBytes - 5, Limits.lineBytes + 1, 70_000])
        return "echo " + String(repeating: "x", count: max(0, length))
    }

    /// A file name: one of the sandbox's, or a strange one.
    mutating func fileName(extensions: [String]) -> String {
        if wild() || chance(0.3) { return pick(Self.otherFiles) }
        let names = Self.sandboxFiles.map(\.name).filter { name in extensions.contains { name.hasSuffix("." + $0) } }
        return names.isEmpty ? pick(Self.sandboxFiles.map(\.name)) : pick(names)
    }

    // MARK: Expressions

    /// An expression for `answer`: small ones mostly; deep, long or broken
    /// ones when wild.
    mutating func expression() -> String {
        if wild() {
            switch random.below(8) {
            case 0: return String(repeating: "(", count: 20 + random.below(60)) + "1" + String(repeating: ")", count: 20 + random.below(60))
            case 1: return Array(repeating: "1", count: 300 + random.below(1200)).joined(separator: pick(["+", "*", "-", " && ", " == "]))
            case 2: return String(repeating: "!", count: 10 + random.below(100)) + "yes"
            case 3: return String(repeating: "-", count: 10 + random.below(100)) + "1"
            case 4: return "row" + String(repeating: ".row", count: 5 + random.below(50))
            case 5: return pick(["", "(", ")", "1 +", "? :", "[1,", "\"unterminated", "1 / 0", "9223372036854775807 + 1", "-9223372036854775808 / -1",
                                 "-9223372036854775807 - 2", "9223372036854775807 * 2", "row % 0", "1e308 * 10", "nil + 1", "[[[[[]]]]]"])
            case 6: return "[" + (0..<(50 + random.below(100))).map { _ in String(random.below(10)) }.joined(separator: ",") + "]"
            default: return expressionTree(depth: 6)
            }
        }
        return expressionTree(depth: 2)
    }

    private mutating func expressionTree(depth: Int) -> String {
        if depth == 0 || chance(0.4) {
            return pick(["row", "section", "indexPath", "proposed", "title", "index", "1", "0", "44", "2.5", "-3", "yes", "no", "nil",
                         "\"A\"", "\"Flag\"", "[0,1]", "0.2", "delete", "insert", "none", "checkmark", "automaticDimension",
                         "exchange", "partial", "top", "fade", "destructive", "[\"Delete:destructive\", \"Flag\"]"])
        }
        let a = expressionTree(depth: depth - 1), b = expressionTree(depth: depth - 1)
        switch random.below(8) {
        case 0: return "!\(a)"
        case 1: return "-\(a)"
        case 2: return "(\(a))"
        case 3: return "\(a) ? \(b) : \(expressionTree(depth: depth - 1))"
        case 4: return "[\(a), \(b)]"
        case 5: return "\(a).\(pick(["row", "section"]))"
        default: return "\(a) \(pick(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"])) \(b)"
        }
    }
}
