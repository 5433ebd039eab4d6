/// Index paths, each standing for an entry of an array the caller keeps
/// (a move, by where it comes from or where it goes), found by hashing.
///
/// An update checks each move against the moves before it, twice (where
/// it comes from, where it goes): a `[TableIndexPath: TableIndexPath]` and a
/// `Set<TableIndexPath>` cost some 120 instructions an insert and 48 bytes a
/// move (`MoveIndex` keeps many moves per row instead). Here a slot is
/// one word — the top half of the index path's hash as a tag, the entry's
/// number — and the index path itself is read from the caller's array only
/// when a tag matches (another index path's tag matches one time in 4
/// billion). Open addressing, linear probing, at most half full: past that
/// it doubles.
struct IndexPathTable {
    /// 0: empty; else `tag << 32 | (entry + 1)`.
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0

    private static var tagBits: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// Room for `capacity` entries before it grows. Entries are numbered
    /// below 2^32 - 1.
    init(capacity: Int) {
        var size = 2
        while size < 2 * capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// Adds `entry` for `ip`, unless an entry is there for it already:
    /// then returns that one and adds nothing. `key(e)` is entry e's index
    /// path.
    mutating func insert(_ ip: TableIndexPath, entry: Int, key: (Int) -> TableIndexPath) -> Int? {
        precondition(entry < Int(UInt32.max) - 1, "too many entries")
        let hash = ip._rawHashValue(seed: 0), tag = UInt64(truncatingIfNeeded: hash) & Self.tagBits
        var i = hash & mask
        while true {
            let slot = slots[i]
            if slot == 0 { break }
            if slot & Self.tagBits == tag, key(Self.entry(slot)) == ip { return Self.entry(slot) }
            i = (i + 1) & mask
        }
        slots[i] = tag | UInt64(entry + 1)
        count += 1
        if 2 * count > slots.count { grow(key) }
        return nil
    }

    /// The entry for `ip`, if there is one.
    func entry(for ip: TableIndexPath, key: (Int) -> TableIndexPath) -> Int? {
        let hash = ip._rawHashValue(seed: 0), tag = UInt64(truncatingIfNeeded: hash) & Self.tagBits
        var i = hash & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return nil }
            if slot & Self.tagBits == tag, key(Self.entry(slot)) == ip { return Self.entry(slot) }
            i = (i + 1) & mask
        }
    }

    private static func entry(_ slot: UInt64) -> Int { Int(truncatingIfNeeded: slot & ~tagBits) - 1 }

    /// Twice the slots, every entry placed again (the tag is the top of
    /// the hash, the place the bottom: the hash is computed again).
    private mutating func grow(_ key: (Int) -> TableIndexPath) {
        let old = slots
        slots = Array(repeating: 0, count: 2 * old.count)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            var i = key(Self.entry(slot))._rawHashValue(seed: 0) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
