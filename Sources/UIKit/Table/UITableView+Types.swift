import TableEngine

extension UITableView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows in one plain list; headers float.
        case plain
        /// Sections as separate groups.
        case grouped
        /// Groups inset from the table's edges.
        case insetGrouped

        var engine: TableStyle {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }

    /// UIKit's `UITableView.RowAnimation`: how an update animates (logged by the engine).
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from or out to the right.
        case right
        /// Slides in from or out to the left.
        case left
        /// Slides in from or out to the top.
        case top
        /// Slides in from or out to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keeps the row centred.
        case middle
        /// The table's choice.
        case automatic = 100

        var engine: TableEngine.RowAnimation {
            switch self {
            case .fade: .fade
            case .right: .right
            case .left: .left
            case .top: .top
            case .bottom: .bottom
            case .none: .none
            case .middle: .middle
            case .automatic: .automatic
            }
        }
    }

    /// UIKit's `UITableView.ScrollPosition`: where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom

        var engine: TableEngine.ScrollPosition {
            switch self {
            case .none: .none
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            }
        }
    }

    /// UIKit's `UITableView.automaticDimension`: a height the table works out
    /// itself (from an estimate, or the cell's fitting height).
    public static let automaticDimension: CGFloat = CGFloat(TableEngine.automaticDimension)

    /// UIKit's `UITableView.indexSearch`: the section index's search icon.
    public static let indexSearch = "{search}"
}

extension UITableViewCell {
    /// UIKit's `UITableViewCell.CellStyle`: which labels a standard cell has.
    public enum CellStyle: Int, Sendable {
        /// A text label (and an image view).
        case `default`
        /// A text label on the left, a detail label on the right.
        case value1
        /// A detail-coloured label on the left, a text label on the right.
        case value2
        /// A text label above a detail label.
        case subtitle

        init(_ engine: TableEngine.CellStyle) {
            switch engine {
            case .default: self = .default
            case .value1: self = .value1
            case .value2: self = .value2
            case .subtitle: self = .subtitle
            }
        }

        var engine: TableEngine.CellStyle {
            switch self {
            case .default: .default
            case .value1: .value1
            case .value2: .value2
            case .subtitle: .subtitle
            }
        }
    }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton

        init(_ engine: TableEngine.AccessoryType) {
            switch engine {
            case .none: self = .none
            case .disclosureIndicator: self = .disclosureIndicator
            case .detailDisclosureButton: self = .detailDisclosureButton
            case .checkmark: self = .checkmark
            case .detailButton: self = .detailButton
            }
        }

        var engine: TableEngine.AccessoryType {
            switch self {
            case .none: .none
            case .disclosureIndicator: .disclosureIndicator
            case .detailDisclosureButton: .detailDisclosureButton
            case .checkmark: .checkmark
            case .detailButton: .detailButton
            }
        }
    }

    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight when selected.
        case none
        /// Blue (gray since iOS 7).
        case blue
        /// Gray.
        case gray
        /// The default highlight.
        case `default`

        init(_ engine: TableEngine.SelectionStyle) {
            switch engine {
            case .none: self = .none
            case .blue: self = .blue
            case .gray: self = .gray
            case .default: self = .default
            }
        }

        var engine: TableEngine.SelectionStyle {
            switch self {
            case .none: .none
            case .blue: .blue
            case .gray: .gray
            case .default: .default
            }
        }
    }

    /// UIKit's `UITableViewCell.EditingStyle`: the control a row shows while the table edits.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert

        init(_ engine: TableEngine.EditingStyle) {
            switch engine {
            case .none: self = .none
            case .delete: self = .delete
            case .insert: self = .insert
            }
        }

        var engine: TableEngine.EditingStyle {
            switch self {
            case .none: .none
            case .delete: .delete
            case .insert: .insert
            }
        }
    }

    /// UIKit's `UITableViewCell.StateMask`: what `willTransition(to:)` and
    /// `didTransition(to:)` say the cell shows.
    public struct StateMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The Delete confirmation shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)

        init(_ engine: CellStateMask) { self.init(rawValue: UInt(engine.rawValue)) }
    }

    /// UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A single line.
        case singleLine
        /// An etched line (grouped tables only, long deprecated).
        case singleLineEtched

        init(_ engine: TableEngine.SeparatorStyle) {
            switch engine {
            case .none: self = .none
            case .singleLine: self = .singleLine
            case .singleLineEtched: self = .singleLineEtched
            }
        }

        var engine: TableEngine.SeparatorStyle {
            switch self {
            case .none: .none
            case .singleLine: .singleLine
            case .singleLineEtched: .singleLineEtched
            }
        }
    }
}

extension Sequence<IndexPath> {
    /// The engine's rows at these index paths.
    var engine: [TableIndexPath] { map(TableIndexPath.init) }
}

extension IndexSet {
    /// The sections, in ascending order, as the engine takes them.
    var engine: [Int] { Array(self) }
}
