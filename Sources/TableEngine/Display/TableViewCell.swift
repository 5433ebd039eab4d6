/// A headless `UITableViewCell`: its content, its accessories and the state
/// the table view drives (selected, highlighted, editing).
///
/// The data source sets the content; the table view sets the state, and
/// every state change it makes is a message in the event stream.
public final class TableViewCell {
    /// The cell's number, given by the table view the first time it sees the
    /// cell (`cell#N` in the log); 0 until then.
    public internal(set) var id: Int = 0
    public let style: CellStyle
    public let reuseIdentifier: String?

    /// Everything the app configures on a cell.
    public struct Content: Hashable, Sendable {
        public var text: String?
        public var detailText: String?
        /// The image, by name (drawn as a small placeholder).
        public var image: String?
        public var accessoryType: AccessoryType = .none
        /// A custom accessory view, as the text it shows. Takes the place of `accessoryType`.
        public var accessoryView: String?
        public var editingAccessoryType: AccessoryType = .none
        public var editingAccessoryView: String?
        /// UITableViewCell.h: "default is UITableViewCellSelectionStyleDefault"
        /// (iOS 7 on; FIDELITY.md B-08). Every style but none draws the same.
        public var selectionStyle: SelectionStyle = .default
        public var indentationLevel = 0
        public var indentationWidth: Double = 10
        public var showsReorderControl = false
        public var shouldIndentWhileEditing = true
        public init() {}
    }

    /// What the table view has set on the cell.
    public struct State: Hashable, Sendable {
        public var isSelected = false
        public var isHighlighted = false
        public var isEditing = false
        /// Editing because a swipe opened this row (`setWasSwiped:`): the
        /// cell shows what the swipe revealed and no editing control
        /// (UITableViewCell.h: swiped, the cell is in
        /// ShowingDeleteConfirmation without ShowingEditControl).
        public var wasSwiped = false
        /// Editing with `allowsMultipleSelectionDuringEditing`: a selection
        /// check mark takes the place of the editing control (B-21).
        public var isMultiselecting = false
        public var showingDeleteConfirmation = false
        public var editingStyle: EditingStyle = .none
        /// Whether the reorder control shows (editing, movable, `moveRow` implemented).
        public var showsReorder = false
        /// Whether the content is indented while editing.
        public var indentsWhileEditing = true
        /// Buttons a swipe (or the delete control) has revealed, outermost
        /// first, and on which edge.
        public var revealedActions: [String] = []
        public var actionsOnLeadingEdge = false
        public init() {}

        /// What `prepareForReuse` resets: UIKit's implementation resets
        /// state, not content (the app must reset what it configured; seed 004).
        mutating func prepareForReuse() {
            isHighlighted = false
            isSelected = false
            showingDeleteConfirmation = false
            revealedActions = []
        }
    }

    public var content = Content()
    public internal(set) var state = State()

    /// `initWithStyle:reuseIdentifier:`.
    public init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
    }

    // Convenience accessors, named as UIKit names them.
    public var text: String? { get { content.text } set { content.text = newValue } }
    public var detailText: String? { get { content.detailText } set { content.detailText = newValue } }
    public var image: String? { get { content.image } set { content.image = newValue } }
    public var accessoryType: AccessoryType { get { content.accessoryType } set { content.accessoryType = newValue } }
    public var accessoryView: String? { get { content.accessoryView } set { content.accessoryView = newValue } }
    public var selectionStyle: SelectionStyle { get { content.selectionStyle } set { content.selectionStyle = newValue } }
    public var indentationLevel: Int { get { content.indentationLevel } set { content.indentationLevel = newValue } }
    public var isSelected: Bool { state.isSelected }
    public var isHighlighted: Bool { state.isHighlighted }
    public var isEditing: Bool { state.isEditing }

    /// The height a self-sizing row gives this cell: 44 points for a
    /// one-line cell of a system style at the default text size (UIKit's
    /// default row height); a subtitle cell showing its detail line is 18
    /// points taller (62 — inferred from Mac Catalyst measurements, where
    /// the two differ by 18 to 19 points; see FIDELITY.md A-08).
    public var fittingHeight: Double {
        if style == .subtitle, let detail = content.detailText, !detail.isEmpty { return 62 }
        return TableView.defaultRowHeight
    }

    /// Whether the cell shows editing mode's controls (left control,
    /// reorder control, editing accessory): editing, but not because a
    /// swipe opened it.
    public var showsEditingControls: Bool { state.isEditing && !state.wasSwiped }

    /// The accessory that shows now: the editing one while editing mode's
    /// controls show.
    public var effectiveAccessory: (type: AccessoryType, view: String?) {
        showsEditingControls
            ? (content.editingAccessoryType, content.editingAccessoryView)
            : (content.accessoryType, content.accessoryView)
    }

    /// `UITableViewCellStateMask` for what the cell shows now.
    var stateMask: CellStateMask {
        var mask: CellStateMask = []
        if showsEditingControls { mask.insert(.showingEditControl) }
        if state.showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    /// The log's picture of this cell.
    public func value(isNew: Bool = false) -> Value {
        .cell(id: id, reuseIdentifier: reuseIdentifier, isNew: isNew)
    }
}

/// A headless `UITableViewHeaderFooterView`: a section's header or footer.
public final class HeaderFooterView {
    public internal(set) var id: Int = 0
    public let reuseIdentifier: String?
    public var text: String?
    public var detailText: String?

    public init(reuseIdentifier: String? = nil, text: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        self.text = text
    }

    public var value: Value { .view(id: id, text: text) }
}
