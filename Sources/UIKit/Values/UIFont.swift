/// UIKit's `UIFont`: here a name and a size, never drawn.
open class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// UIKit's `UIFont.TextStyle`: a Dynamic Type style's name.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells its constant (`UICTFontTextStyleBody`).
        public var rawValue: String
        /// A text style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit's `.largeTitle`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// UIKit's `.title1`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// UIKit's `.title2`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// UIKit's `.title3`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// UIKit's `.headline`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// UIKit's `.subheadline`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// UIKit's `.body`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// UIKit's `.callout`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// UIKit's `.footnote`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// UIKit's `.caption1`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// UIKit's `.caption2`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the default Dynamic Type setting (Apple's
        /// Human Interface Guidelines, "Large" content size).
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// UIKit's `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, as UIKit's constants give it (regular is 0).
        public var rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's `.regular`.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `.medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `.semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `.bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `.light`.
        public static let light = Weight(rawValue: -0.4)
    }

    /// UIKit's `fontName`.
    public let fontName: String
    /// UIKit's `pointSize`.
    public let pointSize: CGFloat

    /// UIKit's `UIFont(name:size:)`.
    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }

    init(fontName: String, pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
    }

    /// UIKit's `systemFont(ofSize:)`.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: size) }
    /// UIKit's `systemFont(ofSize:weight:)`.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: weight == .regular ? ".SFUI-Regular" : ".SFUI-\(weight.rawValue)", pointSize: size)
    }
    /// UIKit's `boldSystemFont(ofSize:)`.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Semibold", pointSize: size) }
    /// UIKit's `italicSystemFont(ofSize:)`.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Italic", pointSize: size) }
    /// UIKit's `preferredFont(forTextStyle:)`, at the default Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(fontName: style.rawValue, pointSize: style.defaultSize)
    }

    /// The font's name and size.
    public var description: String { "\(fontName) \(pointSize)" }
    /// Fonts are equal when their names and sizes are.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }
}
