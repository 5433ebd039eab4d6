/// Every message the engine sends or receives, named as UIKit names it.
///
/// The data source and delegate answer `responds(to:)` with these, the way an
/// Objective-C object answers `respondsToSelector:`; the event stream names
/// them too. Each case is declared once, in `MessageSelector+Declarations.swift`:
/// its receiver, names, answer and what UIKit does without it come from
/// there. (The names users type for them are the shell's business, not the
/// engine's.)
public enum MessageSelector: Int, CaseIterable, Comparable, Sendable {
    public static func < (a: MessageSelector, b: MessageSelector) -> Bool { a.rawValue < b.rawValue }

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

    /// This message's declaration, read from a table built once.
    public var declaration: MessageDeclaration { Self.declarations[rawValue] }

    /// Who receives this message.
    public var receiver: Receiver { declaration.receiver }

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
    public var isRequired: Bool { declaration.isRequired }

    /// Whether this is a data-source, prefetching or delegate method an app may implement.
    public var isProtocolMethod: Bool {
        switch receiver {
        case .dataSource, .delegate, .prefetchDataSource, .dragDelegate, .dropDelegate: true
        case .tableView, .cell, .notification, .action, .diffableDataSource, .cellProvider: false
        }
    }
}
