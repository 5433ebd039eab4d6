/// `UIListContentConfiguration`: what a cell (or a header or footer) shows
/// when it is configured the iOS 14 way — a text, a secondary text and an
/// image, laid out as its variant says.
public struct ListContentConfiguration: Hashable, Sendable {
    /// The variant, as UIKit's class methods name them (`cell()`,
    /// `subtitleCell()`, `valueCell()`, `plainHeader()`, …).
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// `cell()`: the text, the secondary text below it.
        case cell
        /// `subtitleCell()`: the text, the secondary text below it in a smaller font.
        case subtitleCell
        /// `valueCell()`: the text at the leading edge, the secondary text at the trailing edge.
        case valueCell
        /// `plainHeader()`: a header in a plain table.
        case plainHeader
        /// `plainFooter()`: a footer in a plain table.
        case plainFooter
        /// `groupedHeader()`: a header in a grouped or inset grouped table.
        case groupedHeader
        /// `groupedFooter()`: a footer in a grouped or inset grouped table.
        case groupedFooter
    }

    /// Which of UIKit's configurations this is.
    public var variant: Variant
    /// `text`: the primary text.
    public var text: String?
    /// `secondaryText`.
    public var secondaryText: String?
    /// `image`, by name.
    public var image: String?
    /// `prefersSideBySideTextAndSecondaryText`: the secondary text beside
    /// the text when there is room (the value cell's layout).
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// An empty configuration of `variant`, with UIKit's default styling
    /// and no content ("doesn't contain any content").
    public init(_ variant: Variant) {
        self.variant = variant
        prefersSideBySideTextAndSecondaryText = variant == .valueCell
    }

    /// `UIListContentConfiguration.cell()`.
    public static func cell() -> Self { Self(.cell) }
    /// `UIListContentConfiguration.subtitleCell()`.
    public static func subtitleCell() -> Self { Self(.subtitleCell) }
    /// `UIListContentConfiguration.valueCell()`.
    public static func valueCell() -> Self { Self(.valueCell) }

    /// `updated(for:)`: the configuration with the state's styling (text
    /// colours for a selected or disabled cell, say). The text shown does
    /// not change, so here it is the configuration itself.
    public func updated(for state: CellConfigurationState) -> Self { self }

    /// The legacy cell style that draws this configuration the same way.
    var drawnStyle: CellStyle {
        switch variant {
        case .subtitleCell: .subtitle
        case .valueCell: .value1
        case .cell: secondaryText == nil ? .default : .subtitle
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: .default
        }
    }
}

/// `UIBackgroundConfiguration`: how a cell's background is drawn when it is
/// configured the iOS 14 way.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The variant, as UIKit's class methods name them.
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// `listPlainCell()`: a cell of a plain table.
        case listPlainCell
        /// `listGroupedCell()`: a cell of a grouped or inset grouped table.
        case listGroupedCell
        /// `clear()`: no background.
        case clear
    }

    /// Which of UIKit's configurations this is.
    public var variant: Variant
    /// `backgroundColor`, by name; nil for the variant's own.
    public var backgroundColor: String?

    /// A background configuration of `variant`.
    public init(_ variant: Variant, backgroundColor: String? = nil) {
        self.variant = variant
        self.backgroundColor = backgroundColor
    }
}

/// `UICellConfigurationState`: what a cell's configuration update sees,
/// filled from the cell's own state as UITableViewCell fills it
/// (FIDELITY.md C-02).
public struct CellConfigurationState: Hashable, Sendable, CustomStringConvertible {
    /// `isSelected`.
    public var isSelected = false
    /// `isHighlighted`.
    public var isHighlighted = false
    /// `isEditing`.
    public var isEditing = false
    /// `isSwiped`: a swipe has opened the row.
    public var isSwiped = false
    /// `isReordering`: the row is being dragged by its reorder control.
    public var isReordering = false
    /// `isDisabled`: user interaction is off.
    public var isDisabled = false
    /// `isFocused`.
    public var isFocused = false
    /// `isExpanded`: outlines only; a table cell never sets it.
    public var isExpanded = false

    /// A state with nothing set.
    public init() {}

    /// The states that are on, as the log shows them: `[selected, editing]`.
    public var description: String {
        let on: [(Bool, String)] = [(isSelected, "selected"), (isHighlighted, "highlighted"), (isEditing, "editing"),
                                    (isSwiped, "swiped"), (isReordering, "reordering"), (isDisabled, "disabled"),
                                    (isFocused, "focused"), (isExpanded, "expanded")]
        return "[" + on.filter(\.0).map(\.1).joined(separator: ", ") + "]"
    }
}
