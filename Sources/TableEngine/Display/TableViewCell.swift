/// A headless `UITableViewCell`: its content, its accessories and the state
/// the table view drives (selected, highlighted, editing).
///
/// The data source sets the content; the table view sets the state, and
/// every state change it makes is a message in the event stream.
public final class TableViewCell {
    /// The cell's number, given by the table view the first time it sees the
    /// cell (`cell#N` in the log); 0 until then.
    public internal(set) var id: Int {
        get { idStorage }
        set { idStorage = newValue }
    }
    // Read with every message to the cell: stored privately, so that the
    // compiler checks the accesses for exclusivity statically (a public
    // stored property is checked at run time at every read).
    private var idStorage = 0
    /// `style`: which labels the cell has, fixed when it is made.
    public let style: CellStyle
    /// `reuseIdentifier`: the queue the cell goes back to when it leaves the
    /// screen; `nil` for a cell that is never reused.
    public let reuseIdentifier: String?

    /// Everything the app configures on a cell.
    public struct Content: Hashable, Sendable {
        /// `textLabel.text`.
        public var text: String?
        /// `detailTextLabel.text`: shown by the `value1`, `value2` and `subtitle` styles.
        public var detailText: String?
        /// The image, by name (drawn as a small placeholder).
        public var image: String?
        /// `accessoryType`: the standard accessory at the trailing edge; none by default.
        public var accessoryType: AccessoryType = .none
        /// A custom accessory view, as the text it shows. Takes the place of `accessoryType`.
        public var accessoryView: String?
        /// `editingAccessoryType`: the accessory while the table edits (FIDELITY.md B-26).
        public var editingAccessoryType: AccessoryType = .none
        /// `editingAccessoryView`: a custom accessory while the table edits, as
        /// the text it shows. Takes the place of `editingAccessoryType`.
        public var editingAccessoryView: String?
        /// UITableViewCell.h: "default is UITableViewCellSelectionStyleDefault"
        /// (iOS 7 on; FIDELITY.md B-08). Every style but none draws the same.
        public var selectionStyle: SelectionStyle = .default
        /// `indentationLevel`: how many `indentationWidth`s the content is
        /// indented (FIDELITY.md B-84); 0 by default.
        public var indentationLevel = 0
        /// `indentationWidth`: the points of one indentation level; UIKit's default is 10.
        public var indentationWidth: Double = 10
        /// `showsReorderControl`: NO by default. (The table shows a reorder
        /// control by its own rules: `TableViewCell.State.showsReorder`.)
        public var showsReorderControl = false
        /// `shouldIndentWhileEditing`: YES by default.
        public var shouldIndentWhileEditing = true
        /// Empty content: no text, no accessory, UIKit's defaults.
        public init() {}
    }

    /// What the table view has set on the cell.
    public struct State: Hashable, Sendable {
        /// `selected`, set with `setSelected:animated:`.
        public var isSelected = false
        /// `highlighted`, set with `setHighlighted:animated:`.
        public var isHighlighted = false
        /// `editing`, set with the cell's `setEditing:animated:`.
        public var isEditing = false
        /// Editing because a swipe opened this row (`setWasSwiped:`): the
        /// cell shows what the swipe revealed and no editing control
        /// (UITableViewCell.h: swiped, the cell is in
        /// ShowingDeleteConfirmation without ShowingEditControl).
        public var wasSwiped = false
        /// Editing with `allowsMultipleSelectionDuringEditing`: a selection
        /// check mark takes the place of the editing control (B-21).
        public var isMultiselecting = false
        /// `showingDeleteConfirmation`: the Delete button shows.
        public var showingDeleteConfirmation = false
        /// The editing control the table gave the cell while editing.
        public var editingStyle: EditingStyle = .none
        /// Whether the reorder control shows (editing, movable, `moveRow` implemented).
        public var showsReorder = false
        /// Whether the content is indented while editing.
        public var indentsWhileEditing = true
        /// The cell's configuration needs an update: set when its state
        /// changes or the app asks (`setNeedsUpdateConfiguration`); the
        /// update runs at the next layout pass (FIDELITY.md C-03). A new
        /// cell starts with one due (C-04).
        public var needsConfigurationUpdate = true
        /// Buttons a swipe (or the delete control) has revealed, outermost
        /// first, and on which edge.
        public var revealedActions: [String] = []
        /// Whether `revealedActions` are on the leading edge (a leading swipe).
        public var actionsOnLeadingEdge = false
        /// A cell the table has not touched: nothing selected, highlighted or editing.
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

    /// What the app configured: texts, image, accessories, indentation.
    public var content = Content()
    /// The app's object for this cell, told what the table does to it as
    /// it happens (a `UITableViewCell` subclass in a layer that runs app
    /// code); nil for a plain cell. The table keeps it as long as it keeps
    /// the cell.
    public var overrides: (any TableViewCellOverrides)? {
        get { overridesStorage }
        set { overridesStorage = newValue }
    }
    private var overridesStorage: (any TableViewCellOverrides)?
    /// The change the table is telling the app object about, until its
    /// `super` call makes it.
    var pendingChange: (() -> Void)?

    // MARK: Configurations (iOS 14)

    /// `contentConfiguration`: what the cell shows, configured the iOS 14
    /// way; nil for the legacy labels. Setting one clears the legacy
    /// labels' text, detail and image (Apple: "Setting a non-nil value for
    /// contentConfiguration resets this property to nil"; FIDELITY.md C-01).
    public var contentConfiguration: ListContentConfiguration? {
        didSet {
            if contentConfiguration != nil {
                content.text = nil
                content.detailText = nil
                content.image = nil
            }
        }
    }
    /// `backgroundConfiguration`: how the background is drawn.
    public var backgroundConfiguration: BackgroundConfiguration?
    /// `automaticallyUpdatesContentConfiguration`: YES by default.
    public var automaticallyUpdatesContentConfiguration = true
    /// `automaticallyUpdatesBackgroundConfiguration`: YES by default.
    public var automaticallyUpdatesBackgroundConfiguration = true
    /// `configurationUpdateHandler` (iOS 15): app code the table runs after
    /// `updateConfiguration(using:)` each time the cell's configuration is
    /// updated. Setting it requests an update.
    public var configurationUpdateHandler: ((TableViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the app's cell class overrides `updateConfiguration(using:)`:
    /// the log then shows each update (`updateConfigurationUsingState:`).
    /// Set by whoever makes the cell (the UIKit layer, from what its class
    /// implements; the shell's app, from `implement`).
    public var overridesUpdateConfiguration: Bool {
        get { overridesUpdateConfigurationStorage }
        set { overridesUpdateConfigurationStorage = newValue }
    }
    private var overridesUpdateConfigurationStorage = false
    /// The table that shows the cell, told when the cell asks for an update.
    weak var table: TableView?
    /// What the table view set: selected, highlighted, editing, swiped.
    public internal(set) var state = State()

    /// `initWithStyle:reuseIdentifier:`.
    public init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
    }

    // Convenience accessors, named as UIKit names them.
    /// `textLabel.text`: `content.text`.
    public var text: String? { get { content.text } set { content.text = newValue } }
    /// `detailTextLabel.text`: `content.detailText`.
    public var detailText: String? { get { content.detailText } set { content.detailText = newValue } }
    /// `imageView.image`, by name: `content.image`.
    public var image: String? { get { content.image } set { content.image = newValue } }
    /// `accessoryType`: `content.accessoryType`.
    public var accessoryType: AccessoryType { get { content.accessoryType } set { content.accessoryType = newValue } }
    /// `accessoryView`, as the text it shows: `content.accessoryView`.
    public var accessoryView: String? { get { content.accessoryView } set { content.accessoryView = newValue } }
    /// `selectionStyle`: `content.selectionStyle`.
    public var selectionStyle: SelectionStyle { get { content.selectionStyle } set { content.selectionStyle = newValue } }
    /// `indentationLevel`: `content.indentationLevel`.
    public var indentationLevel: Int { get { content.indentationLevel } set { content.indentationLevel = newValue } }
    /// `isSelected`: `state.isSelected`, set by the table.
    public var isSelected: Bool { state.isSelected }
    /// `isHighlighted`: `state.isHighlighted`, set by the table.
    public var isHighlighted: Bool { state.isHighlighted }
    /// `isEditing`: `state.isEditing`, set by the table.
    public var isEditing: Bool { state.isEditing }

    /// The height a self-sizing row gives this cell: 44 points for a
    /// one-line cell of a system style at the default text size (UIKit's
    /// default row height); a subtitle cell showing its detail line is 18
    /// points taller (62 — inferred from Mac Catalyst measurements, where
    /// the two differ by 18 to 19 points; see FIDELITY.md A-08).
    public var fittingHeight: Double {
        let shown = shownContent
        if shown.style == .subtitle, let detail = shown.content.detailText, !detail.isEmpty { return 62 }
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
    /// The view's number, given by the table view the first time it sees
    /// the view (`view#N` in the log); 0 until then.
    public internal(set) var id: Int = 0
    /// `reuseIdentifier`: the queue the view goes back to when it leaves the
    /// screen; `nil` for a view that is never reused.
    public let reuseIdentifier: String?
    /// `textLabel.text`: the title it shows.
    public var text: String?
    /// `detailTextLabel.text`.
    public var detailText: String?
    /// The app's object for this view (a `UITableViewHeaderFooterView`
    /// subclass), told when the table reuses it; nil for a plain view.
    public var overrides: (any HeaderFooterViewOverrides)?
    /// The change the table is telling the app object about.
    var pendingChange: (() -> Void)?

    /// `initWithReuseIdentifier:`, with its title.
    public init(reuseIdentifier: String? = nil, text: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        self.text = text
    }

    /// The log's picture of this view.
    public var value: Value { .view(id: id, text: text) }
}
