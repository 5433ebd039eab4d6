// The selection as the app sees and sets it. (Taps, with their delegate
// messages, are the gestures' business.)

extension TableView {
    /// `indexPathsForSelectedRows`, in index-path order, without a message
    /// in the log; empty where UIKit returns nil. O(k log k) for k selected rows.
    public var indexPathsForSelectedRows: [TableIndexPath] { state.interaction.selection.sorted() }
    /// The first selected row in index-path order, without a message in the
    /// log (`indexPathForSelectedRow` logs).
    public var firstSelectedRow: TableIndexPath? { indexPathsForSelectedRows.first }

    /// `selectRowAtIndexPath:animated:scrollPosition:`: no delegate
    /// messages, no notification (UITableView.h; B-16); nil clears the
    /// selection (B-17). The cells' `setSelected:animated:` get `animated`.
    ///
    /// - Throws: for a row the table does not have, with a scroll position
    ///   other than none, the scroll's `NSRangeException` "Attempted to scroll
    ///   the table view to an out-of-bounds row (R) when there are only N rows
    ///   in section S." (or the section's; FIDELITY.md B-87); with none,
    ///   `NSInternalInconsistencyException` "request for rect at invalid
    ///   index path (…)"; and what the layout pass raises when it scrolls.
    public func selectRow(at ip: TableIndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) throws(TableViewException) {
        try call { () throws(TableViewException) in
            try record(.selectRow, [ip.map(Value.indexPath) ?? .nil, .bool(animated), .symbol(scrollPosition.rawValue)]) { () throws(TableViewException) in
                guard let ip else {
                    for old in state.interaction.selection { setCellSelected(false, at: old, animated: animated) }
                    state.interaction.selection.removeAll()
                    return
                }
                guard state.geometry.contains(ip) else {
                    // UIKit selects through its scroll to the row, which
                    // raises first (B-87).
                    if scrollPosition != .none { try validateScrollTarget(ip) }
                    throw .rectForInvalidIndexPath(ip)
                }
                if !selectsMultipleRows {
                    for old in state.interaction.selection where old != ip { setCellSelected(false, at: old, animated: animated) }
                    state.interaction.selection.removeAll { $0 != ip }
                }
                if !state.interaction.selection.contains(ip) { state.interaction.selection.append(ip) }
                setCellSelected(true, at: ip, animated: animated)
                if scrollPosition != .none {
                    let target = offsetInRange(offset(toShow: ip, at: scrollPosition))
                    if animated { startScrollAnimation(to: target, aim: (ip, scrollPosition)) } else { try moveViewport(to: target) }
                }
            }
        }
    }

    /// `deselectRowAtIndexPath:animated:`: no delegate messages, no
    /// notification (B-16); the cell's `setSelected:NO animated:` gets
    /// `animated`.
    public func deselectRow(at ip: TableIndexPath, animated: Bool = false) {
        call {
            record(.deselectRow, [.indexPath(ip), .bool(animated)]) {
                guard let i = state.interaction.selection.firstIndex(of: ip) else { return }
                state.interaction.selection.remove(at: i)
                setCellSelected(false, at: ip, animated: animated)
            }
        }
    }

    /// Tells the cell on screen at `ip`, if any.
    func setCellSelected(_ selected: Bool, at ip: TableIndexPath, animated: Bool = false) {
        if let cell = state.display.cell(at: ip) { setSelected(cell, selected, animated: animated) }
    }
}
