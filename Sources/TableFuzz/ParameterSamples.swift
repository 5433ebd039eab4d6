import TableEngine
import TableScript
import ScriptLanguage

// What each kind of parameter writes for the fuzzer (`FuzzedParameter`):
// valid words mostly, and when the generator says so (`wild()`), words of
// the wrong kind, out of range, malformed or absurd.

/// A parameter the fuzzer can write words for: valid ones mostly, and when
/// the generator says so, the wrong, the out-of-range and the malformed.
/// Every kind of parameter in the command table conforms (a test checks
/// it), so a new command made of parameters is fuzzed the day it is added.
protocol FuzzedParameter {
    func fuzzWords(_ generator: inout FuzzGenerator) -> [String]
}

extension FuzzGenerator {
    /// The words `parameter` writes; none for a kind of parameter that
    /// cannot say (which `FuzzTests.everyParameterWritesFuzzWords` does
    /// not let pass).
    mutating func fuzzWords(for parameter: any Parameter) -> [String] {
        (parameter as? any FuzzedParameter)?.fuzzWords(&self) ?? []
    }

    /// The parameters of the command table the fuzzer cannot write words
    /// for, as `command: usage`.
    static var parametersWithoutWords: [String] {
        CommandTable.shared.commands.flatMap { command in
            command.forms.flatMap { form in
                form.parameters.filter { !($0 is any FuzzedParameter) }.map { "\(command.name): \($0.usage)" }
            }
        }
    }
}

extension Keyword: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        g.wild() && g.chance(0.3) ? [g.pick(["", g.junkWord(), "\"\(word)\"", word.uppercased()])] : [word]
    }
}

extension Choice: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() { return [g.pick(["", "\"\(words[0])\"", words[0].uppercased(), String(words[0].dropLast()), g.junkWord()])] }
        return [g.pick(words)]
    }
}

extension Text: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.text()] }
}

extension Texts: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        let n = g.wild() ? g.pick([0, 1, 50, 500]) : max(minimum, g.random.below(4))
        return (0..<n).map { _ in g.text() }
    }
}

extension Optionally: FuzzedParameter where Wrapped: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { g.chance(0.5) ? wrapped.fuzzWords(&g) : [] }
}

extension Located: FuzzedParameter where Wrapped: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { wrapped.fuzzWords(&g) }
}

extension Option: FuzzedParameter where Value: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        guard g.chance(0.3) else { return [] }
        if g.wild() { return g.pick([[name], [name + "="], [name + "=" + value.fuzzWords(&g).joined()], [name, name]]) }
        return [name] + value.fuzzWords(&g)
    }
}

extension Flag: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        guard g.chance(0.4) else { return [] }
        return g.wild() ? [g.pick([name + "=yes", "-" + name, name.uppercased()])] : [name]
    }
}

extension IndexPathArgument: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.indexPath()] }
}

extension OnScreenRow: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.indexPath()] }
}

extension TableAPI.IndexPathOrNil: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { g.chance(0.2) ? ["nil"] : [g.indexPath()] }
}

extension Rows: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        let n = g.wild() && g.chance(0.2) ? g.pick([0, 40]) : max(minimum, 1 + g.random.below(3))
        return (0..<n).map { _ in g.rowSelection() }
    }
}

extension ExpectCommands.RowsOrNone: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        g.chance(0.2) ? ["none"] : (0..<(1 + g.random.below(3))).map { _ in g.rowSelection() }
    }
}

extension SectionNumber: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.wild() ? g.pick(FuzzGenerator.edgeIntegers + ["0.0", "x"]) : String(g.section())] }
}

extension Sections: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        (0..<(1 + g.random.below(3))).map { _ in g.wild() ? g.pick(FuzzGenerator.edgeIntegers) : String(g.section()) }
    }
}

extension Integer: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() { return [g.pick(FuzzGenerator.edgeIntegers + [String(range.lowerBound - 1), String(range.upperBound + 1)])] }
        let small = range.clamped(to: range.lowerBound...min(range.upperBound, range.lowerBound + 60))
        return [String(small.lowerBound + g.random.below(small.count))]
    }
}

extension Number: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.points(signed: true)] }
}

extension Height: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        allowsAutomatic && g.chance(0.15) ? ["automatic"] : [g.points(signed: false)]
    }
}

extension ByteSize: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        [g.wild() ? g.pick(["0", "1", "15M", "1.5", "-1G", "1e3", "999999999T", "9223372036854775807", "G", "M1", "nan"]) : g.pick(["64M", "256M", "512M", "1G", "2G"])]
    }
}

extension FileName: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.fileName(extensions: extensions)] }
}

extension Block: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() && g.chance(0.3) {
            return g.pick([[], ["{"], ["}"], ["{", "{", "}"], Array(repeating: "{", count: 40) + Array(repeating: "}", count: 40), ["\"{\"", "}"]])
        }
        guard g.depth < 3 else { return ["{", "}"] }
        g.depth += 1
        defer { g.depth -= 1 }
        let inner = (0..<g.random.below(4)).map { _ in g.command() }
        return ["{", inner.joined(separator: "; "), "}"]
    }
}

extension CommandTail: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() && g.chance(0.2) { return g.pick([[], ["repeat"], Array(repeating: "repeat 1", count: 150) + ["echo", "deep"]]) }
        guard g.depth < 3 else { return ["echo", "deep"] }
        g.depth += 1
        defer { g.depth -= 1 }
        return [g.command()]
    }
}

extension MethodName: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() { return [g.pick(["", "tableView:", "heightForRowAtIndexPath", "numberOfRowsInSection:", "bogus", "reloadData"])] }
        return [g.pick(MessageSelector.protocolMethodNames)]
    }
}

extension ExpectCommands.AnyMethodName: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        [g.wild() ? g.junkWord() : g.pick(MessageSelector.allCases.map(\.shortName))]
    }
}

extension CommandName: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        [g.wild() ? g.junkWord() : g.pick(CommandTable.shared.names)]
    }
}

extension TableCommands.Size: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() {
            return [g.pick(["0x0", "1x", "x1", "x", "-1x5", "1x-5", "100001x1", "1x100000001", "99999999999x1", "5X5", "5×5", "1x100000000",
                            "100000x1000", "10000x10000", "100000x1", "1x10000000", "2x50000000", "\(g.pick(FuzzGenerator.edgeIntegers))x3"])]
        }
        return [g.pick(["1x3", "2x4", "3x5", "1x0", "0x0", "4x20", "1x100", "10x10", "1x1000", "1000x1", "1x1000000"])]
    }
}

extension RowCommands.ItemSettings: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        (0..<(1 + g.random.below(3))).map { _ -> String in
            if g.wild() { return g.pick(["=", "text", "=x", "bogus=1", "indent=101", "indent=-1", "indent=9223372036854775808", "style=", "accessory=bogus", "text=\(g.text())"]) }
            switch g.random.below(9) {
            case 7: return "dequeue=\(g.pick(["auto", "index-path", "plain", "index-path-twice", "bogus"]))"
            case 0: return "text=\(g.text())"
            case 1: return "detail=\(g.text())"
            case 2: return "accessory=\(g.pick(accessoryNames))"
            case 3: return "style=\(g.pick(CellStyle.allCases.map(\.rawValue)))"
            case 4: return "indent=\(g.random.below(5))"
            case 5: return "reuse=\(g.pick(["Cell", "Other", ""]))"
            case 6: return "selectionStyle=\(g.pick(["none", "blue", "gray", "default"]))"
            default: return "\(g.pick(["image", "accessoryView", "editingAccessory", "editingAccessoryView"]))=\(g.pick(["x", "", "checkmark"]))"
            }
        }
    }
}

extension TableAPI.MethodKeyword: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        g.wild() && g.chance(0.3) ? [g.junkWord()] : [g.pick(keywords)]
    }
}

extension ExpectCommands.Comparison: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        let op = g.wild() && g.chance(0.3) ? g.pick(["=", "===", "<>", ""]) : g.pick(Operator.allCases.map(\.rawValue))
        return [op, g.wild() ? g.pick(FuzzGenerator.edgeDoubles) : String(g.random.below(10))]
    }
}

extension AnswerCommands.AnswerBody: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.chance(0.1) { return ["off"] }
        var words: [String] = []
        if g.chance(0.3) { words.append(g.chance(0.3) ? String(g.section()) : g.rowSelection()) }
        words.append(g.wild() && g.chance(0.2) ? g.pick(["", "=="]) : "=")
        words.append(g.expression())
        return words
    }
}

extension AnswerCommands.Implementations: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        (0..<(1 + g.random.below(3))).map { _ in
            g.wild() ? g.pick(["+", "-", "+bogus", "+numberOfRows", "--moveRow"]) : g.pick(["+", "-"]) + (g.chance(0.2) ? g.pick(MethodGroup.allCases.map(\.rawValue)) : g.pick(MessageSelector.protocolMethodNames))
        }
    }
}

extension ApplyCommand.Snapshot: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        let n = g.wild() && g.chance(0.2) ? g.pick([0, 300]) : g.random.below(8)
        return (0..<n).map { _ in
            g.pick(["Row", "Row 0.0", "\"Row 0.1\"", "a", "b", "x*", "a=b", "T:", "|", "\"|\"", "=x", "*", ":", "第0组", g.text(), "Item"])
        }
    }
}

extension IndexCommand.Titles: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() { return [g.pick(["A-\u{10FFFF}", "Z-A", "0-9", "a-z", "\u{0}-\u{FF}", "{search}", "A-", "-"]), g.text()] }
        return [g.pick(["A-Z", "A-C", "{search}", "1", "\"2\"", "B", "第"])]
    }
}

extension EditingGestures.MenuItem: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        [g.wild() ? g.junkWord() : g.pick(["copy", "copy:", "cut", "paste", "Copy", "Delete", "Share", "cancel", "preview", "\"Delete\""])]
    }
}

extension SnapshotCommands.Identifiers: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        let n = g.wild() && g.chance(0.2) ? g.pick([0, 200]) : 1 + g.random.below(3)
        var words = (0..<n).map { _ in g.identifier() }
        if !stopAt.isEmpty && g.chance(0.3) { words.append(g.pick(stopAt)) }
        return words
    }
}

extension SnapshotCommands.Identifier: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] { [g.identifier()] }
}

extension SnapshotCommands.ToSection: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        guard g.chance(0.4) else { return [] }
        return g.wild() ? g.pick([["toSection"], ["toSection", g.junkWord()]]) : ["toSection", g.identifier()]
    }
}

extension SnapshotCommands.AnimatingDifferences: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        ["animatingDifferences", g.wild() ? g.junkWord() : g.pick(["yes", "no"])]
    }
}

extension TableAPI.CellNumber: FuzzedParameter {
    func fuzzWords(_ g: inout FuzzGenerator) -> [String] {
        if g.wild() { return [g.pick(["cell#0", "cell#-1", "cell#", "cell#x", "cell#99999999999999999999", "#3", g.junkWord()])] }
        return [g.chance(0.8) ? "cell#\(1 + g.random.below(14))" : String(1 + g.random.below(14))]
    }
}

extension FuzzGenerator {
    /// A diffable data source's identifier: a section's or an item's.
    mutating func identifier() -> String {
        wild() ? pick(["\"\"", "\"a b\"", "🙂", String(repeating: "i", count: 200), junkWord()])
            : pick(["A", "B", "C", "a", "b", "c", "x", "y", "1", "2", "\"Row 0.0\"", "main", "done"])
    }
}
