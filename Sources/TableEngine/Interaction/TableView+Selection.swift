// The selection as the app sees and sets it. (Taps, with their delegate
// messages, are the gestures' business.)

extension TableView {
    public var indexPathsForSelectedRows: [IndexPath] { selection.sorted() }
    public var indexPathForSelectedRow: IndexPath? { selection.sorted().first }

    /// `selectRowAtIndexPath:animated:scrollPosition:`: no delegate
    /// messages, no notification; nil clears the selection.
    public func selectRow(at ip: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none) throws(TableViewException) {
        try recorder.send(.selectRow, [ip.map(Value.indexPath) ?? .nil, .bool(animated), .symbol(scrollPosition.rawValue)]) { () throws(TableViewException) in
            guard let ip else {
                for old in selection { setSelected(false, at: old) }
                selection.removeAll()
                return
            }
            guard geometry.contains(ip) else { throw .rectForInvalidIndexPath(ip) }
            let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
            if !multiple {
                for old in selection where old != ip { setSelected(false, at: old) }
                selection.removeAll { $0 != ip }
            }
            if !selection.contains(ip) { selection.append(ip) }
            setSelected(true, at: ip)
            if scrollPosition != .none { try setContentOffset(offset(toShow: ip, at: scrollPosition)) }
        }
        _checkInvariantsInDebug()
    }

    /// `deselectRowAtIndexPath:animated:`: no delegate messages.
    public func deselectRow(at ip: IndexPath, animated: Bool = false) {
        recorder.send(.deselectRow, [.indexPath(ip), .bool(animated)]) {
            guard let i = selection.firstIndex(of: ip) else { return }
            selection.remove(at: i)
            setSelected(false, at: ip)
        }
        _checkInvariantsInDebug()
    }

    /// Tells the cell on screen at `ip`, if any.
    func setSelected(_ selected: Bool, at ip: IndexPath, animated: Bool = false) {
        if let cell = display.cell(at: ip) { setCellSelected(cell, selected, animated: animated) }
    }
}
