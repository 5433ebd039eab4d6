/// UIKit's `UITableViewDataSource`: the table's rows and cells.
///
/// The optional methods have default implementations (UIKit's behaviour
/// without them), but the table sends one only when the app's class
/// implements it — UIKit's `respondsToSelector:`. The app's target states
/// what each class implements by applying `ImplementedMessagesPlugin`
/// (`plugins: [.plugin(name: "ImplementedMessagesPlugin", package: "tableshell")]`);
/// without it only the required methods are sent.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section` (required).
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (required), usually dequeued with
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (without it: 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (without it: no standard header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (without it: no standard footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited (without it: every row can).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` shows a reorder control while editing
    /// (without it: rows can move when `tableView(_:moveRowAt:to:)` is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The section index's titles (without it: no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a tap on the index title `title` at `index` scrolls to (without it: `index`).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits a deletion or insertion: the app changes its data and tells
    /// the table (without it: no swipe to delete, no Delete while editing).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves the app's data of a row reordered from `sourceIndexPath` to
    /// `destinationIndexPath` (without it: no reorder controls).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Without the method: one section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Without the method: no title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Without the method: no title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Without the method: every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Without the method: every row can move (when moving is implemented).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Without the method: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Without the method: the section at the title's position.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Without the method: nothing (and no swipe to delete).
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Without the method: nothing (and no reorder controls).
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// UIKit's `UITableViewDataSourcePrefetching`: told which rows will soon
/// come on screen, to load their data early.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will soon come on screen, nearest first (required).
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows asked before that are no longer wanted.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Without the method: nothing is cancelled.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
