/// An iOS release, major and minor (`16.4`): the version a table behaves
/// as, where UIKit's behaviour changed with the version (FIDELITY.md V-01).
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The major version (`16` of 16.4).
    public var major: Int
    /// The minor version (`4` of 16.4).
    public var minor: Int

    /// iOS `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Reads `16` or `16.4`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCIIDigit) }),
              let major = Int(parts[0]) else { return nil }
        self.init(major, parts.count == 2 ? Int(parts[1]) ?? 0 : 0)
    }

    /// The version a table behaves as unless told otherwise: 18.
    public static let current = IOSVersion(18)
    /// The major versions a table can behave as: 13 (the oldest
    /// UITableView.h the ledger quotes) to 26.
    public static let supportedMajors = 13...26

    /// `16.4`, or `18` for 18.0.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Ordered by major, then minor.
    public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
