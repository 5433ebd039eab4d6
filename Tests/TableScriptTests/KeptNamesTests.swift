import TestSupport
import PropertyBased
import Testing
import TableEngine
@testable import TableScript

/// `apply` through the names the last `apply` kept, against the plain
/// resolver (the same script with the kept names dropped before each
/// `apply`): the same log, texts, identities and titles, apply after apply.
@Suite struct KeptNamesTests {
    /// Snapshots of a few names, some repeated, some marked (`NAME*`,
    /// `NAME=TEXT`), sections with and without titles.
    static let snapshots = Generator { rng -> [String] in
        (0..<Int.random(in: 2...5, using: &rng)).map { _ in
            var typed: [String] = []
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                let name = "n\(Int.random(in: 0...9, using: &rng))"
                switch Int.random(in: 0..<14, using: &rng) {
                case 0: typed.append(name + "*")
                case 1: typed.append(name + "=n\(Int.random(in: 0...11, using: &rng))")
                case 2: typed.append("|")
                case 3: typed.append("|" + " T\(Int.random(in: 0...2, using: &rng)):")
                default: typed.append(name)
                }
            }
            return "apply " + typed.joined(separator: " ")
        }
    }

    func state(_ h: Harness) -> [String] {
        h.shell.model.sections.map { section in
            "\(section.title ?? "-") \(section.id): " + section.items.items.map { "\($0.id)=\($0.text)" }.joined(separator: " ")
        }
    }

    @Test func keptNamesGiveWhatTheResolverGives() async {
        await propertyCheck(count: 300, input: Self.snapshots) { applies in
            let kept = Harness(log: .objc), plain = Harness(log: .objc)
            for line in applies {
                plain.shell.model.keptNames = nil
                let usedKept = kept.shell.model.keptNames != nil
                let a = kept.run(line), b = plain.run(line)
                #expect(a.out == b.out, "\(line) (kept names used: \(usedKept))")
                #expect(a.err == b.err, "\(line)")
                #expect(state(kept) == state(plain), "\(applies)")
                #expect(kept.shell.tableAgreesWithModel)
                kept.shell.table._checkInvariants()
            }
        }
    }

    @Test func namesAreKeptOnlyWhenEveryRowIsAStoredTextOfItsOwn() {
        let h = Harness()
        h.run("apply a b | c")
        #expect(h.shell.model.keptNames != nil)
        h.run("apply a b a")
        #expect(h.shell.model.keptNames == nil, "a repeated text")
        h.run("apply a b c")
        #expect(h.shell.model.keptNames != nil)
        h.run("insert 0.0 d")
        #expect(h.shell.model.keptNames == nil, "any other change of the model drops them")
        h.run("fill 1x10 item-{n}\napply item-3 item-1")
        #expect(h.shell.model.keptNames == nil, "rows of a generated run")
        h.run("apply x y")
        #expect(h.shell.model.keptNames != nil)
        h.run("item 0.0 detail=d\napply x y")
        #expect(h.shell.model.keptNames == nil, "an item with more than a text")
    }

    @Test func anExceptionDropsTheKeptNamesWithTheChange() {
        let h = Harness()
        h.run("apply a b c")
        h.run("answer numberOfRows = 3")
        let r = h.run("apply a b c d\nexpect exception NSInternalInconsistencyException \"attempt to insert row 3 into section 0\"")
        #expect(r.ok, "\(r.err)")
        #expect(h.shell.model.keptNames == nil)
        #expect(h.shell.model.sections[0].items.items.map(\.text) == ["a", "b", "c"])
    }
}
