import TableEngine
import ScriptLanguage

/// Model changes named the way UIKit names table updates: deletes and move
/// sources by their place before, inserts and move destinations by their
/// place after. High-level commands build one per command, or one per
/// update block (applied when the block ends), so that the model changes
/// exactly as the table will.
struct ModelBatch {
    var deletedSections: [(index: Int, at: Token)] = []
    var insertedSections: [(index: Int, section: Model.Section, at: Token)] = []
    /// `at` names the source, `destination` where it goes.
    var movedSections: [(from: Int, to: Int, at: Token, destination: Token)] = []
    var deletedRows: [(indexPath: TableIndexPath, at: Token)] = []
    var insertedRows: [(indexPath: TableIndexPath, item: Item, at: Token)] = []
    var movedRows: [(from: TableIndexPath, to: TableIndexPath, at: Token, destination: Token)] = []

    /// Adds another batch's changes after these.
    package mutating func append(_ other: ModelBatch) {
        deletedSections += other.deletedSections
        insertedSections += other.insertedSections
        movedSections += other.movedSections
        deletedRows += other.deletedRows
        insertedRows += other.insertedRows
        movedRows += other.movedRows
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty
    }
}

extension Model {
    /// Applies the batch, or throws without changing anything. The engine's
    /// `UpdatePlan` checks it by UIKit's index rules and says where every
    /// section and row goes, so the model changes exactly as the table will.
    func apply(_ batch: ModelBatch) throws(ScriptError) {
        guard !batch.isEmpty else { return }
        // Two things for one place are the model's problem, not an index rule.
        var newSections: [Int: Model.Section] = [:]
        for (s, section, t) in batch.insertedSections {
            guard newSections.updateValue(section, forKey: s) == nil else {
                throw ScriptError("section \(s) is inserted twice in one update", at: t)
            }
        }
        var newItems: [TableIndexPath: Item] = [:]
        for (ip, item, t) in batch.insertedRows {
            guard newItems.updateValue(item, forKey: ip) == nil else {
                throw ScriptError("two rows go to \(ip.section).\(ip.row) in one update", at: t)
            }
        }
        let update = batch.update(insertedRows: newItems.keys)
        let plan: UpdatePlan
        do {
            plan = try update.plan(oldRows: sections.rowCounts) { newSections[$0]?.items.count ?? 0 }
        } catch {
            throw batch.scriptError(for: error)
        }
        var result = sections
        plan.replay(onto: &result, insertedSection: { newSections[$0]! }, insertedRow: { newItems[$0]! })
        sections = result
    }
}

extension ModelBatch {
    /// The same changes, as the table is told them.
    fileprivate func update(insertedRows: some Collection<TableIndexPath>) -> BatchUpdate {
        var update = BatchUpdate()
        update.deletedSections = Set(deletedSections.map(\.index))
        update.insertedSections = Set(insertedSections.map(\.index))
        update.movedSections = movedSections.map { ($0.from, $0.to) }
        update.deletedRows = Set(deletedRows.map(\.indexPath))
        update.insertedRows = Set(insertedRows)
        update.movedRows = movedRows.map { ($0.from, $0.to) }
        return update
    }

    /// The engine's objection, said of the model at the word that made the
    /// change.
    fileprivate func scriptError(for violation: UpdateRuleViolation) -> ScriptError {
        typealias Change = UpdateRuleViolation.Change
        func described(_ section: Int, sections: Int, rows: Int?) -> String {
            guard let rows else { return "(the model has \(sections) sections before the update)" }
            return "(section \(section) has \(rows) rows before the update)"
        }
        let message: String?
        switch (violation.change, violation.problem) {
        case (.deletedSection(let s)?, .missingBefore(let sections, _)):
            message = "there is no section \(s) to delete (the model has \(sections) before the update)"
        case (.movedSection(let from, _)?, .missingBefore(let sections, _)):
            message = "there is no section \(from) to move (the model has \(sections) before the update)"
        case (.deletedRow(let ip)?, .missingBefore(let sections, let rows)):
            message = "there is no row \(ip) to delete \(described(ip.section, sections: sections, rows: rows))"
        case (.movedRow(let from, _)?, .missingBefore(let sections, let rows)):
            message = "there is no row \(from) to move \(described(from.section, sections: sections, rows: rows))"
        case (.insertedSection(let s)?, .pastEndAfter(let count)), (.movedSection(_, let s)?, .pastEndAfter(let count)):
            message = "section \(s) is past the end: the model has \(count) sections after the update"
        case (.insertedRow(let ip)?, .noSectionAfter(let sections)):
            message = "there is no section \(ip.section) to insert into: the model has \(sections) sections after the update"
        case (.movedRow(_, let to)?, .noSectionAfter(let sections)):
            message = "there is no section \(to.section) to move to: the model has \(sections) sections after the update"
        case (.insertedRow(let ip)?, .pastEndAfter(let count)), (.movedRow(_, let ip)?, .pastEndAfter(let count)):
            message = "row \(ip.section).\(ip.row) is past the end: section \(ip.section) has \(count) rows after the update"
        default:
            message = nil
        }
        return ScriptError(message ?? violation.exception.reason, at: token(for: violation.change, after: violation.problem.isAfter))
    }

    /// The word that named `change` (its destination's, for a fault after
    /// the update); the first change's when it names none.
    private func token(for change: UpdateRuleViolation.Change?, after: Bool) -> Token {
        switch change {
        case .deletedSection(let s)?:
            if let t = deletedSections.first(where: { $0.index == s })?.at { return t }
        case .insertedSection(let s)?:
            if let t = insertedSections.first(where: { $0.index == s })?.at { return t }
        case .movedSection(let from, let to)?:
            if let m = movedSections.first(where: { $0.from == from && $0.to == to }) { return after ? m.destination : m.at }
        case .deletedRow(let ip)?:
            if let t = deletedRows.first(where: { $0.indexPath == ip })?.at { return t }
        case .insertedRow(let ip)?:
            if let t = insertedRows.first(where: { $0.indexPath == ip })?.at { return t }
        case .movedRow(let from, let to)?:
            if let m = movedRows.first(where: { $0.from == from && $0.to == to }) { return after ? m.destination : m.at }
        case .reloadedSection?, .reloadedRow?, .reconfiguredRow?, nil:
            break
        }
        return deletedSections.first?.at ?? insertedSections.first?.at ?? movedSections.first?.at
            ?? deletedRows.first?.at ?? insertedRows.first?.at ?? movedRows.first!.at
    }
}

extension UpdateRuleViolation.Problem {
    /// Whether the fault is with a place after the update.
    fileprivate var isAfter: Bool {
        switch self {
        case .noSectionAfter, .pastEndAfter: true
        case .missingBefore, .other: false
        }
    }
}

extension SectionList: UpdateReplayable {
    package func section(at index: Int) -> Model.Section { self[index] }
    package func row(at indexPath: TableIndexPath) -> Item { item(indexPath.section, indexPath.row) }
    package mutating func removeSection(at index: Int) { remove(at: index) }
    package mutating func insertSection(_ section: Model.Section, at index: Int) { insert(section, at: index) }

    package mutating func updateRows(inSection section: Int, removing: [Int], inserting: [(row: Int, value: Item)]) {
        self[section].items.apply(deleting: removing, inserting: inserting.map { ($0.row, $0.value) })
    }
}
