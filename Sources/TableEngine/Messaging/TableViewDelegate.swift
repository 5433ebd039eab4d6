/// `UITableViewDelegate`. As with the data source, `responds(to:)` says which
/// optional methods are there; the defaults are UIKit's behaviour without them.
public protocol TableViewDelegate: AnyObject {
    /// `respondsToSelector:` for the optional methods. Default: none.
    func responds(to selector: Selector) -> Bool

    // Rows.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath) -> Bool

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
    func tableView(_ tableView: TableView, accessoryTypeForRowWith indexPath: IndexPath) -> AccessoryType
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [RowAction]?
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?

    // Selection.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

    // Editing and reordering.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath

    // The edit menu.
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt indexPath: IndexPath)

    // Highlighting.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)

    // Focus.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool
    func tableView(_ tableView: TableView, didUpdateFocusIn context: FocusUpdateContext)
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

    // Primary actions (iOS 16).
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // The multiple-selection interaction (iOS 13).
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)

    // Context menus (iOS 13; willDisplay/willEnd iOS 14).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration?
    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration)
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration)
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration)
}

extension TableViewDelegate {
    public func responds(to selector: Selector) -> Bool { false }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath) -> Bool { true }
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
    public func tableView(_ tableView: TableView, accessoryTypeForRowWith indexPath: IndexPath) -> AccessoryType { .none }
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [RowAction]? { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Without this method every editable row gets the delete control.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle { .delete }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath { proposed }
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool { true }
    public func tableView(_ tableView: TableView, didUpdateFocusIn context: FocusUpdateContext) {}
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { true }
    /// "If not implemented defaults to YES when not editing and NO when editing."
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { !tableView.editsAllRows }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// "If this method is not implemented, the default is NO."
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? { nil }
    public func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration) {}
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration) {}
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration) {}
}
