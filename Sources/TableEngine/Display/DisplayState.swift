/// What is on screen, and what waits in the reuse pools.
struct DisplayState {
    struct VisibleCell {
        var indexPath: IndexPath
        var cell: TableViewCell
    }

    /// On-screen cells, in index-path order.
    var cells: [VisibleCell] = []
    /// On-screen header and footer views by section.
    var headers: [Int: HeaderFooterView] = [:]
    var footers: [Int: HeaderFooterView] = [:]
    /// Sections whose header or footer is on screen but has no view (no
    /// title, no custom view): remembered so they are not asked again.
    var emptyHeaders: Set<Int> = []
    var emptyFooters: Set<Int> = []

    var cellPool: [String: [TableViewCell]] = [:]
    var viewPool: [String: [HeaderFooterView]] = [:]

    var pooledCellCount: Int { cellPool.values.reduce(0) { $0 + $1.count } }

    func cell(at ip: IndexPath) -> TableViewCell? {
        index(of: ip).map { cells[$0].cell }
    }

    func index(of ip: IndexPath) -> Int? {
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if cells[mid].indexPath < ip { lo = mid + 1 } else { hi = mid }
        }
        return lo < cells.count && cells[lo].indexPath == ip ? lo : nil
    }

    func indexPath(of cell: TableViewCell) -> IndexPath? {
        cells.first { $0.cell === cell }?.indexPath
    }

    /// Every cell object in existence: on screen and pooled.
    var allCells: [TableViewCell] {
        cells.map(\.cell) + cellPool.values.flatMap { $0 }
    }
}

/// A copy of everything a failed call may have touched, to put back.
struct DisplaySnapshot {
    var display: DisplayState
    var cellContents: [(TableViewCell, TableViewCell.Content, TableViewCell.State)]
    var selection: [IndexPath]
    var contentOffset: Double
    var nextCellID: Int
    var nextViewID: Int
    var cellsCreated: Int
}
