/// A row's address: its section and its row within that section, as
/// `NSIndexPath (UITableView)` has them. Ordered section-major.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `section`: the section's index.
    public var section: Int
    /// `row`: the row's index within its section.
    public var row: Int

    /// `IndexPath(row:section:)`.
    @inlinable
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// The index path of `row` in `section`, section first, as the log prints it.
    @inlinable
    public init(_ section: Int, _ row: Int) {
        self.section = section
        self.row = row
    }

    /// Section-major order: every row of a section before the next section's.
    @inlinable
    public static func < (a: TableIndexPath, b: TableIndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    /// Hashes the section and the row.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(row)
    }

    /// The hash sets and dictionaries use: a multiply-xorshift mix of the
    /// two numbers and the table's seed, not SipHash (an update of 100,000
    /// moves looks index paths up some million times; no table of them is
    /// filled by an adversary).
    @inlinable
    public func _rawHashValue(seed: Int) -> Int {
        var x = UInt64(truncatingIfNeeded: section) &* 0x9E37_79B9_7F4A_7C15
        x ^= UInt64(truncatingIfNeeded: row) ^ UInt64(truncatingIfNeeded: seed) &* 0xC2B2_AE3D_27D4_EB4F
        x ^= x >> 31
        x &*= 0xBF58_476D_1CE4_E5B9
        x ^= x >> 29
        x &*= 0x94D0_49BB_1331_11EB
        x ^= x >> 32
        return Int(truncatingIfNeeded: x)
    }

    /// `[S,R]`, the form the callback log uses.
    public var description: String { "[\(section),\(row)]" }

    /// How UIKit prints an `NSIndexPath` inside exception reasons
    /// (without the object address): `{length = 2, path = 0 - 3}`.
    public var uikitDescription: String { "{length = 2, path = \(section) - \(row)}" }
}
