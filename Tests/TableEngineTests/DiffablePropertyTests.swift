import TestSupport
import PropertyBased
import Testing
@testable import TableEngine

/// Random snapshot edits, applied through a diffable data source: whatever
/// the edits (some raise), the table always shows the snapshot applied,
/// its cells show the items at their rows, and its invariants hold
/// (FIDELITY.md D-01 to D-14).
@Suite struct DiffablePropertyTests {
    @Test func randomSnapshotEditsLeaveTheTableEqualToTheSnapshot() async throws {
        await propertyCheck(count: 200, input: Generator { rng in DiffableScenario.random(using: &rng) }) { scenario in
            let app = DiffableApp(style: scenario.grouped ? .grouped : .plain, viewport: scenario.viewport)
            app.table.allowsMultipleSelection = true
            try app.table.layoutIfNeeded()
            var working = app.dataSource.snapshot()
            for step in scenario.steps {
                switch step {
                case .edit(let edit):
                    let before = working
                    do {
                        try edit.run(on: &working)
                    } catch {
                        #expect(working.hasSameContent(as: before), "\(edit) raised and changed the snapshot")
                        #expect(working.reloadedItemIdentifiers == before.reloadedItemIdentifiers)
                    }
                    Self.checkConsistent(working)
                case .apply(let how, let offset, let select):
                    try app.table.setContentOffset(min(offset, app.table.maxContentOffset))
                    if select, let ip = app.table.visibleRows.first { try app.table.selectRow(at: ip) }
                    switch how {
                    case 0: try app.dataSource.apply(working)
                    case 1: try app.dataSource.apply(working, animatingDifferences: false)
                    default: try app.dataSource.applySnapshotUsingReloadData(working)
                    }
                    working = app.dataSource.snapshot()
                    Self.checkTable(app, shows: working)
                }
            }
            try app.dataSource.apply(working)
            Self.checkTable(app, shows: working)
        }
    }

    /// The snapshot agrees with itself: every item found where it is.
    static func checkConsistent(_ s: DiffableSnapshot<String, String>) {
        var count = 0
        for (si, section) in s.content.sections.enumerated() {
            #expect(s.indexOfSection(section.id) == si)
            for (r, item) in section.items.enumerated() {
                #expect(s.indexPath(ofItem: item) == TableIndexPath(si, r))
                count += 1
            }
        }
        #expect(count == s.numberOfItems)
        #expect(Set(s.itemIdentifiers).count == count)
    }

    static func checkTable(_ app: DiffableApp, shows s: DiffableSnapshot<String, String>) {
        #expect(app.tableCounts == s.content.sections.map(\.items.count))
        for (ip, cell) in app.table.cellsOnScreen {
            #expect(cell.text == s.item(at: ip), "cell at \(ip)")
        }
        #expect(app.table.invariantViolations() == [])
        #expect(app.dataSource.snapshot().hasSameContent(as: s))
    }
}

/// Edits of a snapshot, drawn from a few names so they collide.
struct DiffableScenario: CustomStringConvertible {
    enum Edit: CustomStringConvertible {
        case appendSections([String])
        case insertSections([String], String, after: Bool)
        case deleteSections([String])
        case moveSection(String, String, after: Bool)
        case reloadSections([String])
        case appendItems([String], to: String?)
        case insertItems([String], String, after: Bool)
        case deleteItems([String])
        case moveItem(String, String, after: Bool)
        case reloadItems([String])
        case reconfigureItems([String])
        case deleteAll

        func run(on s: inout DiffableSnapshot<String, String>) throws(TableViewException) {
            switch self {
            case .appendSections(let ids): try s.appendSections(ids)
            case .insertSections(let ids, let d, let after):
                if after { try s.insertSections(ids, afterSection: d) } else { try s.insertSections(ids, beforeSection: d) }
            case .deleteSections(let ids): try s.deleteSections(ids)
            case .moveSection(let x, let d, let after):
                if after { try s.moveSection(x, afterSection: d) } else { try s.moveSection(x, beforeSection: d) }
            case .reloadSections(let ids): try s.reloadSections(ids)
            case .appendItems(let ids, let section): try s.appendItems(ids, toSection: section)
            case .insertItems(let ids, let d, let after):
                if after { try s.insertItems(ids, afterItem: d) } else { try s.insertItems(ids, beforeItem: d) }
            case .deleteItems(let ids): try s.deleteItems(ids)
            case .moveItem(let x, let d, let after):
                if after { try s.moveItem(x, afterItem: d) } else { try s.moveItem(x, beforeItem: d) }
            case .reloadItems(let ids): try s.reloadItems(ids)
            case .reconfigureItems(let ids): try s.reconfigureItems(ids)
            case .deleteAll: s.deleteAllItems()
            }
        }

        var description: String {
            switch self {
            case .appendSections(let ids): "appendSections \(ids)"
            case .insertSections(let ids, let d, let after): "insertSections \(ids) \(after ? "after" : "before") \(d)"
            case .deleteSections(let ids): "deleteSections \(ids)"
            case .moveSection(let x, let d, let after): "moveSection \(x) \(after ? "after" : "before") \(d)"
            case .reloadSections(let ids): "reloadSections \(ids)"
            case .appendItems(let ids, let section): "appendItems \(ids) to \(section ?? "last")"
            case .insertItems(let ids, let d, let after): "insertItems \(ids) \(after ? "after" : "before") \(d)"
            case .deleteItems(let ids): "deleteItems \(ids)"
            case .moveItem(let x, let d, let after): "moveItem \(x) \(after ? "after" : "before") \(d)"
            case .reloadItems(let ids): "reloadItems \(ids)"
            case .reconfigureItems(let ids): "reconfigureItems \(ids)"
            case .deleteAll: "deleteAllItems"
            }
        }
    }

    enum Step: CustomStringConvertible {
        case edit(Edit)
        /// 0 apply, 1 apply without animation, 2 reload; the offset first; a row selected.
        case apply(Int, offset: Double, select: Bool)

        var description: String {
            switch self {
            case .edit(let e): "\(e)"
            case .apply(let how, let offset, let select): "\(["apply", "apply (no animation)", "applyUsingReloadData"][how]) at \(offset)\(select ? ", a row selected" : "")"
            }
        }
    }

    var grouped: Bool
    var viewport: Double
    var steps: [Step]

    var description: String { "\(grouped ? "grouped" : "plain"), viewport \(viewport):\n" + steps.map { "  \($0)" }.joined(separator: "\n") }

    static func random(using rng: inout some RandomNumberGenerator) -> DiffableScenario {
        let sectionNames = ["A", "B", "C", "D", "E"]
        let itemNames = (0..<24).map { "i\($0)" }
        func section() -> String { sectionNames.randomElement(using: &rng)! }
        func item() -> String { itemNames.randomElement(using: &rng)! }
        /// Distinct names, now and then one twice (UIKit raises for that).
        func some(_ names: [String], _ most: Int) -> [String] {
            var list = Array(names.shuffled(using: &rng).prefix(Int.random(in: 1...most, using: &rng)))
            if Int.random(in: 0..<10, using: &rng) == 0 { list.append(list[0]) }
            return list
        }
        func sections() -> [String] { some(sectionNames, 3) }
        func items() -> [String] { some(itemNames, 8) }
        func flip() -> Bool { Bool.random(using: &rng) }
        var steps: [Step] = [.edit(.appendSections(sections())), .edit(.appendItems(items(), to: nil))]
        for _ in 0..<Int.random(in: 4...30, using: &rng) {
            let edit: Edit
            switch Int.random(in: 0..<20, using: &rng) {
            case 0, 1: edit = .appendSections(sections())
            case 2: edit = .insertSections(sections(), section(), after: flip())
            case 3: edit = .deleteSections(sections())
            case 4: edit = .moveSection(section(), section(), after: flip())
            case 5: edit = .reloadSections(sections())
            case 6, 7, 8, 9: edit = .appendItems(items(), to: flip() ? section() : nil)
            case 10, 11: edit = .insertItems(items(), item(), after: flip())
            case 12: edit = .deleteItems(items())
            case 13, 14: edit = .moveItem(item(), item(), after: flip())
            case 15: edit = .reloadItems(items())
            case 16: edit = .reconfigureItems(items())
            case 17: edit = Int.random(in: 0..<3, using: &rng) == 0 ? .deleteAll : .appendItems(items(), to: section())
            default:
                steps.append(.apply(Int.random(in: 0..<5, using: &rng) < 4 ? Int.random(in: 0...1, using: &rng) : 2,
                                    offset: Double(Int.random(in: 0...600, using: &rng)), select: Int.random(in: 0..<4, using: &rng) == 0))
                continue
            }
            steps.append(.edit(edit))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                steps.append(.apply(Int.random(in: 0...1, using: &rng), offset: Double(Int.random(in: 0...600, using: &rng)), select: false))
            }
        }
        return DiffableScenario(grouped: Int.random(in: 0..<4, using: &rng) == 0, viewport: Double(Int.random(in: 60...500, using: &rng)), steps: steps)
    }
}
