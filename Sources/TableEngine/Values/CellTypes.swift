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
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton

    /// Only the two "tracking" types send `accessoryButtonTappedForRowWithIndexPath:`.
    public var tracksTaps: Bool { self == .detailDisclosureButton || self == .detailButton }
}

/// `UITableViewCellEditingStyle`.
public enum EditingStyle: Int, CaseIterable, Sendable {
    case none = 0, delete = 1, insert = 2

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
    case none, blue, gray, `default`
}

/// `UITableViewCellStateMask`, passed to `willTransitionToState:`.
public struct CellStateMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let showingEditControl = CellStateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = CellStateMask(rawValue: 1 << 1)
    public static let `default`: CellStateMask = []
}
