import UIKit

/// The sections of the settings screen.
public enum SettingsSection: Hashable, Sendable {
    case account, blocked
}

/// The settings screen's data source: a diffable data source subclass
/// whose overrides give the sections their titles and let blocked numbers
/// be deleted.
final class SettingsDataSource: UITableViewDiffableDataSource<SettingsSection, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch sectionIdentifier(for: section) {
        case .account: "Account"
        case .blocked: "Blocked"
        case nil: nil
        }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        sectionIdentifier(for: indexPath.section) == .blocked
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let number = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([number])
        apply(snapshot, animatingDifferences: true)
    }
}

/// Settings: the account's rows and the blocked numbers, from a snapshot.
public final class SettingsViewController: UITableViewController {
    private var dataSource: SettingsDataSource!

    public init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        dataSource = SettingsDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, String>()
        snapshot.appendSections([.account, .blocked])
        snapshot.appendItems(["Name", "Phone number"], toSection: .account)
        snapshot.appendItems(["+1 202 555 0100", "+44 20 7946 0999"], toSection: .blocked)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
