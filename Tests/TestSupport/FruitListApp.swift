import TableEngine
import TableScript
import AppHarness

/// A user's app as the shell hosts it, written on the engine's own
/// protocols (as the UIKit-named layer's bridges run app code): a list of
/// fruit whose swipe-to-delete forgets to update its model. Its code
/// counts the times it runs off its app thread (it never should).
package final class FruitListApp: HostedApp {
    package let name = "FruitList"
    /// The app's controller, from its last launch.
    package private(set) var list: FruitList?
    package private(set) var launches = 0
    /// How many fruit a launch shows.
    package var rows: Int
    /// Whether the launch deletes a row its model still has (UIKit raises).
    package var failsAtLaunch: Bool

    package init(rows: Int = 30, failsAtLaunch: Bool = false) {
        self.rows = rows
        self.failsAtLaunch = failsAtLaunch
    }

    package func launch() -> TableView {
        launches += 1
        let table = TableView(style: .plain)
        let list = FruitList(items: (0..<rows).map { "Fruit \($0)" })
        table.dataSource = list
        table.delegate = list
        self.list = list
        if failsAtLaunch {
            table.reloadDataOrRaise()
            deleteRows(table, at: [TableIndexPath(row: 0, section: 0)])
        }
        return table
    }
}

/// The app's data source and delegate.
package final class FruitList: TableViewDataSource, TableViewDelegate {
    package var items: [String]
    /// The fruit the delegate heard selected, in order.
    package private(set) var selected: [String] = []
    /// Lines of the delete run after its call to `deleteRows`.
    package private(set) var linesAfterDelete = 0
    /// Calls into the app that did not come on its app thread.
    package private(set) var callsOffAppThread = 0
    /// Whether the delete updates the model first, as it should.
    package var fixed = false

    init(items: [String]) { self.items = items }

    package func responds(to selector: MessageSelector) -> Bool {
        [.numberOfRows, .cellForRow, .titleForHeader, .didSelectRow, .commitEditingStyle].contains(selector)
    }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        onAppThread()
        return items.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell? {
        onAppThread()
        let cell = TableViewCell(reuseIdentifier: "Fruit")
        cell.text = items[indexPath.row]
        return cell
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        onAppThread()
        return "Fruit"
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        onAppThread()
        selected.append(items[indexPath.row])
    }

    package func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) {
        onAppThread()
        if fixed { items.remove(at: indexPath.row) }
        deleteRows(tableView, at: [indexPath])
        linesAfterDelete += 1
        if !fixed { items.remove(at: indexPath.row) }
    }

    private func onAppThread() {
        if !AppThread.isCurrent { callsOffAppThread += 1 }
    }
}

extension TableView {
    /// The app's call to `reloadData()`, as the UIKit layer makes it.
    fileprivate func reloadDataOrRaise(fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        do {
            try reloadData()
        } catch {
            AppThread.raise(AppException(error, site: CallSite(fileID: fileID, line: line, column: column)))
        }
    }
}

/// The app's call to `deleteRows(at:)` as the UIKit layer makes it: an
/// exception ends the app's code at the call, with the call's site.
private func deleteRows(_ table: TableView, at indexPaths: [TableIndexPath],
                        fileID: String = #fileID, line: Int = #line, column: Int = #column) {
    do {
        try table.deleteRows(at: indexPaths)
    } catch {
        AppThread.raise(AppException(error, site: CallSite(fileID: fileID, line: line, column: column)))
    }
}
