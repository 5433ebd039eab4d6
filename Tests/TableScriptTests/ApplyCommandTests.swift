import TestSupport
import PropertyBased
import Testing
import TableEngine
@testable import TableScript

@Suite struct ApplyCommandTests {
    func texts(_ h: Harness) -> [[String]] {
        h.shell.model.sections.map { $0.items.items.map(\.text) }
    }

    func titles(_ h: Harness) -> [String?] {
        h.shell.model.sections.map(\.title)
    }

    @Test func theTableGetsTheDifferenceAsOneBatch() {
        let h = Harness(log: .objc)
        h.run("fill 1x4 {n}")
        let r = h.run("apply 3 0 1=one 9")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.hasPrefix("""
        [tv] performBatchUpdates:completion:
          [tv] deleteRowsAtIndexPaths:withRowAnimation: [0,2] automatic
          [tv] insertRowsAtIndexPaths:withRowAnimation: [0,3] automatic
          [tv] reloadRowsAtIndexPaths:withRowAnimation: [0,1] automatic
          [tv] moveRowAtIndexPath:toIndexPath: [0,3] [0,0]
          [ds] numberOfSectionsInTableView: -> 1
          [ds] tableView:numberOfRowsInSection: 0 -> 4
          [ds] tableView:cellForRowAtIndexPath: [0,2]
        """))
        #expect(texts(h) == [["3", "0", "one", "9"]])
        #expect(h.shell.table.cellsOnScreen.map { $0.cell.text } == ["3", "0", "one", "9"])
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func itemsKeepTheirIdentityAndContent() {
        let h = Harness()
        h.run("fill 1x3 {n}\nitem 0.1 detail=kept")
        let id = h.shell.model.item(at: TableIndexPath(0, 1)).id
        h.run("apply 1 new 0")
        #expect(h.shell.model.item(at: TableIndexPath(0, 0)).id == id)
        #expect(h.shell.model.item(at: TableIndexPath(0, 0)).content.detailText == "kept")
    }

    @Test func sectionsAreTheModelsByTitleOrInOrder() {
        let h = Harness(log: .objc)
        h.run("new\ninsert 0.0 a b\ninsert section 1 Fruits\ninsert 1.0 apple\ninsert section 2 Veg\ninsert 2.0 leek")
        let r = h.run("apply Veg: leek carrot | a | Fruits: apple b | Nuts: pecan")
        #expect(r.ok, "\(r.err)")
        #expect(texts(h) == [["leek", "carrot"], ["a"], ["apple", "b"], ["pecan"]])
        #expect(titles(h) == ["Veg", nil, "Fruits", "Nuts"])
        #expect(r.out.contains("[tv] insertSections:withRowAnimation: {3} automatic"))
        #expect(r.out.contains("[tv] moveSection:toSection: 2 0"))
        #expect(r.out.contains("[tv] moveRowAtIndexPath:toIndexPath: [0,1] [2,1]"))
        #expect(h.shell.tableAgreesWithModel)
        h.shell.table._checkInvariants()
    }

    @Test func fewerSectionsDeleteTheRest() {
        let h = Harness()
        h.run("fill 3x2 {n}")
        h.run("apply 0 5 |")
        #expect(texts(h) == [["0", "5"], []])
        #expect(h.shell.tableAgreesWithModel)
    }

    @Test func quotedMarksArePlainText() {
        let h = Harness()
        let r = h.run("apply \"a*\" 'x=y' \"Note:\" \"|\" \"New Jersey\"=NJ b=\"B B\"")
        #expect(r.ok, "\(r.err)")
        #expect(texts(h) == [["a*", "x=y", "Note:", "|", "NJ", "B B"]])
    }

    @Test func repeatedNamesArePairedInOrder() {
        let h = Harness()
        h.run("insert 0.0 x y x")
        let first = h.shell.model.item(at: TableIndexPath(0, 0)).id
        h.run("apply y x")
        #expect(texts(h) == [["y", "x"]])
        #expect(h.shell.model.item(at: TableIndexPath(0, 1)).id == first)
    }

    @Test func aTitleComesFirstInItsSection() {
        let h = Harness()
        let r = h.run("apply a Fruits: b")
        #expect(!r.ok)
        #expect(r.err.contains("test.tsh:1:9: error: apply: a section's title comes first in it (put '|' before 'Fruits:' to start a section)"))
        #expect(texts(h) == [[]])
    }

    @Test func notInsideAnUpdateBlock() {
        let h = Harness()
        let r = h.run("begin\napply a")
        #expect(r.err.contains("'apply' cannot run inside an update block"))
    }

    @Test func anExceptionLeavesModelAndTableAsTheyWere() {
        let h = Harness()
        h.run("fill 1x3 {n}\nanswer numberOfRows = 3")
        let r = h.run("apply 0 1 2 3\nexpect exception NSInternalInconsistencyException \"attempt to insert row 3 into section 0\"")
        #expect(r.ok, "\(r.err)")
        #expect(texts(h) == [["0", "1", "2"]])
        #expect(h.shell.table.rowCount(0) == 3)
    }

    @Test func randomSnapshotsLeaveModelAndTableAgreeing() async {
        await propertyCheck(count: 100, input: Generator { rng in RandomApply.random(using: &rng) }) { test in
            let h = Harness()
            let r = h.run(test.script)
            #expect(r.ok, "\(r.err)")
            #expect(texts(h) == test.expected)
            #expect(h.shell.tableAgreesWithModel)
            #expect(h.shell.table.cellsOnScreen.allSatisfy { h.shell.model.item(at: $0.indexPath).text == $0.cell.text })
            h.shell.table._checkInvariants()
        }
    }
}

/// `apply` against a plain model: the rows as an array of (identity, text)
/// in table order, each name taking the first row with its text not yet
/// named. Texts repeat (`t{r}` in every section, and stored items with the
/// same texts), which the resolver's text table must get right.
@Suite struct ApplyResolverTests {
    @Test func namesTakeTheFirstRowNotYetNamedAsAPlainModelDoes() async {
        let scenarios = Generator { rng -> String in
            let sections = Int.random(in: 1...3, using: &rng), rows = Int.random(in: 0...8, using: &rng)
            var script = "fill \(sections)x\(rows) t{r}\n"
            for _ in 0..<Int.random(in: 0...3, using: &rng) where rows > 0 {
                script += "insert \(Int.random(in: 0..<sections, using: &rng)).0 t\(Int.random(in: 0...rows, using: &rng))\n"
            }
            var typed: [String] = []
            for _ in 0..<Int.random(in: 0...(sections * rows + 4), using: &rng) {
                let name = Bool.random(using: &rng) ? "t\(Int.random(in: 0...(rows + 1), using: &rng))" : "n\(Int.random(in: 0...2, using: &rng))"
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: typed.append(name + "*")
                case 1: typed.append(name + "=x")
                case 2: typed.append("|")
                default: typed.append(name)
                }
            }
            return script + "apply " + typed.joined(separator: " ")
        }
        await propertyCheck(count: 150, input: scenarios) { script in Self.check(script) }
    }

    /// Names that follow the model's rows in order or in reverse (the
    /// resolver tries the rows next to the last one named before its
    /// table), with rows left out, new names, repeats and texts that
    /// several rows share.
    @Test func namesInTheModelsOrderOrReversedAsAPlainModelDoes() async {
        let scenarios = Generator { rng -> String in
            let sections = Int.random(in: 1...3, using: &rng), rows = Int.random(in: 0...12, using: &rng)
            let shared = Bool.random(using: &rng)
            var script = "fill \(sections)x\(rows) \(shared ? "t{r}" : "t{n}")\n"
            var texts = (0..<sections).map { s in (0..<rows).map { "t\(shared ? $0 : s * rows + $0)" } }
            for _ in 0..<Int.random(in: 0...2, using: &rng) where rows > 0 {
                let s = Int.random(in: 0..<sections, using: &rng), text = "t\(Int.random(in: 0..<rows, using: &rng))"
                script += "insert \(s).0 \(text)\n"
                texts[s].insert(text, at: 0)
            }
            var names = texts.joined().filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let name = Bool.random(using: &rng) ? "n\(Int.random(in: 0...2, using: &rng))" : names.randomElement(using: &rng) ?? "n9"
                names.insert(name, at: Int.random(in: 0...names.count, using: &rng))
            }
            if Bool.random(using: &rng) { names.reverse() }
            return script + "apply " + names.joined(separator: " ")
        }
        await propertyCheck(count: 200, input: scenarios) { script in Self.check(script) }
    }

    /// Generated runs whose pattern counts rows are found by reading the
    /// number back from the name (`GeneratedRowIndex`), beside the hashed
    /// texts of stored items and other runs: patterns with text around the
    /// number, several sections (`t{r}` repeats the numbers: its runs are
    /// hashed), stored items and an earlier `apply` (slices of runs), and
    /// names that are almost numbers ("t01", "t-0", "t").
    @Test func namesOfCountingPatternsAsAPlainModelDoes() async {
        // Prefixes of 7, 8 and 9 bytes: the name's first eight bytes are
        // compared at once when the prefix fits in them.
        let patterns = ["t{n}", "t{r}", "{n}", "{n}0", "s{s}-{r}", "{r}{s}", "a{n}b", "t{s}", "{s}{r}{n}",
                        "prefix-{n}", "eightby-{r}x", "ninebytes{n}"]
        let scenarios = Generator { rng -> String in
            let sections = Int.random(in: 1...3, using: &rng), rows = Int.random(in: 0...12, using: &rng)
            let pattern = patterns.randomElement(using: &rng)!
            func name() -> String {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: return ["t01", "t-0", "t", "0", "00", "-1", "t-1", "10", "100", "a0", "ab", "a-0b", "s0-", "s-0",
                                "prefix-01", "prefix--1", "prefiX-1", "prefix-", "eightby-x", "eightby-01x", "ninebytes", "ninebyte1"].randomElement(using: &rng)!
                default:
                    let n = Int.random(in: -1...(sections * rows + 1), using: &rng), s = Int.random(in: 0..<sections, using: &rng)
                    return TextPattern(pattern).text(section: s, row: n, number: n)
                }
            }
            func names() -> String {
                var typed: [String] = []
                for _ in 0..<Int.random(in: 0...(sections * rows + 4), using: &rng) {
                    let name = name()
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0: typed.append(name + "*")
                    case 1: typed.append(name + "=x")
                    case 2: typed.append("|")
                    default: typed.append(name)
                    }
                }
                return typed.joined(separator: " ")
            }
            var script = "fill \(sections)x\(rows) \(pattern)\n"
            for _ in 0..<Int.random(in: 0...3, using: &rng) where rows > 0 {
                script += "insert \(Int.random(in: 0..<sections, using: &rng)).0 \(name())\n"
            }
            if Bool.random(using: &rng) { script += "apply \(names())\n" }
            return script + "apply " + names()
        }
        await propertyCheck(count: 300, input: scenarios) { script in Self.check(script) }
    }

    /// Runs the script, its last line an `apply`, and compares the model
    /// with a plain one: each name takes the first row not yet named with
    /// its text.
    static func check(_ script: String) {
        let h = Harness()
        let lines = script.split(separator: "\n").map(String.init)
        h.run(lines.dropLast().joined(separator: "\n"))
        // The plain model: every row, flat, in table order.
        var rows: [(id: Int, text: String, named: Bool)] = h.shell.model.sections.flatMap { $0.items.items.map { ($0.id, $0.text, false) } }
        let oldIDs = Set(rows.map(\.id))
        var expected: [[(id: Int?, text: String)]] = [[]]
        for word in lines.last!.split(separator: " ").dropFirst().map(String.init) {
            if word == "|" { expected.append([]); continue }
            let name = word.hasSuffix("*") ? String(word.dropLast()) : word.split(separator: "=").first.map(String.init)!
            let text = word.hasSuffix("=x") ? "x" : name
            if let k = rows.firstIndex(where: { !$0.named && $0.text == name }) {
                rows[k].named = true
                expected[expected.count - 1].append((rows[k].id, text))
            } else {
                expected[expected.count - 1].append((nil, text))
            }
        }
        let r = h.run(lines.last!)
        #expect(r.ok, "\(r.err)")
        let got = h.shell.model.sections.map { $0.items.items }
        #expect(got.map { $0.map(\.text) } == expected.map { $0.map(\.text) })
        for (g, e) in zip(got.joined(), expected.joined()) {
            if let id = e.id { #expect(g.id == id) } else { #expect(!oldIDs.contains(g.id)) }
        }
        #expect(h.shell.tableAgreesWithModel)
        h.shell.model.sections.forEach { $0.items._checkInvariants() }
    }

    @Test func rowsNamedUnchangedStayInTheirRun() {
        let h = Harness()
        h.run("fill 1x10000 item-{n}")
        let r = h.run("apply item-0 item-1 new item-3 item-2 item-4=four " + (5..<10_000).map { "item-\($0)" }.joined(separator: " "))
        #expect(r.ok, "\(r.err)")
        // Stored: the new item and the renamed one; the moved row is a
        // one-row run between the runs around it.
        #expect(h.shell.model.storedItemCount == 2)
        #expect(h.shell.model.sections[0].items[5].text == "four")
        #expect(h.shell.model.sections[0].items[10_000].text == "item-9999")
        #expect(h.shell.tableAgreesWithModel)
    }
}

/// A model of numbered rows, then `apply` of a random rearrangement.
struct RandomApply: CustomStringConvertible {
    var script: String
    var expected: [[String]]
    var description: String { script }

    static func random(using rng: inout some RandomNumberGenerator) -> RandomApply {
        let sections = Int.random(in: 1...3, using: &rng), rows = Int.random(in: 0...12, using: &rng)
        var pool = (0..<(sections * rows)).map(String.init).filter { _ in Int.random(in: 0..<10, using: &rng) > 1 }
        pool += (100..<(100 + Int.random(in: 0...5, using: &rng))).map(String.init)
        pool.shuffle(using: &rng)
        if pool.count > 1, Bool.random(using: &rng) { pool.sort { Int($0)! < Int($1)! } }
        var expected = [[String]](repeating: [], count: Int.random(in: 1...4, using: &rng))
        var words: [[String]] = expected
        for name in pool {
            let s = Int.random(in: expected.indices, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: words[s].append(name + "*"); expected[s].append(name)
            case 1: words[s].append(name + "=x" + name); expected[s].append("x" + name)
            default: words[s].append(name); expected[s].append(name)
            }
        }
        let snapshot = words.map { $0.joined(separator: " ") }.joined(separator: " | ")
        return RandomApply(script: "fill \(sections)x\(rows) {n}\nset height 200\napply \(snapshot)", expected: expected)
    }
}
