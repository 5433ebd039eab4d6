/// `UITableViewDelegate`. As with the data source, `responds(to:)` says which
/// optional methods are there; the defaults are UIKit's behaviour without them.
public protocol TableViewDelegate: TableMessageReceiver {
    // Rows.
    /// The height of the row at `indexPath`, in points, or `automaticDimension`
    /// (`tableView:heightForRowAtIndexPath:`).
    ///
    /// With estimates off, asked for every row at each reload (O(rows), as UIKit: FIDELITY.md
    /// A-06); with estimates, each time the row comes on screen.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double
    /// An estimate of the height of the row at `indexPath`, in points
    /// (`tableView:estimatedHeightForRowAtIndexPath:`).
    ///
    /// Implementing it turns estimates on (FIDELITY.md A-02); it is asked for every row at each
    /// reload.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double
    /// The indentation level of the row at `indexPath`, set on its cell as it comes on screen
    /// (`tableView:indentationLevelForRowAtIndexPath:`; FIDELITY.md B-83).
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int
    /// Tells that `cell` is about to come on screen for the row at `indexPath`, after its selected
    /// and highlighted state is set (`tableView:willDisplayCell:forRowAtIndexPath:`; FIDELITY.md
    ///
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    /// Tells that `cell` left the screen (scrolled away, deleted, or at a reload) for the row at
    /// `indexPath` (`tableView:didEndDisplayingCell:forRowAtIndexPath:`).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    /// Whether a drag held over the row at `indexPath` springs it open
    /// (`tableView:shouldSpringLoadRowAtIndexPath:withContext:`).
    ///
    /// Never asked: spring loading is not modelled (FIDELITY.md B-86).
    func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: TableIndexPath) -> Bool

    // Headers and footers.
    /// A custom view for `section`'s header (`tableView:viewForHeaderInSection:`).
    ///
    /// Usually dequeued with `dequeueReusableHeaderFooterView(withIdentifier:)`; it takes
    /// precedence over a title (FIDELITY.md A-30).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws(TableViewException) -> HeaderFooterView?
    /// A custom view for `section`'s footer (`tableView:viewForFooterInSection:`).
    ///
    /// Usually dequeued with `dequeueReusableHeaderFooterView(withIdentifier:)`; it takes
    /// precedence over a title (FIDELITY.md A-30).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) throws(TableViewException) -> HeaderFooterView?
    /// The height of `section`'s header, in points, or `automaticDimension`
    /// (`tableView:heightForHeaderInSection:`).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer, in points, or `automaticDimension`
    /// (`tableView:heightForFooterInSection:`).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// An estimate of the height of `section`'s header, in points
    /// (`tableView:estimatedHeightForHeaderInSection:`).
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double
    /// An estimate of the height of `section`'s footer, in points
    /// (`tableView:estimatedHeightForFooterInSection:`).
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double
    /// Tells that `view`, `section`'s header, is about to come on screen
    /// (`tableView:willDisplayHeaderView:forSection:`).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int)
    /// Tells that `view`, `section`'s footer, is about to come on screen
    /// (`tableView:willDisplayFooterView:forSection:`).
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int)
    /// Tells that `view`, `section`'s header, left the screen
    /// (`tableView:didEndDisplayingHeaderView:forSection:`).
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int)
    /// Tells that `view`, `section`'s footer, left the screen
    /// (`tableView:didEndDisplayingFooterView:forSection:`).
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int)

    // Accessories and actions.
    /// The accessory of the row at `indexPath` (deprecated since iOS 3.0, still honoured:
    /// FIDELITY.md B-85) (`tableView:accessoryTypeForRowWithIndexPath:`).
    func tableView(_ tableView: TableView, accessoryTypeForRowWith indexPath: TableIndexPath) -> AccessoryType
    /// Tells that the detail button of the row at `indexPath` was tapped; the row is not selected
    /// (`tableView:accessoryButtonTappedForRowWithIndexPath:`; FIDELITY.md B-23).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath)
    /// The buttons a trailing swipe on the row at `indexPath` shows, instead of Delete (deprecated
    /// since iOS 13; FIDELITY.md B-52) (`tableView:editActionsForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [RowAction]?
    /// The actions a leading swipe (from the left) on the row at `indexPath` shows; `nil` for none
    /// (`tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?
    /// The actions a trailing swipe (from the right) on the row at `indexPath` shows; `nil` for the
    /// default actions (`tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`;
    /// FIDELITY.md B-49).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?

    // Selection.
    /// The row a tap on the row at `indexPath` selects: `indexPath`, another index path, or `nil`
    /// to select nothing (`tableView:willSelectRowAtIndexPath:`; FIDELITY.md B-10).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    /// Tells that the user selected the row at `indexPath` (`tableView:didSelectRowAtIndexPath:`).
    ///
    /// Not sent for `selectRow(at:animated:scrollPosition:)` (FIDELITY.md B-16).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
    /// The row a tap deselects instead of the row at `indexPath`: `indexPath`, another index path,
    /// or `nil` to keep it selected (`tableView:willDeselectRowAtIndexPath:`; FIDELITY.md B-12).
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    /// Tells that the user deselected the row at `indexPath`
    /// (`tableView:didDeselectRowAtIndexPath:`).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath)

    // Editing and reordering.
    /// Tells that a swipe opened the row at `indexPath` and the table is editing for it
    /// (`tableView:willBeginEditingRowAtIndexPath:`; FIDELITY.md B-43).
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath)
    /// Tells that the swipe of the row at `indexPath` ended; `nil` when `reloadData()` ended it
    /// (`tableView:didEndEditingRowAtIndexPath:`; FIDELITY.md B-58).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?)
    /// The editing control of the row at `indexPath` while the table edits: delete, insert or none
    /// (`tableView:editingStyleForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> EditingStyle
    /// The title of the row's Delete button; `nil` for "Delete"
    /// (`tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String?
    /// Whether the content of the row at `indexPath` is indented while the table edits
    /// (`tableView:shouldIndentWhileEditingRowAtIndexPath:`).
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool
    /// Where a row being reordered from `source` goes when held over `proposed`: `proposed`, or
    /// another index path
    /// (`tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`; FIDELITY.md
    /// B-60, B-62).
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath, toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath

    // The edit menu.
    /// Whether a long press on the row at `indexPath` shows the edit menu (deprecated since iOS 13;
    /// FIDELITY.md B-63) (`tableView:shouldShowMenuForRowAtIndexPath:`).
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool
    /// Whether the edit menu of the row at `indexPath` offers `action`
    /// (`tableView:canPerformAction:forRowAtIndexPath:withSender:`; FIDELITY.md B-64).
    func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: TableIndexPath) -> Bool
    /// Performs the edit-menu `action` chosen for the row at `indexPath`
    /// (`tableView:performAction:forRowAtIndexPath:withSender:`; FIDELITY.md B-65).
    func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt indexPath: TableIndexPath)

    // Highlighting.
    /// Whether a finger on the row at `indexPath` highlights it; `false` halts the tap
    /// (`tableView:shouldHighlightRowAtIndexPath:`; FIDELITY.md B-01).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool
    /// Tells that the row at `indexPath` was highlighted, after its cell's
    /// `setHighlighted(_:animated:)` (`tableView:didHighlightRowAtIndexPath:`; FIDELITY.md B-02).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath)
    /// Tells that the row at `indexPath` is no longer highlighted
    /// (`tableView:didUnhighlightRowAtIndexPath:`).
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath)

    // Focus.
    /// Whether the row at `indexPath` can take focus (`tableView:canFocusRowAtIndexPath:`).
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: TableIndexPath) -> Bool
    /// Whether focus may move as `context` says (`tableView:shouldUpdateFocusInContext:`).
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool
    /// Tells that focus moved as `context` says
    /// (`tableView:didUpdateFocusInContext:withAnimationCoordinator:`).
    func tableView(_ tableView: TableView, didUpdateFocusIn context: FocusUpdateContext)
    /// The row focus goes to when it enters the table; `nil` for none
    /// (`indexPathForPreferredFocusedViewInTableView:`; FIDELITY.md B-74).
    func indexPathForPreferredFocusedView(in tableView: TableView) -> TableIndexPath?
    /// Whether moving focus to the row at `indexPath` selects it
    /// (`tableView:selectionFollowsFocusForRowAtIndexPath:`; FIDELITY.md M-31).
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool

    // Primary actions (iOS 16).
    /// Whether a tap on the row at `indexPath` performs its primary action
    /// (`tableView:canPerformPrimaryActionForRowAtIndexPath:`; FIDELITY.md M-20).
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: TableIndexPath) -> Bool
    /// Performs the primary action of the row at `indexPath`, after the tap's selection
    /// (`tableView:performPrimaryActionForRowAtIndexPath:`; FIDELITY.md M-22).
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: TableIndexPath)

    // The multiple-selection interaction (iOS 13).
    /// Whether a two-finger pan starting on the row at `indexPath` begins selecting rows
    /// (`tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:`; FIDELITY.md M-25).
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool
    /// Tells that a two-finger pan began selecting rows at `indexPath`; the table is editing by
    /// then (`tableView:didBeginMultipleSelectionInteractionAtIndexPath:`; FIDELITY.md M-26).
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath)
    /// Tells that the two-finger pan ended; the table stays editing
    /// (`tableViewDidEndMultipleSelectionInteraction:`; FIDELITY.md M-28).
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)

    // Context menus (iOS 13; willDisplay/willEnd iOS 14).
    /// The context menu of a long press on the row at `indexPath`, at `point`; `nil` for none
    /// (`tableView:contextMenuConfigurationForRowAtIndexPath:point:`; FIDELITY.md M-01, M-04).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: Point) -> ContextMenuConfiguration?
    /// The preview the context menu lifts as it shows
    /// (`tableView:previewForHighlightingContextMenuWithConfiguration:`; FIDELITY.md M-07).
    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The preview the context menu returns to as it ends
    /// (`tableView:previewForDismissingContextMenuWithConfiguration:`; FIDELITY.md M-08).
    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// Tells that the context menu of `configuration` is about to show
    /// (`tableView:willDisplayContextMenuWithConfiguration:animator:`).
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration)
    /// Tells that the context menu of `configuration` is about to end
    /// (`tableView:willEndContextMenuInteractionWithConfiguration:animator:`).
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration)
    /// Tells that the user tapped the context menu's preview
    /// (`tableView:willPerformPreviewActionForMenuWithConfiguration:animator:`).
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration)

    // The scroll view (UIScrollViewDelegate, which UITableViewDelegate refines).
    /// Tells that the offset changed (`scrollViewDidScroll:`): once, inside the call, for a
    /// scroll in code without animation, before the layout that brings the new rows' cells
    /// (FIDELITY.md S-10); at every frame of a drag, a deceleration or an animation (S-07 to S-09).
    func scrollViewDidScroll(_ tableView: TableView)
    /// Tells that a finger is about to drag the content (`scrollViewWillBeginDragging:`;
    /// FIDELITY.md S-07).
    func scrollViewWillBeginDragging(_ tableView: TableView)
    /// Tells that the finger lifts, moving at `velocity` (points per millisecond), and proposes
    /// where the scroll comes to rest in `targetContentOffset`, which the delegate may change
    /// (`scrollViewWillEndDragging:withVelocity:targetContentOffset:`; FIDELITY.md S-07, S-08).
    func scrollViewWillEndDragging(_ tableView: TableView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// Tells that the finger lifted; `decelerate` says whether the content moves on
    /// (`scrollViewDidEndDragging:willDecelerate:`; FIDELITY.md S-07, S-08).
    func scrollViewDidEndDragging(_ tableView: TableView, willDecelerate decelerate: Bool)
    /// Tells that the content goes on moving after the finger lifted
    /// (`scrollViewWillBeginDecelerating:`; FIDELITY.md S-08).
    func scrollViewWillBeginDecelerating(_ tableView: TableView)
    /// Tells that the decelerating content came to rest (`scrollViewDidEndDecelerating:`;
    /// FIDELITY.md S-08).
    func scrollViewDidEndDecelerating(_ tableView: TableView)
    /// Tells that an animated scroll in code ended (`scrollViewDidEndScrollingAnimation:`;
    /// FIDELITY.md S-09): only when animation was asked for.
    func scrollViewDidEndScrollingAnimation(_ tableView: TableView)
    /// Whether a tap on the status bar scrolls to the top (`scrollViewShouldScrollToTop:`;
    /// FIDELITY.md S-11).
    func scrollViewShouldScrollToTop(_ tableView: TableView) -> Bool
    /// Tells that a tap on the status bar scrolled the content to the top
    /// (`scrollViewDidScrollToTop:`; FIDELITY.md S-11).
    func scrollViewDidScrollToTop(_ tableView: TableView)
    /// Tells that `adjustedContentInset` changed (`scrollViewDidChangeAdjustedContentInset:`;
    /// FIDELITY.md S-13).
    func scrollViewDidChangeAdjustedContentInset(_ tableView: TableView)
}

extension TableViewDelegate {
    /// As UIKit behaves without the method — every row is rowHeight tall, and no height is asked.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { tableView.rowHeight }
    /// As UIKit behaves without the method — estimatedRowHeight (0: no estimates).
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> Double { tableView.estimatedRowHeight }
    /// As UIKit behaves without the method — the cell keeps the indentationLevel its data source
    /// set (0 by default).
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int { 0 }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — `true`, except for a row that is part of the drag
    /// session.
    public func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: TableIndexPath) -> Bool { true }
    /// As UIKit behaves without the method — the title's standard view; plain headers take room
    /// only with a title.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws(TableViewException) -> HeaderFooterView? { nil }
    /// As UIKit behaves without the method — the title's standard view; plain footers take room
    /// only with a title.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) throws(TableViewException) -> HeaderFooterView? { nil }
    /// As UIKit behaves without the method — sectionHeaderHeight.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    /// As UIKit behaves without the method — sectionFooterHeight.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
    /// As UIKit behaves without the method — estimatedSectionHeaderHeight.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double { tableView.estimatedSectionHeaderHeight }
    /// As UIKit behaves without the method — estimatedSectionFooterHeight.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double { tableView.estimatedSectionFooterHeight }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int) {}
    /// As UIKit behaves without the method — the cell keeps the accessoryType its data source set.
    public func tableView(_ tableView: TableView, accessoryTypeForRowWith indexPath: TableIndexPath) -> AccessoryType { .none }
    /// As UIKit behaves without the method — nothing: a tap on a detail button does nothing more.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — the swipe shows Delete (with commitEditingStyle).
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [RowAction]? { nil }
    /// As UIKit behaves without the method — no leading swipe.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// As UIKit behaves without the method — editActionsForRow, else Delete (with
    /// commitEditingStyle).
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// As UIKit behaves without the method — the touched row is selected.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — the row is deselected.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) {}
    /// Without this method every editable row gets the delete control.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> EditingStyle { .delete }
    /// As UIKit behaves without the method — "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? { nil }
    /// As UIKit behaves without the method — `true`: the content is indented while editing.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool { true }
    /// As UIKit behaves without the method — the proposed index path.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt source: TableIndexPath, toProposedIndexPath proposed: TableIndexPath) -> TableIndexPath { proposed }
    /// As UIKit behaves without the method — `false`: no edit menu.
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: TableIndexPath) -> Bool { false }
    /// As UIKit behaves without the method — `false`: no action.
    public func tableView(_ tableView: TableView, canPerformAction action: EditAction, forRowAt indexPath: TableIndexPath) -> Bool { false }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, performAction action: EditAction, forRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — `true`: a touch highlights the row.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { true }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — `true`: every row can be focused.
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: TableIndexPath) -> Bool { true }
    /// As UIKit behaves without the method — `true`: focus moves.
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: FocusUpdateContext) -> Bool { true }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didUpdateFocusIn context: FocusUpdateContext) {}
    /// As UIKit behaves without the method — `nil`: no preferred row.
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> TableIndexPath? { nil }
    /// As UIKit behaves without the method — the table's selectionFollowsFocus.
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: TableIndexPath) -> Bool { true }
    /// "If not implemented defaults to YES when not editing and NO when editing."
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: TableIndexPath) -> Bool { !tableView.editsAllRows }
    /// As UIKit behaves without the method — a tap selects the row, and performs no primary action.
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: TableIndexPath) {}
    /// "If this method is not implemented, the default is NO."
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool { false }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {}
    /// As UIKit behaves without the method — nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    /// As UIKit behaves without the method — a long press shows the edit menu (if the menu methods
    /// allow), no context menu.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: Point) -> ContextMenuConfiguration? { nil }
    /// As UIKit behaves without the method — the whole cell is the preview.
    public func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// As UIKit behaves without the method — the whole cell is the preview.
    public func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration) {}
    /// As UIKit behaves without the method — nothing.
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration) {}
    /// As UIKit behaves without the method — nothing: a tap on the preview dismisses the menu.
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewDidScroll(_ tableView: TableView) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewWillBeginDragging(_ tableView: TableView) {}
    /// As UIKit behaves without the method — the scroll rests where its velocity carries it.
    public func scrollViewWillEndDragging(_ tableView: TableView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewDidEndDragging(_ tableView: TableView, willDecelerate decelerate: Bool) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewWillBeginDecelerating(_ tableView: TableView) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewDidEndDecelerating(_ tableView: TableView) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewDidEndScrollingAnimation(_ tableView: TableView) {}
    /// "If the delegate doesn't implement this method, true is assumed."
    public func scrollViewShouldScrollToTop(_ tableView: TableView) -> Bool { true }
    /// As UIKit behaves without the method — nothing.
    public func scrollViewDidScrollToTop(_ tableView: TableView) {}
    /// As UIKit behaves without the method — nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ tableView: TableView) {}
}
