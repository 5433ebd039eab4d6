import PropertyBased
import Testing
@testable import TableScript

/// `ItemList` against a plain array of items, under random sequences of
/// every edit it has.
@Suite struct ItemListTests {
    /// An item in the model, and whether the list should store it (rather
    /// than generate it from a run).
    typealias Row = (item: Item, stored: Bool)

    enum Step: CustomStringConvertible {
        case insert(count: Int, at: Double)
        case remove(at: Double)
        case replace(at: Double)
        /// Deletes each row with probability `deleting`, then inserts each
        /// new row with `inserting`; `seed` draws them.
        case apply(deleting: Double, inserting: Double, seed: UInt64)
        case fill(rows: Int)
        case items(count: Int)

        var description: String {
            switch self {
            case let .insert(n, at): "insert(\(n), \(at))"
            case let .remove(at): "remove(\(at))"
            case let .replace(at): "replace(\(at))"
            case let .apply(d, i, s): "apply(deleting \(d), inserting \(i), seed \(s))"
            case let .fill(n): "fill(\(n))"
            case let .items(n): "items(\(n))"
            }
        }

        static func random(using rng: inout some RandomNumberGenerator) -> Step {
            let at = Double.random(in: 0...1, using: &rng)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0..<3: return .insert(count: [0, 1, 1, 2, 30].randomElement(using: &rng)!, at: at)
            case 3..<6: return .remove(at: at)
            case 6..<8: return .replace(at: at)
            case 8..<11:
                return .apply(deleting: [0, 0.01, 0.3].randomElement(using: &rng)!, inserting: [0, 0.01, 0.3].randomElement(using: &rng)!, seed: rng.next())
            default:
                let n = [0, 1, 50, 3000].randomElement(using: &rng)!
                return Bool.random(using: &rng) ? .fill(rows: n) : .items(count: n)
            }
        }
    }

    static let pattern = TextPattern("Row {s}.{r} #{n}")

    /// Applies `step` to both; `nextID` numbers new items.
    static func apply(_ step: Step, _ list: inout ItemList, _ model: inout [Row], _ nextID: inout Int) {
        func newItem() -> Item {
            defer { nextID += 1 }
            return Item(id: nextID, text: "new \(nextID)")
        }
        let count = model.count
        func row(_ at: Double) -> Int { min(count - 1, Int(at * Double(count))) }
        switch step {
        case let .insert(n, at):
            let index = Int(at * Double(count))
            let items = (0..<n).map { _ in newItem() }
            list.insert(items, at: index)
            model.insert(contentsOf: items.map { ($0, true) }, at: index)
        case let .remove(at):
            guard count > 0 else { return }
            let r = row(at)
            #expect(list.remove(at: r) == model.remove(at: r).item)
        case let .replace(at):
            guard count > 0 else { return }
            let r = row(at), item = newItem()
            list.replace(at: r, with: item)
            model[r] = (item, true)
        case let .apply(deleting, inserting, seed):
            var rng = SplitMix(seed: seed)
            // Deletions in any order, with repeats.
            var deleted = (0..<count).filter { _ in Double.random(in: 0..<1, using: &rng) < deleting }
            if let first = deleted.first { deleted.append(first) }
            deleted.shuffle(using: &rng)
            var rows = model
            for r in Set(deleted).sorted(by: >) { rows.remove(at: r) }
            let newCount = rows.count + (0...rows.count).filter { _ in Double.random(in: 0..<1, using: &rng) < inserting }.count
            var places = Array(0..<newCount).shuffled(using: &rng)
            places = Array(places[..<(newCount - rows.count)])
            let insertions = places.map { ($0, newItem()) }
            for (index, item) in insertions.sorted(by: { $0.0 < $1.0 }) { rows.insert((item, true), at: index) }
            list.apply(deleting: deleted, inserting: insertions)
            model = rows
        case let .fill(n):
            let run = ItemList.Run(pattern: pattern, section: 1, firstRow: 0, firstNumber: nextID, firstID: nextID, count: n)
            list = ItemList(run: run)
            model = (0..<n).map { (run.item($0), false) }
            nextID += n
        case let .items(n):
            let items = (0..<n).map { _ in newItem() }
            list = ItemList(items: items)
            model = items.map { ($0, true) }
        }
    }

    static func check(_ list: ItemList, _ model: [Row]) {
        list._checkInvariants()
        #expect(list.count == model.count)
        #expect(list.isEmpty == model.isEmpty)
        #expect(list.storedItemCount == model.count { $0.stored })
        #expect(list.items == model.map(\.item))
        for r in stride(from: 0, to: model.count, by: max(1, model.count / 100)) { #expect(list[r] == model[r].item) }
    }

    @Test func randomEditsMatchAnArray() async {
        let scenarios = Generator { rng in
            (fill: [0, 1, 100, 3000].randomElement(using: &rng)!, steps: (0..<Int.random(in: 1...30, using: &rng)).map { _ in Step.random(using: &rng) })
        }
        await propertyCheck(count: 60, input: scenarios) { scenario in
            var list = ItemList()
            var model: [Row] = []
            var nextID = 0
            Self.apply(.fill(rows: scenario.fill), &list, &model, &nextID)
            Self.check(list, model)
            for step in scenario.steps {
                Self.apply(step, &list, &model, &nextID)
                Self.check(list, model)
            }
        }
    }

    /// What the model's memory per segment is said to be (ItemList.swift):
    /// a segment is 40 bytes; a run's 32-bit fields read back what went
    /// in, up to the largest a model can hold.
    @Test func aSegmentIsFortyBytes() {
        #expect(MemoryLayout<ItemList.Segment>.stride == 40)
        var run = ItemList.Run(pattern: Self.pattern, section: 999_999, firstRow: 99_999_999, firstNumber: -7, firstID: 1 << 40, count: 100_000_000)
        #expect(run.section == 999_999 && run.firstRow == 99_999_999 && run.count == 100_000_000)
        #expect(run.firstNumber == -7 && run.firstID == 1 << 40)
        run.count -= 1
        #expect(run.count == 99_999_999 && run.text(0) == run.item(0).text)
    }

    @Test func anEditInALargeFillSplitsOneRun() {
        let run = ItemList.Run(pattern: Self.pattern, section: 0, firstRow: 0, firstNumber: 0, firstID: 0, count: 10_000_000)
        var list = ItemList(run: run)
        let item = list.remove(at: 5_000_000)
        #expect(list.storedItemCount == 0)
        list.insert([item], at: 5_000_000)
        // The item is stored now; the halves of the run stay generated.
        #expect(list.storedItemCount == 1)
        #expect(list[5_000_001] == run.item(5_000_001))
        list.remove(at: 5_000_000)
        list.insert([run.item(5_000_000)], at: 5_000_000)
        #expect(list.count == 10_000_000)
        list._checkInvariants()
    }

    /// An item with nothing set but its text is stored as its id and text;
    /// any item reads back as it went in.
    @Test func aStoredItemReadsBackAsItWentIn() {
        var items = [Item(id: 1, text: "plain"), Item(id: 2, text: "")]
        var noText = Item(id: 3, text: "")
        noText.content.text = nil
        var detail = Item(id: 4, text: "d")
        detail.content.detailText = "more"
        var styled = Item(id: 5, text: "s")
        styled.style = .subtitle
        var reused = Item(id: 6, text: "r")
        reused.reuse = "Cell"
        var indented = Item(id: 7, text: "i")
        indented.content.indentationLevel = 2
        items += [noText, detail, styled, reused, indented]
        for item in items {
            let segment = ItemList.Segment.stored(item)
            let isText = if case .text = segment { true } else { false }
            #expect(isText == (item.id <= 2), "\(item)")
            #expect(segment.item(0) == item)
        }
        let list = ItemList(items: items)
        #expect(list.items == items)
        #expect(list.storedItemCount == items.count)
    }
}

/// A seeded generator, for steps that draw more numbers as they go.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
