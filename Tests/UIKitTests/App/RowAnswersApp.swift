import UIKit

/// An app whose every answer about a row depends on the row: its height,
/// its estimate, its section's count and its cell's text.
final class RowAnswersApp: UITableViewDataSource, UITableViewDelegate {
    var rowsInSection: [Int] = [3, 0, 5]
    private(set) var heightsAsked = 0
    /// The table the last message about a row came from.
    weak var askedBy: UITableView?

    func numberOfSections(in tableView: UITableView) -> Int { rowsInSection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        askedBy = tableView
        return rowsInSection.indices.contains(section) ? rowsInSection[section] : section % 7
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        askedBy = tableView
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Row")
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        cell.detailTextLabel?.text = indexPath.row.isMultiple(of: 2) ? "even" : nil
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsAsked += 1
        askedBy = tableView
        return CGFloat(indexPath.section % 5 * 11) + CGFloat(indexPath.row % 13) + 0.5
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        askedBy = tableView
        return indexPath.row.isMultiple(of: 3) ? UITableView.automaticDimension : CGFloat(40 + indexPath.section % 4)
    }
}
