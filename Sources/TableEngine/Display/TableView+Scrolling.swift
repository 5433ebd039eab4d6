// Moving the viewport.

extension TableView {
    /// `setContentOffset:` (clamped to the content), then a layout pass.
    public func setContentOffset(_ y: Double) throws(TableViewException) {
        let target = min(max(0, y.isFinite ? y : 0), maxContentOffset)
        guard target != contentOffset || needsLayout else { return }
        // A finger on a row lets go when the table scrolls.
        if touch != nil && target != contentOffset { touchCancel() }
        try preservingDisplay { () throws(TableViewException) in
            contentOffset = target
            try layoutVisibleContent()
        }
        _checkInvariantsInDebug()
    }

    /// Scrolls to the end of the content; with estimated heights the end
    /// moves as rows are measured, so it aims again until it holds.
    public func scrollToBottom() throws(TableViewException) {
        for _ in 0..<8 {
            let target = maxContentOffset
            if target == contentOffset && !needsLayout { break }
            try setContentOffset(target)
        }
    }

    public func scroll(by dy: Double) throws(TableViewException) {
        try setContentOffset(contentOffset + dy)
    }

    /// `scrollToRowAtIndexPath:atScrollPosition:animated:`.
    public func scrollToRow(at ip: IndexPath, at position: ScrollPosition, animated: Bool = false) throws(TableViewException) {
        try recorder.send(.scrollToRow, [.indexPath(ip), .symbol(position.rawValue), .bool(animated)]) { () throws(TableViewException) in
            try validateScrollTarget(ip)
            // Rows measured on the way (estimated heights) move the target:
            // aim again until it holds.
            for _ in 0..<8 {
                let target = min(max(0, offset(toShow: ip, at: position)), maxContentOffset)
                if target == contentOffset && !needsLayout { break }
                try setContentOffset(target)
            }
        }
    }

    func validateScrollTarget(_ ip: IndexPath) throws(TableViewException) {
        guard ip.section >= 0, ip.section < geometry.numberOfSections else {
            throw .scrollSectionOutOfBounds(section: ip.section, sections: geometry.numberOfSections)
        }
        let rows = geometry.numberOfRows(in: ip.section)
        guard ip.row >= 0, ip.row < rows else {
            throw .scrollRowOutOfBounds(row: ip.row, rows: rows, section: ip.section)
        }
    }

    /// The offset that puts the row where asked. In plain style the row
    /// lines up under its section's floating header and above its footer.
    func offset(toShow ip: IndexPath, at position: ScrollPosition) -> Double {
        let rect = geometry.rect(of: ip)
        let above = style == .plain ? geometry.sections[ip.section].header : 0
        let below = style == .plain ? geometry.sections[ip.section].footer : 0
        let top = rect.y - above
        let bottom = rect.y + rect.height + below - viewportHeight
        switch position {
        case .top: return top
        case .bottom: return bottom
        case .middle: return rect.y + rect.height / 2 - viewportHeight / 2
        case .none:
            if top < contentOffset { return top }
            if bottom > contentOffset { return bottom }
            return contentOffset
        }
    }

    /// Scrolls the section's top to the top of the viewport (index taps).
    public func scrollToSection(_ section: Int) throws(TableViewException) {
        guard section >= 0, section < geometry.numberOfSections else {
            throw .scrollSectionOutOfBounds(section: section, sections: geometry.numberOfSections)
        }
        try setContentOffset(geometry.top(of: section))
    }
}
