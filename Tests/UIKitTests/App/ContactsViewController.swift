import UIKit

/// A plain view controller that makes its own table and gives it a plain
/// object as data source and delegate.
final class ContactsViewController: UIViewController {
    let contacts = ContactsDataSource()
    var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.dataSource = contacts
        tableView.delegate = contacts
        view.addSubview(tableView)
    }

    func selectFirstContact() {
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    func scrollPastTheEnd() {
        tableView.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: true)
    }
}
