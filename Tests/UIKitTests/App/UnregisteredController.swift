import UIKit

/// A controller that dequeues an identifier it never registered.
final class UnregisteredController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
        cell.textLabel?.text = "never"
        return cell
    }
}
