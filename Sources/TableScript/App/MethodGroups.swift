import TableEngine

/// Names for sets of optional methods, for `implement +GROUP` / `-GROUP`:
/// the protocols (`all`, `dataSource`, `delegate`) and topics
/// (`selection`, `swipe`, `heights`, …). A method may be in more than one
/// topic; every optional method is in at least one.
package enum MethodGroup: String, CaseIterable, Sendable {
    case all, dataSource, delegate
    case selection, highlight, display, editing, swipe, reorder, menu, heights, headers, index, focus
    case accessories, primaryAction, multipleSelection, contextMenu, drag, drop, prefetching

    /// The group's methods, in declaration order; required methods never.
    var methods: [Selector] {
        let optional = Selector.allCases.filter { $0.isProtocolMethod && !$0.isRequired }
        switch self {
        case .all: return optional
        case .dataSource: return optional.filter { $0.receiver == .dataSource }
        case .delegate: return optional.filter { $0.receiver == .delegate }
        case .drag: return optional.filter { $0.receiver == .dragDelegate }
        case .drop: return optional.filter { $0.receiver == .dropDelegate }
        case .prefetching: return optional.filter { $0.receiver == .prefetchDataSource }
        default: return topicMethods
        }
    }

    private var topicMethods: [Selector] {
        switch self {
        case .selection: [.willSelectRow, .didSelectRow, .willDeselectRow, .didDeselectRow]
        case .highlight: [.shouldHighlightRow, .didHighlightRow, .didUnhighlightRow]
        case .display: [.willDisplayCell, .didEndDisplayingCell, .willDisplayHeaderView, .willDisplayFooterView,
                        .didEndDisplayingHeaderView, .didEndDisplayingFooterView]
        case .editing: [.canEditRow, .commitEditingStyle, .editingStyleForRow, .titleForDeleteConfirmationButton,
                        .shouldIndentWhileEditingRow, .willBeginEditingRow, .didEndEditingRow]
        case .swipe: [.commitEditingStyle, .editActionsForRow, .leadingSwipeActions, .trailingSwipeActions,
                      .willBeginEditingRow, .didEndEditingRow]
        case .reorder: [.canMoveRow, .moveRow, .targetIndexPathForMove]
        case .menu: [.shouldShowMenuForRow, .canPerformAction, .performAction]
        case .heights: [.heightForRow, .estimatedHeightForRow, .heightForHeader, .heightForFooter,
                        .estimatedHeightForHeader, .estimatedHeightForFooter]
        case .headers: [.titleForHeader, .titleForFooter, .viewForHeader, .viewForFooter]
        case .index: [.sectionIndexTitles, .sectionForSectionIndexTitle]
        case .focus: [.canFocusRow, .shouldUpdateFocus, .didUpdateFocus, .indexPathForPreferredFocusedView, .selectionFollowsFocusForRow]
        case .accessories: [.accessoryTypeForRow, .accessoryButtonTapped, .indentationLevelForRow, .shouldSpringLoadRow]
        case .primaryAction: [.canPerformPrimaryActionForRow, .performPrimaryActionForRow]
        case .multipleSelection: [.shouldBeginMultipleSelectionInteraction, .didBeginMultipleSelectionInteraction,
                                  .didEndMultipleSelectionInteraction]
        case .contextMenu: [.contextMenuConfiguration, .previewForHighlightingContextMenu, .previewForDismissingContextMenu,
                            .willDisplayContextMenu, .willEndContextMenuInteraction, .willPerformPreviewAction]
        case .all, .dataSource, .delegate, .drag, .drop, .prefetching: []
        }
    }

    /// Methods that, implemented with no `answer`, make the table behave
    /// otherwise than without them (what `help implement` lists). Every
    /// other method returns, unanswered, what UIKit assumes without it.
    static let behaviourChanging: [(Selector, String)] = [
        (.commitEditingStyle, "rows swipe to delete, and editing shows Delete"),
        (.moveRow, "editing shows reorder controls"),
        (.heightForRow, "heights are asked of the delegate as rows come on screen"),
        (.estimatedHeightForRow, "estimates are asked, and used even with estimatedRowHeight 0"),
        (.viewForHeader, "plain tables give every header room (28 points) though the view is nil"),
        (.viewForFooter, "plain tables give every footer room (28 points) though the view is nil"),
        (.performPrimaryActionForRow, "a tap performs the row's primary action"),
        (.shouldBeginMultipleSelectionInteraction, "a two-finger pan selects rows (YES)"),
        (.contextMenuConfiguration, "a long press asks for a context menu, not the edit menu"),
        (.itemsForBeginningDragSession, "rows can be dragged (one item each)"),
        (.itemsForAddingToDragSession, "a tap during a drag adds the row's item"),
        (.performDropWithCoordinator, "drops are taken (the app inserts or moves the rows)"),
        (.prefetchRows, "the app is the table's prefetch data source"),
    ]
}
