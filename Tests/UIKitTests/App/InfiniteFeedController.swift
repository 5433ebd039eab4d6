import UIKit

/// A feed that loads more as it nears its end and snaps a fling to a row's
/// top: the scroll view's delegate methods as apps write them.
final class InfiniteFeedController: UITableViewController {
    var rows = 40
    var journal: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Post")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Post", for: indexPath)
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }

    /// "Load more": within a screen of the end, more rows.
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        journal.append("didScroll \(Int(scrollView.contentOffset.y))")
        if scrollView.contentOffset.y + 2 * scrollView.bounds.height > scrollView.contentSize.height {
            rows += 20
            tableView.reloadData()
        }
    }

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { journal.append("willBeginDragging") }

    /// Snaps where the fling rests to a row's top.
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        journal.append("willEndDragging \(velocity.y) \(Int(targetContentOffset.pointee.y))")
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }

    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { journal.append("didEndDecelerating") }

    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
}
