import UIKit

/// The address book: contacts in a table, a swipe to delete or mark a
/// favourite, the Edit button to reorder, Clear (after an alert) to start
/// afresh.
///
/// Its swipe-to-delete has the classic bug: it tells the table a row went
/// away but forgets to remove the contact from `contacts` first.
public final class ContactsViewController: UITableViewController {
    public private(set) var contacts = Contact.samples
    /// Set by a tap on a row: the contact whose details would be pushed.
    public private(set) var shown: Contact?

    public init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = 62
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", primaryAction: UIAction { [unowned self] _ in
            confirmClearing()
        })
    }

    /// Asks before forgetting every contact.
    private func confirmClearing() {
        let alert = UIAlertController(title: "Delete all contacts?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete All", style: .destructive) { [unowned self] _ in
            contacts.removeAll()
            tableView.reloadData()
        })
        present(alert, animated: true)
    }

    // MARK: UITableViewDataSource

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        cell.configure(with: contacts[indexPath.row])
        return cell
    }

    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let contact = contacts.remove(at: sourceIndexPath.row)
        contacts.insert(contact, at: destinationIndexPath.row)
    }

    // MARK: UITableViewDelegate

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        shown = contacts[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
    }

    public override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            // The bug: the row is deleted, the contact is not.
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let favorite = UIContextualAction(style: .normal, title: contacts[indexPath.row].isFavorite ? "Unfavorite" : "Favorite") { [unowned self] _, _, completion in
            contacts[indexPath.row].isFavorite.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, favorite])
    }
}
