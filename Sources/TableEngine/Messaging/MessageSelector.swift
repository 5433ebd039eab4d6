/// Every message the engine sends or receives, named as UIKit names it.
///
/// The data source and delegate answer `responds(to:)` with these, the way an
/// Objective-C object answers `respondsToSelector:`; the event stream names
/// them too. Each case is declared once, in `MessageSelector+Declarations.swift`:
/// its receiver, names, answer and what UIKit does without it come from
/// there. (The names users type for them are the shell's business, not the
/// engine's.)
public enum MessageSelector: Int, CaseIterable, Comparable, Sendable {
    /// The order of declaration (`rawValue`): the data source's messages,
    /// then the prefetch data source's, the delegates', the table's, the
    /// cells' and the rest.
    public static func < (a: MessageSelector, b: MessageSelector) -> Bool { a.rawValue < b.rawValue }

    // MARK: UITableViewDataSource
    /// UITableViewDataSource's `numberOfSections(in:)` (`numberOfSectionsInTableView:`); without it,
    /// one section.
    case numberOfSections
    /// UITableViewDataSource's `tableView(_:numberOfRowsInSection:)`
    /// (`tableView:numberOfRowsInSection:`), required.
    case numberOfRows
    /// UITableViewDataSource's `tableView(_:cellForRowAt:)` (`tableView:cellForRowAtIndexPath:`),
    /// required.
    case cellForRow
    /// UITableViewDataSource's `tableView(_:titleForHeaderInSection:)`
    /// (`tableView:titleForHeaderInSection:`); without it, no title: no standard header view.
    case titleForHeader
    /// UITableViewDataSource's `tableView(_:titleForFooterInSection:)`
    /// (`tableView:titleForFooterInSection:`); without it, no title: no standard footer view.
    case titleForFooter
    /// UITableViewDataSource's `sectionIndexTitles(for:)` (`sectionIndexTitlesForTableView:`); without
    /// it, no section index.
    case sectionIndexTitles
    /// UITableViewDataSource's `tableView(_:sectionForSectionIndexTitle:at:)`
    /// (`tableView:sectionForSectionIndexTitle:atIndex:`); without it, a tap on the index scrolls to
    /// the section at the title's position.
    case sectionForSectionIndexTitle
    /// UITableViewDataSource's `tableView(_:canEditRowAt:)` (`tableView:canEditRowAtIndexPath:`);
    /// without it, YES: every row can be edited.
    case canEditRow
    /// UITableViewDataSource's `tableView(_:commit:forRowAt:)`
    /// (`tableView:commitEditingStyle:forRowAtIndexPath:`); without it, no rows swipe to delete, and
    /// editing shows no Delete.
    case commitEditingStyle
    /// UITableViewDataSource's `tableView(_:canMoveRowAt:)` (`tableView:canMoveRowAtIndexPath:`);
    /// without it, YES: every row shows a reorder control while editing (with moveRow implemented).
    case canMoveRow
    /// UITableViewDataSource's `tableView(_:moveRowAt:to:)`
    /// (`tableView:moveRowAtIndexPath:toIndexPath:`); without it, editing shows no reorder controls.
    case moveRow

    // MARK: UITableViewDataSourcePrefetching
    /// UITableViewDataSourcePrefetching's `tableView(_:prefetchRowsAt:)`
    /// (`tableView:prefetchRowsAtIndexPaths:`); without it, no prefetching: the app is no prefetch data
    /// source.
    case prefetchRows
    /// UITableViewDataSourcePrefetching's `tableView(_:cancelPrefetchingForRowsAt:)`
    /// (`tableView:cancelPrefetchingForRowsAtIndexPaths:`); without it, nothing is cancelled.
    case cancelPrefetching

    // MARK: UITableViewDelegate
    /// UITableViewDelegate's `tableView(_:heightForRowAt:)` (`tableView:heightForRowAtIndexPath:`);
    /// without it, every row is rowHeight tall, and no height is asked.
    case heightForRow
    /// UITableViewDelegate's `tableView(_:estimatedHeightForRowAt:)`
    /// (`tableView:estimatedHeightForRowAtIndexPath:`); without it, estimatedRowHeight (0: no
    /// estimates).
    case estimatedHeightForRow
    /// UITableViewDelegate's `tableView(_:indentationLevelForRowAt:)`
    /// (`tableView:indentationLevelForRowAtIndexPath:`); without it, the cell keeps the
    /// indentationLevel its data source set (0 by default).
    case indentationLevelForRow
    /// UITableViewDelegate's `tableView(_:willDisplay:forRowAt:)`
    /// (`tableView:willDisplayCell:forRowAtIndexPath:`); without it, nothing.
    case willDisplayCell
    /// UITableViewDelegate's `tableView(_:didEndDisplaying:forRowAt:)`
    /// (`tableView:didEndDisplayingCell:forRowAtIndexPath:`); without it, nothing.
    case didEndDisplayingCell
    /// UITableViewDelegate's `tableView(_:shouldSpringLoadRowAt:with:)`
    /// (`tableView:shouldSpringLoadRowAtIndexPath:withContext:`); without it, YES, except for a row
    /// that is part of the drag session. Not modelled: the engine never sends it.
    case shouldSpringLoadRow
    /// UITableViewDelegate's `tableView(_:viewForHeaderInSection:)`
    /// (`tableView:viewForHeaderInSection:`); without it, the title's standard view; plain headers take
    /// room only with a title.
    case viewForHeader
    /// UITableViewDelegate's `tableView(_:viewForFooterInSection:)`
    /// (`tableView:viewForFooterInSection:`); without it, the title's standard view; plain footers take
    /// room only with a title.
    case viewForFooter
    /// UITableViewDelegate's `tableView(_:heightForHeaderInSection:)`
    /// (`tableView:heightForHeaderInSection:`); without it, sectionHeaderHeight.
    case heightForHeader
    /// UITableViewDelegate's `tableView(_:heightForFooterInSection:)`
    /// (`tableView:heightForFooterInSection:`); without it, sectionFooterHeight.
    case heightForFooter
    /// UITableViewDelegate's `tableView(_:estimatedHeightForHeaderInSection:)`
    /// (`tableView:estimatedHeightForHeaderInSection:`); without it, estimatedSectionHeaderHeight.
    case estimatedHeightForHeader
    /// UITableViewDelegate's `tableView(_:estimatedHeightForFooterInSection:)`
    /// (`tableView:estimatedHeightForFooterInSection:`); without it, estimatedSectionFooterHeight.
    case estimatedHeightForFooter
    /// UITableViewDelegate's `tableView(_:willDisplayHeaderView:forSection:)`
    /// (`tableView:willDisplayHeaderView:forSection:`); without it, nothing.
    case willDisplayHeaderView
    /// UITableViewDelegate's `tableView(_:willDisplayFooterView:forSection:)`
    /// (`tableView:willDisplayFooterView:forSection:`); without it, nothing.
    case willDisplayFooterView
    /// UITableViewDelegate's `tableView(_:didEndDisplayingHeaderView:forSection:)`
    /// (`tableView:didEndDisplayingHeaderView:forSection:`); without it, nothing.
    case didEndDisplayingHeaderView
    /// UITableViewDelegate's `tableView(_:didEndDisplayingFooterView:forSection:)`
    /// (`tableView:didEndDisplayingFooterView:forSection:`); without it, nothing.
    case didEndDisplayingFooterView
    /// UITableViewDelegate's `tableView(_:accessoryTypeForRowWith:)`
    /// (`tableView:accessoryTypeForRowWithIndexPath:`); without it, the cell keeps the accessoryType
    /// its data source set.
    case accessoryTypeForRow
    /// UITableViewDelegate's `tableView(_:accessoryButtonTappedForRowWith:)`
    /// (`tableView:accessoryButtonTappedForRowWithIndexPath:`); without it, nothing: a tap on a detail
    /// button does nothing more.
    case accessoryButtonTapped
    /// UITableViewDelegate's `tableView(_:editActionsForRowAt:)`
    /// (`tableView:editActionsForRowAtIndexPath:`); without it, the swipe shows Delete (with
    /// commitEditingStyle).
    case editActionsForRow
    /// UITableViewDelegate's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
    /// (`tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`); without it, no leading swipe.
    case leadingSwipeActions
    /// UITableViewDelegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
    /// (`tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`); without it,
    /// editActionsForRow, else Delete (with commitEditingStyle).
    case trailingSwipeActions
    /// UITableViewDelegate's `tableView(_:willSelectRowAt:)` (`tableView:willSelectRowAtIndexPath:`);
    /// without it, the touched row is selected.
    case willSelectRow
    /// UITableViewDelegate's `tableView(_:didSelectRowAt:)` (`tableView:didSelectRowAtIndexPath:`);
    /// without it, nothing.
    case didSelectRow
    /// UITableViewDelegate's `tableView(_:willDeselectRowAt:)`
    /// (`tableView:willDeselectRowAtIndexPath:`); without it, the row is deselected.
    case willDeselectRow
    /// UITableViewDelegate's `tableView(_:didDeselectRowAt:)` (`tableView:didDeselectRowAtIndexPath:`);
    /// without it, nothing.
    case didDeselectRow
    /// UITableViewDelegate's `tableView(_:willBeginEditingRowAt:)`
    /// (`tableView:willBeginEditingRowAtIndexPath:`); without it, nothing.
    case willBeginEditingRow
    /// UITableViewDelegate's `tableView(_:didEndEditingRowAt:)`
    /// (`tableView:didEndEditingRowAtIndexPath:`); without it, nothing.
    case didEndEditingRow
    /// UITableViewDelegate's `tableView(_:editingStyleForRowAt:)`
    /// (`tableView:editingStyleForRowAtIndexPath:`); without it, delete: every editable row gets the
    /// delete control.
    case editingStyleForRow
    /// UITableViewDelegate's `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`
    /// (`tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`); without it, "Delete".
    case titleForDeleteConfirmationButton
    /// UITableViewDelegate's `tableView(_:shouldIndentWhileEditingRowAt:)`
    /// (`tableView:shouldIndentWhileEditingRowAtIndexPath:`); without it, YES: the content is indented
    /// while editing.
    case shouldIndentWhileEditingRow
    /// UITableViewDelegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`
    /// (`tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`); without it, the
    /// proposed index path.
    case targetIndexPathForMove
    /// UITableViewDelegate's `tableView(_:shouldShowMenuForRowAt:)`
    /// (`tableView:shouldShowMenuForRowAtIndexPath:`); without it, NO: no edit menu.
    case shouldShowMenuForRow
    /// UITableViewDelegate's `tableView(_:canPerformAction:forRowAt:withSender:)`
    /// (`tableView:canPerformAction:forRowAtIndexPath:withSender:`); without it, NO: no action.
    case canPerformAction
    /// UITableViewDelegate's `tableView(_:performAction:forRowAt:withSender:)`
    /// (`tableView:performAction:forRowAtIndexPath:withSender:`); without it, nothing.
    case performAction
    /// UITableViewDelegate's `tableView(_:shouldHighlightRowAt:)`
    /// (`tableView:shouldHighlightRowAtIndexPath:`); without it, YES: a touch highlights the row.
    case shouldHighlightRow
    /// UITableViewDelegate's `tableView(_:didHighlightRowAt:)`
    /// (`tableView:didHighlightRowAtIndexPath:`); without it, nothing.
    case didHighlightRow
    /// UITableViewDelegate's `tableView(_:didUnhighlightRowAt:)`
    /// (`tableView:didUnhighlightRowAtIndexPath:`); without it, nothing.
    case didUnhighlightRow
    /// UITableViewDelegate's `tableView(_:canFocusRowAt:)` (`tableView:canFocusRowAtIndexPath:`);
    /// without it, YES: every row can be focused.
    case canFocusRow
    /// UITableViewDelegate's `tableView(_:shouldUpdateFocusIn:)`
    /// (`tableView:shouldUpdateFocusInContext:`); without it, YES: focus moves.
    case shouldUpdateFocus
    /// UITableViewDelegate's `tableView(_:didUpdateFocusIn:with:)`
    /// (`tableView:didUpdateFocusInContext:withAnimationCoordinator:`); without it, nothing.
    case didUpdateFocus
    /// UITableViewDelegate's `indexPathForPreferredFocusedView(in:)`
    /// (`indexPathForPreferredFocusedViewInTableView:`); without it, nil: no preferred row.
    case indexPathForPreferredFocusedView
    /// UITableViewDelegate's `tableView(_:selectionFollowsFocusForRowAt:)`
    /// (`tableView:selectionFollowsFocusForRowAtIndexPath:`); without it, the table's
    /// selectionFollowsFocus.
    case selectionFollowsFocusForRow
    /// UITableViewDelegate's `tableView(_:canPerformPrimaryActionForRowAt:)`
    /// (`tableView:canPerformPrimaryActionForRowAtIndexPath:`); without it, YES when not editing, NO
    /// when editing.
    case canPerformPrimaryActionForRow
    /// UITableViewDelegate's `tableView(_:performPrimaryActionForRowAt:)`
    /// (`tableView:performPrimaryActionForRowAtIndexPath:`); without it, a tap selects the row, and
    /// performs no primary action.
    case performPrimaryActionForRow
    /// UITableViewDelegate's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`
    /// (`tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`); without it, NO: a two-finger
    /// pan selects nothing.
    case shouldBeginMultipleSelectionInteraction
    /// UITableViewDelegate's `tableView(_:didBeginMultipleSelectionInteractionAt:)`
    /// (`tableView:didBeginMultipleSelectionInteractionAtIndexPath:`); without it, nothing.
    case didBeginMultipleSelectionInteraction
    /// UITableViewDelegate's `tableViewDidEndMultipleSelectionInteraction(_:)`
    /// (`tableViewDidEndMultipleSelectionInteraction:`); without it, nothing.
    case didEndMultipleSelectionInteraction
    /// UITableViewDelegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`
    /// (`tableView:contextMenuConfigurationForRowAtIndexPath:point:`); without it, a long press shows
    /// the edit menu (if the menu methods allow), no context menu.
    case contextMenuConfiguration
    /// UITableViewDelegate's `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`
    /// (`tableView:previewForHighlightingContextMenuWithConfiguration:`); without it, the whole cell is
    /// the preview.
    case previewForHighlightingContextMenu
    /// UITableViewDelegate's `tableView(_:previewForDismissingContextMenuWithConfiguration:)`
    /// (`tableView:previewForDismissingContextMenuWithConfiguration:`); without it, the whole cell is
    /// the preview.
    case previewForDismissingContextMenu
    /// UITableViewDelegate's `tableView(_:willDisplayContextMenu:animator:)`
    /// (`tableView:willDisplayContextMenuWithConfiguration:animator:`); without it, nothing.
    case willDisplayContextMenu
    /// UITableViewDelegate's `tableView(_:willEndContextMenuInteraction:animator:)`
    /// (`tableView:willEndContextMenuInteractionWithConfiguration:animator:`); without it, nothing.
    case willEndContextMenuInteraction
    /// UITableViewDelegate's `tableView(_:willPerformPreviewActionForMenuWith:animator:)`
    /// (`tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`); without it, nothing: a
    /// tap on the preview dismisses the menu.
    case willPerformPreviewAction

    // MARK: UIScrollViewDelegate (the table's delegate: UITableViewDelegate refines it)
    /// UIScrollViewDelegate's `scrollViewDidScroll(_:)` (`scrollViewDidScroll:`), sent at every
    /// change of the offset: once for a scroll in code without animation, at every frame of a
    /// drag, a deceleration or an animation (FIDELITY.md S-06); without it, nothing.
    case scrollViewDidScroll
    /// UIScrollViewDelegate's `scrollViewWillBeginDragging(_:)` (`scrollViewWillBeginDragging:`);
    /// without it, nothing.
    case scrollViewWillBeginDragging
    /// UIScrollViewDelegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (`scrollViewWillEndDragging:withVelocity:targetContentOffset:`): the delegate may change where
    /// the scroll comes to rest; without it, it rests where the velocity carries it.
    case scrollViewWillEndDragging
    /// UIScrollViewDelegate's `scrollViewDidEndDragging(_:willDecelerate:)`
    /// (`scrollViewDidEndDragging:willDecelerate:`); without it, nothing.
    case scrollViewDidEndDragging
    /// UIScrollViewDelegate's `scrollViewWillBeginDecelerating(_:)`
    /// (`scrollViewWillBeginDecelerating:`); without it, nothing.
    case scrollViewWillBeginDecelerating
    /// UIScrollViewDelegate's `scrollViewDidEndDecelerating(_:)` (`scrollViewDidEndDecelerating:`);
    /// without it, nothing.
    case scrollViewDidEndDecelerating
    /// UIScrollViewDelegate's `scrollViewDidEndScrollingAnimation(_:)`
    /// (`scrollViewDidEndScrollingAnimation:`), after an animated scroll in code; without it,
    /// nothing.
    case scrollViewDidEndScrollingAnimation
    /// UIScrollViewDelegate's `scrollViewShouldScrollToTop(_:)` (`scrollViewShouldScrollToTop:`);
    /// without it, YES: a tap on the status bar scrolls to the top.
    case scrollViewShouldScrollToTop
    /// UIScrollViewDelegate's `scrollViewDidScrollToTop(_:)` (`scrollViewDidScrollToTop:`); without
    /// it, nothing.
    case scrollViewDidScrollToTop
    /// UIScrollViewDelegate's `scrollViewDidChangeAdjustedContentInset(_:)`
    /// (`scrollViewDidChangeAdjustedContentInset:`, iOS 11); without it, nothing.
    case scrollViewDidChangeAdjustedContentInset

    // MARK: UITableViewDragDelegate
    /// UITableViewDragDelegate's `tableView(_:itemsForBeginning:at:)`
    /// (`tableView:itemsForBeginningDragSession:atIndexPath:`); without it, no drag: rows cannot be
    /// lifted outside editing.
    case itemsForBeginningDragSession
    /// UITableViewDragDelegate's `tableView(_:itemsForAddingTo:at:point:)`
    /// (`tableView:itemsForAddingToDragSession:atIndexPath:point:`); without it, a tap during a drag
    /// adds nothing.
    case itemsForAddingToDragSession
    /// UITableViewDragDelegate's `tableView(_:dragPreviewParametersForRowAt:)`
    /// (`tableView:dragPreviewParametersForRowAtIndexPath:`); without it, the whole cell is the
    /// preview.
    case dragPreviewParametersForRow
    /// UITableViewDragDelegate's `tableView(_:dragSessionWillBegin:)`
    /// (`tableView:dragSessionWillBegin:`); without it, nothing.
    case dragSessionWillBegin
    /// UITableViewDragDelegate's `tableView(_:dragSessionDidEnd:)` (`tableView:dragSessionDidEnd:`);
    /// without it, nothing.
    case dragSessionDidEnd
    /// UITableViewDragDelegate's `tableView(_:dragSessionAllowsMoveOperation:)`
    /// (`tableView:dragSessionAllowsMoveOperation:`); without it, YES: the session may move.
    case dragSessionAllowsMoveOperation
    /// UITableViewDragDelegate's `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`
    /// (`tableView:dragSessionIsRestrictedToDraggingApplication:`); without it, NO: other apps may take
    /// the drop.
    case dragSessionIsRestrictedToDraggingApplication

    // MARK: UITableViewDropDelegate
    /// UITableViewDropDelegate's `tableView(_:performDropWith:)`
    /// (`tableView:performDropWithCoordinator:`); without it, no drop is taken: the table is no drop
    /// target.
    case performDropWithCoordinator
    /// UITableViewDropDelegate's `tableView(_:canHandle:)` (`tableView:canHandleDropSession:`); without
    /// it, YES: the table takes part in the drop.
    case canHandleDropSession
    /// UITableViewDropDelegate's `tableView(_:dropSessionDidEnter:)`
    /// (`tableView:dropSessionDidEnter:`); without it, nothing.
    case dropSessionDidEnter
    /// UITableViewDropDelegate's `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`
    /// (`tableView:dropSessionDidUpdate:withDestinationIndexPath:`); without it, the table's own
    /// reordering for one local item when moveRow is implemented, else cancel.
    case dropSessionDidUpdate
    /// UITableViewDropDelegate's `tableView(_:dropSessionDidExit:)` (`tableView:dropSessionDidExit:`);
    /// without it, nothing.
    case dropSessionDidExit
    /// UITableViewDropDelegate's `tableView(_:dropSessionDidEnd:)` (`tableView:dropSessionDidEnd:`);
    /// without it, nothing.
    case dropSessionDidEnd
    /// UITableViewDropDelegate's `tableView(_:dropPreviewParametersForRowAt:)`
    /// (`tableView:dropPreviewParametersForRowAtIndexPath:`); without it, the whole cell is the
    /// preview.
    case dropPreviewParametersForRow

    // MARK: UITableView (called by the app)
    /// UITableView's `reloadData()` (`reloadData`), called by the app.
    case reloadData
    /// UITableView's `beginUpdates()` (`beginUpdates`), called by the app.
    case beginUpdates
    /// UITableView's `endUpdates()` (`endUpdates`), called by the app.
    case endUpdates
    /// UITableView's `performBatchUpdates(_:completion:)` (`performBatchUpdates:completion:`), called
    /// by the app.
    case performBatchUpdates
    /// The completion handler passed to `performBatchUpdates(_:completion:)`, run by the table once the
    /// batch is done.
    case batchCompletion
    /// UITableView's `insertRows(at:with:)` (`insertRowsAtIndexPaths:withRowAnimation:`), called by the
    /// app.
    case insertRows
    /// UITableView's `deleteRows(at:with:)` (`deleteRowsAtIndexPaths:withRowAnimation:`), called by the
    /// app.
    case deleteRows
    /// UITableView's `reloadRows(at:with:)` (`reloadRowsAtIndexPaths:withRowAnimation:`), called by the
    /// app.
    case reloadRows
    /// UITableView's `moveRow(at:to:)` (`moveRowAtIndexPath:toIndexPath:`), called by the app.
    case moveRowTo
    /// UITableView's `insertSections(_:with:)` (`insertSections:withRowAnimation:`), called by the app.
    case insertSections
    /// UITableView's `deleteSections(_:with:)` (`deleteSections:withRowAnimation:`), called by the app.
    case deleteSections
    /// UITableView's `reloadSections(_:with:)` (`reloadSections:withRowAnimation:`), called by the app.
    case reloadSections
    /// UITableView's `moveSection(_:toSection:)` (`moveSection:toSection:`), called by the app.
    case moveSection
    /// UITableView's `register(_:forCellReuseIdentifier:)` (`registerClass:forCellReuseIdentifier:`),
    /// called by the app.
    case registerCell
    /// UITableView's `dequeueReusableCell(withIdentifier:)` (`dequeueReusableCellWithIdentifier:`),
    /// called by the app.
    case dequeueCell
    /// UITableView's `dequeueReusableCell(withIdentifier:for:)`
    /// (`dequeueReusableCellWithIdentifier:forIndexPath:`), called by the app.
    case dequeueCellForIndexPath
    /// UITableView's `register(_:forHeaderFooterViewReuseIdentifier:)`
    /// (`registerClass:forHeaderFooterViewReuseIdentifier:`), called by the app.
    case registerHeaderFooter
    /// UITableView's `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// (`dequeueReusableHeaderFooterViewWithIdentifier:`), called by the app.
    case dequeueHeaderFooter
    /// UITableView's `cellForRow(at:)` (`cellForRowAtIndexPath:`), called by the app.
    case cellForRowAtIndexPath
    /// UITableView's `indexPathsForVisibleRows`, read by the app.
    case indexPathsForVisibleRows
    /// UITableView's `scrollToRow(at:at:animated:)`
    /// (`scrollToRowAtIndexPath:atScrollPosition:animated:`), called by the app.
    case scrollToRow
    /// UITableView's `setContentOffset(_:animated:)` (`setContentOffset:animated:`), called by the app.
    case setContentOffset
    /// UITableView's `selectRow(at:animated:scrollPosition:)`
    /// (`selectRowAtIndexPath:animated:scrollPosition:`), called by the app.
    case selectRow
    /// UITableView's `deselectRow(at:animated:)` (`deselectRowAtIndexPath:animated:`), called by the
    /// app.
    case deselectRow
    /// UITableView's `setEditing(_:animated:)` (`setEditing:animated:`), called by the app.
    case setEditing
    /// UITableView's `reloadSectionIndexTitles()` (`reloadSectionIndexTitles`), called by the app.
    case reloadSectionIndexTitles
    /// UITableView's `reconfigureRows(at:)` (`reconfigureRowsAtIndexPaths:`), called by the app.
    case reconfigureRows
    /// UITableView's `rect(forSection:)` (`rectForSection:`), called by the app.
    case rectForSection
    /// UITableView's `rectForHeader(inSection:)` (`rectForHeaderInSection:`), called by the app.
    case rectForHeaderInSection
    /// UITableView's `rectForFooter(inSection:)` (`rectForFooterInSection:`), called by the app.
    case rectForFooterInSection
    /// UITableView's `indexPathForRow(at:)` (`indexPathForRowAtPoint:`), called by the app.
    case indexPathForRowAtPoint
    /// UITableView's `indexPathsForRows(in:)` (`indexPathsForRowsInRect:`), called by the app.
    case indexPathsForRowsInRect
    /// UITableView's `indexPath(for:)` (`indexPathForCell:`), called by the app.
    case indexPathForCell
    /// UITableView's `visibleCells`, read by the app.
    case visibleCells
    /// UITableView's `headerView(forSection:)` (`headerViewForSection:`), called by the app.
    case headerViewForSection
    /// UITableView's `footerView(forSection:)` (`footerViewForSection:`), called by the app.
    case footerViewForSection
    /// UITableView's `indexPathForSelectedRow`, read by the app.
    case indexPathForSelectedRow
    /// UITableView's `scrollToNearestSelectedRow(at:animated:)`
    /// (`scrollToNearestSelectedRowAtScrollPosition:animated:`), called by the app.
    case scrollToNearestSelectedRow
    /// UITableView's `hasUncommittedUpdates`, read by the app.
    case hasUncommittedUpdates
    /// UIKit's private entry for a diffable data source's updates: inside
    /// it, the table takes mutations from the data source (FIDELITY.md D-10).
    case performDiffableUpdate

    // MARK: UITableViewDiffableDataSource (called by the app)
    /// UITableViewDiffableDataSource's `apply(_:animatingDifferences:completion:)`
    /// (`applySnapshot:animatingDifferences:completion:`), called by the app.
    case applySnapshot
    /// UITableViewDiffableDataSource's `applySnapshotUsingReloadData(_:completion:)`
    /// (`applySnapshotUsingReloadData:completion:`), called by the app.
    case applySnapshotUsingReloadData

    // MARK: App code the diffable data source runs
    /// The cell provider an app gives its `UITableViewDiffableDataSource`, run for each cell the table
    /// asks of it.
    case cellProvider

    // MARK: UITableViewCell and UITableViewHeaderFooterView
    /// `prepareForReuse()` (`prepareForReuse`) of a UITableViewCell or UITableViewHeaderFooterView,
    /// sent when it is dequeued again.
    case prepareForReuse
    /// UITableViewCell's `setSelected(_:animated:)` (`setSelected:animated:`), sent by the table to its
    /// cells.
    case setSelected
    /// UITableViewCell's `setHighlighted(_:animated:)` (`setHighlighted:animated:`), sent by the table
    /// to its cells.
    case setHighlighted
    /// UITableViewCell's `setEditing(_:animated:)` (`setEditing:animated:`), sent by the table to its
    /// cells.
    case cellSetEditing
    /// UITableViewCell's `willTransition(to:)` (`willTransitionToState:`), sent by the table to its
    /// cells.
    case willTransitionToState
    /// UITableViewCell's `didTransition(to:)` (`didTransitionToState:`), sent by the table to its
    /// cells.
    case didTransitionToState
    /// UITableViewCell's `updateConfiguration(using:)` (`updateConfigurationUsingState:`), run when
    /// the cell's configuration update is due: an override an app's cell subclass may make.
    case updateConfigurationUsingState
    /// A cell's `configurationUpdateHandler`, run after `updateConfiguration(using:)`.
    case configurationUpdateHandler

    // MARK: Notifications
    /// `UITableViewSelectionDidChangeNotification` (`UITableView.selectionDidChangeNotification`),
    /// posted when a touch changes the selection.
    case selectionDidChange

    // MARK: App code the table runs: swipe action handlers
    /// A swipe action's or a context-menu action's `handler`, run by the table when the action is
    /// chosen.
    case actionHandler
    /// The `completionHandler` a swipe action's handler calls with whether it performed the action.
    case actionCompletion

    // MARK: The app's view controllers, around the table
    /// `UIViewController`'s `viewDidLoad()`, called once its view is loaded.
    case viewDidLoad
    /// `UIViewController`'s `viewWillAppear(_:)`.
    case viewWillAppear
    /// `UIViewController`'s `viewDidAppear(_:)`.
    case viewDidAppear
    /// `UIViewController`'s `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `UIViewController`'s `viewDidDisappear(_:)`.
    case viewDidDisappear
    /// `UIViewController`'s `setEditing(_:animated:)`, called by its Edit button (a table view
    /// controller passes it on to its table).
    case controllerSetEditing
    /// `UIViewController`'s `present(_:animated:completion:)`, called by the app.
    case presentViewController
    /// `UIViewController`'s `dismiss(animated:completion:)`, called by the app or by a tap on an
    /// alert's button.
    case dismissViewController
    /// `UINavigationController`'s `pushViewController(_:animated:)`, called by the app.
    case pushViewController
    /// `UINavigationController`'s `popViewController(animated:)`, called by the app.
    case popViewController

    /// Who receives this message.
    public enum Receiver: Sendable {
        /// `UITableViewDataSource`: the table's `dataSource`.
        case dataSource
        /// `UITableViewDelegate`: the table's `delegate`.
        case delegate
        /// The `UITableView`, called by the app.
        case tableView
        /// A `UITableViewCell` (or header/footer view), sent by the table.
        case cell
        /// A notification the table posts.
        case notification
        /// `UITableViewDataSourcePrefetching`: the table's `prefetchDataSource`.
        case prefetchDataSource
        /// A `UITableViewDiffableDataSource`, called by the app.
        case diffableDataSource
        /// The cell provider the app gave its diffable data source.
        case cellProvider
        /// `dragDelegate` (UITableViewDragDelegate) and `dropDelegate`
        /// (UITableViewDropDelegate): objects of their own in UIKit.
        case dragDelegate, dropDelegate
        /// App code the table runs: a swipe action's handler and its completion.
        case action
        /// One of the app's view controllers (the event's target names its
        /// class): its lifecycle, and the presentations and navigation the app asks of it.
        case viewController
    }

    /// This message's declaration, read from a table built once.
    public var declaration: MessageDeclaration { Self.declarations[rawValue] }

    /// Who receives this message.
    public var receiver: Receiver { Self.receivers[rawValue] }

    /// The Objective-C selector, e.g. `tableView:numberOfRowsInSection:`.
    public var objcName: String { declaration.objcName }

    /// The Swift name, e.g. `tableView(_:numberOfRowsInSection:)`.
    public var swiftName: String { declaration.swiftName }

    /// Whether UIKit requires the method (`@required`): the engine always
    /// calls these. (`prefetchRows` is required of a prefetch data source,
    /// but an app need not have one: the table prefetches only from one
    /// that implements it. The drag and drop delegates' required methods,
    /// `itemsForBeginningDragSession` and `performDropWithCoordinator`, are
    /// what makes an object a drag or drop delegate: see `TableView.dragDelegate`.)
    public var isRequired: Bool { Self.required[rawValue] }

    /// Whether this is a method an app may implement: a data-source,
    /// prefetching or delegate method, or an override of a cell subclass
    /// the table's log shows only when it is made (`updateConfiguration(using:)`).
    public var isProtocolMethod: Bool {
        switch receiver {
        case .dataSource, .delegate, .prefetchDataSource, .dragDelegate, .dropDelegate: true
        case .cell: declaration.withoutIt != nil
        case .tableView, .notification, .action, .diffableDataSource, .cellProvider, .viewController: false
        }
    }
}
