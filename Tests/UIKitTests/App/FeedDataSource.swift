import UIKit

/// A long feed that loads its rows' data ahead of time.
final class FeedDataSource: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
    var prefetched: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths.map(\.row)
    }
}
