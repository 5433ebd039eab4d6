/// Every message the engine sends or receives, named as UIKit names it.
///
/// The data source and delegate answer `responds(to:)` with these, the way an
/// Objective-C object answers `respondsToSelector:`; the event stream names
/// them too. Each case's receiver and names come from the switches below, so
/// a case can go anywhere in the list. (The names users type for them are the
/// shell's business, not the engine's.)
public enum Selector: Int, CaseIterable, Comparable, Sendable {
    public static func < (a: Selector, b: Selector) -> Bool { a.rawValue < b.rawValue }

    // MARK: UITableViewDataSource
    case numberOfSections
    case numberOfRows
    case cellForRow
    case titleForHeader
    case titleForFooter
    case sectionIndexTitles
    case sectionForSectionIndexTitle
    case canEditRow
    case commitEditingStyle
    case canMoveRow
    case moveRow

    // MARK: UITableViewDataSourcePrefetching
    case prefetchRows
    case cancelPrefetching

    // MARK: UITableViewDelegate
    case heightForRow
    case estimatedHeightForRow
    case indentationLevelForRow
    case willDisplayCell
    case didEndDisplayingCell
    case shouldSpringLoadRow
    case viewForHeader
    case viewForFooter
    case heightForHeader
    case heightForFooter
    case estimatedHeightForHeader
    case estimatedHeightForFooter
    case willDisplayHeaderView
    case willDisplayFooterView
    case didEndDisplayingHeaderView
    case didEndDisplayingFooterView
    case accessoryTypeForRow
    case accessoryButtonTapped
    case editActionsForRow
    case leadingSwipeActions
    case trailingSwipeActions
    case willSelectRow
    case didSelectRow
    case willDeselectRow
    case didDeselectRow
    case willBeginEditingRow
    case didEndEditingRow
    case editingStyleForRow
    case titleForDeleteConfirmationButton
    case shouldIndentWhileEditingRow
    case targetIndexPathForMove
    case shouldShowMenuForRow
    case canPerformAction
    case performAction
    case shouldHighlightRow
    case didHighlightRow
    case didUnhighlightRow
    case canFocusRow
    case shouldUpdateFocus
    case didUpdateFocus
    case indexPathForPreferredFocusedView
    case selectionFollowsFocusForRow
    case canPerformPrimaryActionForRow
    case performPrimaryActionForRow
    case shouldBeginMultipleSelectionInteraction
    case didBeginMultipleSelectionInteraction
    case didEndMultipleSelectionInteraction
    case contextMenuConfiguration
    case previewForHighlightingContextMenu
    case previewForDismissingContextMenu
    case willDisplayContextMenu
    case willEndContextMenuInteraction
    case willPerformPreviewAction

    // MARK: UITableViewDragDelegate
    case itemsForBeginningDragSession
    case itemsForAddingToDragSession
    case dragPreviewParametersForRow
    case dragSessionWillBegin
    case dragSessionDidEnd
    case dragSessionAllowsMoveOperation
    case dragSessionIsRestrictedToDraggingApplication

    // MARK: UITableViewDropDelegate
    case performDropWithCoordinator
    case canHandleDropSession
    case dropSessionDidEnter
    case dropSessionDidUpdate
    case dropSessionDidExit
    case dropSessionDidEnd
    case dropPreviewParametersForRow

    // MARK: UITableView (called by the app)
    case reloadData
    case beginUpdates
    case endUpdates
    case performBatchUpdates
    case batchCompletion
    case insertRows
    case deleteRows
    case reloadRows
    case moveRowTo
    case insertSections
    case deleteSections
    case reloadSections
    case moveSection
    case registerCell
    case dequeueCell
    case dequeueCellForIndexPath
    case registerHeaderFooter
    case dequeueHeaderFooter
    case cellForRowAtIndexPath
    case indexPathsForVisibleRows
    case scrollToRow
    case setContentOffset
    case selectRow
    case deselectRow
    case setEditing
    case reloadSectionIndexTitles
    case reconfigureRows
    case rectForSection
    case rectForHeaderInSection
    case rectForFooterInSection
    case indexPathForRowAtPoint
    case indexPathsForRowsInRect
    case indexPathForCell
    case visibleCells
    case headerViewForSection
    case footerViewForSection
    case indexPathForSelectedRow
    case scrollToNearestSelectedRow
    case hasUncommittedUpdates
    /// UIKit's private entry for a diffable data source's updates: inside
    /// it, the table takes mutations from the data source (FIDELITY.md D-10).
    case performDiffableUpdate

    // MARK: UITableViewDiffableDataSource (called by the app)
    case applySnapshot
    case applySnapshotUsingReloadData

    // MARK: App code the diffable data source runs
    case cellProvider

    // MARK: UITableViewCell and UITableViewHeaderFooterView
    case prepareForReuse
    case setSelected
    case setHighlighted
    case cellSetEditing
    case willTransitionToState
    case didTransitionToState

    // MARK: Notifications
    case selectionDidChange

    // MARK: App code the table runs: swipe action handlers
    case actionHandler
    case actionCompletion

    /// Who receives this message.
    public enum Receiver: Sendable {
        case dataSource, delegate, tableView, cell, notification
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
    }

    public var receiver: Receiver {
        switch self {
        case .numberOfSections, .numberOfRows, .cellForRow, .titleForHeader, .titleForFooter,
             .sectionIndexTitles, .sectionForSectionIndexTitle, .canEditRow, .commitEditingStyle,
             .canMoveRow, .moveRow:
            .dataSource
        case .prefetchRows, .cancelPrefetching:
            .prefetchDataSource
        case .heightForRow, .estimatedHeightForRow, .indentationLevelForRow, .willDisplayCell,
             .didEndDisplayingCell, .shouldSpringLoadRow, .viewForHeader, .viewForFooter,
             .heightForHeader, .heightForFooter, .estimatedHeightForHeader, .estimatedHeightForFooter,
             .willDisplayHeaderView, .willDisplayFooterView, .didEndDisplayingHeaderView,
             .didEndDisplayingFooterView, .accessoryTypeForRow, .accessoryButtonTapped,
             .editActionsForRow, .leadingSwipeActions, .trailingSwipeActions, .willSelectRow,
             .didSelectRow, .willDeselectRow, .didDeselectRow, .willBeginEditingRow, .didEndEditingRow,
             .editingStyleForRow, .titleForDeleteConfirmationButton, .shouldIndentWhileEditingRow,
             .targetIndexPathForMove, .shouldShowMenuForRow, .canPerformAction, .performAction,
             .shouldHighlightRow, .didHighlightRow, .didUnhighlightRow, .canFocusRow,
             .shouldUpdateFocus, .didUpdateFocus, .indexPathForPreferredFocusedView,
             .selectionFollowsFocusForRow, .canPerformPrimaryActionForRow, .performPrimaryActionForRow,
             .shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction,
             .didEndMultipleSelectionInteraction, .contextMenuConfiguration, .previewForHighlightingContextMenu,
             .previewForDismissingContextMenu, .willDisplayContextMenu, .willEndContextMenuInteraction,
             .willPerformPreviewAction:
            .delegate
        case .itemsForBeginningDragSession, .itemsForAddingToDragSession, .dragPreviewParametersForRow,
             .dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMoveOperation,
             .dragSessionIsRestrictedToDraggingApplication:
            .dragDelegate
        case .performDropWithCoordinator, .canHandleDropSession, .dropSessionDidEnter, .dropSessionDidUpdate,
             .dropSessionDidExit, .dropSessionDidEnd, .dropPreviewParametersForRow:
            .dropDelegate
        case .reloadData, .beginUpdates, .endUpdates, .performBatchUpdates, .batchCompletion,
             .insertRows, .deleteRows, .reloadRows, .moveRowTo, .insertSections, .deleteSections,
             .reloadSections, .moveSection, .registerCell, .dequeueCell, .dequeueCellForIndexPath,
             .registerHeaderFooter, .dequeueHeaderFooter, .cellForRowAtIndexPath,
             .indexPathsForVisibleRows, .scrollToRow, .setContentOffset, .selectRow, .deselectRow, .setEditing,
             .reloadSectionIndexTitles, .reconfigureRows, .rectForSection, .rectForHeaderInSection,
             .rectForFooterInSection, .indexPathForRowAtPoint, .indexPathsForRowsInRect, .indexPathForCell,
             .visibleCells, .headerViewForSection, .footerViewForSection, .indexPathForSelectedRow,
             .scrollToNearestSelectedRow, .hasUncommittedUpdates, .performDiffableUpdate:
            .tableView
        case .applySnapshot, .applySnapshotUsingReloadData:
            .diffableDataSource
        case .cellProvider:
            .cellProvider
        case .prepareForReuse, .setSelected, .setHighlighted, .cellSetEditing, .willTransitionToState,
             .didTransitionToState:
            .cell
        case .selectionDidChange:
            .notification
        case .actionHandler, .actionCompletion:
            .action
        }
    }

    /// Whether UIKit requires the method (`@required`): the engine always
    /// calls these. (`prefetchRows` is required of a prefetch data source,
    /// but an app need not have one: the table prefetches only from one
    /// that implements it. The drag and drop delegates' required methods,
    /// `itemsForBeginningDragSession` and `performDropWithCoordinator`, are
    /// what makes an object a drag or drop delegate: see `TableView.dragDelegate`.)
    public var isRequired: Bool { self == .numberOfRows || self == .cellForRow }

    /// Whether this is a data-source, prefetching or delegate method an app may implement.
    public var isProtocolMethod: Bool {
        switch receiver {
        case .dataSource, .delegate, .prefetchDataSource, .dragDelegate, .dropDelegate: true
        case .tableView, .cell, .notification, .action, .diffableDataSource, .cellProvider: false
        }
    }

    /// The Objective-C selector, e.g. `tableView:numberOfRowsInSection:`.
    public var objcName: String {
        switch self {
        case .numberOfSections: "numberOfSectionsInTableView:"
        case .numberOfRows: "tableView:numberOfRowsInSection:"
        case .cellForRow: "tableView:cellForRowAtIndexPath:"
        case .titleForHeader: "tableView:titleForHeaderInSection:"
        case .titleForFooter: "tableView:titleForFooterInSection:"
        case .sectionIndexTitles: "sectionIndexTitlesForTableView:"
        case .sectionForSectionIndexTitle: "tableView:sectionForSectionIndexTitle:atIndex:"
        case .canEditRow: "tableView:canEditRowAtIndexPath:"
        case .commitEditingStyle: "tableView:commitEditingStyle:forRowAtIndexPath:"
        case .canMoveRow: "tableView:canMoveRowAtIndexPath:"
        case .moveRow: "tableView:moveRowAtIndexPath:toIndexPath:"
        case .prefetchRows: "tableView:prefetchRowsAtIndexPaths:"
        case .cancelPrefetching: "tableView:cancelPrefetchingForRowsAtIndexPaths:"
        case .heightForRow: "tableView:heightForRowAtIndexPath:"
        case .estimatedHeightForRow: "tableView:estimatedHeightForRowAtIndexPath:"
        case .indentationLevelForRow: "tableView:indentationLevelForRowAtIndexPath:"
        case .willDisplayCell: "tableView:willDisplayCell:forRowAtIndexPath:"
        case .didEndDisplayingCell: "tableView:didEndDisplayingCell:forRowAtIndexPath:"
        case .shouldSpringLoadRow: "tableView:shouldSpringLoadRowAtIndexPath:withContext:"
        case .viewForHeader: "tableView:viewForHeaderInSection:"
        case .viewForFooter: "tableView:viewForFooterInSection:"
        case .heightForHeader: "tableView:heightForHeaderInSection:"
        case .heightForFooter: "tableView:heightForFooterInSection:"
        case .estimatedHeightForHeader: "tableView:estimatedHeightForHeaderInSection:"
        case .estimatedHeightForFooter: "tableView:estimatedHeightForFooterInSection:"
        case .willDisplayHeaderView: "tableView:willDisplayHeaderView:forSection:"
        case .willDisplayFooterView: "tableView:willDisplayFooterView:forSection:"
        case .didEndDisplayingHeaderView: "tableView:didEndDisplayingHeaderView:forSection:"
        case .didEndDisplayingFooterView: "tableView:didEndDisplayingFooterView:forSection:"
        case .accessoryTypeForRow: "tableView:accessoryTypeForRowWithIndexPath:"
        case .accessoryButtonTapped: "tableView:accessoryButtonTappedForRowWithIndexPath:"
        case .editActionsForRow: "tableView:editActionsForRowAtIndexPath:"
        case .leadingSwipeActions: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
        case .trailingSwipeActions: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
        case .willSelectRow: "tableView:willSelectRowAtIndexPath:"
        case .didSelectRow: "tableView:didSelectRowAtIndexPath:"
        case .willDeselectRow: "tableView:willDeselectRowAtIndexPath:"
        case .didDeselectRow: "tableView:didDeselectRowAtIndexPath:"
        case .willBeginEditingRow: "tableView:willBeginEditingRowAtIndexPath:"
        case .didEndEditingRow: "tableView:didEndEditingRowAtIndexPath:"
        case .editingStyleForRow: "tableView:editingStyleForRowAtIndexPath:"
        case .titleForDeleteConfirmationButton: "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:"
        case .shouldIndentWhileEditingRow: "tableView:shouldIndentWhileEditingRowAtIndexPath:"
        case .targetIndexPathForMove: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:"
        case .shouldShowMenuForRow: "tableView:shouldShowMenuForRowAtIndexPath:"
        case .canPerformAction: "tableView:canPerformAction:forRowAtIndexPath:withSender:"
        case .performAction: "tableView:performAction:forRowAtIndexPath:withSender:"
        case .shouldHighlightRow: "tableView:shouldHighlightRowAtIndexPath:"
        case .didHighlightRow: "tableView:didHighlightRowAtIndexPath:"
        case .didUnhighlightRow: "tableView:didUnhighlightRowAtIndexPath:"
        case .canFocusRow: "tableView:canFocusRowAtIndexPath:"
        case .shouldUpdateFocus: "tableView:shouldUpdateFocusInContext:"
        case .didUpdateFocus: "tableView:didUpdateFocusInContext:withAnimationCoordinator:"
        case .indexPathForPreferredFocusedView: "indexPathForPreferredFocusedViewInTableView:"
        case .selectionFollowsFocusForRow: "tableView:selectionFollowsFocusForRowAtIndexPath:"
        case .canPerformPrimaryActionForRow: "tableView:canPerformPrimaryActionForRowAtIndexPath:"
        case .performPrimaryActionForRow: "tableView:performPrimaryActionForRowAtIndexPath:"
        case .shouldBeginMultipleSelectionInteraction: "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:"
        case .didBeginMultipleSelectionInteraction: "tableView:didBeginMultipleSelectionInteractionAtIndexPath:"
        case .didEndMultipleSelectionInteraction: "tableViewDidEndMultipleSelectionInteraction:"
        case .contextMenuConfiguration: "tableView:contextMenuConfigurationForRowAtIndexPath:point:"
        case .previewForHighlightingContextMenu: "tableView:previewForHighlightingContextMenuWithConfiguration:"
        case .previewForDismissingContextMenu: "tableView:previewForDismissingContextMenuWithConfiguration:"
        case .willDisplayContextMenu: "tableView:willDisplayContextMenuWithConfiguration:animator:"
        case .willEndContextMenuInteraction: "tableView:willEndContextMenuInteractionWithConfiguration:animator:"
        case .willPerformPreviewAction: "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:"
        case .itemsForBeginningDragSession: "tableView:itemsForBeginningDragSession:atIndexPath:"
        case .itemsForAddingToDragSession: "tableView:itemsForAddingToDragSession:atIndexPath:point:"
        case .dragPreviewParametersForRow: "tableView:dragPreviewParametersForRowAtIndexPath:"
        case .dragSessionWillBegin: "tableView:dragSessionWillBegin:"
        case .dragSessionDidEnd: "tableView:dragSessionDidEnd:"
        case .dragSessionAllowsMoveOperation: "tableView:dragSessionAllowsMoveOperation:"
        case .dragSessionIsRestrictedToDraggingApplication: "tableView:dragSessionIsRestrictedToDraggingApplication:"
        case .performDropWithCoordinator: "tableView:performDropWithCoordinator:"
        case .canHandleDropSession: "tableView:canHandleDropSession:"
        case .dropSessionDidEnter: "tableView:dropSessionDidEnter:"
        case .dropSessionDidUpdate: "tableView:dropSessionDidUpdate:withDestinationIndexPath:"
        case .dropSessionDidExit: "tableView:dropSessionDidExit:"
        case .dropSessionDidEnd: "tableView:dropSessionDidEnd:"
        case .dropPreviewParametersForRow: "tableView:dropPreviewParametersForRowAtIndexPath:"
        case .reloadData: "reloadData"
        case .beginUpdates: "beginUpdates"
        case .endUpdates: "endUpdates"
        case .performBatchUpdates: "performBatchUpdates:completion:"
        case .batchCompletion: "completion"
        case .insertRows: "insertRowsAtIndexPaths:withRowAnimation:"
        case .deleteRows: "deleteRowsAtIndexPaths:withRowAnimation:"
        case .reloadRows: "reloadRowsAtIndexPaths:withRowAnimation:"
        case .moveRowTo: "moveRowAtIndexPath:toIndexPath:"
        case .insertSections: "insertSections:withRowAnimation:"
        case .deleteSections: "deleteSections:withRowAnimation:"
        case .reloadSections: "reloadSections:withRowAnimation:"
        case .moveSection: "moveSection:toSection:"
        case .registerCell: "registerClass:forCellReuseIdentifier:"
        case .dequeueCell: "dequeueReusableCellWithIdentifier:"
        case .dequeueCellForIndexPath: "dequeueReusableCellWithIdentifier:forIndexPath:"
        case .registerHeaderFooter: "registerClass:forHeaderFooterViewReuseIdentifier:"
        case .dequeueHeaderFooter: "dequeueReusableHeaderFooterViewWithIdentifier:"
        case .cellForRowAtIndexPath: "cellForRowAtIndexPath:"
        case .indexPathsForVisibleRows: "indexPathsForVisibleRows"
        case .scrollToRow: "scrollToRowAtIndexPath:atScrollPosition:animated:"
        case .setContentOffset: "setContentOffset:animated:"
        case .selectRow: "selectRowAtIndexPath:animated:scrollPosition:"
        case .deselectRow: "deselectRowAtIndexPath:animated:"
        case .setEditing: "setEditing:animated:"
        case .reloadSectionIndexTitles: "reloadSectionIndexTitles"
        case .reconfigureRows: "reconfigureRowsAtIndexPaths:"
        case .rectForSection: "rectForSection:"
        case .rectForHeaderInSection: "rectForHeaderInSection:"
        case .rectForFooterInSection: "rectForFooterInSection:"
        case .indexPathForRowAtPoint: "indexPathForRowAtPoint:"
        case .indexPathsForRowsInRect: "indexPathsForRowsInRect:"
        case .indexPathForCell: "indexPathForCell:"
        case .visibleCells: "visibleCells"
        case .headerViewForSection: "headerViewForSection:"
        case .footerViewForSection: "footerViewForSection:"
        case .indexPathForSelectedRow: "indexPathForSelectedRow"
        case .scrollToNearestSelectedRow: "scrollToNearestSelectedRowAtScrollPosition:animated:"
        case .hasUncommittedUpdates: "hasUncommittedUpdates"
        case .performDiffableUpdate: "_performDiffableUpdate:"
        case .applySnapshot: "applySnapshot:animatingDifferences:completion:"
        case .applySnapshotUsingReloadData: "applySnapshotUsingReloadData:completion:"
        case .cellProvider: "cellProvider"
        case .prepareForReuse: "prepareForReuse"
        case .setSelected: "setSelected:animated:"
        case .setHighlighted: "setHighlighted:animated:"
        case .cellSetEditing: "setEditing:animated:"
        case .willTransitionToState: "willTransitionToState:"
        case .didTransitionToState: "didTransitionToState:"
        case .selectionDidChange: "UITableViewSelectionDidChangeNotification"
        case .actionHandler: "handler"
        case .actionCompletion: "completionHandler"
        }
    }

    /// The Swift name, e.g. `tableView(_:numberOfRowsInSection:)`.
    public var swiftName: String {
        switch self {
        case .numberOfSections: "numberOfSections(in:)"
        case .numberOfRows: "tableView(_:numberOfRowsInSection:)"
        case .cellForRow: "tableView(_:cellForRowAt:)"
        case .titleForHeader: "tableView(_:titleForHeaderInSection:)"
        case .titleForFooter: "tableView(_:titleForFooterInSection:)"
        case .sectionIndexTitles: "sectionIndexTitles(for:)"
        case .sectionForSectionIndexTitle: "tableView(_:sectionForSectionIndexTitle:at:)"
        case .canEditRow: "tableView(_:canEditRowAt:)"
        case .commitEditingStyle: "tableView(_:commit:forRowAt:)"
        case .canMoveRow: "tableView(_:canMoveRowAt:)"
        case .moveRow: "tableView(_:moveRowAt:to:)"
        case .prefetchRows: "tableView(_:prefetchRowsAt:)"
        case .cancelPrefetching: "tableView(_:cancelPrefetchingForRowsAt:)"
        case .heightForRow: "tableView(_:heightForRowAt:)"
        case .estimatedHeightForRow: "tableView(_:estimatedHeightForRowAt:)"
        case .indentationLevelForRow: "tableView(_:indentationLevelForRowAt:)"
        case .willDisplayCell: "tableView(_:willDisplay:forRowAt:)"
        case .didEndDisplayingCell: "tableView(_:didEndDisplaying:forRowAt:)"
        case .shouldSpringLoadRow: "tableView(_:shouldSpringLoadRowAt:with:)"
        case .viewForHeader: "tableView(_:viewForHeaderInSection:)"
        case .viewForFooter: "tableView(_:viewForFooterInSection:)"
        case .heightForHeader: "tableView(_:heightForHeaderInSection:)"
        case .heightForFooter: "tableView(_:heightForFooterInSection:)"
        case .estimatedHeightForHeader: "tableView(_:estimatedHeightForHeaderInSection:)"
        case .estimatedHeightForFooter: "tableView(_:estimatedHeightForFooterInSection:)"
        case .willDisplayHeaderView: "tableView(_:willDisplayHeaderView:forSection:)"
        case .willDisplayFooterView: "tableView(_:willDisplayFooterView:forSection:)"
        case .didEndDisplayingHeaderView: "tableView(_:didEndDisplayingHeaderView:forSection:)"
        case .didEndDisplayingFooterView: "tableView(_:didEndDisplayingFooterView:forSection:)"
        case .accessoryTypeForRow: "tableView(_:accessoryTypeForRowWith:)"
        case .accessoryButtonTapped: "tableView(_:accessoryButtonTappedForRowWith:)"
        case .editActionsForRow: "tableView(_:editActionsForRowAt:)"
        case .leadingSwipeActions: "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
        case .trailingSwipeActions: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
        case .willSelectRow: "tableView(_:willSelectRowAt:)"
        case .didSelectRow: "tableView(_:didSelectRowAt:)"
        case .willDeselectRow: "tableView(_:willDeselectRowAt:)"
        case .didDeselectRow: "tableView(_:didDeselectRowAt:)"
        case .willBeginEditingRow: "tableView(_:willBeginEditingRowAt:)"
        case .didEndEditingRow: "tableView(_:didEndEditingRowAt:)"
        case .editingStyleForRow: "tableView(_:editingStyleForRowAt:)"
        case .titleForDeleteConfirmationButton: "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"
        case .shouldIndentWhileEditingRow: "tableView(_:shouldIndentWhileEditingRowAt:)"
        case .targetIndexPathForMove: "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
        case .shouldShowMenuForRow: "tableView(_:shouldShowMenuForRowAt:)"
        case .canPerformAction: "tableView(_:canPerformAction:forRowAt:withSender:)"
        case .performAction: "tableView(_:performAction:forRowAt:withSender:)"
        case .shouldHighlightRow: "tableView(_:shouldHighlightRowAt:)"
        case .didHighlightRow: "tableView(_:didHighlightRowAt:)"
        case .didUnhighlightRow: "tableView(_:didUnhighlightRowAt:)"
        case .canFocusRow: "tableView(_:canFocusRowAt:)"
        case .shouldUpdateFocus: "tableView(_:shouldUpdateFocusIn:)"
        case .didUpdateFocus: "tableView(_:didUpdateFocusIn:with:)"
        case .indexPathForPreferredFocusedView: "indexPathForPreferredFocusedView(in:)"
        case .selectionFollowsFocusForRow: "tableView(_:selectionFollowsFocusForRowAt:)"
        case .canPerformPrimaryActionForRow: "tableView(_:canPerformPrimaryActionForRowAt:)"
        case .performPrimaryActionForRow: "tableView(_:performPrimaryActionForRowAt:)"
        case .shouldBeginMultipleSelectionInteraction: "tableView(_:shouldBeginMultipleSelectionInteractionAt:)"
        case .didBeginMultipleSelectionInteraction: "tableView(_:didBeginMultipleSelectionInteractionAt:)"
        case .didEndMultipleSelectionInteraction: "tableViewDidEndMultipleSelectionInteraction(_:)"
        case .contextMenuConfiguration: "tableView(_:contextMenuConfigurationForRowAt:point:)"
        case .previewForHighlightingContextMenu: "tableView(_:previewForHighlightingContextMenuWithConfiguration:)"
        case .previewForDismissingContextMenu: "tableView(_:previewForDismissingContextMenuWithConfiguration:)"
        case .willDisplayContextMenu: "tableView(_:willDisplayContextMenu:animator:)"
        case .willEndContextMenuInteraction: "tableView(_:willEndContextMenuInteraction:animator:)"
        case .willPerformPreviewAction: "tableView(_:willPerformPreviewActionForMenuWith:animator:)"
        case .itemsForBeginningDragSession: "tableView(_:itemsForBeginning:at:)"
        case .itemsForAddingToDragSession: "tableView(_:itemsForAddingTo:at:point:)"
        case .dragPreviewParametersForRow: "tableView(_:dragPreviewParametersForRowAt:)"
        case .dragSessionWillBegin: "tableView(_:dragSessionWillBegin:)"
        case .dragSessionDidEnd: "tableView(_:dragSessionDidEnd:)"
        case .dragSessionAllowsMoveOperation: "tableView(_:dragSessionAllowsMoveOperation:)"
        case .dragSessionIsRestrictedToDraggingApplication: "tableView(_:dragSessionIsRestrictedToDraggingApplication:)"
        case .performDropWithCoordinator: "tableView(_:performDropWith:)"
        case .canHandleDropSession: "tableView(_:canHandle:)"
        case .dropSessionDidEnter: "tableView(_:dropSessionDidEnter:)"
        case .dropSessionDidUpdate: "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)"
        case .dropSessionDidExit: "tableView(_:dropSessionDidExit:)"
        case .dropSessionDidEnd: "tableView(_:dropSessionDidEnd:)"
        case .dropPreviewParametersForRow: "tableView(_:dropPreviewParametersForRowAt:)"
        case .reloadData: "reloadData()"
        case .beginUpdates: "beginUpdates()"
        case .endUpdates: "endUpdates()"
        case .performBatchUpdates: "performBatchUpdates(_:completion:)"
        case .batchCompletion: "completion"
        case .insertRows: "insertRows(at:with:)"
        case .deleteRows: "deleteRows(at:with:)"
        case .reloadRows: "reloadRows(at:with:)"
        case .moveRowTo: "moveRow(at:to:)"
        case .insertSections: "insertSections(_:with:)"
        case .deleteSections: "deleteSections(_:with:)"
        case .reloadSections: "reloadSections(_:with:)"
        case .moveSection: "moveSection(_:toSection:)"
        case .registerCell: "register(_:forCellReuseIdentifier:)"
        case .dequeueCell: "dequeueReusableCell(withIdentifier:)"
        case .dequeueCellForIndexPath: "dequeueReusableCell(withIdentifier:for:)"
        case .registerHeaderFooter: "register(_:forHeaderFooterViewReuseIdentifier:)"
        case .dequeueHeaderFooter: "dequeueReusableHeaderFooterView(withIdentifier:)"
        case .cellForRowAtIndexPath: "cellForRow(at:)"
        case .indexPathsForVisibleRows: "indexPathsForVisibleRows"
        case .scrollToRow: "scrollToRow(at:at:animated:)"
        case .setContentOffset: "setContentOffset(_:animated:)"
        case .selectRow: "selectRow(at:animated:scrollPosition:)"
        case .deselectRow: "deselectRow(at:animated:)"
        case .setEditing: "setEditing(_:animated:)"
        case .reloadSectionIndexTitles: "reloadSectionIndexTitles()"
        case .reconfigureRows: "reconfigureRows(at:)"
        case .rectForSection: "rect(forSection:)"
        case .rectForHeaderInSection: "rectForHeader(inSection:)"
        case .rectForFooterInSection: "rectForFooter(inSection:)"
        case .indexPathForRowAtPoint: "indexPathForRow(at:)"
        case .indexPathsForRowsInRect: "indexPathsForRows(in:)"
        case .indexPathForCell: "indexPath(for:)"
        case .visibleCells: "visibleCells"
        case .headerViewForSection: "headerView(forSection:)"
        case .footerViewForSection: "footerView(forSection:)"
        case .indexPathForSelectedRow: "indexPathForSelectedRow"
        case .scrollToNearestSelectedRow: "scrollToNearestSelectedRow(at:animated:)"
        case .hasUncommittedUpdates: "hasUncommittedUpdates"
        case .performDiffableUpdate: "_performDiffableUpdate(_:)"
        case .applySnapshot: "apply(_:animatingDifferences:completion:)"
        case .applySnapshotUsingReloadData: "applySnapshotUsingReloadData(_:completion:)"
        case .cellProvider: "cellProvider"
        case .prepareForReuse: "prepareForReuse()"
        case .setSelected: "setSelected(_:animated:)"
        case .setHighlighted: "setHighlighted(_:animated:)"
        case .cellSetEditing: "setEditing(_:animated:)"
        case .willTransitionToState: "willTransition(to:)"
        case .didTransitionToState: "didTransition(to:)"
        case .selectionDidChange: "UITableView.selectionDidChangeNotification"
        case .actionHandler: "handler"
        case .actionCompletion: "completionHandler"
        }
    }
}
