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
    /// The number of rows in `section` (`tableView:numberOfRowsInSection:`, required).
    ///
    /// Asked for every section at each reload and after each update (FIDELITY.md ).
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath` (`tableView:cellForRowAtIndexPath:`, required).
    ///
    /// Usually dequeued with `dequeueReusableCell(withIdentifier:for:)`; asked at a layout pass, as
    /// the row comes on screen (FIDELITY.md A-24).
    ///
    /// Return `nil` and UIKit raises "dataSource must return a cell".
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell?

    // Optional.
    /// The number of sections (`numberOfSectionsInTableView:`).
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of `section`'s header, shown in a standard header view
    /// (`tableView:titleForHeaderInSection:`).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown in a standard footer view
    /// (`tableView:titleForFooterInSection:`).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index down the table's right edge (`UITableViewIndexSearch` is
    /// `{search}`) (`sectionIndexTitlesForTableView:`).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a tap on the index title `title`, at `index`, scrolls to
    /// (`tableView:sectionForSectionIndexTitle:atIndex:`; FIDELITY.md B-68).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Whether the row at `indexPath` can be edited: swiped, or given an editing control while the
    /// table edits (`tableView:canEditRowAtIndexPath:`).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool
    /// Commits the deletion or insertion of the row at `indexPath` (a Delete button or a full
    /// swipe, an insert control): the app changes its data and tells the table, e.g
    /// (`tableView:commitEditingStyle:forRowAtIndexPath:`).
    ///
    /// with `deleteRows(at:with:)`. An exception it throws ends the gesture, the table put back as
    /// it was.
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException)
    /// Whether the row at `indexPath` shows a reorder control while editing
    /// (`tableView:canMoveRowAtIndexPath:`).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool
    /// Moves the app's data of a row dragged by its reorder control from `source` to `destination`
    /// (`tableView:moveRowAtIndexPath:toIndexPath:`).
    ///
    /// An exception it throws ends the gesture, the table put back as it was.
    func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException)
}

extension TableViewDataSource {
    /// As UIKit behaves without the method — one section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// As UIKit behaves without the method — no title: no standard header view.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// As UIKit behaves without the method — no title: no standard footer view.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// As UIKit behaves without the method — no section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// As UIKit behaves without the method — a tap on the index scrolls to the section at the
    /// title's position.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// "If this method is not implemented, all rows are assumed to be editable" (seed 003).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { true }
    /// As UIKit behaves without the method — no rows swipe to delete, and editing shows no Delete.
    public func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException) {}
    /// Reorder controls show when `moveRow` is implemented, unless this says NO (seed 003).
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { true }
    /// As UIKit behaves without the method — editing shows no reorder controls.
    public func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException) {}
}
