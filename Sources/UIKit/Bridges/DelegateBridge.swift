import TableEngine

/// The engine's delegate for an app's `UITableViewDelegate`: each message
/// enters the app's code on the main actor, its types converted, and is
/// sent only when the app's class implements it (see `DataSourceBridge`).
final class DelegateBridge: TableViewDelegate, @unchecked Sendable {
    weak var app: (any UITableViewDelegate)?
    unowned let table: UITableView
    /// The table for the messages sent by the thousand (RowMessages.swift).
    let bridgedTable: BridgedTable
    private let implemented: ImplementedMessages

    /// The messages the bridge passes on: the methods `UITableViewDelegate` declares.
    static let bridged: ImplementedMessages = [
        .heightForRow, .estimatedHeightForRow, .indentationLevelForRow, .willDisplayCell, .didEndDisplayingCell,
        .viewForHeader, .viewForFooter, .heightForHeader, .heightForFooter, .estimatedHeightForHeader, .estimatedHeightForFooter,
        .willDisplayHeaderView, .willDisplayFooterView, .didEndDisplayingHeaderView, .didEndDisplayingFooterView,
        .accessoryButtonTapped, .editActionsForRow, .leadingSwipeActions, .trailingSwipeActions,
        .willSelectRow, .didSelectRow, .willDeselectRow, .didDeselectRow, .shouldHighlightRow, .didHighlightRow, .didUnhighlightRow,
        .willBeginEditingRow, .didEndEditingRow, .editingStyleForRow, .titleForDeleteConfirmationButton, .shouldIndentWhileEditingRow,
        .targetIndexPathForMove, .contextMenuConfiguration,
        .shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction, .didEndMultipleSelectionInteraction,
        .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
        .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation,
        .scrollViewShouldScrollToTop, .scrollViewDidScrollToTop, .scrollViewDidChangeAdjustedContentInset,
    ]

    init(app: any UITableViewDelegate, table: UITableView) {
        self.app = app
        self.table = table
        bridgedTable = BridgedTable(table)
        implemented = ImplementedMessages(of: app).intersection(Self.bridged)
    }

    /// What the app's class implements; nothing once the app has gone (a
    /// released app object is nil to UIKit, which then sends nothing).
    func responds(to selector: MessageSelector) -> Bool { implemented.contains(selector) && app != nil }

    // MARK: Rows

    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double {
        fastHeight(forRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double {
        fastEstimatedHeight(forRowAt: indexPath)
    }

    /// The plain path of `heightForRowAt`, which `fastHeight(forRowAt:)` is tested against.
    func plainHeight(forRowAt indexPath: TableIndexPath) -> Double {
        onMainActor { Double(app?.tableView(table, heightForRowAt: IndexPath(indexPath)) ?? table.rowHeight) }
    }

    /// The plain path of `estimatedHeightForRowAt`, which `fastEstimatedHeight(forRowAt:)` is tested against.
    func plainEstimatedHeight(forRowAt indexPath: TableIndexPath) -> Double {
        onMainActor { Double(app?.tableView(table, estimatedHeightForRowAt: IndexPath(indexPath)) ?? table.estimatedRowHeight) }
    }

    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int {
        onMainActor { app?.tableView(table, indentationLevelForRowAt: IndexPath(indexPath)) ?? 0 }
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        let appCell = UITableViewCell.appCell(adopting: cell)
        onMainActor { app?.tableView(table, willDisplay: appCell, forRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        let appCell = UITableViewCell.appCell(adopting: cell)
        onMainActor { app?.tableView(table, didEndDisplaying: appCell, forRowAt: IndexPath(indexPath)) }
    }

    // MARK: Headers and footers

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView? {
        onMainActor { app?.tableView(table, viewForHeaderInSection: section).map(Self.engineView) }
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> HeaderFooterView? {
        onMainActor { app?.tableView(table, viewForFooterInSection: section).map(Self.engineView) }
    }

    /// The engine's view for a view the app returns: a header/footer view's
    /// own, or for any other view one that shows the text of its first label.
    @MainActor private static func engineView(_ view: UIView) -> HeaderFooterView {
        if let view = view as? UITableViewHeaderFooterView { return view.engineViewForTable() }
        let engine = HeaderFooterView(reuseIdentifier: nil, text: firstLabel(in: view)?.text)
        engine.overrides = PlainViewBridge(view: view)
        return engine
    }

    @MainActor private static func firstLabel(in view: UIView) -> UILabel? {
        if let label = view as? UILabel { return label }
        for subview in view.subviews {
            if let label = firstLabel(in: subview) { return label }
        }
        return nil
    }

    /// The app's view of an engine header or footer view.
    private func appView(_ view: HeaderFooterView) -> UIView {
        (view.overrides as? PlainViewBridge)?.view ?? UITableViewHeaderFooterView.appView(adopting: view)
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        onMainActor { Double(app?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight) }
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        onMainActor { Double(app?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight) }
    }

    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double {
        onMainActor { Double(app?.tableView(table, estimatedHeightForHeaderInSection: section) ?? table.estimatedSectionHeaderHeight) }
    }

    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double {
        onMainActor { Double(app?.tableView(table, estimatedHeightForFooterInSection: section) ?? table.estimatedSectionFooterHeight) }
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {
        let view = appView(view)
        onMainActor { app?.tableView(table, willDisplayHeaderView: view, forSection: section) }
    }

    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {
        let view = appView(view)
        onMainActor { app?.tableView(table, willDisplayFooterView: view, forSection: section) }
    }

    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int) {
        let view = appView(view)
        onMainActor { app?.tableView(table, didEndDisplayingHeaderView: view, forSection: section) }
    }

    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int) {
        let view = appView(view)
        onMainActor { app?.tableView(table, didEndDisplayingFooterView: view, forSection: section) }
    }

    // MARK: Accessories and swipe actions

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, accessoryButtonTappedForRowWith: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [RowAction]? {
        onMainActor { app?.tableView(table, editActionsForRowAt: IndexPath(indexPath))?.map(\.engineAction) }
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? {
        onMainActor {
            app?.tableView(table, leadingSwipeActionsConfigurationForRowAt: IndexPath(indexPath))?.engineConfiguration(in: table)
        }
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? {
        onMainActor {
            app?.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(indexPath))?.engineConfiguration(in: table)
        }
    }

    // MARK: Selection and highlight

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        onMainActor { app.map { $0.tableView(table, willSelectRowAt: IndexPath(indexPath)).map(TableIndexPath.init) } ?? indexPath }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, didSelectRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        onMainActor { app.map { $0.tableView(table, willDeselectRowAt: IndexPath(indexPath)).map(TableIndexPath.init) } ?? indexPath }
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, didDeselectRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool {
        onMainActor { app?.tableView(table, shouldHighlightRowAt: IndexPath(indexPath)) ?? true }
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, didHighlightRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, didUnhighlightRowAt: IndexPath(indexPath)) }
    }

    // MARK: Editing

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, willBeginEditingRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) {
        onMainActor { app?.tableView(table, didEndEditingRowAt: indexPath.map(IndexPath.init)) }
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> EditingStyle {
        onMainActor { app?.tableView(table, editingStyleForRowAt: IndexPath(indexPath)).engine ?? .delete }
    }

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? {
        onMainActor { app?.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(indexPath)) }
    }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool {
        onMainActor { app?.tableView(table, shouldIndentWhileEditingRowAt: IndexPath(indexPath)) ?? true }
    }

    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath,
                   toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath {
        onMainActor {
            app.map { TableIndexPath($0.tableView(table, targetIndexPathForMoveFromRowAt: IndexPath(source), toProposedIndexPath: IndexPath(proposed))) }
                ?? proposed
        }
    }

    // MARK: Menus and multiple selection

    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: Point) -> ContextMenuConfiguration? {
        onMainActor {
            app?.tableView(table, contextMenuConfigurationForRowAt: IndexPath(indexPath), point: CGPoint(x: point.x, y: point.y))?
                .engineConfiguration()
        }
    }

    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool {
        onMainActor { app?.tableView(table, shouldBeginMultipleSelectionInteractionAt: IndexPath(indexPath)) ?? false }
    }

    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {
        onMainActor { app?.tableView(table, didBeginMultipleSelectionInteractionAt: IndexPath(indexPath)) }
    }

    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {
        onMainActor { app?.tableViewDidEndMultipleSelectionInteraction(table) }
    }
}

/// A header or footer view the app returned that is not a
/// `UITableViewHeaderFooterView`, kept with the engine's view that stands for it.
final class PlainViewBridge: HeaderFooterViewOverrides, @unchecked Sendable {
    let view: UIView
    init(view: UIView) { self.view = view }
    func prepareForReuse() {}
}
