import UIKit

/// A table view controller whose answers and callbacks are drawn from the
/// dice: mostly what a correct app does, sometimes what a misbehaving one
/// does — counts that change between calls, a negative or huge count,
/// updates that forget the model, updates and reloads from inside
/// `cellForRowAt`, `willDisplay` and `didSelectRowAt`, dequeues from the
/// wrong place or for the wrong identifier, swipe actions whose handler
/// never calls its completion, calls it late or twice.
///
/// Each misbehaviour is one an app can write; none steps outside UIKit's
/// API. How deep the app calls back into the table from its own callbacks
/// is bounded, so a run always ends.
final class RandomApp: UITableViewController {
    let dice: Dice
    /// The app's model: the rows' titles, by section.
    var sections: [[String]]
    /// Completions swipe handlers kept to call later (or never).
    var keptCompletions: [(Bool) -> Void] = []
    /// What the app did, one line a misbehaviour, for a reproducer's report.
    var journal: [String] = []
    private var depth = 0
    private var made = 0

    init(dice: Dice) {
        self.dice = dice
        sections = (0..<dice.int(1...3)).map { _ in [] }
        super.init(style: dice.pick([.plain, .grouped, .insetGrouped]))
        for s in sections.indices {
            for _ in 0..<dice.pick([0, 3, 12, 40]) { sections[s].append(newTitle()) }
        }
    }

    required init?(coder: NSCoder) { nil }

    private func newTitle() -> String {
        made += 1
        return "Item \(made)"
    }

    private func note(_ line: String) {
        journal.append(line)
        if journal.count > 200 { journal.removeFirst(100) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    // MARK: Answers

    override func numberOfSections(in tableView: UITableView) -> Int {
        guard dice.oneIn(40) else { return sections.count }
        let lie = dice.pick([sections.count + 1, max(0, sections.count - 1), 0, -1])
        note("numberOfSections answers \(lie) (has \(sections.count))")
        return lie
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let count = section < sections.count ? sections[section].count : 0
        guard dice.oneIn(30) else { return count }
        let lie = dice.pick([count + 1, max(0, count - 1), 0, -2, 1 << 40, Int.max])
        note("numberOfRowsInSection(\(section)) answers \(lie) (has \(count))")
        return lie
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        switch dice.int(0...59) {
        case 0:
            note("cellForRowAt \(indexPath) dequeues an identifier it never registered")
            cell = tableView.dequeueReusableCell(withIdentifier: "Unregistered", for: indexPath)
        case 1:
            note("cellForRowAt \(indexPath) dequeues twice")
            _ = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        case 2...5:
            cell = tableView.dequeueReusableCell(withIdentifier: "Plain")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Plain")
            cell.detailTextLabel?.text = "plain"
        default:
            cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        cell.textLabel?.text = title(at: indexPath)
        if dice.oneIn(12) { misbehave(inside: "cellForRowAt \(indexPath)") }
        return cell
    }

    private func title(at indexPath: IndexPath) -> String {
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count else {
            return "Row \(indexPath.row)"
        }
        return sections[indexPath.section][indexPath.row]
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }

    // MARK: Callbacks

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if dice.oneIn(25) {
            note("willDisplay \(indexPath) dequeues a cell for its row")
            _ = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        if dice.oneIn(20) { misbehave(inside: "willDisplay \(indexPath)") }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if dice.oneIn(2) { tableView.deselectRow(at: indexPath, animated: true) }
        if dice.oneIn(3) { misbehave(inside: "didSelectRowAt \(indexPath)") }
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if dice.oneIn(10) { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            if dice.oneIn(4) {
                note("Delete's handler deletes \(indexPath) without the model")
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
            } else if removeRow(at: indexPath) {
                self.tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            complete(completion, "Delete")
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
            if dice.oneIn(4) { misbehave(inside: "Flag's handler") }
            complete(completion, "Flag")
        }
        let configuration = UISwipeActionsConfiguration(actions: dice.oneIn(3) ? [flag] : [delete, flag])
        configuration.performsFirstActionWithFullSwipe = !dice.oneIn(4)
        return configuration
    }

    /// Calls a swipe handler's completion once (mostly), never, twice, or
    /// keeps it for later.
    private func complete(_ completion: @escaping (Bool) -> Void, _ title: String) {
        switch dice.int(0...9) {
        case 0:
            note("\(title)'s handler never calls its completion")
        case 1:
            note("\(title)'s handler keeps its completion for later")
            keptCompletions.append(completion)
        case 2:
            note("\(title)'s handler calls its completion twice")
            completion(true)
            completion(false)
        default:
            completion(dice.oneIn(3))
        }
    }

    /// Calls the completions kept for later: after the swipe has ended.
    func callKeptCompletions() {
        note("calls \(keptCompletions.count) kept completions late")
        for completion in keptCompletions { completion(dice.oneIn(2)) }
        keptCompletions.removeAll()
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if dice.oneIn(5) {
            note("commit deletes \(indexPath) without the model")
        } else {
            _ = removeRow(at: indexPath)
        }
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if dice.oneIn(5) {
            note("moveRowAt \(sourceIndexPath) → \(destinationIndexPath) leaves the model as it was")
            return
        }
        guard sourceIndexPath.section < sections.count, sourceIndexPath.row < sections[sourceIndexPath.section].count,
              destinationIndexPath.section < sections.count else { return }
        let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(title, at: min(destinationIndexPath.row, sections[destinationIndexPath.section].count))
    }

    // MARK: Misbehaving

    /// One call back into the table, from `place` (a callback, a handler, a
    /// button): a reload, an update that matches the model or one that does
    /// not, updates inside updates, a dequeue, a scroll, a selection.
    func misbehave(inside place: String) {
        guard depth < 2 else { return }
        depth += 1
        defer { depth -= 1 }
        let s = dice.int(0...max(0, sections.count - 1))
        let rows = s < sections.count ? sections[s].count : 0
        let row = dice.int(0...max(0, rows + 1))
        let indexPath = IndexPath(row: row, section: s)
        switch dice.int(0...15) {
        case 0:
            note("\(place): reloadData")
            tableView.reloadData()
        case 1:
            note("\(place): inserts row \(indexPath) with the model")
            if insertRow(at: indexPath) { tableView.insertRows(at: [indexPath], with: .automatic) }
        case 2:
            note("\(place): inserts row \(indexPath) without the model")
            tableView.insertRows(at: [indexPath], with: .automatic)
        case 3:
            note("\(place): deletes row \(indexPath) with the model")
            if removeRow(at: indexPath) { tableView.deleteRows(at: [indexPath], with: .automatic) }
        case 4:
            note("\(place): deletes row \(indexPath) without the model")
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case 5:
            note("\(place): performBatchUpdates with another inside")
            tableView.performBatchUpdates({ [unowned self] in
                if insertRow(at: indexPath) { tableView.insertRows(at: [indexPath], with: .automatic) }
                tableView.performBatchUpdates({ self.misbehave(inside: "\(place) › inner batch") }, completion: nil)
            }, completion: { [unowned self] _ in if dice.oneIn(3) { misbehave(inside: "\(place) › completion") } })
        case 6:
            note("\(place): beginUpdates/endUpdates around another call")
            tableView.beginUpdates()
            misbehave(inside: "\(place) › begin/end")
            tableView.endUpdates()
        case 7:
            note("\(place): dequeues a cell for \(indexPath)")
            _ = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        case 8:
            note("\(place): scrolls to \(indexPath)")
            tableView.scrollToRow(at: indexPath, at: dice.pick([.top, .middle, .bottom, .none]), animated: dice.oneIn(2))
        case 9:
            note("\(place): selects \(indexPath)")
            tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        case 10:
            note("\(place): reloads row \(indexPath)")
            tableView.reloadRows(at: [indexPath], with: .automatic)
        case 11:
            note("\(place): inserts a section with the model")
            sections.insert([newTitle()], at: s)
            tableView.insertSections(IndexSet(integer: s), with: .automatic)
        case 12:
            note("\(place): deletes section \(s) \(rows % 2 == 0 ? "with" : "without") the model")
            if rows % 2 == 0, s < sections.count { sections.remove(at: s) }
            tableView.deleteSections(IndexSet(integer: s), with: .automatic)
        case 13:
            note("\(place): changes the model without telling the table")
            if !insertRow(at: indexPath) { sections.append([newTitle()]) }
        case 14:
            note("\(place): reads the table")
            _ = tableView.visibleCells.count
            _ = tableView.cellForRow(at: indexPath)
            _ = tableView.indexPathsForVisibleRows
            if s < tableView.numberOfSections { _ = tableView.numberOfRows(inSection: s) }
        default:
            note("\(place): lays out")
            tableView.layoutIfNeeded()
        }
    }

    private func insertRow(at indexPath: IndexPath) -> Bool {
        guard indexPath.section < sections.count, indexPath.row <= sections[indexPath.section].count,
              sections[indexPath.section].count < 200 else { return false }
        sections[indexPath.section].insert(newTitle(), at: indexPath.row)
        return true
    }

    private func removeRow(at indexPath: IndexPath) -> Bool {
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count else { return false }
        sections[indexPath.section].remove(at: indexPath.row)
        return true
    }
}
