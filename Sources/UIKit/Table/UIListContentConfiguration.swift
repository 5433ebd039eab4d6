/// UIKit's `UIContentConfiguration`: what a cell's content shows. Only
/// `UIListContentConfiguration` reaches the engine's cell here.
public protocol UIContentConfiguration {}

/// UIKit's `UIListContentConfiguration`: the text, secondary text and
/// image of a list cell or header. Set as a cell's `contentConfiguration`,
/// they become the engine cell's text, detail text and image; the text
/// properties keep what the app sets.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// UIKit's `text`.
    public var text: String?
    /// UIKit's `secondaryText`.
    public var secondaryText: String?
    /// UIKit's `image`.
    public var image: UIImage?
    /// UIKit's `textProperties`.
    public var textProperties = TextProperties()
    /// UIKit's `secondaryTextProperties`.
    public var secondaryTextProperties = TextProperties()
    /// UIKit's `imageProperties`.
    public var imageProperties = ImageProperties()
    /// UIKit's `prefersSideBySideTextAndSecondaryText`.
    public var prefersSideBySideTextAndSecondaryText = false

    /// Which of UIKit's factory methods made it.
    public let kind: String

    init(kind: String) { self.kind = kind }

    /// UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// UIKit's `font`.
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        /// UIKit's `color`.
        public var color: UIColor = .label
        /// UIKit's `numberOfLines` (0: as many as needed).
        public var numberOfLines = 0
        /// An empty set of properties.
        public init() {}
    }

    /// UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// UIKit's `tintColor`.
        public var tintColor: UIColor?
        /// An empty set of properties.
        public init() {}
    }

    /// UIKit's `cell()`.
    public static func cell() -> UIListContentConfiguration { .init(kind: "cell") }
    /// UIKit's `subtitleCell()`.
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: "subtitleCell") }
    /// UIKit's `valueCell()`.
    public static func valueCell() -> UIListContentConfiguration { .init(kind: "valueCell") }
    /// UIKit's `groupedHeader()`.
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: "groupedHeader") }
    /// UIKit's `groupedFooter()`.
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: "groupedFooter") }
    /// UIKit's `plainHeader()`.
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: "plainHeader") }
    /// UIKit's `plainFooter()`.
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: "plainFooter") }
    /// UIKit's `sidebarCell()`.
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: "sidebarCell") }
}
