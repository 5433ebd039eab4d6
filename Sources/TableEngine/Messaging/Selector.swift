/// Every message the engine sends or receives, named as UIKit names it.
///
/// The data source and delegate answer `responds(to:)` with these, the way an
/// Objective-C object answers `respondsToSelector:`; the event stream names
/// them too.
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
    case selectRow
    case deselectRow
    case setEditing
    case reloadSectionIndexTitles

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
        /// A swipe action's handler block and its completion.
        case action
    }

    public var receiver: Receiver {
        if self <= .moveRow { return .dataSource }
        if self <= .indexPathForPreferredFocusedView { return .delegate }
        if self <= .reloadSectionIndexTitles { return .tableView }
        if self <= .didTransitionToState { return .cell }
        if self == .selectionDidChange { return .notification }
        return .action
    }

    /// Whether UIKit requires the method (`@required`): the engine always calls these.
    public var isRequired: Bool { self == .numberOfRows || self == .cellForRow }

    /// Whether this is a data-source or delegate method an app may implement.
    public var isProtocolMethod: Bool {
        receiver == .dataSource || receiver == .delegate
    }

    /// The Objective-C selector, e.g. `tableView:numberOfRowsInSection:`.
    public var objcName: String { Self.names[rawValue].objc }

    /// The Swift name, e.g. `tableView(_:numberOfRowsInSection:)`.
    public var swiftName: String { Self.names[rawValue].swift }

    /// The short name users type (`heightForRow`, `editingStyleForRow`): the
    /// selector's first part without `tableView:` and without `AtIndexPath`.
    public var shortName: String { Self.names[rawValue].short }

    /// Looks a selector up by its short name, its case name, its full
    /// Objective-C selector, its Swift name, or the selector's first part
    /// without `tableView:` (`heightForRowAtIndexPath`). Case-sensitive.
    public init?(named name: String) {
        guard let found = Self.lookup[name] else { return nil }
        self = found
    }

    /// Every name `init(named:)` accepts, for completion and "did you mean".
    public static var allNames: [String] { Array(lookup.keys) }

    private static let lookup: [String: Selector] = {
        var table: [String: Selector] = [:]
        for selector in Selector.allCases {
            let entry = names[selector.rawValue]
            // Protocol methods come first, so they win a shared name
            // (`setEditing:animated:` is the table's before the cell's).
            for name in [entry.short, entry.objc, entry.swift] where table[name] == nil {
                table[name] = selector
            }
            // First part of the selector without `tableView:`.
            var first = entry.objc
            if first.hasPrefix("tableView:") { first.removeFirst("tableView:".count) }
            if let colon = first.firstIndex(of: ":") { first = String(first[..<colon]) }
            if table[first] == nil { table[first] = selector }
        }
        return table
    }()

    private static let names: [(short: String, objc: String, swift: String)] = [
        ("numberOfSections", "numberOfSectionsInTableView:", "numberOfSections(in:)"),
        ("numberOfRows", "tableView:numberOfRowsInSection:", "tableView(_:numberOfRowsInSection:)"),
        ("cellForRow", "tableView:cellForRowAtIndexPath:", "tableView(_:cellForRowAt:)"),
        ("titleForHeader", "tableView:titleForHeaderInSection:", "tableView(_:titleForHeaderInSection:)"),
        ("titleForFooter", "tableView:titleForFooterInSection:", "tableView(_:titleForFooterInSection:)"),
        ("sectionIndexTitles", "sectionIndexTitlesForTableView:", "sectionIndexTitles(for:)"),
        ("sectionForSectionIndexTitle", "tableView:sectionForSectionIndexTitle:atIndex:", "tableView(_:sectionForSectionIndexTitle:at:)"),
        ("canEditRow", "tableView:canEditRowAtIndexPath:", "tableView(_:canEditRowAt:)"),
        ("commitEditingStyle", "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView(_:commit:forRowAt:)"),
        ("canMoveRow", "tableView:canMoveRowAtIndexPath:", "tableView(_:canMoveRowAt:)"),
        ("moveRow", "tableView:moveRowAtIndexPath:toIndexPath:", "tableView(_:moveRowAt:to:)"),

        ("heightForRow", "tableView:heightForRowAtIndexPath:", "tableView(_:heightForRowAt:)"),
        ("estimatedHeightForRow", "tableView:estimatedHeightForRowAtIndexPath:", "tableView(_:estimatedHeightForRowAt:)"),
        ("indentationLevelForRow", "tableView:indentationLevelForRowAtIndexPath:", "tableView(_:indentationLevelForRowAt:)"),
        ("willDisplayCell", "tableView:willDisplayCell:forRowAtIndexPath:", "tableView(_:willDisplay:forRowAt:)"),
        ("didEndDisplayingCell", "tableView:didEndDisplayingCell:forRowAtIndexPath:", "tableView(_:didEndDisplaying:forRowAt:)"),
        ("shouldSpringLoadRow", "tableView:shouldSpringLoadRowAtIndexPath:withContext:", "tableView(_:shouldSpringLoadRowAt:with:)"),
        ("viewForHeader", "tableView:viewForHeaderInSection:", "tableView(_:viewForHeaderInSection:)"),
        ("viewForFooter", "tableView:viewForFooterInSection:", "tableView(_:viewForFooterInSection:)"),
        ("heightForHeader", "tableView:heightForHeaderInSection:", "tableView(_:heightForHeaderInSection:)"),
        ("heightForFooter", "tableView:heightForFooterInSection:", "tableView(_:heightForFooterInSection:)"),
        ("estimatedHeightForHeader", "tableView:estimatedHeightForHeaderInSection:", "tableView(_:estimatedHeightForHeaderInSection:)"),
        ("estimatedHeightForFooter", "tableView:estimatedHeightForFooterInSection:", "tableView(_:estimatedHeightForFooterInSection:)"),
        ("willDisplayHeaderView", "tableView:willDisplayHeaderView:forSection:", "tableView(_:willDisplayHeaderView:forSection:)"),
        ("willDisplayFooterView", "tableView:willDisplayFooterView:forSection:", "tableView(_:willDisplayFooterView:forSection:)"),
        ("didEndDisplayingHeaderView", "tableView:didEndDisplayingHeaderView:forSection:", "tableView(_:didEndDisplayingHeaderView:forSection:)"),
        ("didEndDisplayingFooterView", "tableView:didEndDisplayingFooterView:forSection:", "tableView(_:didEndDisplayingFooterView:forSection:)"),
        ("accessoryTypeForRow", "tableView:accessoryTypeForRowWithIndexPath:", "tableView(_:accessoryTypeForRowWith:)"),
        ("accessoryButtonTapped", "tableView:accessoryButtonTappedForRowWithIndexPath:", "tableView(_:accessoryButtonTappedForRowWith:)"),
        ("editActionsForRow", "tableView:editActionsForRowAtIndexPath:", "tableView(_:editActionsForRowAt:)"),
        ("leadingSwipeActions", "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"),
        ("trailingSwipeActions", "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"),
        ("willSelectRow", "tableView:willSelectRowAtIndexPath:", "tableView(_:willSelectRowAt:)"),
        ("didSelectRow", "tableView:didSelectRowAtIndexPath:", "tableView(_:didSelectRowAt:)"),
        ("willDeselectRow", "tableView:willDeselectRowAtIndexPath:", "tableView(_:willDeselectRowAt:)"),
        ("didDeselectRow", "tableView:didDeselectRowAtIndexPath:", "tableView(_:didDeselectRowAt:)"),
        ("willBeginEditingRow", "tableView:willBeginEditingRowAtIndexPath:", "tableView(_:willBeginEditingRowAt:)"),
        ("didEndEditingRow", "tableView:didEndEditingRowAtIndexPath:", "tableView(_:didEndEditingRowAt:)"),
        ("editingStyleForRow", "tableView:editingStyleForRowAtIndexPath:", "tableView(_:editingStyleForRowAt:)"),
        ("titleForDeleteConfirmationButton", "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"),
        ("shouldIndentWhileEditingRow", "tableView:shouldIndentWhileEditingRowAtIndexPath:", "tableView(_:shouldIndentWhileEditingRowAt:)"),
        ("targetIndexPathForMove", "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"),
        ("shouldShowMenuForRow", "tableView:shouldShowMenuForRowAtIndexPath:", "tableView(_:shouldShowMenuForRowAt:)"),
        ("canPerformAction", "tableView:canPerformAction:forRowAtIndexPath:withSender:", "tableView(_:canPerformAction:forRowAt:withSender:)"),
        ("performAction", "tableView:performAction:forRowAtIndexPath:withSender:", "tableView(_:performAction:forRowAt:withSender:)"),
        ("shouldHighlightRow", "tableView:shouldHighlightRowAtIndexPath:", "tableView(_:shouldHighlightRowAt:)"),
        ("didHighlightRow", "tableView:didHighlightRowAtIndexPath:", "tableView(_:didHighlightRowAt:)"),
        ("didUnhighlightRow", "tableView:didUnhighlightRowAtIndexPath:", "tableView(_:didUnhighlightRowAt:)"),
        ("canFocusRow", "tableView:canFocusRowAtIndexPath:", "tableView(_:canFocusRowAt:)"),
        ("shouldUpdateFocus", "tableView:shouldUpdateFocusInContext:", "tableView(_:shouldUpdateFocusIn:)"),
        ("didUpdateFocus", "tableView:didUpdateFocusInContext:withAnimationCoordinator:", "tableView(_:didUpdateFocusIn:with:)"),
        ("indexPathForPreferredFocusedView", "indexPathForPreferredFocusedViewInTableView:", "indexPathForPreferredFocusedView(in:)"),

        ("reloadData", "reloadData", "reloadData()"),
        ("beginUpdates", "beginUpdates", "beginUpdates()"),
        ("endUpdates", "endUpdates", "endUpdates()"),
        ("performBatchUpdates", "performBatchUpdates:completion:", "performBatchUpdates(_:completion:)"),
        ("batchCompletion", "completion", "completion"),
        ("insertRows", "insertRowsAtIndexPaths:withRowAnimation:", "insertRows(at:with:)"),
        ("deleteRows", "deleteRowsAtIndexPaths:withRowAnimation:", "deleteRows(at:with:)"),
        ("reloadRows", "reloadRowsAtIndexPaths:withRowAnimation:", "reloadRows(at:with:)"),
        ("moveRowTo", "moveRowAtIndexPath:toIndexPath:", "moveRow(at:to:)"),
        ("insertSections", "insertSections:withRowAnimation:", "insertSections(_:with:)"),
        ("deleteSections", "deleteSections:withRowAnimation:", "deleteSections(_:with:)"),
        ("reloadSections", "reloadSections:withRowAnimation:", "reloadSections(_:with:)"),
        ("moveSection", "moveSection:toSection:", "moveSection(_:toSection:)"),
        ("registerCell", "registerClass:forCellReuseIdentifier:", "register(_:forCellReuseIdentifier:)"),
        ("dequeueCell", "dequeueReusableCellWithIdentifier:", "dequeueReusableCell(withIdentifier:)"),
        ("dequeueCellForIndexPath", "dequeueReusableCellWithIdentifier:forIndexPath:", "dequeueReusableCell(withIdentifier:for:)"),
        ("registerHeaderFooter", "registerClass:forHeaderFooterViewReuseIdentifier:", "register(_:forHeaderFooterViewReuseIdentifier:)"),
        ("dequeueHeaderFooter", "dequeueReusableHeaderFooterViewWithIdentifier:", "dequeueReusableHeaderFooterView(withIdentifier:)"),
        ("cellForRowAtIndexPath", "cellForRowAtIndexPath:", "cellForRow(at:)"),
        ("indexPathsForVisibleRows", "indexPathsForVisibleRows", "indexPathsForVisibleRows"),
        ("scrollToRow", "scrollToRowAtIndexPath:atScrollPosition:animated:", "scrollToRow(at:at:animated:)"),
        ("selectRow", "selectRowAtIndexPath:animated:scrollPosition:", "selectRow(at:animated:scrollPosition:)"),
        ("deselectRow", "deselectRowAtIndexPath:animated:", "deselectRow(at:animated:)"),
        ("setEditing", "setEditing:animated:", "setEditing(_:animated:)"),
        ("reloadSectionIndexTitles", "reloadSectionIndexTitles", "reloadSectionIndexTitles()"),

        ("prepareForReuse", "prepareForReuse", "prepareForReuse()"),
        ("setSelected", "setSelected:animated:", "setSelected(_:animated:)"),
        ("setHighlighted", "setHighlighted:animated:", "setHighlighted(_:animated:)"),
        ("cellSetEditing", "setEditing:animated:", "setEditing(_:animated:)"),
        ("willTransitionToState", "willTransitionToState:", "willTransition(to:)"),
        ("didTransitionToState", "didTransitionToState:", "didTransition(to:)"),

        ("selectionDidChange", "UITableViewSelectionDidChangeNotification", "UITableView.selectionDidChangeNotification"),
        ("actionHandler", "handler", "handler"),
        ("actionCompletion", "completionHandler", "completionHandler"),
    ]
}
