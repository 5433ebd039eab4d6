import TableEngine

// Methods declared away from their classes, in another file.

extension ContactsController {
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Contacts" }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
}

extension TallList {
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
}

extension SelectionTracker: TableViewDelegate {
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { selected.append(indexPath) }
}
