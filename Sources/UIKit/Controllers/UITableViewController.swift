import TableEngine

/// UIKit's `UITableViewController`: a view controller whose view is a
/// table, with the controller as the table's data source and delegate.
///
/// A subclass overrides the data source and delegate methods it needs
/// (`override func tableView(_:numberOfRowsInSection:)`, …), exactly as on
/// iOS. The table sends the required methods and the optional ones the
/// subclass overrides — what its generated table says
/// (`ImplementedMessagesPlugin`) — never the base's own bodies, which
/// answer as UIKit does without the method (and serve a subclass's `super`
/// call).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private var hasAppeared = false

    /// UIKit's `init(style:)`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's `init(nibName:bundle:)`: a plain table (there are no nibs here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `tableView`: the controller's view (loaded on first use).
    /// Setting it makes the table the view; its data source and delegate stay as they are.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// UIKit's `clearsSelectionOnViewWillAppear` (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// UIKit's `refreshControl`: the table's, kept, inert.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// UIKit's `loadView()`: a table the size of the screen, in the
    /// controller's style, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// UIKit's `viewWillAppear(_:)`: it "automatically reloads the data for
    /// its table view on first appearance, and clears its selection (with or
    /// without animation, depending on the request) every time the table
    /// view is displayed" (Apple's UITableViewController reference), the
    /// latter when `clearsSelectionOnViewWillAppear` is true (FIDELITY.md U-01).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableView else { return }
        if !hasAppeared {
            hasAppeared = true
            if !table.engineTable.isLoaded { table.reloadData() }
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    /// UIKit's `setEditing(_:animated:)`: the controller's and its table's editing.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// UIKit's required method; the base has no rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// UIKit's required method; the base gives an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: one section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: every row can move (when moving is implemented).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the section at the title's position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing (and no swipe to delete).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing (and no reorder controls).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UITableViewDelegate

    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: 0.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the table's `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the table's `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the default actions.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no leading actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the default actions.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the touched row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the row.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: true.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: delete.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: true.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: the proposed index path.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: no context menu.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: false.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// UIKit's method, sent only when a subclass overrides it; the base answers as UIKit does without it: nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

    // MARK: UIScrollViewDelegate (a subclass overrides what it needs)

    /// UIKit's `scrollViewDidScroll(_:)`.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// UIKit's `scrollViewWillBeginDragging(_:)`.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// UIKit's `scrollViewDidEndDragging(_:willDecelerate:)`.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// UIKit's `scrollViewWillBeginDecelerating(_:)`.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// UIKit's `scrollViewDidEndDecelerating(_:)`.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// UIKit's `scrollViewDidEndScrollingAnimation(_:)`.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// UIKit's `scrollViewShouldScrollToTop(_:)`: true without an override.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// UIKit's `scrollViewDidScrollToTop(_:)`.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// UIKit's `scrollViewDidChangeAdjustedContentInset(_:)`.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
