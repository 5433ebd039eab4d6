/// The app's object for a cell — a `UITableViewCell` subclass in a layer
/// that runs app code — told synchronously, in UIKit's order, each time the
/// table tells the cell something (the log's lines with the cell as target).
///
/// UIKit calls these methods on the cell object itself, so a subclass's
/// override runs in the middle of the table's work: before its `super` call
/// the cell is as it was, after it the table's change is made. Here the
/// table sets ``TableViewCell/overrides`` and makes the change when the
/// implementation calls ``TableViewCell/applyPendingChange()`` — what the
/// layer's own (`super`) implementation does — or, if it never does, right
/// after the method returns, so the table's state stays whole.
///
/// The table holds the object as long as it holds the cell: on screen, in
/// the reuse pool, or given back for its row; it lets go of it when it
/// lets go of the cell (a cell without a reuse identifier leaving the
/// screen, the pool over its limit, the table going away).
public protocol TableViewCellOverrides: AnyObject {
    /// `prepareForReuse()`: the cell leaves the pool for a dequeue.
    func prepareForReuse()
    /// `setSelected(_:animated:)`.
    func setSelected(_ selected: Bool, animated: Bool)
    /// `setHighlighted(_:animated:)`.
    func setHighlighted(_ highlighted: Bool, animated: Bool)
    /// `setEditing(_:animated:)`: the cell enters or leaves editing, its
    /// `willTransition(to:)` inside.
    func setEditing(_ editing: Bool, animated: Bool)
    /// `willTransition(to:)`: the editing control or the Delete
    /// confirmation is about to show or hide.
    func willTransition(to state: CellStateMask)
    /// `didTransition(to:)`: the transition has finished.
    func didTransition(to state: CellStateMask)
    /// `updateConfiguration(using:)`: the cell's configuration update is
    /// due; sent only to a cell whose class overrides it
    /// (``TableViewCell/overridesUpdateConfiguration``).
    func updateConfiguration(using state: CellConfigurationState)
}

extension TableViewCellOverrides {
    /// An app object that does not override `updateConfiguration(using:)`.
    public func updateConfiguration(using state: CellConfigurationState) {}
}

/// The app's object for a header or footer view — a
/// `UITableViewHeaderFooterView` subclass — told synchronously when the
/// table reuses the view, as ``TableViewCellOverrides`` is for cells.
public protocol HeaderFooterViewOverrides: AnyObject {
    /// `prepareForReuse()`: the view leaves the pool for a dequeue.
    func prepareForReuse()
}

/// What the table tells a cell: one of UITableViewCell's messages, with
/// its arguments.
enum CellMessage {
    case prepareForReuse
    case setSelected(Bool, animated: Bool)
    case setHighlighted(Bool, animated: Bool)
    case setEditing(Bool, animated: Bool)
    case willTransition(CellStateMask)
    case didTransition(CellStateMask)
    case updateConfiguration(CellConfigurationState)

    /// Whether the message changes the cell's configuration state.
    var changesConfigurationState: Bool {
        switch self {
        case .setSelected, .setHighlighted, .setEditing: true
        default: false
        }
    }

    var selector: MessageSelector {
        switch self {
        case .prepareForReuse: .prepareForReuse
        case .setSelected: .setSelected
        case .setHighlighted: .setHighlighted
        case .setEditing: .cellSetEditing
        case .willTransition: .willTransitionToState
        case .didTransition: .didTransitionToState
        case .updateConfiguration: .updateConfigurationUsingState
        }
    }

    var arguments: [Value] {
        switch self {
        case .prepareForReuse: []
        case .setSelected(let on, let animated), .setHighlighted(let on, let animated), .setEditing(let on, let animated):
            [.bool(on), .bool(animated)]
        case .willTransition(let mask), .didTransition(let mask): [.int(mask.rawValue)]
        case .updateConfiguration(let state): [.symbol(state.description)]
        }
    }

    func send(to overrides: any TableViewCellOverrides) {
        switch self {
        case .prepareForReuse: overrides.prepareForReuse()
        case .setSelected(let on, let animated): overrides.setSelected(on, animated: animated)
        case .setHighlighted(let on, let animated): overrides.setHighlighted(on, animated: animated)
        case .setEditing(let on, let animated): overrides.setEditing(on, animated: animated)
        case .willTransition(let mask): overrides.willTransition(to: mask)
        case .didTransition(let mask): overrides.didTransition(to: mask)
        case .updateConfiguration(let state): overrides.updateConfiguration(using: state)
        }
    }
}

extension TableView {
    /// Tells a cell something and makes the change it stands for — inside
    /// the app object's method when the cell has one.
    func tell(_ cell: TableViewCell, _ message: CellMessage, _ change: () -> Void = {}) {
        recorder.send(message.selector, target: cell.value(), message.arguments) {
            if let overrides = cell.overrides {
                withPendingChange(cell, change) { message.send(to: overrides) }
            } else {
                change()
            }
        }
        if message.changesConfigurationState { configurationStateChanged(cell) }
    }

    /// Tells a header or footer view something, as `tell(_:_:_:)` does a cell.
    func tell(_ view: HeaderFooterView, _ selector: MessageSelector, _ change: () -> Void) {
        recorder.send(selector, target: view.value, []) {
            guard let overrides = view.overrides else { return change() }
            withPendingChange(view, change) { overrides.prepareForReuse() }
        }
    }

    /// Runs the app's method with `change` waiting on `holder` for its
    /// `super` call, and makes the change after it if it was not made.
    private func withPendingChange(_ holder: some PendingChangeHolder, _ change: () -> Void, _ method: () -> Void) {
        withoutActuallyEscaping(change) { change in
            let outer = holder.pendingChange
            holder.pendingChange = change
            openChanges.append(holder)
            method()
            openChanges.removeLast()
            holder.applyPendingChange()
            holder.pendingChange = outer
        }
    }

    /// Lets go of the app objects of cells and header and footer views the
    /// pool dropped during the call that is returning, unless they came back.
    func releaseDroppedAppObjects() {
        let cells = state.display.pool.droppedOwnedCells, views = state.display.pool.droppedOwnedViews
        guard !cells.isEmpty || !views.isEmpty else { return }
        state.display.pool.droppedOwnedCells.removeAll()
        state.display.pool.droppedOwnedViews.removeAll()
        for cell in cells where !state.display.holds(cell) { cell.overrides = nil }
        for view in views where !state.display.holds(view) { view.overrides = nil }
    }
}

/// A cell or view whose app object may be in the middle of a message.
protocol PendingChangeHolder: AnyObject {
    var pendingChange: (() -> Void)? { get set }
    func applyPendingChange()
}

extension TableViewCell: PendingChangeHolder {
    /// Makes the change the table is telling the cell about, if it has not
    /// been made yet: what UIKit's own implementation of the message does.
    /// The layer's base implementation of each ``TableViewCellOverrides``
    /// method calls it (a subclass reaches it with `super`); outside a
    /// message it does nothing.
    public func applyPendingChange() {
        guard let change = pendingChange else { return }
        pendingChange = nil
        change()
    }
}

extension HeaderFooterView: PendingChangeHolder {
    /// Makes the change the table is telling the view about (its reuse), if
    /// it has not been made yet; outside a message it does nothing. See
    /// ``TableViewCell/applyPendingChange()``.
    public func applyPendingChange() {
        guard let change = pendingChange else { return }
        pendingChange = nil
        change()
    }
}
