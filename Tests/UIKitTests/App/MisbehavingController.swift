import UIKit

/// A table view controller whose callbacks do what a test tells them to:
/// call back into the table from inside `cellForRowAt`, `willDisplay` or
/// `didSelectRowAt`, answer counts that change between calls, keep a swipe
/// action's completion. Each hook is app code, run where UIKit runs it.
final class MisbehavingController: UITableViewController {
    var items = (0..<30).map { "Item \($0)" }
    /// What `numberOfRowsInSection` answers; `items.count` when nil.
    var rowCount: (() -> Int)?
    /// Runs inside `cellForRowAt`, after the dequeue.
    var insideCellForRow: ((UITableView, IndexPath) -> Void)?
    /// Runs inside `willDisplay`.
    var insideWillDisplay: ((UITableView, IndexPath) -> Void)?
    /// Runs inside `didSelectRowAt`.
    var insideDidSelect: ((UITableView, IndexPath) -> Void)?
    /// The trailing swipe's handler: calls its completion only when this says so.
    var completesSwipe = true
    /// Completions a swipe's handler kept to call later.
    var keptCompletions: [(Bool) -> Void] = []
    /// Rows the swipe's "Flag" action ran for.
    var flagged: [IndexPath] = []
    /// How many times `cellForRowAt` ran.
    var cellRequests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowCount?() ?? items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Row \(indexPath.row)"
        insideCellForRow?(tableView, indexPath)
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        insideWillDisplay?(tableView, indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        insideDidSelect?(tableView, indexPath)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
            flagged.append(indexPath)
            if completesSwipe { completion(true) } else { keptCompletions.append(completion) }
        }
        return UISwipeActionsConfiguration(actions: [flag])
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath.row < items.count, destinationIndexPath.row < items.count else { return }
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    /// A button's action: dequeues a cell for a row outside `cellForRowAt`.
    func dequeueFromAButton(_ indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }

    /// Adds a row and names it, in a batch update.
    func appendInBatch() {
        tableView.performBatchUpdates { [unowned self] in
            items.append("Item \(items.count)")
            tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
        }
    }
}

/// A data source object the app does not keep: the table holds it weakly.
final class ShortLivedDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
