extension MessageSelector {
    /// Every message's declaration, by `rawValue`.
    static let declarations: [MessageDeclaration] = allCases.map(declare)
    /// Each selector's receiver and whether it is required, apart: asked
    /// at every message, where reading them from `declarations` copies a
    /// declaration (its texts) each time.
    static let receivers: [Receiver] = declarations.map(\.receiver)
    static let required: [Bool] = declarations.map(\.isRequired)

    /// The one place each message is described. The switch is exhaustive:
    /// a new case does not compile until it is declared here.
    private static func declare(_ selector: MessageSelector) -> MessageDeclaration {
        switch selector {
        // MARK: UITableViewDataSource
        case .numberOfSections:
            .optional(.dataSource, "numberOfSectionsInTableView:", "numberOfSections(in:)", returns: .sectionCount,
                without: "one section")
        case .numberOfRows:
            .required(.dataSource, "tableView:numberOfRowsInSection:", "tableView(_:numberOfRowsInSection:)", returns: .rowCount)
        case .cellForRow:
            .required(.dataSource, "tableView:cellForRowAtIndexPath:", "tableView(_:cellForRowAt:)", returns: .cell)
        case .titleForHeader:
            .optional(.dataSource, "tableView:titleForHeaderInSection:", "tableView(_:titleForHeaderInSection:)", returns: .title,
                without: "no title: no standard header view")
        case .titleForFooter:
            .optional(.dataSource, "tableView:titleForFooterInSection:", "tableView(_:titleForFooterInSection:)", returns: .title,
                without: "no title: no standard footer view")
        case .sectionIndexTitles:
            .optional(.dataSource, "sectionIndexTitlesForTableView:", "sectionIndexTitles(for:)", returns: .titles,
                without: "no section index")
        case .sectionForSectionIndexTitle:
            .optional(.dataSource, "tableView:sectionForSectionIndexTitle:atIndex:", "tableView(_:sectionForSectionIndexTitle:at:)", returns: .integer,
                without: "a tap on the index scrolls to the section at the title's position")
        case .canEditRow:
            .optional(.dataSource, "tableView:canEditRowAtIndexPath:", "tableView(_:canEditRowAt:)", returns: .bool,
                without: "YES: every row can be edited")
        case .commitEditingStyle:
            .optional(.dataSource, "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView(_:commit:forRowAt:)", returns: .nothing,
                without: "no rows swipe to delete, and editing shows no Delete")
        case .canMoveRow:
            .optional(.dataSource, "tableView:canMoveRowAtIndexPath:", "tableView(_:canMoveRowAt:)", returns: .bool,
                without: "YES: every row shows a reorder control while editing (with moveRow implemented)")
        case .moveRow:
            .optional(.dataSource, "tableView:moveRowAtIndexPath:toIndexPath:", "tableView(_:moveRowAt:to:)", returns: .nothing,
                without: "editing shows no reorder controls")

        // MARK: UITableViewDataSourcePrefetching
        case .prefetchRows:
            .optional(.prefetchDataSource, "tableView:prefetchRowsAtIndexPaths:", "tableView(_:prefetchRowsAt:)", returns: .nothing,
                without: "no prefetching: the app is no prefetch data source")
        case .cancelPrefetching:
            .optional(.prefetchDataSource, "tableView:cancelPrefetchingForRowsAtIndexPaths:", "tableView(_:cancelPrefetchingForRowsAt:)", returns: .nothing,
                without: "nothing is cancelled")

        // MARK: UITableViewDelegate
        case .heightForRow:
            .optional(.delegate, "tableView:heightForRowAtIndexPath:", "tableView(_:heightForRowAt:)", returns: .rowHeight,
                without: "every row is rowHeight tall, and no height is asked")
        case .estimatedHeightForRow:
            .optional(.delegate, "tableView:estimatedHeightForRowAtIndexPath:", "tableView(_:estimatedHeightForRowAt:)", returns: .rowHeight,
                without: "estimatedRowHeight (0: no estimates)")
        case .indentationLevelForRow:
            .optional(.delegate, "tableView:indentationLevelForRowAtIndexPath:", "tableView(_:indentationLevelForRowAt:)", returns: .integer,
                without: "the cell keeps the indentationLevel its data source set (0 by default)")
        case .willDisplayCell:
            .optional(.delegate, "tableView:willDisplayCell:forRowAtIndexPath:", "tableView(_:willDisplay:forRowAt:)", returns: .nothing,
                without: "nothing")
        case .didEndDisplayingCell:
            .optional(.delegate, "tableView:didEndDisplayingCell:forRowAtIndexPath:", "tableView(_:didEndDisplaying:forRowAt:)", returns: .nothing,
                without: "nothing")
        case .shouldSpringLoadRow:
            .optional(.delegate, "tableView:shouldSpringLoadRowAtIndexPath:withContext:", "tableView(_:shouldSpringLoadRowAt:with:)", returns: .bool,
                without: "YES, except for a row that is part of the drag session",
                notModelled: "spring loading (a drag held over a row of a table whose springLoaded is YES opens the row) is not modelled: tableshell's drags have no time and its tables no springLoaded property")
        case .viewForHeader:
            .optional(.delegate, "tableView:viewForHeaderInSection:", "tableView(_:viewForHeaderInSection:)", returns: .view,
                without: "the title's standard view; plain headers take room only with a title")
        case .viewForFooter:
            .optional(.delegate, "tableView:viewForFooterInSection:", "tableView(_:viewForFooterInSection:)", returns: .view,
                without: "the title's standard view; plain footers take room only with a title")
        case .heightForHeader:
            .optional(.delegate, "tableView:heightForHeaderInSection:", "tableView(_:heightForHeaderInSection:)", returns: .edgeHeight,
                without: "sectionHeaderHeight")
        case .heightForFooter:
            .optional(.delegate, "tableView:heightForFooterInSection:", "tableView(_:heightForFooterInSection:)", returns: .edgeHeight,
                without: "sectionFooterHeight")
        case .estimatedHeightForHeader:
            .optional(.delegate, "tableView:estimatedHeightForHeaderInSection:", "tableView(_:estimatedHeightForHeaderInSection:)", returns: .edgeHeight,
                without: "estimatedSectionHeaderHeight")
        case .estimatedHeightForFooter:
            .optional(.delegate, "tableView:estimatedHeightForFooterInSection:", "tableView(_:estimatedHeightForFooterInSection:)", returns: .edgeHeight,
                without: "estimatedSectionFooterHeight")
        case .willDisplayHeaderView:
            .optional(.delegate, "tableView:willDisplayHeaderView:forSection:", "tableView(_:willDisplayHeaderView:forSection:)", returns: .nothing,
                without: "nothing")
        case .willDisplayFooterView:
            .optional(.delegate, "tableView:willDisplayFooterView:forSection:", "tableView(_:willDisplayFooterView:forSection:)", returns: .nothing,
                without: "nothing")
        case .didEndDisplayingHeaderView:
            .optional(.delegate, "tableView:didEndDisplayingHeaderView:forSection:", "tableView(_:didEndDisplayingHeaderView:forSection:)", returns: .nothing,
                without: "nothing")
        case .didEndDisplayingFooterView:
            .optional(.delegate, "tableView:didEndDisplayingFooterView:forSection:", "tableView(_:didEndDisplayingFooterView:forSection:)", returns: .nothing,
                without: "nothing")
        case .accessoryTypeForRow:
            .optional(.delegate, "tableView:accessoryTypeForRowWithIndexPath:", "tableView(_:accessoryTypeForRowWith:)", returns: .accessoryType,
                without: "the cell keeps the accessoryType its data source set")
        case .accessoryButtonTapped:
            .optional(.delegate, "tableView:accessoryButtonTappedForRowWithIndexPath:", "tableView(_:accessoryButtonTappedForRowWith:)", returns: .nothing,
                without: "nothing: a tap on a detail button does nothing more")
        case .editActionsForRow:
            .optional(.delegate, "tableView:editActionsForRowAtIndexPath:", "tableView(_:editActionsForRowAt:)", returns: .rowActions,
                without: "the swipe shows Delete (with commitEditingStyle)")
        case .leadingSwipeActions:
            .optional(.delegate, "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", returns: .swipeActions,
                without: "no leading swipe")
        case .trailingSwipeActions:
            .optional(.delegate, "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", returns: .swipeActions,
                without: "editActionsForRow, else Delete (with commitEditingStyle)")
        case .willSelectRow:
            .optional(.delegate, "tableView:willSelectRowAtIndexPath:", "tableView(_:willSelectRowAt:)", returns: .optionalIndexPath,
                without: "the touched row is selected")
        case .didSelectRow:
            .optional(.delegate, "tableView:didSelectRowAtIndexPath:", "tableView(_:didSelectRowAt:)", returns: .nothing,
                without: "nothing")
        case .willDeselectRow:
            .optional(.delegate, "tableView:willDeselectRowAtIndexPath:", "tableView(_:willDeselectRowAt:)", returns: .optionalIndexPath,
                without: "the row is deselected")
        case .didDeselectRow:
            .optional(.delegate, "tableView:didDeselectRowAtIndexPath:", "tableView(_:didDeselectRowAt:)", returns: .nothing,
                without: "nothing")
        case .willBeginEditingRow:
            .optional(.delegate, "tableView:willBeginEditingRowAtIndexPath:", "tableView(_:willBeginEditingRowAt:)", returns: .nothing,
                without: "nothing")
        case .didEndEditingRow:
            .optional(.delegate, "tableView:didEndEditingRowAtIndexPath:", "tableView(_:didEndEditingRowAt:)", returns: .nothing,
                without: "nothing")
        case .editingStyleForRow:
            .optional(.delegate, "tableView:editingStyleForRowAtIndexPath:", "tableView(_:editingStyleForRowAt:)", returns: .editingStyle,
                without: "delete: every editable row gets the delete control")
        case .titleForDeleteConfirmationButton:
            .optional(.delegate, "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", returns: .title,
                without: "\"Delete\"")
        case .shouldIndentWhileEditingRow:
            .optional(.delegate, "tableView:shouldIndentWhileEditingRowAtIndexPath:", "tableView(_:shouldIndentWhileEditingRowAt:)", returns: .bool,
                without: "YES: the content is indented while editing")
        case .targetIndexPathForMove:
            .optional(.delegate, "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", returns: .indexPath,
                without: "the proposed index path")
        case .shouldShowMenuForRow:
            .optional(.delegate, "tableView:shouldShowMenuForRowAtIndexPath:", "tableView(_:shouldShowMenuForRowAt:)", returns: .bool,
                without: "NO: no edit menu")
        case .canPerformAction:
            .optional(.delegate, "tableView:canPerformAction:forRowAtIndexPath:withSender:", "tableView(_:canPerformAction:forRowAt:withSender:)", returns: .bool,
                without: "NO: no action")
        case .performAction:
            .optional(.delegate, "tableView:performAction:forRowAtIndexPath:withSender:", "tableView(_:performAction:forRowAt:withSender:)", returns: .nothing,
                without: "nothing")
        case .shouldHighlightRow:
            .optional(.delegate, "tableView:shouldHighlightRowAtIndexPath:", "tableView(_:shouldHighlightRowAt:)", returns: .bool,
                without: "YES: a touch highlights the row")
        case .didHighlightRow:
            .optional(.delegate, "tableView:didHighlightRowAtIndexPath:", "tableView(_:didHighlightRowAt:)", returns: .nothing,
                without: "nothing")
        case .didUnhighlightRow:
            .optional(.delegate, "tableView:didUnhighlightRowAtIndexPath:", "tableView(_:didUnhighlightRowAt:)", returns: .nothing,
                without: "nothing")
        case .canFocusRow:
            .optional(.delegate, "tableView:canFocusRowAtIndexPath:", "tableView(_:canFocusRowAt:)", returns: .bool,
                without: "YES: every row can be focused")
        case .shouldUpdateFocus:
            .optional(.delegate, "tableView:shouldUpdateFocusInContext:", "tableView(_:shouldUpdateFocusIn:)", returns: .bool,
                without: "YES: focus moves")
        case .didUpdateFocus:
            .optional(.delegate, "tableView:didUpdateFocusInContext:withAnimationCoordinator:", "tableView(_:didUpdateFocusIn:with:)", returns: .nothing,
                without: "nothing")
        case .indexPathForPreferredFocusedView:
            .optional(.delegate, "indexPathForPreferredFocusedViewInTableView:", "indexPathForPreferredFocusedView(in:)", returns: .optionalIndexPath,
                without: "nil: no preferred row")
        case .selectionFollowsFocusForRow:
            .optional(.delegate, "tableView:selectionFollowsFocusForRowAtIndexPath:", "tableView(_:selectionFollowsFocusForRowAt:)", returns: .bool,
                without: "the table's selectionFollowsFocus")
        case .canPerformPrimaryActionForRow:
            .optional(.delegate, "tableView:canPerformPrimaryActionForRowAtIndexPath:", "tableView(_:canPerformPrimaryActionForRowAt:)", returns: .bool,
                without: "YES when not editing, NO when editing")
        case .performPrimaryActionForRow:
            .optional(.delegate, "tableView:performPrimaryActionForRowAtIndexPath:", "tableView(_:performPrimaryActionForRowAt:)", returns: .nothing,
                without: "a tap selects the row, and performs no primary action")
        case .shouldBeginMultipleSelectionInteraction:
            .optional(.delegate, "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", "tableView(_:shouldBeginMultipleSelectionInteractionAt:)", returns: .bool,
                without: "NO: a two-finger pan selects nothing")
        case .didBeginMultipleSelectionInteraction:
            .optional(.delegate, "tableView:didBeginMultipleSelectionInteractionAtIndexPath:", "tableView(_:didBeginMultipleSelectionInteractionAt:)", returns: .nothing,
                without: "nothing")
        case .didEndMultipleSelectionInteraction:
            .optional(.delegate, "tableViewDidEndMultipleSelectionInteraction:", "tableViewDidEndMultipleSelectionInteraction(_:)", returns: .nothing,
                without: "nothing")
        case .contextMenuConfiguration:
            .optional(.delegate, "tableView:contextMenuConfigurationForRowAtIndexPath:point:", "tableView(_:contextMenuConfigurationForRowAt:point:)", returns: .contextMenu,
                without: "a long press shows the edit menu (if the menu methods allow), no context menu")
        case .previewForHighlightingContextMenu:
            .optional(.delegate, "tableView:previewForHighlightingContextMenuWithConfiguration:", "tableView(_:previewForHighlightingContextMenuWithConfiguration:)", returns: .preview,
                without: "the whole cell is the preview")
        case .previewForDismissingContextMenu:
            .optional(.delegate, "tableView:previewForDismissingContextMenuWithConfiguration:", "tableView(_:previewForDismissingContextMenuWithConfiguration:)", returns: .preview,
                without: "the whole cell is the preview")
        case .willDisplayContextMenu:
            .optional(.delegate, "tableView:willDisplayContextMenuWithConfiguration:animator:", "tableView(_:willDisplayContextMenu:animator:)", returns: .nothing,
                without: "nothing")
        case .willEndContextMenuInteraction:
            .optional(.delegate, "tableView:willEndContextMenuInteractionWithConfiguration:animator:", "tableView(_:willEndContextMenuInteraction:animator:)", returns: .nothing,
                without: "nothing")
        case .willPerformPreviewAction:
            .optional(.delegate, "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:", "tableView(_:willPerformPreviewActionForMenuWith:animator:)", returns: .nothing,
                without: "nothing: a tap on the preview dismisses the menu")

        // MARK: UIScrollViewDelegate (the table's delegate)
        case .scrollViewDidScroll:
            .optional(.delegate, "scrollViewDidScroll:", "scrollViewDidScroll(_:)", returns: .nothing,
                without: "nothing")
        case .scrollViewWillBeginDragging:
            .optional(.delegate, "scrollViewWillBeginDragging:", "scrollViewWillBeginDragging(_:)", returns: .nothing,
                without: "nothing")
        case .scrollViewWillEndDragging:
            .optional(.delegate, "scrollViewWillEndDragging:withVelocity:targetContentOffset:", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", returns: .nothing,
                without: "the scroll rests where its velocity carries it")
        case .scrollViewDidEndDragging:
            .optional(.delegate, "scrollViewDidEndDragging:willDecelerate:", "scrollViewDidEndDragging(_:willDecelerate:)", returns: .nothing,
                without: "nothing")
        case .scrollViewWillBeginDecelerating:
            .optional(.delegate, "scrollViewWillBeginDecelerating:", "scrollViewWillBeginDecelerating(_:)", returns: .nothing,
                without: "nothing")
        case .scrollViewDidEndDecelerating:
            .optional(.delegate, "scrollViewDidEndDecelerating:", "scrollViewDidEndDecelerating(_:)", returns: .nothing,
                without: "nothing")
        case .scrollViewDidEndScrollingAnimation:
            .optional(.delegate, "scrollViewDidEndScrollingAnimation:", "scrollViewDidEndScrollingAnimation(_:)", returns: .nothing,
                without: "nothing")
        case .scrollViewShouldScrollToTop:
            .optional(.delegate, "scrollViewShouldScrollToTop:", "scrollViewShouldScrollToTop(_:)", returns: .bool,
                without: "YES: a tap on the status bar scrolls to the top")
        case .scrollViewDidScrollToTop:
            .optional(.delegate, "scrollViewDidScrollToTop:", "scrollViewDidScrollToTop(_:)", returns: .nothing,
                without: "nothing")
        case .scrollViewDidChangeAdjustedContentInset:
            .optional(.delegate, "scrollViewDidChangeAdjustedContentInset:", "scrollViewDidChangeAdjustedContentInset(_:)", returns: .nothing,
                without: "nothing")

        // MARK: UITableViewDragDelegate
        case .itemsForBeginningDragSession:
            .optional(.dragDelegate, "tableView:itemsForBeginningDragSession:atIndexPath:", "tableView(_:itemsForBeginning:at:)", returns: .dragItems,
                without: "no drag: rows cannot be lifted outside editing")
        case .itemsForAddingToDragSession:
            .optional(.dragDelegate, "tableView:itemsForAddingToDragSession:atIndexPath:point:", "tableView(_:itemsForAddingTo:at:point:)", returns: .dragItems,
                without: "a tap during a drag adds nothing")
        case .dragPreviewParametersForRow:
            .optional(.dragDelegate, "tableView:dragPreviewParametersForRowAtIndexPath:", "tableView(_:dragPreviewParametersForRowAt:)", returns: .preview,
                without: "the whole cell is the preview")
        case .dragSessionWillBegin:
            .optional(.dragDelegate, "tableView:dragSessionWillBegin:", "tableView(_:dragSessionWillBegin:)", returns: .nothing,
                without: "nothing")
        case .dragSessionDidEnd:
            .optional(.dragDelegate, "tableView:dragSessionDidEnd:", "tableView(_:dragSessionDidEnd:)", returns: .nothing,
                without: "nothing")
        case .dragSessionAllowsMoveOperation:
            .optional(.dragDelegate, "tableView:dragSessionAllowsMoveOperation:", "tableView(_:dragSessionAllowsMoveOperation:)", returns: .bool,
                without: "YES: the session may move")
        case .dragSessionIsRestrictedToDraggingApplication:
            .optional(.dragDelegate, "tableView:dragSessionIsRestrictedToDraggingApplication:", "tableView(_:dragSessionIsRestrictedToDraggingApplication:)", returns: .bool,
                without: "NO: other apps may take the drop")

        // MARK: UITableViewDropDelegate
        case .performDropWithCoordinator:
            .optional(.dropDelegate, "tableView:performDropWithCoordinator:", "tableView(_:performDropWith:)", returns: .nothing,
                without: "no drop is taken: the table is no drop target")
        case .canHandleDropSession:
            .optional(.dropDelegate, "tableView:canHandleDropSession:", "tableView(_:canHandle:)", returns: .bool,
                without: "YES: the table takes part in the drop")
        case .dropSessionDidEnter:
            .optional(.dropDelegate, "tableView:dropSessionDidEnter:", "tableView(_:dropSessionDidEnter:)", returns: .nothing,
                without: "nothing")
        case .dropSessionDidUpdate:
            .optional(.dropDelegate, "tableView:dropSessionDidUpdate:withDestinationIndexPath:", "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)", returns: .dropProposal,
                without: "the table's own reordering for one local item when moveRow is implemented, else cancel")
        case .dropSessionDidExit:
            .optional(.dropDelegate, "tableView:dropSessionDidExit:", "tableView(_:dropSessionDidExit:)", returns: .nothing,
                without: "nothing")
        case .dropSessionDidEnd:
            .optional(.dropDelegate, "tableView:dropSessionDidEnd:", "tableView(_:dropSessionDidEnd:)", returns: .nothing,
                without: "nothing")
        case .dropPreviewParametersForRow:
            .optional(.dropDelegate, "tableView:dropPreviewParametersForRowAtIndexPath:", "tableView(_:dropPreviewParametersForRowAt:)", returns: .preview,
                without: "the whole cell is the preview")

        // MARK: UITableView (called by the app)
        case .reloadData:
            .message(.tableView, "reloadData", "reloadData()")
        case .beginUpdates:
            .message(.tableView, "beginUpdates", "beginUpdates()")
        case .endUpdates:
            .message(.tableView, "endUpdates", "endUpdates()")
        case .performBatchUpdates:
            .message(.tableView, "performBatchUpdates:completion:", "performBatchUpdates(_:completion:)")
        case .batchCompletion:
            .message(.tableView, "completion", "completion")
        case .insertRows:
            .message(.tableView, "insertRowsAtIndexPaths:withRowAnimation:", "insertRows(at:with:)")
        case .deleteRows:
            .message(.tableView, "deleteRowsAtIndexPaths:withRowAnimation:", "deleteRows(at:with:)")
        case .reloadRows:
            .message(.tableView, "reloadRowsAtIndexPaths:withRowAnimation:", "reloadRows(at:with:)")
        case .moveRowTo:
            .message(.tableView, "moveRowAtIndexPath:toIndexPath:", "moveRow(at:to:)")
        case .insertSections:
            .message(.tableView, "insertSections:withRowAnimation:", "insertSections(_:with:)")
        case .deleteSections:
            .message(.tableView, "deleteSections:withRowAnimation:", "deleteSections(_:with:)")
        case .reloadSections:
            .message(.tableView, "reloadSections:withRowAnimation:", "reloadSections(_:with:)")
        case .moveSection:
            .message(.tableView, "moveSection:toSection:", "moveSection(_:toSection:)")
        case .registerCell:
            .message(.tableView, "registerClass:forCellReuseIdentifier:", "register(_:forCellReuseIdentifier:)")
        case .dequeueCell:
            .message(.tableView, "dequeueReusableCellWithIdentifier:", "dequeueReusableCell(withIdentifier:)")
        case .dequeueCellForIndexPath:
            .message(.tableView, "dequeueReusableCellWithIdentifier:forIndexPath:", "dequeueReusableCell(withIdentifier:for:)")
        case .registerHeaderFooter:
            .message(.tableView, "registerClass:forHeaderFooterViewReuseIdentifier:", "register(_:forHeaderFooterViewReuseIdentifier:)")
        case .dequeueHeaderFooter:
            .message(.tableView, "dequeueReusableHeaderFooterViewWithIdentifier:", "dequeueReusableHeaderFooterView(withIdentifier:)")
        case .cellForRowAtIndexPath:
            .message(.tableView, "cellForRowAtIndexPath:", "cellForRow(at:)")
        case .indexPathsForVisibleRows:
            .message(.tableView, "indexPathsForVisibleRows", "indexPathsForVisibleRows")
        case .scrollToRow:
            .message(.tableView, "scrollToRowAtIndexPath:atScrollPosition:animated:", "scrollToRow(at:at:animated:)")
        case .setContentOffset:
            .message(.tableView, "setContentOffset:animated:", "setContentOffset(_:animated:)")
        case .selectRow:
            .message(.tableView, "selectRowAtIndexPath:animated:scrollPosition:", "selectRow(at:animated:scrollPosition:)")
        case .deselectRow:
            .message(.tableView, "deselectRowAtIndexPath:animated:", "deselectRow(at:animated:)")
        case .setEditing:
            .message(.tableView, "setEditing:animated:", "setEditing(_:animated:)")
        case .reloadSectionIndexTitles:
            .message(.tableView, "reloadSectionIndexTitles", "reloadSectionIndexTitles()")
        case .reconfigureRows:
            .message(.tableView, "reconfigureRowsAtIndexPaths:", "reconfigureRows(at:)")
        case .rectForSection:
            .message(.tableView, "rectForSection:", "rect(forSection:)")
        case .rectForHeaderInSection:
            .message(.tableView, "rectForHeaderInSection:", "rectForHeader(inSection:)")
        case .rectForFooterInSection:
            .message(.tableView, "rectForFooterInSection:", "rectForFooter(inSection:)")
        case .indexPathForRowAtPoint:
            .message(.tableView, "indexPathForRowAtPoint:", "indexPathForRow(at:)")
        case .indexPathsForRowsInRect:
            .message(.tableView, "indexPathsForRowsInRect:", "indexPathsForRows(in:)")
        case .indexPathForCell:
            .message(.tableView, "indexPathForCell:", "indexPath(for:)")
        case .visibleCells:
            .message(.tableView, "visibleCells", "visibleCells")
        case .headerViewForSection:
            .message(.tableView, "headerViewForSection:", "headerView(forSection:)")
        case .footerViewForSection:
            .message(.tableView, "footerViewForSection:", "footerView(forSection:)")
        case .indexPathForSelectedRow:
            .message(.tableView, "indexPathForSelectedRow", "indexPathForSelectedRow")
        case .scrollToNearestSelectedRow:
            .message(.tableView, "scrollToNearestSelectedRowAtScrollPosition:animated:", "scrollToNearestSelectedRow(at:animated:)")
        case .hasUncommittedUpdates:
            .message(.tableView, "hasUncommittedUpdates", "hasUncommittedUpdates")
        case .performDiffableUpdate:
            .message(.tableView, "_performDiffableUpdate:", "_performDiffableUpdate(_:)")

        // MARK: UITableViewDiffableDataSource (called by the app)
        case .applySnapshot:
            .message(.diffableDataSource, "applySnapshot:animatingDifferences:completion:", "apply(_:animatingDifferences:completion:)")
        case .applySnapshotUsingReloadData:
            .message(.diffableDataSource, "applySnapshotUsingReloadData:completion:", "applySnapshotUsingReloadData(_:completion:)")

        // MARK: App code the diffable data source runs
        case .cellProvider:
            .message(.cellProvider, "cellProvider", "cellProvider")

        // MARK: UITableViewCell and UITableViewHeaderFooterView
        case .prepareForReuse:
            .message(.cell, "prepareForReuse", "prepareForReuse()")
        case .setSelected:
            .message(.cell, "setSelected:animated:", "setSelected(_:animated:)")
        case .setHighlighted:
            .message(.cell, "setHighlighted:animated:", "setHighlighted(_:animated:)")
        case .cellSetEditing:
            .message(.cell, "setEditing:animated:", "setEditing(_:animated:)")
        case .willTransitionToState:
            .message(.cell, "willTransitionToState:", "willTransition(to:)")
        case .didTransitionToState:
            .message(.cell, "didTransitionToState:", "didTransition(to:)")
        case .updateConfigurationUsingState:
            .optional(.cell, "updateConfigurationUsingState:", "updateConfiguration(using:)", returns: .nothing,
                      without: "the cell updates its content and background configurations itself (updated(for:), while automaticallyUpdatesContentConfiguration is on); the log shows the update only when the cell overrides it")
        case .configurationUpdateHandler:
            .message(.cell, "configurationUpdateHandler", "configurationUpdateHandler")

        // MARK: Notifications
        case .selectionDidChange:
            .message(.notification, "UITableViewSelectionDidChangeNotification", "UITableView.selectionDidChangeNotification")

        // MARK: App code the table runs: swipe action handlers
        case .actionHandler:
            .message(.action, "handler", "handler")
        case .actionCompletion:
            .message(.action, "completionHandler", "completionHandler")

        // MARK: The app's view controllers
        case .viewDidLoad:
            .message(.viewController, "viewDidLoad", "viewDidLoad()")
        case .viewWillAppear:
            .message(.viewController, "viewWillAppear:", "viewWillAppear(_:)")
        case .viewDidAppear:
            .message(.viewController, "viewDidAppear:", "viewDidAppear(_:)")
        case .viewWillDisappear:
            .message(.viewController, "viewWillDisappear:", "viewWillDisappear(_:)")
        case .viewDidDisappear:
            .message(.viewController, "viewDidDisappear:", "viewDidDisappear(_:)")
        case .controllerSetEditing:
            .message(.viewController, "setEditing:animated:", "setEditing(_:animated:)")
        case .presentViewController:
            .message(.viewController, "presentViewController:animated:completion:", "present(_:animated:completion:)")
        case .dismissViewController:
            .message(.viewController, "dismissViewControllerAnimated:completion:", "dismiss(animated:completion:)")
        case .pushViewController:
            .message(.viewController, "pushViewController:animated:", "pushViewController(_:animated:)")
        case .popViewController:
            .message(.viewController, "popViewControllerAnimated:", "popViewController(animated:)")
        }
    }
}
