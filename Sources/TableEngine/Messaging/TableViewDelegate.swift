/// `UITableViewDelegate`. As with the data source, `responds(to:)` says which
/// optional methods are there; the defaults are UIKit's behaviour without them.
public protocol TableViewDelegate: TableMessageReceiver {
    // Rows.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: TableIndexPath) -> Bool

    // Headers and footers.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws(TableViewException) -> HeaderFooterView?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) throws(TableViewException) -> HeaderFooterView?
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int)

    // Accessories and actions.
    func tableView(_ tableView: TableView, accessoryTypeForRowWith indexPath: TableIndexPath) -> AccessoryType
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath)
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [RowAction]?
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?

    // Selection.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath)

    // Editing and reordering.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath)
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?)
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> EditingStyle
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String?
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath, toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath

    // The edit menu.
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt indexPath: TableIndexPath)

    // Highlighting.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath)

    // Focus.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool
    func tableView(_ tableView: TableView, didUpdateFocusIn context: FocusUpdateContext)
    func indexPathForPreferredFocusedView(in tableView: TableView) -> TableIndexPath?
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool

    // Primary actions (iOS 16).
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: TableIndexPath)

    // The multiple-selection interaction (iOS 13).
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)

    // Context menus (iOS 13; willDisplay/willEnd iOS 14).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: Point) -> ContextMenuConfiguration?
    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration)
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration)
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int { 0 }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws(TableViewException) -> HeaderFooterView? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) throws(TableViewException) -> HeaderFooterView? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double { tableView.estimatedSectionHeaderHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double { tableView.estimatedSectionFooterHeight }
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int) {}
    public func tableView(_ tableView: TableView, accessoryTypeForRowWith indexPath: TableIndexPath) -> AccessoryType { .none }
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [RowAction]? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) {}
    /// Without this method every editable row gets the delete control.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> EditingStyle { .delete }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? { nil }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath, toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath { proposed }
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: TableIndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool { true }
    public func tableView(_ tableView: TableView, didUpdateFocusIn context: FocusUpdateContext) {}
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> TableIndexPath? { nil }
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool { true }
    /// "If not implemented defaults to YES when not editing and NO when editing."
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: TableIndexPath) -> Bool { !tableView.editsAllRows }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: TableIndexPath) {}
    /// "If this method is not implemented, the default is NO."
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: Point) -> ContextMenuConfiguration? { nil }
    public func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration) {}
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration) {}
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration) {}
}
