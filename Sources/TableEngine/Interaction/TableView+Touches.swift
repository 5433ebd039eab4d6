// A finger on a row: highlighting, then selection, in UIKit's order
// (seeds 002 and 003).

extension TableView {
    /// Whether taps select now (`allowsSelectionDuringEditing` while editing).
    var tapsSelect: Bool {
        isEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
    }

    var selectsMultiple: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The row under the finger, between `touchDown` and `touchUp`.
    public var touchedRow: IndexPath? { touch?.indexPath }

    /// A finger comes down on a row on screen: `shouldHighlightRowAtIndexPath:`
    /// (NO ends the gesture: no highlight, no selection), then the cell's
    /// `setHighlighted:YES` and `didHighlightRowAtIndexPath:`. Nothing at
    /// all when taps do not select (allowsSelection, editing).
    public func touchDown(at ip: IndexPath) {
        if touch != nil { touchCancel() }
        guard tapsSelect else {
            touch = Touch(indexPath: ip, highlighted: false, accepted: false)
            return
        }
        if let dl = delegate, dl.responds(to: .shouldHighlightRow) {
            let should = recorder.send(.shouldHighlightRow, [.indexPath(ip)], result: { .bool($0) }) {
                dl.tableView(self, shouldHighlightRowAt: ip)
            }
            guard should else {
                touch = Touch(indexPath: ip, highlighted: false, accepted: false)
                return
            }
        }
        touch = Touch(indexPath: ip, highlighted: true, accepted: true)
        if let cell = display.cell(at: ip) { setCellHighlighted(cell, true) }
        tellDelegate(.didHighlightRow, ip) { $0.tableView(self, didHighlightRowAt: ip) }
        _checkInvariantsInDebug()
    }

    /// The finger lifts: the highlight goes (`didUnhighlightRowAtIndexPath:`),
    /// then the row is selected — or, under multiple selection, deselected
    /// if it was selected.
    public func touchUp() {
        guard let t = touch else { return }
        touch = nil
        unhighlight(t)
        guard t.accepted else { return }
        if selectsMultiple && selection.contains(t.indexPath) {
            deselectByUser(t.indexPath)
        } else {
            selectByUser(t.indexPath)
        }
        _checkInvariantsInDebug()
    }

    /// The finger slides off: the highlight goes, nothing is selected.
    public func touchCancel() {
        guard let t = touch else { return }
        touch = nil
        unhighlight(t)
    }

    /// `touchDown` then `touchUp`.
    public func tap(at ip: IndexPath) {
        touchDown(at: ip)
        touchUp()
    }

    private func unhighlight(_ t: Touch) {
        guard t.highlighted else { return }
        if let cell = display.cell(at: t.indexPath) { setCellHighlighted(cell, false) }
        tellDelegate(.didUnhighlightRow, t.indexPath) { $0.tableView(self, didUnhighlightRowAt: t.indexPath) }
    }

    /// willSelect (nil cancels, another row redirects), the previous
    /// selection deselected (single selection), the cell's setSelected:YES
    /// — also when the row was already selected (seed 002, case 4) —,
    /// didSelect and the notification.
    private func selectByUser(_ ip: IndexPath) {
        var target = ip
        if let dl = delegate, dl.responds(to: .willSelectRow) {
            let answer = recorder.send(.willSelectRow, [.indexPath(ip)], result: { $0.map(Value.indexPath) ?? .nil }) {
                dl.tableView(self, willSelectRowAt: ip)
            }
            guard let answer, geometry.contains(answer) else { return }
            target = answer
        }
        if !selectsMultiple {
            for old in selection where old != target { deselectByUser(old, notify: false) }
        }
        if !selection.contains(target) { selection.append(target) }
        if let cell = display.cell(at: target) { setCellSelected(cell, true) }
        tellDelegate(.didSelectRow, target) { $0.tableView(self, didSelectRowAt: target) }
        postSelectionDidChange()
    }

    /// willDeselect (nil keeps the row selected, another row redirects),
    /// the cell's setSelected:NO, didDeselect.
    private func deselectByUser(_ ip: IndexPath, notify: Bool = true) {
        var target = ip
        if let dl = delegate, dl.responds(to: .willDeselectRow) {
            let answer = recorder.send(.willDeselectRow, [.indexPath(ip)], result: { $0.map(Value.indexPath) ?? .nil }) {
                dl.tableView(self, willDeselectRowAt: ip)
            }
            guard let answer, let i = selection.firstIndex(of: answer) else { return }
            target = answer
            selection.remove(at: i)
        } else {
            selection.removeAll { $0 == ip }
        }
        if let cell = display.cell(at: target) { setCellSelected(cell, false) }
        tellDelegate(.didDeselectRow, target) { $0.tableView(self, didDeselectRowAt: target) }
        if notify { postSelectionDidChange() }
    }

    func postSelectionDidChange() {
        recorder.send(.selectionDidChange, []) {}
    }

    /// Sends a `void` delegate message about a row, if implemented.
    func tellDelegate(_ selector: Selector, _ ip: IndexPath, _ call: (any TableViewDelegate) -> Void) {
        guard let dl = delegate, dl.responds(to: selector) else { return }
        recorder.send(selector, [.indexPath(ip)]) { call(dl) }
    }
}

/// A finger on the table.
struct Touch {
    var indexPath: IndexPath
    /// Whether the row was highlighted (and must be unhighlighted).
    var highlighted: Bool
    /// Whether lifting the finger selects (shouldHighlight said YES and taps select).
    var accepted: Bool
}
