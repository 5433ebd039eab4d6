import UIKit

/// A table view controller as an iOS engineer writes one: a registered
/// custom cell, selection that deselects, swipe to delete, a detail text.
final class FruitListController: UITableViewController {
    var fruits = ["Apples", "Pears", "Plums", "Figs", "Limes"]
    let journal = Journal()
    /// A bug to find: the delete forgets to update the model.
    var forgetsToUpdateModel = false

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath) as! FruitCell
        cell.journal = journal
        cell.textLabel?.text = fruits[indexPath.row]
        cell.detailTextLabel?.text = "\(fruits[indexPath.row].count) letters"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        journal.append("didSelectRowAt \(indexPath.row)")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if !forgetsToUpdateModel { fruits.remove(at: indexPath.row) }
        tableView.deleteRows(at: [indexPath], with: .automatic)
        journal.append("deleted")
    }
}
