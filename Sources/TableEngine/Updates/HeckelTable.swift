/// Heckel's symbol table: for each identifier, the old positions where it
/// is still unpaired, first first.
///
/// It holds numbers only — a hash and a position per identifier — and
/// compares identifiers through the caller, who keeps them: a diff of a
/// million rows keeps its table in 16 MB of slots and 4 MB of links, where
/// a `[ID: Int]` of `String`s took some 50 MB and a cache miss or two per
/// lookup beyond what the caches hold. Open addressing (linear probing, at
/// most half full): a slot is one word, the top half a tag from the hash
/// (another identifier's tag matches one time in 4 billion, so identifiers
/// are compared about once per pairing), the bottom one occurrence of the
/// identifier — the first still unpaired, or the last paired once all are.
@usableFromInline
struct HeckelTable {
    /// 0: empty; else `tag << 32 | exhausted << 31 | (position + 1)`.
    @usableFromInline var slots: [UInt64]
    /// Per position: the next position of the same identifier, or -1.
    @usableFromInline var next: [Int32]
    @usableFromInline let mask: Int

    @usableFromInline static var tagBits: UInt64 { 0xFFFF_FFFF_0000_0000 }
    @usableFromInline static var exhaustedBit: UInt64 { 1 << 31 }
    @usableFromInline static var positionBits: UInt64 { (1 << 31) - 1 }

    /// - Parameters:
    ///   - identities: how many positions will be added, at most.
    ///   - positions: positions are in `0..<positions`.
    @inlinable
    init(identities: Int, positions: Int) {
        precondition(positions < Int(Self.positionBits), "more than 2^31 - 2 rows")
        var size = 2
        while size < 2 * identities { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        next = Array(repeating: -1, count: positions)
        mask = size - 1
    }

    @inlinable
    static func tag(_ hash: Int) -> UInt64 { UInt64(truncatingIfNeeded: hash) & tagBits }

    /// Adds a position of the identifier hashed to `hash`; `isAt(p)` says
    /// whether the identifier is the one at position `p`. Positions must
    /// come last to first, and all before the first `take`.
    @inlinable
    mutating func add(hash: Int, at position: Int, isAt: (Int) -> Bool) {
        let tag = Self.tag(hash)
        var i = hash & mask
        while true {
            let slot = slots[i]
            if slot == 0 { break }
            if slot & Self.tagBits == tag {
                let first = Int(slot & Self.positionBits) - 1
                if isAt(first) {
                    next[position] = Int32(truncatingIfNeeded: first)
                    break
                }
            }
            i = (i + 1) & mask
        }
        slots[i] = tag | UInt64(position + 1)
    }

    /// The first unpaired position of the identifier hashed to `hash`, now
    /// paired; `isAt` as for `add`.
    @inlinable
    mutating func take(hash: Int, isAt: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        var i = hash & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return nil }
            if slot & Self.tagBits == tag {
                let first = Int(slot & Self.positionBits) - 1
                if isAt(first) {
                    // Exhausted identifiers keep their slot (and an
                    // occurrence to compare with): removing one would move
                    // its neighbours.
                    guard slot & Self.exhaustedBit == 0 else { return nil }
                    let following = Int(next[first])
                    slots[i] = following < 0 ? slot | Self.exhaustedBit : tag | UInt64(following + 1)
                    return first
                }
            }
            i = (i + 1) & mask
        }
    }
}
