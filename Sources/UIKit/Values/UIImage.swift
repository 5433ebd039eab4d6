/// UIKit's `UIImage`: here the name it was made from, which the engine's
/// cell shows in place of pixels.
open class UIImage: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The name the image was made from: an asset's name, or a symbol's.
    public let name: String
    /// Whether it is an SF Symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool

    /// UIKit's `UIImage(named:)`: an asset by name. Every name exists here.
    public init?(named name: String) {
        self.name = name
        isSymbolImage = false
    }

    /// UIKit's `UIImage(systemName:)`: an SF Symbol by name. Every name exists here.
    public init?(systemName name: String) {
        self.name = name
        isSymbolImage = true
    }

    /// The name.
    public var description: String { name }
    /// Images are equal when they were made from the same name.
    public static func == (a: UIImage, b: UIImage) -> Bool { a.name == b.name && a.isSymbolImage == b.isSymbolImage }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
