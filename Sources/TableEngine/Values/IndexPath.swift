/// A row's address: its section and its row within that section, as
/// `NSIndexPath (UITableView)` has them. Ordered section-major.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    @inlinable
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    @inlinable
    public init(_ section: Int, _ row: Int) {
        self.section = section
        self.row = row
    }

    @inlinable
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    /// `[S,R]`, the form the callback log uses.
    public var description: String { "[\(section),\(row)]" }

    /// How UIKit prints an `NSIndexPath` inside exception reasons
    /// (without the object address): `{length = 2, path = 0 - 3}`.
    public var uikitDescription: String { "{length = 2, path = \(section) - \(row)}" }
}
