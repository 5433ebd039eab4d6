import UIKit

/// A plain object as data source and delegate, registering nothing: the
/// old pattern of making cells when the dequeue finds none.
final class ContactsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var names = ["Ada", "Grace", "Linus"]
    let journal = Journal()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "Contact")
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        content.secondaryText = "#\(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Contacts"
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        journal.append("selected \(names[indexPath.row])")
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let call = UIContextualAction(style: .normal, title: "Call") { [journal, names] _, _, completion in
            journal.append("calling \(names[indexPath.row])")
            completion(true)
        }
        call.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [call])
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [journal] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in journal.append("copied") },
                UIAction(title: "Delete", attributes: .destructive) { _ in journal.append("deleted") },
            ])
        }
    }
}
