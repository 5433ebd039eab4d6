/// `UITableViewStyle`. Fixed when the table view is created.
public enum TableStyle: String, CaseIterable, Sendable {
    /// `UITableViewStylePlain`: one list; headers and footers float over the rows.
    case plain
    /// `UITableViewStyleGrouped`: sections apart, headers and footers scroll with them.
    case grouped
    /// `UITableViewStyleInsetGrouped` (iOS 13): "grouped sections are inset
    /// with rounded corners" (UITableView.h).
    case insetGrouped

    /// Grouped or inset grouped: sections apart, headers and footers that
    /// scroll with them, and the grouped rules for heights and indentation.
    public var isGrouped: Bool { self != .plain }
}

/// `UITableViewScrollPosition`.
public enum ScrollPosition: String, CaseIterable, Sendable {
    /// `UITableViewScrollPositionNone`: scroll as little as makes the row
    /// visible (nothing when it is on screen).
    case none
    /// `UITableViewScrollPositionTop`: the row at the top of the screen.
    case top
    /// `UITableViewScrollPositionMiddle`: the row in the middle of the screen.
    case middle
    /// `UITableViewScrollPositionBottom`: the row at the bottom of the screen.
    case bottom
}

/// `UITableViewRowAnimation`. The engine has no pixels; the animation is
/// carried so the log says what the app asked for.
public enum RowAnimation: String, CaseIterable, Sendable {
    /// `UITableViewRowAnimationFade`.
    case fade
    /// `UITableViewRowAnimationRight`.
    case right
    /// `UITableViewRowAnimationLeft`.
    case left
    /// `UITableViewRowAnimationTop`.
    case top
    /// `UITableViewRowAnimationBottom`.
    case bottom
    /// `UITableViewRowAnimationNone`.
    case none
    /// `UITableViewRowAnimationMiddle`.
    case middle
    /// `UITableViewRowAnimationAutomatic`: the table chooses.
    case automatic
}

/// `UITableViewCellSeparatorStyle`.
public enum SeparatorStyle: String, CaseIterable, Sendable {
    /// `UITableViewCellSeparatorStyleNone`: no lines between rows.
    case none
    /// `UITableViewCellSeparatorStyleSingleLine`, the default.
    case singleLine
    /// `UITableViewCellSeparatorStyleSingleLineEtched` (deprecated; drawn as a single line).
    case singleLineEtched
}

/// `UITableViewAutomaticDimension`: "let the table work it out".
public let automaticDimension: Double = -1

/// The top and bottom of a `UIEdgeInsets`, in points: what a table, which
/// scrolls vertically, takes of its scroll view's `contentInset` and safe
/// area.
public struct VerticalInsets: Equatable, Sendable {
    /// Points above the content (`top`).
    public var top: Double
    /// Points below the content (`bottom`).
    public var bottom: Double

    /// Insets of `top` and `bottom` points.
    public init(top: Double = 0, bottom: Double = 0) {
        self.top = top
        self.bottom = bottom
    }

    /// `UIEdgeInsetsZero`.
    public static let zero = VerticalInsets()
}

/// `UIScrollViewContentInsetAdjustmentBehavior` (iOS 11): whether the safe
/// area is added to `contentInset` to give `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable {
    /// `UIScrollViewContentInsetAdjustmentAutomatic`, the default: "Similar
    /// to .scrollableAxes" (UIScrollView.h); a table's vertical axis always
    /// counts as scrollable, so the safe area is added.
    case automatic
    /// `UIScrollViewContentInsetAdjustmentScrollableAxes`: edges of axes
    /// that scroll or always bounce — a table's top and bottom.
    case scrollableAxes
    /// `UIScrollViewContentInsetAdjustmentNever`: `contentInset` alone.
    case never
    /// `UIScrollViewContentInsetAdjustmentAlways`: the safe area always.
    case always
}

/// `UITableViewSelfSizingInvalidation` (iOS 16): what a self-sizing cell's
/// `invalidateIntrinsicContentSize` does. The engine's cells have no
/// intrinsic size to invalidate, so only the setting is kept.
public enum SelfSizingInvalidation: String, CaseIterable, Sendable {
    /// `UITableViewSelfSizingInvalidationDisabled`: no resizing.
    case disabled
    /// `UITableViewSelfSizingInvalidationEnabled`, the default: the cell is
    /// resized when it invalidates its size.
    case enabled
    /// `UITableViewSelfSizingInvalidationEnabledIncludingConstraints`: and
    /// after any Auto Layout change in its content view.
    case enabledIncludingConstraints
}
