// Self-checks, run after every mutation in debug builds and in tests.

extension TableView {
    @inline(__always)
    func _checkInvariantsInDebug() {
        #if DEBUG
        _checkInvariants()
        #endif
    }

    /// Traps if the table's state contradicts itself: geometry sums, cells
    /// on screen vs the viewport, selection within bounds, pool bounds.
    public func _checkInvariants() {
        geometry._checkInvariants()
        precondition(contentOffset >= 0 && contentOffset <= max(maxContentOffset, 0) + 0.5 || !hasLoaded,
                     "content offset \(contentOffset) outside the content")
        for ip in selection {
            precondition(geometry.contains(ip), "selected row \(ip) does not exist")
        }
        precondition(Set(selection).count == selection.count, "a row is selected twice")
        for i in display.cells.indices {
            let vc = display.cells[i]
            precondition(geometry.contains(vc.indexPath), "a cell is on screen for a row that does not exist: \(vc.indexPath)")
            if i > 0 { precondition(display.cells[i - 1].indexPath < vc.indexPath, "cells on screen out of order") }
        }
        if hasLoaded && !needsLayout && updateDepth == 0 {
            let wanted = geometry.rows(in: contentOffset, contentOffset + viewportHeight)
            precondition(wanted == display.cells.map(\.indexPath),
                         "cells on screen \(display.cells.map(\.indexPath)) do not match the viewport \(wanted)")
            precondition(display.pooledCellCount <= reusePoolLimit, "the reuse pool is over its limit")
        }
        for s in display.headers.keys { precondition(s < geometry.numberOfSections, "header view for a missing section") }
        for s in display.footers.keys { precondition(s < geometry.numberOfSections, "footer view for a missing section") }
    }
}
