/// Where the screen was at the last layout pass, to tell which way it
/// moves (UIKit's `_UITableViewPrefetchContext`, decompiled).
struct ScreenMotion {
    /// Which way the screen's rows moved since the last pass.
    enum Direction {
        /// To later rows, or the offset grew.
        case forward
        /// To earlier rows, or the offset shrank.
        case backward
        /// No pass before (the first after loading): both ways.
        case unknown
    }

    /// The first and last rows on screen, and the offset, at the last pass.
    var lastVisible: (first: TableIndexPath, last: TableIndexPath)?
    var lastOffset: Double = 0
    /// After an update: the next pass only notes where the screen is.
    var rebase = false

    /// Notes where the screen is now; says which way it moved, or nil when
    /// it did not (UIKit's "unmoved": the same rows and the offset within
    /// 0.01) or after an update.
    mutating func note(first: TableIndexPath, last: TableIndexPath, offset: Double, _ geometry: TableGeometry) -> Direction? {
        let previous = lastVisible, previousOffset = lastOffset, rebased = rebase
        lastVisible = (first, last)
        lastOffset = offset
        rebase = false
        if rebased { return nil }
        guard let previous, geometry.contains(previous.first), geometry.contains(previous.last) else { return .unknown }
        let (f, l) = (geometry.flatIndex(of: first), geometry.flatIndex(of: last))
        let (f0, l0) = (geometry.flatIndex(of: previous.first), geometry.flatIndex(of: previous.last))
        if f > f0 || l > l0 { return .forward }
        if f < f0 || l < l0 { return .backward }
        if offset - previousOffset > 0.01 { return .forward }
        if previousOffset - offset > 0.01 { return .backward }
        return nil
    }
}

/// The rows a table has asked its prefetch data source to prefetch, not
/// yet on screen nor cancelled, and where the screen was at the last
/// layout pass (to tell which way it moves), for data and for the cell
/// prepared ahead, each since it began.
struct Prefetching {
    var outstanding: Set<TableIndexPath> = []
    /// The screen's motion as data prefetching saw it (from its first
    /// pass with a prefetch data source).
    var data = ScreenMotion()
    /// The screen's motion as cell preparing saw it (P-01).
    var cells = ScreenMotion()

    /// `reloadData`, or prefetching turned off: nothing is outstanding, and
    /// the next pass looks both ways, as at the first (no cancel is sent:
    /// choice, FIDELITY.md D-34).
    mutating func forget() {
        outstanding = []
        data = ScreenMotion()
        cells = ScreenMotion()
    }

    /// An update moves the outstanding rows with their content; rows it
    /// deletes are forgotten. An update is not a scroll: the next pass
    /// starts from where the screen is then (choice: D-34).
    mutating func remap(_ plan: UpdatePlan) {
        if cells.lastVisible != nil { cells.rebase = true }
        guard !outstanding.isEmpty || data.lastVisible != nil else { return }
        outstanding = Set(outstanding.compactMap { plan.newIndexPath(of: $0) })
        data.rebase = true
    }
}

extension TableGeometry {
    /// A row's place counting every row before it, section after section.
    func flatIndex(of ip: TableIndexPath) -> Int { runs.prefix(ip.section).rows + ip.row }

    /// The row at a place counted across sections, in `0..<totalRows`.
    func indexPath(flat: Int) -> TableIndexPath {
        let s = runs.firstRow { $0.rows > flat } ?? max(0, numberOfSections - 1)
        return TableIndexPath(s, flat - runs.prefix(s).rows)
    }
}

extension TableView {
    /// After a layout pass: which rows to prefetch, and which to cancel
    /// (FIDELITY.md D-30 to D-35). tableshell's rule is UIKit's
    /// `_UITableViewPrefetchContext` as decompiled, with its fallback
    /// numbers, over rows counted across sections:
    ///
    /// - the direction: the screen's rows moved to later ones (or the
    ///   offset grew) — forward; to earlier ones — backward; at the first
    ///   pass after loading — both ways; unmoved — nothing;
    /// - rows that came on screen are no longer outstanding (no cancel);
    /// - outstanding rows more than 1.5 × `prefetchDistance` rows from the
    ///   screen are cancelled (`cancelPrefetchingForRowsAtIndexPaths:`);
    /// - unless more than `prefetchDistance / 2` of the rows just ahead are
    ///   already outstanding, the `prefetchDistance` rows ahead that are not
    ///   are asked for (`prefetchRowsAtIndexPaths:`), nearest first.
    ///
    /// The messages come after the pass's cells (UIKit sends them after
    /// the next Core Animation commit).
    func updatePrefetching() {
        guard isPrefetchingEnabled, let pds = prefetchDataSource, pds.responds(to: .prefetchRows),
              let firstIP = state.display.cells.first?.indexPath, let lastIP = state.display.cells.last?.indexPath else { return }
        for vc in state.display.cells where !state.prefetch.outstanding.isEmpty { state.prefetch.outstanding.remove(vc.indexPath) }
        let geometry = state.geometry
        let first = geometry.flatIndex(of: firstIP), last = geometry.flatIndex(of: lastIP)
        guard let direction = state.prefetch.data.note(first: firstIP, last: lastIP, offset: state.display.contentOffset, geometry) else { return }
        let forward = direction != .backward, backward = direction != .forward

        let distance = prefetchDistance
        let cancelDistance = distance + distance / 2
        let refresh = max(1, distance / 2)
        let total = geometry.totalRows
        var flats = Set(state.prefetch.outstanding.map { geometry.flatIndex(of: $0) })

        // Cancel what has fallen too far behind (or ahead).
        let far = flats.filter { $0 < first - cancelDistance || $0 > last + cancelDistance }.sorted()
        if !far.isEmpty {
            flats.subtract(far)
            let paths = far.map { geometry.indexPath(flat: $0) }
            state.prefetch.outstanding.subtract(paths)
            tellPrefetchDataSource(.cancelPrefetching, paths) { $0.tableView(self, cancelPrefetchingForRowsAt: paths) }
        }

        // Ask for what is ahead, when too little of it is outstanding.
        func needs(_ ahead: ClosedRange<Int>) -> Bool {
            ahead.lazy.filter { flats.contains($0) }.count <= refresh
        }
        let wantForward = forward && last + 1 < total && needs((last + 1)...(last + refresh + 1))
        let wantBackward = backward && first > 0 && needs(max(0, first - refresh - 1)...(first - 1))
        var wanted: [Int] = []
        for k in 1...distance {
            if wantForward, last + k < total, !flats.contains(last + k) { wanted.append(last + k) }
            if wantBackward, first - k >= 0, !flats.contains(first - k) { wanted.append(first - k) }
        }
        guard !wanted.isEmpty else { return }
        let paths = wanted.map { geometry.indexPath(flat: $0) }
        state.prefetch.outstanding.formUnion(paths)
        tellPrefetchDataSource(.prefetchRows, paths) { $0.tableView(self, prefetchRowsAt: paths) }
    }

    private func tellPrefetchDataSource(_ selector: MessageSelector, _ paths: [TableIndexPath],
                                        _ call: (any TableViewDataSourcePrefetching) -> Void) {
        guard let pds = prefetchDataSource, pds.responds(to: selector) else { return }
        recorder.send(selector, [.indexPaths(paths)]) { call(pds) }
    }
}
