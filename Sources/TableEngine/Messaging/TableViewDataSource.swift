/// `UITableViewDataSource`.
///
/// Objective-C lets a table view ask whether an optional method is there at
/// all, and UIKit behaves differently when it is not (swipe-to-delete needs
/// `commitEditingStyle`, reorder controls need `moveRow`, …). Here a data
/// source says so through `responds(to:)`; the engine calls an optional
/// method only when it answers `true`, and otherwise does what UIKit does.
/// The default implementations below are what UIKit assumes when a method is
/// missing.
public protocol TableViewDataSource: TableMessageReceiver {
    // Required.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Return `nil` and UIKit raises "dataSource must return a cell".
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell?

    // Optional.
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException)
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// "If this method is not implemented, all rows are assumed to be editable" (seed 003).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException) {}
    /// Reorder controls show when `moveRow` is implemented, unless this says NO (seed 003).
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException) {}
}
