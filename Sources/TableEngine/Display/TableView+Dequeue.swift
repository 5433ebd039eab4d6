// Cell registration and the reuse pool, as the data source sees them.

extension TableView {
    /// `registerClass:forCellReuseIdentifier:` with a plain `UITableViewCell`
    /// of the given style.
    public func register(style: CellStyle = .default, forCellReuseIdentifier identifier: String) {
        recorder.send(.registerCell, [.symbol(style.rawValue), .string(identifier)]) {
            registeredCells[identifier] = style
        }
    }

    public func registeredStyle(forCellReuseIdentifier identifier: String) -> CellStyle? {
        registeredCells[identifier]
    }

    /// `dequeueReusableCellWithIdentifier:`: a pooled cell (after
    /// `prepareForReuse`), a new one if the identifier is registered, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        recorder.send(.dequeueCell, [.string(identifier)], result: { cell in
            cell.map { $0.value(isNew: self.freshCells.contains(ObjectIdentifier($0))) } ?? .nil
        }) {
            takeCell(identifier)
        }
    }

    /// `dequeueReusableCellWithIdentifier:forIndexPath:`: never nil; the
    /// identifier must be registered, and only one cell per requested row.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws(TableViewException) -> TableViewCell {
        try recorder.send(.dequeueCellForIndexPath, [.string(identifier), .indexPath(indexPath)], result: { cell in
            cell.value(isNew: self.freshCells.contains(ObjectIdentifier(cell)))
        }) { () throws(TableViewException) -> TableViewCell in
            guard registeredCells[identifier] != nil else { throw .unableToDequeue(identifier) }
            if let request = cellRequest, request.indexPath == indexPath {
                if request.dequeued { throw .dequeuedTwice(identifier, indexPath) }
                cellRequest?.dequeued = true
            }
            return takeCell(identifier)!
        }
    }

    private func takeCell(_ identifier: String) -> TableViewCell? {
        if let cell = display.cellPool[identifier]?.popLast() {
            if display.cellPool[identifier]!.isEmpty { display.cellPool[identifier] = nil }
            tellCell(cell, .prepareForReuse, []) { cell.prepareForReuse() }
            return cell
        }
        guard let style = registeredCells[identifier] else { return nil }
        let cell = TableViewCell(style: style, reuseIdentifier: identifier)
        adopt(cell)
        freshCells.insert(ObjectIdentifier(cell))
        return cell
    }

    /// `registerClass:forHeaderFooterViewReuseIdentifier:`.
    public func registerHeaderFooterView(forReuseIdentifier identifier: String) {
        recorder.send(.registerHeaderFooter, [.string(identifier)]) {
            _ = registeredHeaderFooters.insert(identifier)
        }
    }

    /// `dequeueReusableHeaderFooterViewWithIdentifier:`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> HeaderFooterView? {
        recorder.send(.dequeueHeaderFooter, [.string(identifier)], result: { $0?.value ?? .nil }) {
            if let view = display.viewPool[identifier]?.popLast() {
                tellCell(view, .prepareForReuse, []) { view.text = nil; view.detailText = nil }
                return view
            }
            guard registeredHeaderFooters.contains(identifier) else { return nil }
            let view = HeaderFooterView(reuseIdentifier: identifier)
            adopt(view)
            return view
        }
    }

    func tellCell(_ view: HeaderFooterView, _ selector: Selector, _ arguments: [Value], _ change: () -> Void) {
        recorder.send(selector, target: view.value, arguments) { change() }
    }

    // MARK: Looking at cells

    /// `cellForRowAtIndexPath:`: the cell on screen at that row, or nil.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        recorder.send(.cellForRowAtIndexPath, [.indexPath(indexPath)], result: { $0?.value() ?? .nil }) {
            display.cell(at: indexPath)
        }
    }

    /// The cell on screen at a row, without a message (for rendering).
    public func visibleCell(at indexPath: IndexPath) -> TableViewCell? {
        display.cell(at: indexPath)
    }

    /// `indexPathsForVisibleRows`, as a message.
    public func indexPathsForVisibleRowsMessage() -> [IndexPath] {
        recorder.send(.indexPathsForVisibleRows, [], result: { .indexPaths($0) }) { indexPathsForVisibleRows }
    }

    public var indexPathsForVisibleRows: [IndexPath] { display.cells.map(\.indexPath) }

    public var visibleCells: [(indexPath: IndexPath, cell: TableViewCell)] {
        display.cells.map { ($0.indexPath, $0.cell) }
    }

    /// Header and footer views on screen, by section.
    public var visibleHeaderViews: [Int: HeaderFooterView] { display.headers }
    public var visibleFooterViews: [Int: HeaderFooterView] { display.footers }

    /// Pooled cells by reuse identifier.
    public var reusePool: [String: [TableViewCell]] { display.cellPool }

    /// Cell objects in existence: on screen plus pooled.
    public var cellsInExistence: Int { display.cells.count + display.pooledCellCount }
}
