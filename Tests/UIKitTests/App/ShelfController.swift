import UIKit

/// A controller that reorders its rows by drag and drop, as apps do with
/// `dragDelegate`/`dropDelegate` (the local object is the row's title).
final class ShelfController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var books = ["Dune", "Emma", "Ulysses"]
    let journal = Journal()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.dragInteractionEnabled = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { books.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: books[indexPath.row] as NSString))
        item.localObject = books[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath,
              let item = coordinator.items.first, let source = item.sourceIndexPath,
              let title = item.dragItem.localObject as? String else { return }
        journal.append("drop \(title) from \(source.row) at \(destination.row)")
        books.remove(at: source.row)
        books.insert(title, at: destination.row)
        tableView.moveRow(at: source, to: destination)
    }
}
