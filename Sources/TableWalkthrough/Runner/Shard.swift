/// One of N shards of a test run (`tableshell test --shard K/N`), so a CI
/// matrix can split a suite across machines: shard K takes the files at
/// positions K, K + N, K + 2N, … of the run's files in path order. For the
/// same files every machine computes the same partition, the N shards
/// together run each file exactly once, and their sizes differ by at most
/// one file.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which shard, from 1.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// The largest number of shards a run may be split into.
    public static let maximumCount = 10_000

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count ≤ ``maximumCount``.
    public init?(_ index: Int, of count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N` as typed (`2/3`); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(k, of: n)
    }

    /// This shard's files, in path order, from all of the run's.
    public func files(of all: [String]) -> [String] {
        all.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}
