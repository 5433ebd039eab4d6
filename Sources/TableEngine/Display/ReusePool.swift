/// Cells and header/footer views waiting to be dequeued, the classes
/// registered for their identifiers, and the numbers of every cell and view
/// the table has seen (`cell#N` in the log).
struct ReusePool {
    /// Pooled cells of one reuse identifier, most recently pooled last.
    struct Shelf {
        var identifier: String
        var cells: [TableViewCell]
    }
    /// Pooled cells, a shelf for each identifier seen (kept when emptied,
    /// for its capacity, unless there are many: `trim`). A table uses a
    /// few identifiers: a shelf is found by comparing short texts where a
    /// dictionary hashes, and the array is cheaper to copy than a
    /// dictionary when a call has saved the state and the pool changes
    /// after.
    private var shelves: [Shelf] = []
    /// Shelves beyond this many are dropped once empty (`trim`): a search
    /// for a shelf reads at most these, the pooled cells' and those a
    /// layout pass takes.
    static let shelvesKeptEmpty = 8
    /// Pooled cells by reuse identifier (identifiers with none left out).
    var cells: [String: [TableViewCell]] {
        var byIdentifier: [String: [TableViewCell]] = [:]
        for shelf in shelves where !shelf.cells.isEmpty { byIdentifier[shelf.identifier] = shelf.cells }
        return byIdentifier
    }
    /// The pooled cells of an identifier, if any.
    func pooledCells(_ identifier: String) -> [TableViewCell]? {
        guard let shelf = shelves.first(where: { $0.identifier == identifier }), !shelf.cells.isEmpty else { return nil }
        return shelf.cells
    }
    private(set) var views: [String: [HeaderFooterView]] = [:]
    /// Registered cell classes by reuse identifier.
    var registeredCells: [String: CellRegistration] = [:]
    /// Registered header/footer view classes by reuse identifier: how to
    /// make one of an app's class, or nil for the plain view.
    var registeredViews: [String: ((String) -> HeaderFooterView)?] = [:]

    private var nextCellID = 1
    private var nextViewID = 1
    /// How many cell objects the table has made or been given.
    private(set) var cellsCreated = 0

    /// The row `cellForRowAtIndexPath:` is being asked for, and whether it
    /// has dequeued a cell for it yet.
    var request: (indexPath: TableIndexPath, dequeued: Bool)?
    /// Cells made by `dequeue…` during the current `cellForRow` call.
    var freshCells: Set<ObjectIdentifier> = []
    /// The cell of a row being reconfigured: `dequeue…` hands it back.
    var reconfiguring: TableViewCell?

    var pooledCellCount: Int { shelves.reduce(0) { $0 + $1.cells.count } }
    /// The shelves kept, empty ones included.
    var shelfCount: Int { shelves.count }

    /// Cells with app objects (`TableViewCell.overrides`) the pool let go
    /// of during this call: the table releases their app objects when the
    /// outermost call returns, unless the cell came back meanwhile.
    var droppedOwnedCells: [TableViewCell] = []
    /// Header and footer views with app objects the pool let go of, likewise.
    var droppedOwnedViews: [HeaderFooterView] = []

    /// Numbers a cell the table has not seen; says whether it is new to
    /// this `cellForRow` call.
    @discardableResult
    mutating func adopt(_ cell: TableViewCell) -> Bool {
        if cell.id == 0 {
            cell.id = nextCellID
            nextCellID += 1
            cellsCreated += 1
            return true
        }
        return freshCells.contains(ObjectIdentifier(cell))
    }

    mutating func adopt(_ view: HeaderFooterView) {
        if view.id == 0 {
            view.id = nextViewID
            nextViewID += 1
        }
    }

    /// A cell goes to the pool (if it has an identifier).
    mutating func enqueue(_ cell: TableViewCell) {
        guard let id = cell.reuseIdentifier else { return dropped(cell) }
        if let k = shelves.firstIndex(where: { $0.identifier == id }) {
            shelves[k].cells.append(cell)
        } else {
            shelves.append(Shelf(identifier: id, cells: [cell]))
        }
    }

    private mutating func dropped(_ cell: TableViewCell) {
        if cell.overrides != nil { droppedOwnedCells.append(cell) }
    }

    mutating func enqueue(_ view: HeaderFooterView) {
        guard let id = view.reuseIdentifier else { return dropped(view) }
        views[id, default: []].append(view)
    }

    private mutating func dropped(_ view: HeaderFooterView) {
        if view.overrides != nil { droppedOwnedViews.append(view) }
    }

    /// The most recently pooled cell with the identifier, if any.
    mutating func takeCell(_ identifier: String) -> TableViewCell? {
        guard let k = shelves.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        return shelves[k].cells.popLast()
    }

    /// A new cell of the registered class, numbered and marked fresh.
    mutating func makeRegisteredCell(_ identifier: String) -> TableViewCell? {
        guard let registration = registeredCells[identifier] else { return nil }
        let cell = registration.make?(identifier) ?? TableViewCell(style: registration.style, reuseIdentifier: identifier)
        adopt(cell)
        freshCells.insert(ObjectIdentifier(cell))
        return cell
    }

    mutating func takeView(_ identifier: String) -> HeaderFooterView? {
        views[identifier]?.popLast()
    }

    /// Lets go of pooled cells and views beyond `limit`, oldest first.
    mutating func trim(to limit: Int) {
        var excess = pooledCellCount - limit
        if excess > 0 {
            // Identifiers in order, as the texts sort.
            for k in shelves.indices.sorted(by: { shelves[$0].identifier < shelves[$1].identifier }) where excess > 0 {
                let drop = min(excess, shelves[k].cells.count)
                for cell in shelves[k].cells[..<drop] { dropped(cell) }
                shelves[k].cells.removeFirst(drop)
                excess -= drop
            }
        }
        // A table whose rows each have an identifier of their own would
        // keep a shelf for every identifier it ever saw, and search them
        // all at each dequeue: past a few, empty shelves go.
        if shelves.count > Self.shelvesKeptEmpty { shelves.removeAll { $0.cells.isEmpty } }
        for id in views.keys where views[id]!.count > limit {
            let drop = views[id]!.count - limit
            for view in views[id]![..<drop] { dropped(view) }
            views[id]!.removeFirst(drop)
        }
    }
}

/// What `registerClass:forCellReuseIdentifier:` registered: a plain cell of
/// a style, or an app's class, made by `make`.
struct CellRegistration {
    var style: CellStyle
    var make: ((String) -> TableViewCell)?
}
