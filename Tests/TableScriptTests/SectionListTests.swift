import PropertyBased
import Testing
import TableEngine
@testable import TableScript

/// `SectionList` against a plain array of sections, under random edits:
/// generated runs of sections read, split and stored as an array would.
@Suite struct SectionListTests {
    static func describe(_ s: Model.Section) -> String {
        "#\(s.id) \(s.title ?? "-")/\(s.footer ?? "-"): " + s.items.items.map { "\($0.id)=\($0.text)" }.joined(separator: ",")
    }

    static func check(_ list: SectionList, _ model: [Model.Section]) {
        list._checkInvariants()
        #expect(list.count == model.count)
        #expect(list.totalRows == model.reduce(0) { $0 + $1.items.count })
        #expect(list.storedItemCount == model.reduce(0) { $0 + $1.items.storedItemCount })
        var all: [String] = []
        list.forEachSection { all.append(Self.describe($0)) }
        #expect(all == model.map(Self.describe))
        for s in model.indices {
            #expect(Self.describe(list[s]) == Self.describe(model[s]), "section \(s)")
            #expect(list.rowCount(s) == model[s].items.count)
            #expect(list.title(s) == model[s].title && list.title(s, footer: true) == model[s].footer)
            for r in model[s].items.items.indices { #expect(list.item(s, r) == model[s].items[r]) }
        }
        for title in ["A", "B", "Z"] {
            #expect(list.firstSection(titled: title) == model.firstIndex { $0.title == title })
        }
    }

    @Test func randomEditsMatchAnArrayOfSections() async {
        let scenarios = Generator { rng in
            (sections: [0, 1, 3, 40].randomElement(using: &rng)!, rows: [0, 1, 4].randomElement(using: &rng)!,
             steps: (0..<Int.random(in: 1...25, using: &rng)).map { _ in
                 (kind: Int.random(in: 0..<6, using: &rng), at: Double.random(in: 0..<1, using: &rng), title: ["A", "B", nil].randomElement(using: &rng)!)
             })
        }
        await propertyCheck(count: 80, input: scenarios) { scenario in
            let generated = SectionList.Generated(pattern: TextPattern("Row {s}.{r} #{n}"), firstSection: 0, rows: scenario.rows,
                                                  firstNumber: 0, firstID: 1, count: scenario.sections)
            var list = SectionList(generated: generated)
            var model = (0..<scenario.sections).map { generated.section($0) }
            var nextID = 10_000
            Self.check(list, model)
            for step in scenario.steps {
                let s = Int(step.at * Double(model.count))
                let saved = list
                switch step.kind {
                case 0 where !model.isEmpty:
                    // A new title: the section is stored alone.
                    var section = list[s]
                    section.title = step.title
                    list[s] = section
                    model[s].title = step.title
                case 1 where !model.isEmpty:
                    // An edit of its rows.
                    var section = list[s]
                    section.items.insert([Item(id: nextID, text: "new")], at: section.items.count / 2)
                    list[s] = section
                    model[s].items.insert([Item(id: nextID, text: "new")], at: model[s].items.count / 2)
                    nextID += 1
                case 2:
                    let section = Model.Section(id: nextID, title: step.title, footer: "f", items: ItemList(items: [Item(id: nextID + 1, text: "x")]))
                    nextID += 2
                    list.insert(section, at: Int(step.at * Double(model.count + 1)))
                    model.insert(section, at: Int(step.at * Double(model.count + 1)))
                case 3 where !model.isEmpty:
                    #expect(Self.describe(list.remove(at: s)) == Self.describe(model.remove(at: s)))
                case 4 where !model.isEmpty:
                    // Put back as it was: a generated section is generated again.
                    let section = model[s]
                    list[s] = section
                default:
                    continue
                }
                #expect(saved.count == list.count || step.kind == 2 || step.kind == 3)
                Self.check(list, model)
            }
        }
    }

    @Test func aMillionFilledSectionsAreOneRunAndCostNothingPerSection() {
        let model = Model()
        model.fill(sections: 1_000_000, rows: 10, pattern: "Row {s}.{r}")
        #expect(model.sectionCount == 1_000_000)
        #expect(model.totalRows == 10_000_000)
        #expect(model.storedItemCount == 0)
        #expect(model.item(at: TableIndexPath(765_432, 9)).text == "Row 765432.9")
        model.insert([model.makeItem("new")], at: TableIndexPath(500_000, 3))
        #expect(model.rowCount(500_000) == 11)
        #expect(model.item(at: TableIndexPath(500_000, 3)).text == "new")
        #expect(model.item(at: TableIndexPath(500_001, 0)).text == "Row 500001.0")
        #expect(model.storedItemCount == 1)
    }
}
