import TableEngine
import ScriptLanguage

/// Names for sets of optional methods, for `implement +GROUP` / `-GROUP`:
/// the protocols (`all`, `dataSource`, `delegate`) and topics
/// (`selection`, `swipe`, `heights`, …). A method may be in more than one
/// topic; every optional method is in at least one.
package enum MethodGroup: String, CaseIterable, Sendable {
    case all, dataSource, delegate
    case selection, highlight, display, editing, swipe, reorder, menu, heights, headers, index, focus
    case accessories, primaryAction, multipleSelection, contextMenu, drag, drop, prefetching, configuration, scroll

    /// The group's methods, in declaration order; required methods never.
    var methods: [MessageSelector] {
        let optional = MessageSelector.allCases.filter { $0.isProtocolMethod && !$0.isRequired }
        switch self {
        case .all: return optional
        case .dataSource: return optional.filter { $0.receiver == .dataSource }
        case .delegate: return optional.filter { $0.receiver == .delegate }
        case .drag: return optional.filter { $0.receiver == .dragDelegate }
        case .drop: return optional.filter { $0.receiver == .dropDelegate }
        case .prefetching: return optional.filter { $0.receiver == .prefetchDataSource }
        default: return optional.filter { $0.scripted?.topics.contains(self) == true }
        }
    }
}

/// The shell's side of an optional protocol method: the topics `implement
/// +GROUP` gives it, whether implementing it without an answer changes how
/// the table behaves here (`help implement` lists those), and what `answer`
/// takes for a method that returns nothing but whose app behaviour can be
/// chosen. Everything UIKit says about a message is its `MessageDeclaration`;
/// this is only what the shell adds.
struct ScriptedMessage: Sendable {
    let selector: MessageSelector
    let topics: [MethodGroup]
    let changesBehaviour: Bool
    let appAnswer: (@Sendable (ScriptValue) throws(ExpressionError) -> Void)?

    init(_ selector: MessageSelector, _ topics: [MethodGroup], changesBehaviour: Bool = false,
         appAnswer: (@Sendable (ScriptValue) throws(ExpressionError) -> Void)? = nil) {
        self.selector = selector
        self.topics = topics
        self.changesBehaviour = changesBehaviour
        self.appAnswer = appAnswer
    }

    /// One entry per optional protocol method, in any order (a test checks
    /// that every one is here exactly once).
    static let all: [ScriptedMessage] = [
        .init(.numberOfSections, []),
        .init(.updateConfigurationUsingState, [.configuration]),
        .init(.titleForHeader, [.headers]),
        .init(.titleForFooter, [.headers]),
        .init(.sectionIndexTitles, [.index]),
        .init(.sectionForSectionIndexTitle, [.index]),
        .init(.canEditRow, [.editing]),
        .init(.commitEditingStyle, [.editing, .swipe], changesBehaviour: true),
        .init(.canMoveRow, [.reorder]),
        .init(.moveRow, [.reorder], changesBehaviour: true, appAnswer: MoveAnswer.type.check),
        .init(.prefetchRows, [], changesBehaviour: true),
        .init(.cancelPrefetching, []),
        .init(.heightForRow, [.heights], changesBehaviour: true),
        .init(.estimatedHeightForRow, [.heights], changesBehaviour: true),
        .init(.indentationLevelForRow, [.accessories]),
        .init(.willDisplayCell, [.display]),
        .init(.didEndDisplayingCell, [.display]),
        .init(.shouldSpringLoadRow, [.accessories]),
        .init(.viewForHeader, [.headers], changesBehaviour: true),
        .init(.viewForFooter, [.headers], changesBehaviour: true),
        .init(.heightForHeader, [.heights]),
        .init(.heightForFooter, [.heights]),
        .init(.estimatedHeightForHeader, [.heights]),
        .init(.estimatedHeightForFooter, [.heights]),
        .init(.willDisplayHeaderView, [.display]),
        .init(.willDisplayFooterView, [.display]),
        .init(.didEndDisplayingHeaderView, [.display]),
        .init(.didEndDisplayingFooterView, [.display]),
        .init(.accessoryTypeForRow, [.accessories]),
        .init(.accessoryButtonTapped, [.accessories]),
        .init(.editActionsForRow, [.swipe]),
        .init(.leadingSwipeActions, [.swipe]),
        .init(.trailingSwipeActions, [.swipe]),
        .init(.willSelectRow, [.selection]),
        .init(.didSelectRow, [.selection]),
        .init(.willDeselectRow, [.selection]),
        .init(.didDeselectRow, [.selection]),
        .init(.willBeginEditingRow, [.editing, .swipe]),
        .init(.didEndEditingRow, [.editing, .swipe]),
        .init(.editingStyleForRow, [.editing]),
        .init(.titleForDeleteConfirmationButton, [.editing]),
        .init(.shouldIndentWhileEditingRow, [.editing]),
        .init(.targetIndexPathForMove, [.reorder]),
        .init(.shouldShowMenuForRow, [.menu]),
        .init(.canPerformAction, [.menu]),
        .init(.performAction, [.menu]),
        .init(.shouldHighlightRow, [.highlight]),
        .init(.didHighlightRow, [.highlight]),
        .init(.didUnhighlightRow, [.highlight]),
        .init(.canFocusRow, [.focus]),
        .init(.shouldUpdateFocus, [.focus]),
        .init(.didUpdateFocus, [.focus]),
        .init(.indexPathForPreferredFocusedView, [.focus]),
        .init(.selectionFollowsFocusForRow, [.focus]),
        .init(.canPerformPrimaryActionForRow, [.primaryAction]),
        .init(.performPrimaryActionForRow, [.primaryAction], changesBehaviour: true, appAnswer: AppBehaviourAnswer.primaryAction.check),
        .init(.shouldBeginMultipleSelectionInteraction, [.multipleSelection], changesBehaviour: true),
        .init(.didBeginMultipleSelectionInteraction, [.multipleSelection]),
        .init(.didEndMultipleSelectionInteraction, [.multipleSelection]),
        .init(.contextMenuConfiguration, [.contextMenu], changesBehaviour: true),
        .init(.previewForHighlightingContextMenu, [.contextMenu]),
        .init(.previewForDismissingContextMenu, [.contextMenu]),
        .init(.willDisplayContextMenu, [.contextMenu]),
        .init(.willEndContextMenuInteraction, [.contextMenu]),
        .init(.willPerformPreviewAction, [.contextMenu]),
        .init(.scrollViewDidScroll, [.scroll]),
        .init(.scrollViewWillBeginDragging, [.scroll]),
        .init(.scrollViewWillEndDragging, [.scroll], appAnswer: AnswerType.targetOffset.check),
        .init(.scrollViewDidEndDragging, [.scroll]),
        .init(.scrollViewWillBeginDecelerating, [.scroll]),
        .init(.scrollViewDidEndDecelerating, [.scroll]),
        .init(.scrollViewDidEndScrollingAnimation, [.scroll]),
        .init(.scrollViewShouldScrollToTop, [.scroll]),
        .init(.scrollViewDidScrollToTop, [.scroll]),
        .init(.scrollViewDidChangeAdjustedContentInset, [.scroll]),
        .init(.itemsForBeginningDragSession, [], changesBehaviour: true),
        .init(.itemsForAddingToDragSession, [], changesBehaviour: true),
        .init(.dragPreviewParametersForRow, []),
        .init(.dragSessionWillBegin, []),
        .init(.dragSessionDidEnd, []),
        .init(.dragSessionAllowsMoveOperation, []),
        .init(.dragSessionIsRestrictedToDraggingApplication, []),
        .init(.performDropWithCoordinator, [], changesBehaviour: true, appAnswer: AppBehaviourAnswer.performDrop.check),
        .init(.canHandleDropSession, []),
        .init(.dropSessionDidEnter, []),
        .init(.dropSessionDidUpdate, []),
        .init(.dropSessionDidExit, []),
        .init(.dropSessionDidEnd, []),
        .init(.dropPreviewParametersForRow, []),
    ]

    /// The entries by `MessageSelector.rawValue`; nil for messages an app does not
    /// implement and for required methods.
    static let bySelector: [ScriptedMessage?] = {
        var table = [ScriptedMessage?](repeating: nil, count: MessageSelector.allCases.count)
        for entry in all { table[entry.selector.rawValue] = entry }
        return table
    }()
}

extension MessageSelector {
    /// The shell's side of this message; nil for required methods and
    /// messages an app does not implement.
    var scripted: ScriptedMessage? { ScriptedMessage.bySelector[rawValue] }
}
