import TableEngine

/// UIKit's `UITableViewCell`, subclassable as in UIKit, over one engine
/// cell (`TableViewCell`), which keeps the state the table gives it and the
/// content the renderer draws.
///
/// The table tells the cell each change by calling its methods —
/// `prepareForReuse()`, `setSelected(_:animated:)`,
/// `setHighlighted(_:animated:)`, `setEditing(_:animated:)`,
/// `willTransition(to:)`, `didTransition(to:)` — synchronously, in UIKit's
/// order; a subclass's override runs in the middle of the table's work,
/// and the change is made at its `super` call (or after it returns, if it
/// makes none). Called by the app itself, outside a table's message, they
/// change nothing in the table (the engine's selection stays the table's).
///
/// The labels, image view and content configuration write the engine
/// cell's content (`text`, `detailText`, `image`).
@MainActor
open class UITableViewCell: UIView {
    /// The engine's cell: for renderers and drivers. App code has no use for it.
    public private(set) var engineCell: TableViewCell

    private let cellStyle: CellStyle
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// UIKit's `init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        engineCell = TableViewCell(style: style.engine, reuseIdentifier: reuseIdentifier)
        cellStyle = style
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        super.init(frame: contentView.frame)
        addSubview(contentView)
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `UITableViewCell()`: a default-style cell without a reuse identifier.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// What a table registered with this class calls to make a cell (UIKit
    /// calls `init(style: .default, reuseIdentifier:)` on the class): it
    /// calls that initializer, the subclass's own if it has one. Required so
    /// that the table can call it on the class; a subclass inherits it when
    /// it overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, as
    /// UIKit subclasses do. Not UIKit's API: apps do not call it.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The app's cell object of an engine cell the layer gave the table.
    nonisolated static func appCell(_ cell: TableViewCell) -> UITableViewCell? {
        (cell.overrides as? CellBridge)?.cell
    }

    /// The app object of an engine cell the table made or was given
    /// without one: a plain `UITableViewCell` over it.
    nonisolated static func appCell(adopting cell: TableViewCell) -> UITableViewCell {
        if let app = appCell(cell) { return app }
        let engine = AppThreadValue(cell)
        return onMainActor {
            let app = UITableViewCell(style: CellStyle(engine.value.style), reuseIdentifier: engine.value.reuseIdentifier)
            app.engineCell = engine.value
            return app.attachedToEngineCell()
        }
    }

    private func attachedToEngineCell() -> UITableViewCell {
        _ = engineCellForTable()
        return self
    }

    /// The engine cell, with this object as its app object: what the table is given.
    func engineCellForTable() -> TableViewCell {
        if engineCell.overrides == nil { engineCell.overrides = CellBridge(cell: self) }
        return engineCell
    }

    // MARK: Identity and content

    /// UIKit's `reuseIdentifier`.
    open var reuseIdentifier: String? { engineCell.reuseIdentifier }

    /// UIKit's `contentView`: where a subclass adds its views.
    public let contentView: UIView

    /// UIKit's `textLabel`: made on first use; its text is the engine cell's text.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.text = engineCell.text
        label.textDidChange = { [unowned self] in engineCell.text = $0 }
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// UIKit's `detailTextLabel`: nil for the default style, which has
    /// none; its text is the engine cell's detail text.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.text = engineCell.detailText
        label.textDidChange = { [unowned self] in engineCell.detailText = $0 }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// UIKit's `imageView`: made on first use; its image's name is the engine cell's image.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        view.imageDidChange = { [unowned self] in engineCell.image = $0?.name }
        contentView.addSubview(view)
        storedImageView = view
        return view
    }

    /// UIKit's `contentConfiguration`: a `UIListContentConfiguration`'s
    /// text, secondary text and image become the engine cell's content.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let list = contentConfiguration as? UIListContentConfiguration else { return }
            engineCell.text = list.text
            engineCell.detailText = list.secondaryText
            engineCell.image = list.image?.name
        }
    }

    /// UIKit's `defaultContentConfiguration()`: an empty list configuration for the cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// UIKit's `accessoryType`.
    open var accessoryType: AccessoryType {
        get { .init(engineCell.accessoryType) }
        set { engineCell.accessoryType = newValue.engine }
    }

    /// UIKit's `accessoryView`: shown by its class's name.
    open var accessoryView: UIView? {
        didSet { engineCell.accessoryView = accessoryView.map { String(describing: type(of: $0)) } }
    }

    /// UIKit's `editingAccessoryType`: the accessory while the table edits.
    open var editingAccessoryType: AccessoryType {
        get { .init(engineCell.content.editingAccessoryType) }
        set { engineCell.content.editingAccessoryType = newValue.engine }
    }

    /// UIKit's `editingAccessoryView`: shown by its class's name while the table edits.
    open var editingAccessoryView: UIView? {
        didSet { engineCell.content.editingAccessoryView = editingAccessoryView.map { String(describing: type(of: $0)) } }
    }

    /// UIKit's `selectionStyle`.
    open var selectionStyle: SelectionStyle {
        get { .init(engineCell.selectionStyle) }
        set { engineCell.selectionStyle = newValue.engine }
    }

    /// UIKit's `indentationLevel`.
    open var indentationLevel: Int {
        get { engineCell.indentationLevel }
        set { engineCell.indentationLevel = newValue }
    }

    /// UIKit's `indentationWidth`.
    open var indentationWidth: CGFloat {
        get { CGFloat(engineCell.content.indentationWidth) }
        set { engineCell.content.indentationWidth = Double(newValue) }
    }

    /// UIKit's `showsReorderControl`.
    open var showsReorderControl: Bool {
        get { engineCell.content.showsReorderControl }
        set { engineCell.content.showsReorderControl = newValue }
    }

    /// UIKit's `shouldIndentWhileEditing`.
    open var shouldIndentWhileEditing: Bool {
        get { engineCell.content.shouldIndentWhileEditing }
        set { engineCell.content.shouldIndentWhileEditing = newValue }
    }

    /// UIKit's `selectedBackgroundView`: kept, inert.
    open var selectedBackgroundView: UIView?
    /// UIKit's `backgroundView`: kept, inert.
    open var backgroundView: UIView?
    /// UIKit's `separatorInset`: kept, not drawn.
    open var separatorInset: UIEdgeInsets = .zero

    // MARK: State, as the table sets it

    /// UIKit's `isSelected`: the table's selection of the cell's row.
    /// Setting it calls `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { engineCell.isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// UIKit's `isHighlighted`. Setting it calls `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { engineCell.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// UIKit's `isEditing`. Setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { engineCell.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// UIKit's `showingDeleteConfirmation`.
    open var showingDeleteConfirmation: Bool { engineCell.state.showingDeleteConfirmation }

    // MARK: What the table tells the cell

    /// UIKit's `prepareForReuse()`: the cell is leaving the reuse pool for a
    /// dequeue. The base implementation resets the table's state of the
    /// cell (highlight, selection, Delete confirmation).
    open func prepareForReuse() { engineCell.applyPendingChange() }

    /// UIKit's `setSelected(_:animated:)`: the base implementation makes the
    /// table's change (`isSelected` reads the new value after it).
    open func setSelected(_ selected: Bool, animated: Bool) { engineCell.applyPendingChange() }

    /// UIKit's `setHighlighted(_:animated:)`: the base implementation makes the table's change.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { engineCell.applyPendingChange() }

    /// UIKit's `setEditing(_:animated:)`: the base implementation makes the
    /// table's change (`willTransition(to:)` runs inside it).
    open func setEditing(_ editing: Bool, animated: Bool) { engineCell.applyPendingChange() }

    /// UIKit's `willTransition(to:)`: the editing control or the Delete
    /// confirmation is about to show or hide.
    open func willTransition(to state: StateMask) { engineCell.applyPendingChange() }

    /// UIKit's `didTransition(to:)`: the transition has finished.
    open func didTransition(to state: StateMask) { engineCell.applyPendingChange() }
}

/// The app's cell object as the engine cell's `overrides`: each message
/// the table tells the cell enters the app's code on the main actor. The
/// engine holds it as long as it holds the cell.
final class CellBridge: TableViewCellOverrides, @unchecked Sendable {
    let cell: UITableViewCell

    init(cell: UITableViewCell) { self.cell = cell }

    // Told at every reuse (prepareForReuse, setSelected, setHighlighted):
    // entered as the row messages are (`onMainActor(passing:_:)`, no boxed
    // closure).
    func prepareForReuse() { onMainActor(passing: cell, (), ()) { cell, _, _ in cell.prepareForReuse() } }
    func setSelected(_ selected: Bool, animated: Bool) {
        onMainActor(passing: cell, selected, animated) { cell, selected, animated in cell.setSelected(selected, animated: animated) }
    }
    func setHighlighted(_ highlighted: Bool, animated: Bool) {
        onMainActor(passing: cell, highlighted, animated) { cell, highlighted, animated in cell.setHighlighted(highlighted, animated: animated) }
    }
    func setEditing(_ editing: Bool, animated: Bool) {
        onMainActor(passing: cell, editing, animated) { cell, editing, animated in cell.setEditing(editing, animated: animated) }
    }
    func willTransition(to state: CellStateMask) { onMainActor(passing: cell, state, ()) { cell, state, _ in cell.willTransition(to: .init(state)) } }
    func didTransition(to state: CellStateMask) { onMainActor(passing: cell, state, ()) { cell, state, _ in cell.didTransition(to: .init(state)) } }
}
