/// `UITableViewDiffableDataSource`: a table's data source that answers
/// from a snapshot, makes cells through the app's cell provider, and
/// takes the table from one snapshot to the next by their difference.
///
/// Made with a table, it becomes the table's data source, as in UIKit.
/// The table then refuses to be changed by anyone else: direct inserts,
/// deletes, moves and reloads raise (FIDELITY.md D-10).
///
/// What it implements of `UITableViewDataSource` (D-11): the counts and
/// cells from its snapshot, and `canEditRowAtIndexPath:` and
/// `canMoveRowAtIndexPath:` answering NO. A subclass may override the
/// others (titles, the index, committing an edit, moving); it says so
/// through `responds(to:)`, as UIKit asks whether a subclass overrides
/// them (`_subclassOverridesMethodWithSelector:`).
open class TableViewDiffableDataSource<SectionID: Hashable, ItemID: Hashable>: TableViewDataSource {
    /// `UITableViewDiffableDataSource.CellProvider`: the table, the index
    /// path and the item; returns the cell (nil raises, as a data source's
    /// nil cell does).
    public typealias CellProvider = (TableView, TableIndexPath, ItemID) throws(TableViewException) -> TableViewCell?
    /// `NSDiffableDataSourceSnapshot<SectionID, ItemID>`.
    public typealias Snapshot = DiffableSnapshot<SectionID, ItemID>

    /// The table it is the data source of, held weakly; with none, an apply
    /// only keeps the snapshot.
    public private(set) weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// What the table shows (after the last apply).
    @usableFromInline var current = Snapshot()

    /// `defaultRowAnimation`: the animation of the rows an apply inserts,
    /// deletes and reloads (default `automatic`: inferred, D-12).
    public var defaultRowAnimation: RowAnimation = .automatic

    /// `initWithTableView:cellProvider:`: the table's data source is now this.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: The snapshot

    /// `snapshot()`: a copy of what the table shows, without marks.
    public func snapshot() -> Snapshot { current.withoutMarks }

    /// `itemIdentifierForIndexPath:`: the item the table shows at the row, or nil.
    public func itemIdentifier(for indexPath: TableIndexPath) -> ItemID? { current.item(at: indexPath) }
    /// `indexPathForItemIdentifier:`: where the table shows the item, or nil.
    public func indexPath(for item: ItemID) -> TableIndexPath? { current.indexPath(ofItem: item) }
    /// `sectionIdentifierForIndex:` (iOS 15): the section at the index, or nil.
    public func sectionIdentifier(for index: Int) -> SectionID? {
        index >= 0 && index < current.numberOfSections ? current.content.sections[index].id : nil
    }
    /// `indexForSectionIdentifier:` (iOS 15): the section's index, or nil.
    public func index(for section: SectionID) -> Int? { current.indexOfSection(section) }

    /// `apply(_:animatingDifferences:completion:)`, as since iOS 15: the
    /// difference between what the table shows and the snapshot, applied
    /// as one update, animated or not — never a reload (D-13). With an
    /// ``TableView/iOSVersion`` before 15, `animatingDifferences: false`
    /// is a `reloadData`, as it was. The update
    /// names its changes in UIKit's order (D-14). If the table raises, the
    /// data source keeps its snapshot and the table is as it was.
    ///
    /// O(n log n) in the snapshot's items at worst (the diff), then the
    /// update's own cost.
    //
    // Inlinable, so the diff, which hashes and compares identifiers, is
    // specialized for the app's identifier types; the rest is not.
    @inlinable
    public final func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) throws(TableViewException) {
        let update = tableView == nil ? BatchUpdate() : Self.update(from: current, to: snapshot)
        try apply(snapshot, update, animatingDifferences: animatingDifferences, completion: completion)
    }

    @usableFromInline
    final func apply(_ snapshot: Snapshot, _ update: BatchUpdate, animatingDifferences: Bool, completion: (() -> Void)?) throws(TableViewException) {
        guard let table = tableView else {
            current = snapshot.withoutMarks
            return
        }
        let old = current
        try table.call { () throws(TableViewException) in
            try table.record(.applySnapshot, [Self.value(snapshot), .bool(animatingDifferences), completion == nil ? .nil : .symbol("<block>")]) { () throws(TableViewException) in
                current = snapshot.withoutMarks
                if let move = table.reorder {
                    // Inside the subclass's `moveRowAt`: a snapshot with
                    // just the user's move is what the table shows already
                    // (D-18); anything else is the table's update.
                    if old.content.moving(from: move.from, to: move.to).map({ $0.isSame(as: snapshot.content) }) == true
                        && snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty
                        && snapshot.reloadedSectionIdentifiers.isEmpty {
                        return table.takeUsersMoveFromDataSource()
                    }
                    table.reorder?.takenByDataSource = true
                }
                do throws(TableViewException) {
                    // Before iOS 15 an unanimated apply was a reload (D-13).
                    if !animatingDifferences && table.iOSVersion < IOSVersion(15) {
                        try table.performDiffableReload()
                    } else {
                        try table.performDiffableUpdate(update, animation: defaultRowAnimation)
                    }
                } catch {
                    current = old
                    throw error
                }
            }
        }
        completion?()
    }

    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15): no
    /// difference, a `reloadData`; the rows on screen get their cells at
    /// once (D-13).
    public final func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) throws(TableViewException) {
        guard let table = tableView else {
            current = snapshot.withoutMarks
            return
        }
        let old = current
        try table.call { () throws(TableViewException) in
            try table.record(.applySnapshotUsingReloadData, [Self.value(snapshot), completion == nil ? .nil : .symbol("<block>")]) { () throws(TableViewException) in
                current = snapshot.withoutMarks
                do throws(TableViewException) {
                    try table.performDiffableReload()
                } catch {
                    current = old
                    throw error
                }
            }
        }
        completion?()
    }

    private static func value(_ snapshot: Snapshot) -> Value {
        .snapshot(sections: snapshot.numberOfSections, items: snapshot.numberOfItems)
    }

    /// The update that takes the table from `old` to `new`: the engine's
    /// diff by identity (`BatchUpdate(from:to:changed:)`), reloaded items
    /// as its changed ones; then the sections marked for reload, and the
    /// items marked for reconfiguring, by their places before the update.
    @inlinable
    static func update(from old: Snapshot, to new: Snapshot) -> BatchUpdate {
        let reloaded = Set(new.reloadedItemIdentifiers)
        var update = reloaded.isEmpty
            ? BatchUpdate(from: old.content, to: new.content)
            : BatchUpdate(from: old.content, to: new.content, changed: { reloaded.contains($0) })
        for id in new.reloadedSectionIdentifiers {
            guard let o = old.indexOfSection(id), let n = new.indexOfSection(id) else { continue }
            update.reloadWhole(section: o, becoming: n)
        }
        for id in new.reconfiguredItemIdentifiers where !reloaded.contains(id) {
            guard let from = old.indexPath(ofItem: id), new.contains(item: id) else { continue }
            if update.deletedRows.contains(from) || update.deletedSections.contains(from.section)
                || update.reloadedSections.contains(from.section) { continue }
            update.reconfiguredRows.insert(from)
        }
        return update
    }

    // MARK: UITableViewDataSource

    /// The methods UIKit's class implements whether or not it is subclassed.
    public static var baseMethods: Set<MessageSelector> { [.numberOfSections, .numberOfRows, .cellForRow, .canEditRow, .canMoveRow] }

    /// What the data source implements: its own methods and what a
    /// subclass's generated table says it overrides
    /// (``ImplementedMessages/init(of:)``, written by `ImplementedMessagesPlugin`
    /// in the subclass's module). A subclass without the plugin overrides
    /// this instead, adding the methods it overrides.
    open func responds(to selector: MessageSelector) -> Bool {
        Self.baseMethods.contains(selector) || subclassMessages.contains(selector)
    }

    /// The generated table of this object's class, looked up once (a
    /// dynamic cast): an object's class never changes.
    private lazy var subclassMessages = ImplementedMessages(of: self)

    /// The snapshot's sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The items of the snapshot's section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.numberOfSections ? current.content.sections[section].items.count : 0
    }

    /// The cell provider's cell for the item at the row.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        guard let item = current.item(at: indexPath) else { return nil }
        return try tableView.callCellProvider(indexPath, String(describing: item)) { () throws(TableViewException) in
            try cellProvider(tableView, indexPath, item)
        }
    }

    /// No title; a subclass may override it (and name it in `responds(to:)`).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title; a subclass may override it (and name it in `responds(to:)`).
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No index; a subclass may override it (and name it in `responds(to:)`).
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The title's position; a subclass may override it (and name it in `responds(to:)`).
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// NO: a diffable data source's rows are not editable unless a
    /// subclass says so (reported: B-59, D-11).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { false }
    /// Nothing; a subclass may override it (and name it in `responds(to:)`):
    /// it then changes a snapshot and applies it.
    open func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException) {}
    /// NO: reordering needs a subclass that overrides this and `moveRow`
    /// (inferred: D-11).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { false }
    /// Nothing; a subclass that reorders overrides it (and names it in
    /// `responds(to:)`) with `tableView(_:canMoveRowAt:)`.
    open func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException) {}
}

/// Lets the table tell a diffable data source from the others (UIKit's
/// private `_isDiffableDataSource`).
protocol DiffableDataSourceMarker: AnyObject {}

extension TableViewDiffableDataSource: DiffableDataSourceMarker {}

extension BatchUpdate {
    /// A section marked for reload by a snapshot: it comes whole, so the
    /// diff's changes to its rows go; rows it gave or took from other
    /// sections are deleted or inserted there instead of moved. If it also
    /// moved, it is deleted and inserted (a reload cannot move).
    @usableFromInline
    mutating func reloadWhole(section old: Int, becoming new: Int) {
        if let k = movedSections.firstIndex(where: { $0.from == old }) {
            movedSections.remove(at: k)
            deletedSections.insert(old)
            insertedSections.insert(new)
        } else {
            reloadedSections.insert(old)
        }
        var moves: [(from: TableIndexPath, to: TableIndexPath)] = []
        for move in movedRows {
            let out = move.from.section == old, into = move.to.section == new
            if out && into { continue }
            if out { insertedRows.insert(move.to) } else if into { deletedRows.insert(move.from) } else { moves.append(move) }
        }
        movedRows = moves
        insertedRows = insertedRows.filter { $0.section != new }
        deletedRows = deletedRows.filter { $0.section != old }
        reloadedRows = reloadedRows.filter { $0.section != old }
        reconfiguredRows = reconfiguredRows.filter { $0.section != old }
    }
}
