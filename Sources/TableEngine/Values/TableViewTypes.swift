/// `UITableViewStyle`. Fixed when the table view is created.
public enum TableStyle: String, CaseIterable, Sendable {
    /// `UITableViewStyleInsetGrouped` (iOS 13): "grouped sections are inset
    /// with rounded corners" (UITableView.h).
    case plain, grouped, insetGrouped

    /// Grouped or inset grouped: sections apart, headers and footers that
    /// scroll with them, and the grouped rules for heights and indentation.
    public var isGrouped: Bool { self != .plain }
}

/// `UITableViewScrollPosition`.
public enum ScrollPosition: String, CaseIterable, Sendable {
    case none, top, middle, bottom
}

/// `UITableViewRowAnimation`. The engine has no pixels; the animation is
/// carried so the log says what the app asked for.
public enum RowAnimation: String, CaseIterable, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
}

/// `UITableViewCellSeparatorStyle`.
public enum SeparatorStyle: String, CaseIterable, Sendable {
    case none, singleLine, singleLineEtched
}

/// `UITableViewAutomaticDimension`: "let the table work it out".
public let automaticDimension: Double = -1
