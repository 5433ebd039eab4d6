import TableEngine

// Registering cell and header/footer classes, and dequeuing them.
extension UITableView {
    /// UIKit's `register(_:forCellReuseIdentifier:)`: a dequeue that finds
    /// no pooled cell makes one of `cellClass` with
    /// `init(style: .default, reuseIdentifier:)` (the class's own
    /// override, if it has one); `nil` unregisters the identifier.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return engineTable.unregisterCell(forReuseIdentifier: identifier) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("*** NSInvalidArgumentException: must pass a class of kind UITableViewCell")
        }
        engineTable.register(cellClassNamed: String(describing: cellClass), forCellReuseIdentifier: identifier) { reuseIdentifier in
            onMainActor { cellType.init(registeredWithReuseIdentifier: reuseIdentifier).engineCellForTable() }
        }
    }

    /// UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`: a dequeue
    /// that finds no pooled view makes one of `aClass` with
    /// `init(reuseIdentifier:)`. `nil` leaves the registration as it was
    /// (the engine cannot unregister a header or footer view).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("*** NSInvalidArgumentException: must pass a class of kind UITableViewHeaderFooterView")
        }
        engineTable.registerHeaderFooterView(classNamed: String(describing: aClass), forReuseIdentifier: identifier) { reuseIdentifier in
            onMainActor { viewType.init(registeredWithReuseIdentifier: reuseIdentifier).engineViewForTable() }
        }
    }

    /// UIKit's `dequeueReusableCell(withIdentifier:)`: a pooled cell (after
    /// its `prepareForReuse()`), a new one of the registered class, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        engineTable.dequeueReusableCell(withIdentifier: identifier).map(UITableViewCell.appCell(adopting:))
    }

    /// UIKit's `dequeueReusableCell(withIdentifier:for:)`: never nil; raises
    /// UIKit's "unable to dequeue a cell with identifier …" for an
    /// identifier not registered.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath,
                                    file: String = #fileID, line: Int = #line, column: Int = #column) -> UITableViewCell {
        let cell = raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.dequeueReusableCell(withIdentifier: identifier, for: TableIndexPath(indexPath))
        }
        return UITableViewCell.appCell(adopting: cell)
    }

    /// UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`: a pooled
    /// view (after its `prepareForReuse()`), a new one of the registered
    /// class, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        engineTable.dequeueReusableHeaderFooterView(withIdentifier: identifier).map(UITableViewHeaderFooterView.appView(adopting:))
    }
}
