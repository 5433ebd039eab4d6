// Core Graphics' names that UIKit code reaches through `import UIKit`.
//
// A module of this name exists for a second reason: SwiftPM builds every
// module of a package into one directory, so a dependency that says
// `#if canImport(UIKit)` (swift-property-based's `Gen+Color.swift`) finds
// this package's UIKit when it happens to be built first, and then needs
// `CGColor` (under `#if canImport(CoreGraphics)`) and
// `UIColor(cgColor:)`. UIKit depends on this module, so whenever UIKit can
// be imported, so can this.
@_exported import Foundation

/// Core Graphics' `CGColor`: a colour's RGBA components.
public final class CGColor: Sendable, Hashable {
    /// Core Graphics' `components`: red, green, blue and alpha.
    public let components: [CGFloat]?

    /// Core Graphics' `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Core Graphics' `alpha`.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Colours are equal when their components are.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
