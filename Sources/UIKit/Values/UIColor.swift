/// UIKit's `UIColor`: here a named value, compared by name. Headless, a
/// colour is only ever shown by its name.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The colour's name: a system colour's UIKit name (`systemBlue`), or
    /// its components (`rgba(1.0, 0.0, 0.0, 1.0)`).
    public let name: String

    /// A colour with a name of its own.
    public init(name: String) { self.name = name }

    /// UIKit's `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba(\(red), \(green), \(blue), \(alpha))")
    }

    /// UIKit's `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white), \(alpha))")
    }

    /// UIKit's `UIColor(named:)`: a colour from the asset catalog, here its name.
    public convenience init?(named name: String) { self.init(name: name) }

    /// UIKit's `withAlphaComponent(_:)`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name) alpha \(alpha)") }

    /// The colour's name.
    public var description: String { name }

    /// Colours are equal when their names are.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension UIColor {
    /// UIKit's `.black`.
    public class var black: UIColor { UIColor(name: "black") }
    /// UIKit's `.white`.
    public class var white: UIColor { UIColor(name: "white") }
    /// UIKit's `.clear`.
    public class var clear: UIColor { UIColor(name: "clear") }
    /// UIKit's `.gray`.
    public class var gray: UIColor { UIColor(name: "gray") }
    /// UIKit's `.lightGray`.
    public class var lightGray: UIColor { UIColor(name: "lightGray") }
    /// UIKit's `.darkGray`.
    public class var darkGray: UIColor { UIColor(name: "darkGray") }
    /// UIKit's `.red`.
    public class var red: UIColor { UIColor(name: "red") }
    /// UIKit's `.green`.
    public class var green: UIColor { UIColor(name: "green") }
    /// UIKit's `.blue`.
    public class var blue: UIColor { UIColor(name: "blue") }
    /// UIKit's `.orange`.
    public class var orange: UIColor { UIColor(name: "orange") }
    /// UIKit's `.yellow`.
    public class var yellow: UIColor { UIColor(name: "yellow") }
    /// UIKit's `.purple`.
    public class var purple: UIColor { UIColor(name: "purple") }
    /// UIKit's `.systemRed`.
    public class var systemRed: UIColor { UIColor(name: "systemRed") }
    /// UIKit's `.systemGreen`.
    public class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    /// UIKit's `.systemBlue`.
    public class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    /// UIKit's `.systemOrange`.
    public class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    /// UIKit's `.systemYellow`.
    public class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    /// UIKit's `.systemPink`.
    public class var systemPink: UIColor { UIColor(name: "systemPink") }
    /// UIKit's `.systemPurple`.
    public class var systemPurple: UIColor { UIColor(name: "systemPurple") }
    /// UIKit's `.systemTeal`.
    public class var systemTeal: UIColor { UIColor(name: "systemTeal") }
    /// UIKit's `.systemIndigo`.
    public class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
    /// UIKit's `.systemGray`.
    public class var systemGray: UIColor { UIColor(name: "systemGray") }
    /// UIKit's `.systemGray2`.
    public class var systemGray2: UIColor { UIColor(name: "systemGray2") }
    /// UIKit's `.systemGray5`.
    public class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    /// UIKit's `.systemGray6`.
    public class var systemGray6: UIColor { UIColor(name: "systemGray6") }
    /// UIKit's `.label`.
    public class var label: UIColor { UIColor(name: "label") }
    /// UIKit's `.secondaryLabel`.
    public class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    /// UIKit's `.tertiaryLabel`.
    public class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    /// UIKit's `.systemBackground`.
    public class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    /// UIKit's `.secondarySystemBackground`.
    public class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    /// UIKit's `.systemGroupedBackground`.
    public class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    /// UIKit's `.secondarySystemGroupedBackground`.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
    /// UIKit's `.separator`.
    public class var separator: UIColor { UIColor(name: "separator") }
    /// UIKit's `.tintColor`.
    public class var tintColor: UIColor { UIColor(name: "tintColor") }
}

extension UIColor {
    /// UIKit's `UIColor(cgColor:)`: named by its components.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// UIKit's `cgColor`: the components of a colour made from them, black otherwise.
    public var cgColor: CGColor {
        let parts = name.hasPrefix("rgba(") ? name.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } : []
        guard parts.count == 4 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
        return CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
}
