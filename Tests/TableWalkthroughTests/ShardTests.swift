import Testing
import TableWalkthrough

/// `tableshell test --shard K/N`: the N shards partition the files.
@Suite struct ShardTests {
    @Test func theShardsPartitionTheFilesWithEvenSizes() {
        for n in 1...9 {
            for fileCount in [0, 1, 2, 7, 23, 100] {
                let files = (0..<fileCount).map { "dir/f\($0 * 7919 % 101).tsh" }.shuffled()
                let shards = (1...n).map { Shard($0, of: n)!.files(of: files) }
                // Each file runs once, in one shard.
                #expect(shards.flatMap { $0 }.sorted() == files.sorted())
                #expect(Set(shards.flatMap { $0 }).count == fileCount)
                // Sizes differ by at most one.
                let sizes = shards.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1)
                // The same files in another order give the same shards.
                #expect((1...n).map { Shard($0, of: n)!.files(of: files.reversed()) } == shards)
            }
        }
    }

    @Test func parsing() {
        #expect(Shard(parsing: "2/3") == Shard(2, of: 3))
        #expect(Shard(parsing: "1/1")?.description == "1/1")
        for bad in ["0/3", "4/3", "3", "/3", "2/", "a/b", "-1/3", "2/3/4", "1/0", "1/10001", "２/３", ""] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }
}
