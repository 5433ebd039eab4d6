import UIKit

enum SettingsSection: Int, CaseIterable, Sendable {
    case general, privacy
}

/// A diffable data source subclass, as production apps write them: section
/// titles and editing come from overrides.
final class SettingsDataSource: UITableViewDiffableDataSource<SettingsSection, String> {
    var deleted: [String] = []

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch sectionIdentifier(for: section) {
        case .general: "General"
        case .privacy: "Privacy"
        case nil: nil
        }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        sectionIdentifier(for: indexPath.section) == .privacy
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        deleted.append(item)
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot, animatingDifferences: true)
    }
}

/// A settings screen on the diffable data source.
final class SettingsViewController: UITableViewController {
    var dataSource: SettingsDataSource!

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        dataSource = SettingsDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, String>()
        snapshot.appendSections([.general, .privacy])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: .general)
        snapshot.appendItems(["Location", "Camera", "Microphone"], toSection: .privacy)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func addDuplicate() {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(["Face ID", "Face ID"], toSection: .privacy)
    }
}
