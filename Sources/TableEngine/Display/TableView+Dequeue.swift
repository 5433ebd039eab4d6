// Cell registration and the reuse pool, as the data source sees them.

extension TableView {
    /// `registerClass:forCellReuseIdentifier:` with a plain `UITableViewCell`
    /// of the given style.
    public func register(style: CellStyle = .default, forCellReuseIdentifier identifier: String) {
        call {
            record(.registerCell, [.symbol(style.rawValue), .string(identifier)]) {
                state.display.pool.registeredCells[identifier] = CellRegistration(style: style)
            }
        }
    }

    /// `registerClass:forCellReuseIdentifier:` with an app's cell class:
    /// when a dequeue finds no pooled cell, `makeCell` makes one of that
    /// class for the identifier it is given (UIKit calls the class's
    /// `initWithStyle:reuseIdentifier:` with the default style) — app code,
    /// run inside the dequeue. `className` is how the log names the class.
    public func register(cellClassNamed className: String, forCellReuseIdentifier identifier: String,
                         makeCell: @escaping (_ reuseIdentifier: String) -> TableViewCell) {
        call {
            record(.registerCell, [.symbol(className), .string(identifier)]) {
                state.display.pool.registeredCells[identifier] = CellRegistration(style: .default, make: makeCell)
            }
        }
    }

    /// `registerClass:nil forCellReuseIdentifier:`: the identifier is no
    /// longer registered; a dequeue with it finds only pooled cells.
    public func unregisterCell(forReuseIdentifier identifier: String) {
        call {
            record(.registerCell, [.nil, .string(identifier)]) {
                state.display.pool.registeredCells[identifier] = nil
            }
        }
    }

    /// The style registered for `identifier`, or `nil`: what
    /// `dequeueReusableCell(withIdentifier:)` makes (an app's class counts
    /// as the default style). Sends no message.
    public func registeredStyle(forCellReuseIdentifier identifier: String) -> CellStyle? {
        state.display.pool.registeredCells[identifier]?.style
    }

    /// `dequeueReusableCellWithIdentifier:`: a pooled cell (after
    /// `prepareForReuse`), a new one if the identifier is registered, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        call {
            record(.dequeueCell, [.string(identifier)], result: { cell in
                cell.map { $0.value(isNew: self.isFresh($0)) } ?? .nil
            }) {
                takeCell(identifier)
            }
        }
    }

    /// `dequeueReusableCellWithIdentifier:forIndexPath:`: never nil; the
    /// identifier must be registered, and only one cell per requested row.
    ///
    /// - Throws: UIKit's `NSInternalInconsistencyException` "unable to dequeue
    ///   a cell with identifier ID - must register a nib or a class for the
    ///   identifier or connect a prototype cell in a storyboard" for an
    ///   identifier not registered (FIDELITY.md A-35), and "Attempted to
    ///   dequeue multiple cells for the same index path, which is not allowed.
    ///   …" for a second cell for the row asked, and "request for rect
    ///   at invalid index path (…)" for a row the table does not have (U-10).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell {
        try call { () throws(TableViewException) in
            try record(.dequeueCellForIndexPath, [.string(identifier), .indexPath(indexPath)], result: { cell in
                cell.value(isNew: self.isFresh(cell))
            }) { () throws(TableViewException) -> TableViewCell in
                guard state.display.pool.registeredCells[identifier] != nil else { throw .unableToDequeue(identifier) }
                if let request = state.display.pool.request, request.indexPath == indexPath {
                    if request.dequeued { throw .dequeuedTwice(identifier, indexPath) }
                    state.display.pool.request?.dequeued = true
                }
                // The cell is sized from its row's rect (FIDELITY.md U-10).
                guard state.geometry.contains(indexPath) else { throw .rectForInvalidIndexPath(indexPath) }
                return takeCell(identifier)!
            }
        }
    }

    private func isFresh(_ cell: TableViewCell) -> Bool {
        state.display.pool.freshCells.contains(ObjectIdentifier(cell))
    }

    private func takeCell(_ identifier: String) -> TableViewCell? {
        // Reconfiguring: the row's own cell comes back as it is (D-20).
        if let cell = state.display.pool.reconfiguring, cell.reuseIdentifier == identifier {
            state.display.pool.reconfiguring = nil
            return cell
        }
        if let cell = state.display.pool.takeCell(identifier) {
            tell(cell, .prepareForReuse) { state.display.change(cell) { $0.prepareForReuse() } }
            return cell
        }
        return state.display.pool.makeRegisteredCell(identifier)
    }

    /// `registerClass:forHeaderFooterViewReuseIdentifier:`.
    public func registerHeaderFooterView(forReuseIdentifier identifier: String) {
        call {
            record(.registerHeaderFooter, [.string(identifier)]) {
                state.display.pool.registeredViews[identifier] = .some(nil)
            }
        }
    }

    /// `registerClass:forHeaderFooterViewReuseIdentifier:` with an app's
    /// view class: `makeView` makes one for the identifier it is given when
    /// a dequeue finds none pooled.
    public func registerHeaderFooterView(classNamed className: String, forReuseIdentifier identifier: String,
                                         makeView: @escaping (_ reuseIdentifier: String) -> HeaderFooterView) {
        call {
            record(.registerHeaderFooter, [.string(identifier)]) {
                state.display.pool.registeredViews[identifier] = makeView
            }
        }
    }

    /// `dequeueReusableHeaderFooterViewWithIdentifier:`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> HeaderFooterView? {
        call {
            record(.dequeueHeaderFooter, [.string(identifier)], result: { $0?.value ?? .nil }) { () -> HeaderFooterView? in
                if let view = state.display.pool.takeView(identifier) {
                    tell(view, .prepareForReuse) {
                        state.display.changeTitles(view, text: nil, detailText: nil)
                    }
                    return view
                }
                guard let registration = state.display.pool.registeredViews[identifier] else { return nil }
                let view = registration?(identifier) ?? HeaderFooterView(reuseIdentifier: identifier)
                state.display.pool.adopt(view)
                return view
            }
        }
    }

    // MARK: Looking at cells

    /// `cellForRowAtIndexPath:`: the cell on screen at that row; from
    /// iOS 15, else its prepared cell (Apple: "In iOS 15 and later, this
    /// method returns a non-nil cell if the table view retains a prepared
    /// cell at the specified index path, even if the cell isn't currently
    /// visible"; FIDELITY.md P-04); or nil.
    public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
        record(.cellForRowAtIndexPath, [.indexPath(indexPath)], result: { $0?.value() ?? .nil }) {
            state.display.cell(at: indexPath)
                ?? (iOSVersion >= IOSVersion(15) ? state.display.preparedCell(at: indexPath) : nil)
        }
    }

    /// The cell on screen at a row, without a message (for rendering).
    public func visibleCell(at indexPath: TableIndexPath) -> TableViewCell? {
        state.display.cell(at: indexPath)
    }

    /// `indexPathsForVisibleRows`, in row order, recorded in the log as the
    /// app's call (``visibleRows`` reads them without a message).
    public var indexPathsForVisibleRows: [TableIndexPath] {
        record(.indexPathsForVisibleRows, result: { .indexPaths($0) }) { visibleRows }
    }

    /// The rows with a cell on screen, in content order, without a message in
    /// the log (`indexPathsForVisibleRows` logs). O(rows on screen).
    public var visibleRows: [TableIndexPath] { state.display.cells.map(\.indexPath) }

    /// The cells on screen with their rows, in content order, without a
    /// message in the log (`visibleCells` logs). O(rows on screen).
    public var cellsOnScreen: [(indexPath: TableIndexPath, cell: TableViewCell)] {
        state.display.cells.map { ($0.indexPath, $0.cell) }
    }

    /// Header or footer views on screen, by section.
    public func visibleViews(_ edge: SectionEdge) -> [Int: HeaderFooterView] { state.display.views[edge] }
    /// Header views on screen, by section; no message.
    public var visibleHeaderViews: [Int: HeaderFooterView] { visibleViews(.header) }
    /// Footer views on screen, by section; no message.
    public var visibleFooterViews: [Int: HeaderFooterView] { visibleViews(.footer) }

    /// Pooled cells by reuse identifier.
    public var reusePool: [String: [TableViewCell]] { state.display.pool.cells }

    /// Cell objects in existence: on screen, prepared and pooled.
    public var cellsInExistence: Int { state.display.cellsInExistence }

    /// How many cell objects the table has made or been given: the measure
    /// of reuse.
    public var cellsCreated: Int { state.display.pool.cellsCreated }
}
