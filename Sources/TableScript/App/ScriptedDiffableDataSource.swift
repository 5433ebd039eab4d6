import TableEngine
import ScriptLanguage

/// The app's `UITableViewDiffableDataSource` subclass (`new --diffable`):
/// sections and items are identifiers typed in `snapshot` commands; the
/// cell provider shows each item's identifier (configured as `answer
/// cellForRow` says). The methods an app's subclass may override
/// (`overridable`) are overridden when `implement` or `answer` says so, and
/// then answer as the plain app does — a header's title is its section's
/// identifier. What the table shows is mirrored into the model after each
/// apply, for `render --all`, `expect text` and `state`.
final class ScriptedDiffableDataSource: TableViewDiffableDataSource<String, String> {
    unowned let app: ScriptedDataSource
    /// The snapshot `snapshot …` commands edit: taken from the data source
    /// by the first of them, dropped by an apply (nil: none taken).
    var workingCopy: Snapshot?

    /// What a subclass may override (D-11).
    static let overridable: Set<MessageSelector> = [
        .titleForHeader, .titleForFooter, .sectionIndexTitles, .sectionForSectionIndexTitle,
        .canEditRow, .commitEditingStyle, .canMoveRow, .moveRow,
    ]

    init(tableView: TableView, app: ScriptedDataSource) {
        self.app = app
        super.init(tableView: tableView) { [unowned app] tv, ip, item throws(TableViewException) in
            try app.providedCell(tv, ip, item)
        }
    }

    /// The snapshot to edit: the working copy, or the data source's.
    var editable: Snapshot { workingCopy ?? snapshot() }

    /// Whether the working copy holds edits not applied.
    var hasPendingEdits: Bool {
        guard let w = workingCopy else { return false }
        return !w.hasSameContent(as: snapshot()) || !w.reloadedItemIdentifiers.isEmpty
            || !w.reconfiguredItemIdentifiers.isEmpty || !w.reloadedSectionIdentifiers.isEmpty
    }

    enum ApplyKind { case animated, withoutAnimation, reloadData }

    /// Applies the snapshot; the working copy goes (unless `keepingWorkingCopy`:
    /// the data source's own apply, which an app's snapshot variable would
    /// not see), and the model mirrors what the table shows.
    func applyAndMirror(_ snapshot: Snapshot, _ kind: ApplyKind, keepingWorkingCopy: Bool = false) throws(TableViewException) {
        switch kind {
        case .animated: try apply(snapshot, animatingDifferences: true)
        case .withoutAnimation: try apply(snapshot, animatingDifferences: false)
        case .reloadData: try applySnapshotUsingReloadData(snapshot)
        }
        if !keepingWorkingCopy { workingCopy = nil }
        mirror()
    }

    /// The model becomes what the data source shows: a section per section
    /// identifier, an item per item identifier.
    func mirror() {
        let s = snapshot()
        let model = app.model
        model.replaceAll(SectionList(s.content.sections.map { section in
            model.makeSection(items: section.items.map { model.makeItem($0) })
        }))
    }

    // MARK: Overrides

    override func responds(to selector: MessageSelector) -> Bool {
        super.responds(to: selector) || (Self.overridable.contains(selector) && app.implemented.contains(selector))
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        app.answered(.titleForHeader, app.section(section), as: .optionalString) ?? sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        app.answered(.titleForFooter, app.section(section), as: .optionalString) ?? nil
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        app.sectionIndexTitles(for: tableView)
    }

    /// The section whose identifier is the title, else the title's place.
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        if let s = app.answered(.sectionForSectionIndexTitle, EvaluationContext(title: title, index: index), as: .int) { return s }
        return self.index(for: title) ?? min(index, max(0, tableView.numberOfSections - 1))
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool {
        guard app.implemented.contains(.canEditRow) else { return super.tableView(tableView, canEditRowAt: indexPath) }
        return app.tableView(tableView, canEditRowAt: indexPath)
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool {
        guard app.implemented.contains(.canMoveRow) else { return super.tableView(tableView, canMoveRowAt: indexPath) }
        return app.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// The reorder, as apps write it (D-18): the item moved in a snapshot,
    /// applied without animation — unless `answer moveRow = ignore`, the
    /// subclass that forgets its snapshot.
    override func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException) {
        guard app.answered(.moveRow, app.row(source), as: MoveAnswer.type) != .ignore,
              let item = itemIdentifier(for: source), source != destination else { return }
        var s = snapshot()
        try s.deleteItems([item])
        let section = s.content.sections[destination.section]
        if destination.row < section.items.count {
            try s.insertItems([item], beforeItem: section.items[destination.row])
        } else {
            try s.appendItems([item], toSection: section.id)
        }
        try applyAndMirror(s, .withoutAnimation, keepingWorkingCopy: true)
    }

    /// The diffable way: delete removes the item from a snapshot and
    /// applies it; insert puts a new item (`插入的Cell`, numbered when taken)
    /// before the row's.
    override func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        var s = snapshot()
        switch editingStyle {
        case .delete:
            try s.deleteItems([item])
        case .insert:
            var name = app.insertedText, n = 1
            while s.contains(item: name) { n += 1; name = "\(app.insertedText) \(n)" }
            try s.insertItems([name], beforeItem: item)
        case .none:
            return
        }
        try applyAndMirror(s, .animated, keepingWorkingCopy: true)
    }
}
