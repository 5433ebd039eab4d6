// A finger on a row: highlighting, then selection, in UIKit's order
// (seeds 002 and 003; FIDELITY.md B-01 to B-14).

extension TableView {
    /// Whether taps select now: `allowsSelection`, or while every row edits
    /// `allowsSelectionDuringEditing` or `allowsMultipleSelectionDuringEditing`
    /// (UIKit's `_allowsSelectionOfPendingSelectionIndexPath:`; B-05, B-20).
    var tapsSelect: Bool {
        editsAllRows ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
    }

    /// Whether a tap adds to the selection rather than replacing it:
    /// `allowsMultipleSelection`, or while editing
    /// `allowsMultipleSelectionDuringEditing`.
    public var selectsMultipleRows: Bool {
        editsAllRows ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The row under the finger, between `touchDown` and `touchUp`.
    public var touchedRow: TableIndexPath? { state.interaction.touch?.indexPath }

    /// A finger comes down on a row on screen: `shouldHighlightRowAtIndexPath:`
    /// (NO ends the gesture: no highlight, no selection), then the cell's
    /// `setHighlighted:YES` and `didHighlightRowAtIndexPath:`. Nothing at
    /// all when taps do not select (allowsSelection, editing). While swipe
    /// buttons or a Delete confirmation show, the finger only closes them
    /// and lifting it does nothing (UIKit's `touchesBegan:` returns at once
    /// while a row is swiped; B-55, B-38).
    ///
    /// - Throws: ``GestureError`` when the row is not on screen; nothing
    ///   happens then.
    public func touchDown(at ip: TableIndexPath) throws(GestureError) {
        try requireOnScreen(ip)
        beginTouch(at: ip)
    }

    func beginTouch(at ip: TableIndexPath) {
        call {
            if state.interaction.touch != nil { cancelTouch() }
            if closeRevealedButtons() {
                state.interaction.touch = .init(indexPath: ip, highlighted: false, accepted: false)
                return
            }
            guard tapsSelect, askDelegate(.shouldHighlightRow, [.indexPath(ip)], otherwise: true, {
                $0.tableView(self, shouldHighlightRowAt: ip)
            }) else {
                state.interaction.touch = .init(indexPath: ip, highlighted: false, accepted: false)
                return
            }
            state.interaction.touch = .init(indexPath: ip, highlighted: true, accepted: true)
            if let cell = state.display.cell(at: ip) { setHighlighted(cell, true) }
            tellDelegate(.didHighlightRow, [.indexPath(ip)]) { $0.tableView(self, didHighlightRowAt: ip) }
        }
    }

    /// The finger lifts: the highlight goes (`didUnhighlightRowAtIndexPath:`),
    /// then the row is selected — or, under multiple selection, deselected
    /// if it was selected. A tap that does not extend an existing selection
    /// then performs the row's primary action (iOS 16; M-20 to M-23).
    public func touchUp() {
        call {
            guard let t = state.interaction.touch else { return }
            state.interaction.touch = nil
            unhighlight(t)
            guard t.accepted else { return }
            if selectsMultipleRows && state.interaction.selection.contains(t.indexPath) {
                deselectByUser(t.indexPath)
            } else {
                let extending = selectsMultipleRows && !state.interaction.selection.isEmpty
                selectByUser(t.indexPath)
                if !extending { performPrimaryAction(t.indexPath) }
            }
        }
    }

    /// A primary action (iOS 16): only when the delegate implements
    /// `performPrimaryActionForRowAtIndexPath:`. `canPerformPrimaryActionForRowAtIndexPath:`
    /// ("If not implemented defaults to YES when not editing and NO when
    /// editing"), then the action — "after willSelectRow and didSelectRow,
    /// regardless of whether the cell's selection state was allowed to
    /// change" (UITableView.h). The selection stays as the tap left it
    /// (M-22).
    func performPrimaryAction(_ ip: TableIndexPath) {
        guard delegateResponds(.performPrimaryActionForRow) else { return }
        let can = askDelegate(.canPerformPrimaryActionForRow, [.indexPath(ip)], otherwise: !editsAllRows) {
            $0.tableView(self, canPerformPrimaryActionForRowAt: ip)
        }
        guard can else { return }
        tellDelegate(.performPrimaryActionForRow, [.indexPath(ip)]) { $0.tableView(self, performPrimaryActionForRowAt: ip) }
    }

    /// The finger slides off: the highlight goes, nothing is selected.
    public func touchCancel() {
        call { cancelTouch() }
    }

    /// `touchDown` then `touchUp`: a finger taps a row on screen.
    ///
    /// - Throws: ``GestureError`` when the row does not exist or is not on
    ///   screen; nothing happens then.
    public func tap(at ip: TableIndexPath) throws(GestureError) {
        try requireOnScreen(ip)
        tapRow(at: ip)
    }

    func tapRow(at ip: TableIndexPath) {
        call {
            beginTouch(at: ip)
            touchUp()
        }
    }

    func cancelTouch() {
        guard let t = state.interaction.touch else { return }
        state.interaction.touch = nil
        unhighlight(t)
    }

    private func unhighlight(_ t: Interaction.Touch) {
        guard t.highlighted else { return }
        if let cell = state.display.cell(at: t.indexPath) { setHighlighted(cell, false) }
        tellDelegate(.didUnhighlightRow, [.indexPath(t.indexPath)]) { $0.tableView(self, didUnhighlightRowAt: t.indexPath) }
    }

    /// willSelect (nil cancels, another row redirects), the previous
    /// selection deselected (single selection), the cell's setSelected:YES
    /// — also when the row was already selected (seed 002, case 4) —,
    /// didSelect and the notification.
    func selectByUser(_ ip: TableIndexPath, replacingSelection: Bool = false) {
        let answer = askDelegate(.willSelectRow, [.indexPath(ip)], otherwise: ip) { $0.tableView(self, willSelectRowAt: ip) }
        guard let target = answer, state.geometry.contains(target) else { return }
        if !selectsMultipleRows || replacingSelection {
            for old in state.interaction.selection where old != target { deselectByUser(old, notify: false) }
        }
        if !state.interaction.selection.contains(target) { state.interaction.selection.append(target) }
        if let cell = state.display.cell(at: target) { setSelected(cell, true) }
        tellDelegate(.didSelectRow, [.indexPath(target)]) { $0.tableView(self, didSelectRowAt: target) }
        postSelectionDidChange()
    }

    /// willDeselect (nil keeps the row selected, another row redirects),
    /// the cell's setSelected:NO, didDeselect.
    func deselectByUser(_ ip: TableIndexPath, notify: Bool = true) {
        let answer = askDelegate(.willDeselectRow, [.indexPath(ip)], otherwise: ip) { $0.tableView(self, willDeselectRowAt: ip) }
        guard let target = answer, let i = state.interaction.selection.firstIndex(of: target) else { return }
        state.interaction.selection.remove(at: i)
        if let cell = state.display.cell(at: target) { setSelected(cell, false) }
        tellDelegate(.didDeselectRow, [.indexPath(target)]) { $0.tableView(self, didDeselectRowAt: target) }
        if notify { postSelectionDidChange() }
    }

    func postSelectionDidChange() {
        record(.selectionDidChange) {}
    }
}
