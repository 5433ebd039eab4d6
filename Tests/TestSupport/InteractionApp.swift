import TableEngine

/// An app for the interaction tests: sections of rows whose cells show
/// "S.R" (as they were at load), the optional methods it implements, and
/// what each method answers, as closures a test replaces. Every message the
/// table sends arrives in `events`, as the observers get it; tests assert on
/// selectors, arguments, results and order.
package final class InteractionApp: TableViewDataSource, TableViewDelegate, TableViewDragDelegate, TableViewDropDelegate {
    package var rows: [Int]
    package var implemented: Set<MessageSelector>
    package let table: TableView
    package private(set) var events: [TableEvent] = []

    // What the methods answer.
    package var canEdit: (TableIndexPath) -> Bool = { _ in true }
    package var editingStyle: (TableIndexPath) -> EditingStyle = { _ in .delete }
    package var shouldIndent: (TableIndexPath) -> Bool = { _ in true }
    package var canMove: (TableIndexPath) -> Bool = { _ in true }
    package var deleteTitle: (TableIndexPath) -> String? = { _ in nil }
    package var shouldHighlight: (TableIndexPath) -> Bool = { _ in true }
    package var willSelect: (TableIndexPath) -> TableIndexPath? = { $0 }
    package var willDeselect: (TableIndexPath) -> TableIndexPath? = { $0 }
    package var trailingActions: (TableIndexPath) -> SwipeActionsConfiguration? = { _ in nil }
    package var leadingActions: (TableIndexPath) -> SwipeActionsConfiguration? = { _ in nil }
    package var editActions: (TableIndexPath) -> [RowAction]? = { _ in nil }
    package var target: (TableIndexPath, TableIndexPath) -> TableIndexPath = { $1 }
    package var showsMenu: (TableIndexPath) -> Bool = { _ in true }
    package var canPerform: (EditAction) -> Bool = { _ in true }
    package var canFocus: (TableIndexPath) -> Bool = { _ in true }
    package var shouldUpdateFocus: (FocusUpdateContext) -> Bool = { _ in true }
    package var preferredFocus: TableIndexPath?
    package var indexTitles: [String]?
    package var sectionForTitle: (String, Int) -> Int = { $1 }
    package var selectionFollowsFocus: (TableIndexPath) -> Bool = { _ in true }
    package var canPerformPrimaryAction: (TableIndexPath) -> Bool = { _ in true }
    package var shouldBeginMultipleSelection: (TableIndexPath) -> Bool = { _ in true }
    /// The context menu: its actions' titles, "!" before a destructive one;
    /// nil for no menu. Chosen actions are recorded in `chosen`.
    package var contextMenu: (TableIndexPath) -> [String]? = { _ in ["Copy", "Share", "!Delete"] }
    package private(set) var chosen: [String] = []
    // Drag and drop.
    package var dragItems: (TableIndexPath) -> [DragItem] = { [DragItem("\($0.section).\($0.row)")] }
    package var addedItems: (TableIndexPath) -> [DragItem] = { [DragItem("\($0.section).\($0.row)")] }
    package var allowsMove = true
    package var canHandleDrop = true
    package var proposal: (TableIndexPath?) -> DropProposal = { _ in DropProposal(.copy, intent: .insertAtDestinationIndexPath) }
    /// What performDrop does: by default it inserts a row per item at the destination.
    package lazy var performDrop: (DropCoordinator) throws(TableViewException) -> Void = { [unowned self] c throws(TableViewException) in
        guard let d = c.destinationIndexPath, c.proposal.intent == .insertAtDestinationIndexPath else { return }
        rows[d.section] += c.items.count
        try table.insertRows(at: (0..<c.items.count).map { TableIndexPath(d.section, d.row + $0) })
    }
    /// What cells show besides their text, by index path at load.
    package var contents: [TableIndexPath: (inout TableViewCell.Content) -> Void] = [:]

    /// What `commitEditingStyle:` does: by default, as seed 000's demo, it
    /// deletes (or inserts) the row in `rows`, then tells the table.
    package lazy var commit: (EditingStyle, TableIndexPath) throws(TableViewException) -> Void = { [unowned self] style, ip throws(TableViewException) in
        switch style {
        case .delete:
            rows[ip.section] -= 1
            try table.deleteRows(at: [ip], with: .fade)
        case .insert:
            rows[ip.section] += 1
            try table.insertRows(at: [ip], with: .left)
        case .none:
            break
        }
    }

    /// What the table's state looked like when a delegate method ran.
    package var probe: (MessageSelector, TableView) -> Void = { _, _ in }

    package init(_ rows: [Int], style: TableStyle = .plain, implemented: Set<MessageSelector> = [], viewport: Double = 440) {
        self.rows = rows
        self.implemented = implemented.union([.numberOfSections])
        table = TableView(style: style)
        table.checksInvariants = true
        table.viewportHeight = viewport
        table.dataSource = self
        table.delegate = self
        table.dragDelegate = self
        table.dropDelegate = self
        table.observe { [unowned self] in events.append($0) }
    }

    /// Loads the table and forgets the messages that took.
    @discardableResult
    package func loaded() throws -> InteractionApp {
        try table.layoutIfNeeded()
        clear()
        return self
    }

    package func clear() { events.removeAll() }

    // MARK: Reading the events

    /// The selectors sent, in order.
    package var selectors: [MessageSelector] { events.map(\.selector) }

    /// The selectors sent to the data source and delegate, in order.
    package var protocolSelectors: [MessageSelector] { events.map(\.selector).filter(\.isProtocolMethod) }

    /// The events with this selector, in order.
    package func sent(_ selector: MessageSelector) -> [TableEvent] { events.filter { $0.selector == selector } }

    /// The arguments of each message with this selector.
    package func arguments(_ selector: MessageSelector) -> [[Value]] { sent(selector).map(\.arguments) }

    /// Where the first message with this selector is in the events.
    package func position(_ selector: MessageSelector) -> Int? { events.firstIndex { $0.selector == selector } }

    /// The messages a cell got: selector and arguments.
    package func cellMessages(_ ip: TableIndexPath) -> [(MessageSelector, [Value])] {
        guard let id = table.visibleCell(at: ip)?.id else { return [] }
        return cellMessages(id: id)
    }

    package func cellMessages(id: Int) -> [(MessageSelector, [Value])] {
        events.compactMap { e in
            guard case .cell(let cid, _, _)? = e.target, cid == id else { return nil }
            return (e.selector, e.arguments)
        }
    }

    // MARK: UITableViewDataSource

    package func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) }

    package func numberOfSections(in tableView: TableView) -> Int { rows.count }
    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(reuseIdentifier: "Cell")
        cell.content = TableViewCell.Content()
        cell.text = "\(indexPath.section).\(indexPath.row)"
        contents[indexPath]?(&cell.content)
        return cell
    }

    package func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { canEdit(indexPath) }
    package func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: TableIndexPath) throws(TableViewException) {
        try commit(editingStyle, indexPath)
    }
    package func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { canMove(indexPath) }
    package func tableView(_ tableView: TableView, moveRowAt source: TableIndexPath, to destination: TableIndexPath) throws(TableViewException) {
        rows[source.section] -= 1
        rows[destination.section] += 1
    }
    package func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
    package func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sectionForTitle(title, index)
    }

    // MARK: UITableViewDelegate

    package func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> EditingStyle { editingStyle(indexPath) }
    package func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool { shouldIndent(indexPath) }
    package func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? { deleteTitle(indexPath) }
    package func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) { probe(.willBeginEditingRow, tableView) }
    package func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) { probe(.didEndEditingRow, tableView) }
    package func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { shouldHighlight(indexPath) }
    package func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { willSelect(indexPath) }
    package func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { willDeselect(indexPath) }
    package func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? {
        trailingActions(indexPath)
    }
    package func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? {
        leadingActions(indexPath)
    }
    package func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [RowAction]? { editActions(indexPath) }
    package func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath, toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath {
        target(source, proposed)
    }
    package func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool { showsMenu(indexPath) }
    package func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: TableIndexPath) -> Bool { canPerform(action) }
    package func tableView(_ tableView: TableView, canFocusRowAt indexPath: TableIndexPath) -> Bool { canFocus(indexPath) }
    package func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool { shouldUpdateFocus(context) }
    package func indexPathForPreferredFocusedView(in tableView: TableView) -> TableIndexPath? { preferredFocus }
    package func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool { selectionFollowsFocus(indexPath) }
    package func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: TableIndexPath) -> Bool { canPerformPrimaryAction(indexPath) }
    package func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool {
        shouldBeginMultipleSelection(indexPath)
    }
    package func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: Point) -> ContextMenuConfiguration? {
        contextMenu(indexPath).map { titles in
            ContextMenuConfiguration(actions: titles.map { t in
                let destructive = t.hasPrefix("!")
                return MenuAction(title: destructive ? String(t.dropFirst()) : t, isDestructive: destructive) { [unowned self] a in chosen.append(a.title) }
            })
        }
    }

    // MARK: UITableViewDragDelegate, UITableViewDropDelegate

    package func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at indexPath: TableIndexPath) -> [DragItem] { dragItems(indexPath) }
    package func tableView(_ tableView: TableView, itemsForAddingTo session: DragSessionInfo, at indexPath: TableIndexPath, point: Point) -> [DragItem] {
        addedItems(indexPath)
    }
    package func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSessionInfo) -> Bool { allowsMove }
    package func tableView(_ tableView: TableView, performDropWith coordinator: DropCoordinator) throws(TableViewException) { try performDrop(coordinator) }
    package func tableView(_ tableView: TableView, canHandle session: DragSessionInfo) -> Bool { canHandleDrop }
    package func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal {
        proposal(destination)
    }
}

/// Short index paths for tests.
package func ip(_ section: Int, _ row: Int) -> TableIndexPath { TableIndexPath(section, row) }

/// The usual contextual action: its handler completes with YES.
package func action(_ title: String, _ style: ContextualAction.Style = .normal) -> ContextualAction {
    ContextualAction(style: style, title: title)
}
