import UIKit

/// A controller whose updates are written with the block APIs, one of them
/// wrong, and whose headers are plain views with a label.
final class UpdatesController: UITableViewController {
    var items = ["One", "Two", "Three"]
    var completions = 0
    var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        let label = UILabel()
        label.text = "Items"
        header.addSubview(label)
        return header
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { _, indexPath in
            self.archived.append(self.items[indexPath.row])
        }
        return [archive]
    }

    func appendInBatch() {
        tableView.performBatchUpdates({
            self.items.append("Four")
            self.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { _ in self.completions += 1 })
    }

    func insertWithoutTheModel() {
        tableView.beginUpdates()
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        tableView.endUpdates()
    }
}
