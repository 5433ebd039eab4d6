/// `UITableViewCellStyle`: which labels a cell has and where they sit.
public enum CellStyle: String, CaseIterable, Sendable {
    /// textLabel (no detail), optional image on the left.
    case `default`
    /// textLabel on the left, detailTextLabel right-aligned on the right (Settings).
    case value1
    /// detail-coloured label on the left, then textLabel (Phone/Contacts).
    case value2
    /// textLabel on top, detailTextLabel under it in grey (iPod).
    case subtitle
}

/// `UITableViewCellAccessoryType`.
public enum AccessoryType: String, CaseIterable, Sendable {
    /// `UITableViewCellAccessoryNone`: no accessory.
    case none
    /// `UITableViewCellAccessoryDisclosureIndicator`: a chevron; a tap on it selects the row.
    case disclosureIndicator
    /// `UITableViewCellAccessoryDetailDisclosureButton`: an info button and a chevron;
    /// a tap on the button sends `accessoryButtonTappedForRowWithIndexPath:`.
    case detailDisclosureButton
    /// `UITableViewCellAccessoryCheckmark`: a check mark; a tap on it selects the row.
    case checkmark
    /// `UITableViewCellAccessoryDetailButton`: an info button; a tap on it
    /// sends `accessoryButtonTappedForRowWithIndexPath:`.
    case detailButton

    /// Only the two "tracking" types send `accessoryButtonTappedForRowWithIndexPath:`.
    public var tracksTaps: Bool { self == .detailDisclosureButton || self == .detailButton }
}

/// `UITableViewCellEditingStyle`.
public enum EditingStyle: Int, CaseIterable, Sendable {
    /// `UITableViewCellEditingStyleNone`: no editing control.
    case none = 0
    /// `UITableViewCellEditingStyleDelete`: the red minus, and swipe to delete.
    case delete = 1
    /// `UITableViewCellEditingStyleInsert`: the green plus.
    case insert = 2

    /// The style's name, as the log prints it: `none`, `delete`, `insert`.
    public var name: String {
        switch self {
        case .none: "none"
        case .delete: "delete"
        case .insert: "insert"
        }
    }
}

/// `UITableViewCellSelectionStyle`. Every style but `none` draws the same
/// grey highlight since iOS 7 (seed 002).
public enum SelectionStyle: String, CaseIterable, Sendable {
    /// `UITableViewCellSelectionStyleNone`: a selected row is drawn as any other.
    case none
    /// `UITableViewCellSelectionStyleBlue`: grey since iOS 7.
    case blue
    /// `UITableViewCellSelectionStyleGray`.
    case gray
    /// `UITableViewCellSelectionStyleDefault`, a cell's default (FIDELITY.md B-08).
    case `default`
}

/// `UITableViewCellStateMask`, passed to `willTransitionToState:`.
public struct CellStateMask: OptionSet, Sendable, Hashable {
    /// UIKit's bits: 1 the edit control, 2 the Delete confirmation.
    public let rawValue: Int
    /// A mask of UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `UITableViewCellStateShowingEditControlMask`: the cell shows its editing control.
    public static let showingEditControl = CellStateMask(rawValue: 1 << 0)
    /// `UITableViewCellStateShowingDeleteConfirmationMask`: the cell shows its Delete button.
    public static let showingDeleteConfirmation = CellStateMask(rawValue: 1 << 1)
    /// `UITableViewCellStateDefaultMask`: neither.
    public static let `default`: CellStateMask = []
}
