import UIKit

/// A table subclass that shows an empty state after each reload — an
/// override of `reloadData()` as real apps write it.
final class EmptyStateTableView: UITableView {
    var reloads = 0
    let emptyLabel = UILabel()

    override func reloadData() {
        super.reloadData()
        reloads += 1
        emptyLabel.text = numberOfRows(inSection: 0) == 0 ? "Nothing here" : nil
        backgroundView = emptyLabel.text == nil ? nil : emptyLabel
    }
}

/// An app object that reloads its table later, by method reference.
@MainActor
final class LaterReloader {
    var pending: [@MainActor () -> Void] = []

    func schedule(_ table: UITableView) {
        pending.append(table.reloadData)
    }

    /// Compiled, never called: the main queue here is not the app thread.
    func scheduleOnMainQueue(_ table: UITableView) {
        DispatchQueue.main.async(execute: table.reloadData)
    }
}
