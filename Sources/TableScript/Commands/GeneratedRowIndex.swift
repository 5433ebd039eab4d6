/// The rows of the model's generated runs, found from a name by reading
/// its number back rather than by writing and hashing every row's text.
///
/// A run whose pattern has one hole that counts (`{n}` or `{r}`; `{s}` is
/// the same for the whole run) writes row k as PREFIX, then
/// `String(first + k)`, then SUFFIX. Runs with the same prefix and suffix
/// are a family: a name with that prefix and suffix and a number between
/// them, written as `String` writes it, is the row with that number, if a
/// run of the family holds it. Within a family the runs' numbers must not
/// overlap (each name is then at most one row of it); `finish` leaves out
/// a family whose runs do, and the resolver hashes those rows' texts.
///
/// `apply` on a filled model (`fill 1x10000000 item-{n}`) thus reads
/// each name once and stores nothing per row but whether it was named.
struct GeneratedRowIndex {
    /// A class: a name is looked up in place, without the checks a
    /// struct in an array costs on every write of `last`.
    fileprivate final class Family {
        let prefix: [UInt8], suffix: [UInt8]
        /// The runs, by first number: their first numbers, their ends
        /// (first + count), their first rows (the flat numbering) and
        /// segments.
        var firsts: [Int] = [], ends: [Int] = [], rows: [Int] = [], segments: [Int] = []
        /// The run the last name was found in: names mostly come in order.
        var last = 0

        /// A prefix of at most eight bytes as the low bytes of a word, and
        /// which bits of a name's first eight bytes it covers.
        let prefixWord: UInt64, prefixMask: UInt64

        init(prefix: [UInt8], suffix: [UInt8]) {
            self.prefix = prefix
            self.suffix = suffix
            var word: UInt64 = 0
            for (k, b) in prefix.prefix(8).enumerated() { word |= UInt64(b) << UInt64(8 * k) }
            prefixWord = word
            prefixMask = prefix.count >= 8 ? ~0 : (1 << UInt64(8 * prefix.count)) &- 1
        }
    }

    private var families: [Family] = []
    /// The pattern and section of the last run added, and its family (runs
    /// of one fill come one after another).
    private var lastKey: (pattern: TextPattern, section: Int, family: Int?)?

    /// The most families: a name is tried against each. The runs of any
    /// more are hashed with the stored items.
    static let mostFamilies = 8

    /// Per row of the flat numbering, once `finish` has it: whether a name
    /// took it (only the families' rows are ever marked).
    private var named: [Bool] = []

    var isEmpty: Bool { families.isEmpty }

    /// Takes the run (segment `segment`, first row `row` of the flat
    /// numbering) when its pattern counts its rows; false when it does not,
    /// or when there are `mostFamilies` families already.
    mutating func add(_ run: ItemList.Run, segment: Int, row: Int) -> Bool {
        let first = run.pattern.counts == .row ? run.firstRow : run.firstNumber
        let (end, overflow) = first.addingReportingOverflow(run.count)
        guard !overflow else { return false }
        let f: Int?
        if let key = lastKey, key.pattern == run.pattern, key.section == run.section {
            f = key.family
        } else {
            f = family(for: run)
            lastKey = (run.pattern, run.section, f)
        }
        guard let f else { return false }
        let family = families[f]
        family.firsts.append(first)
        family.ends.append(end)
        family.rows.append(row)
        family.segments.append(segment)
        return true
    }

    private mutating func family(for run: ItemList.Run) -> Int? {
        guard let (prefix, suffix) = run.pattern.affixes(section: run.section) else { return nil }
        if let f = families.firstIndex(where: { $0.prefix == prefix && $0.suffix == suffix }) { return f }
        guard families.count < Self.mostFamilies else { return nil }
        families.append(Family(prefix: prefix, suffix: suffix))
        return families.count - 1
    }

    /// Once every run is in (`rows` in all, the flat numbering's): sorts
    /// each family's runs by number; returns the segments of the families
    /// whose runs' numbers overlap, which it leaves out.
    mutating func finish(rows: Int) -> [Int] {
        defer { if !families.isEmpty { named = Array(repeating: false, count: rows) } }
        var dropped: [Int] = []
        for family in families { family.sortByNumber() }
        families.removeAll { family in
            let overlaps = family.firsts.indices.dropFirst().contains { family.firsts[$0] < family.ends[$0 - 1] }
            if overlaps { dropped += family.segments }
            return overlaps
        }
        return dropped
    }

    /// The first row (of the flat numbering) with the name as its text
    /// that no name took yet, or -1: each family has at most one.
    @inline(__always)
    func firstRow(named name: UnsafeBufferPointer<UInt8>) -> Int {
        var first = -1
        for family in families {
            if let row = family.row(named: name), !named[row], first < 0 || row < first { first = row }
        }
        return first
    }

    package mutating func name(_ row: Int) { named[row] = true }
}

extension GeneratedRowIndex.Family {
    func sortByNumber() {
        guard firsts.indices.dropFirst().contains(where: { firsts[$0] < firsts[$0 - 1] }) else { return }
        let order = firsts.indices.sorted { firsts[$0] < firsts[$1] }
        firsts = order.map { firsts[$0] }
        ends = order.map { ends[$0] }
        rows = order.map { rows[$0] }
        segments = order.map { segments[$0] }
    }

    @inline(__always)
    func row(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard name.count > prefix.count + suffix.count, let base = name.baseAddress else { return nil }
        // The prefix in one compare when it and the name allow.
        if prefix.count <= 8 && name.count >= 8 {
            guard UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) & prefixMask == prefixWord else { return nil }
        } else if !Self.bytes(name, at: 0, are: prefix) {
            return nil
        }
        guard Self.bytes(name, at: name.count - suffix.count, are: suffix),
              let number = GeneratedRowIndex.decimal(in: name, from: prefix.count, to: name.count - suffix.count)
        else { return nil }
        // The last run, the next, or a binary search.
        var j = last
        if !(firsts[j] <= number && number < ends[j]) {
            if j + 1 < firsts.count && firsts[j + 1] <= number && number < ends[j + 1] {
                j += 1
            } else {
                var lo = 0, hi = firsts.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) >> 1
                    if firsts[mid] <= number { lo = mid } else { hi = mid - 1 }
                }
                guard firsts[lo] <= number && number < ends[lo] else { return nil }
                j = lo
            }
            last = j
        }
        return rows[j] + (number - firsts[j])
    }

    @inline(__always)
    private static func bytes(_ name: UnsafeBufferPointer<UInt8>, at start: Int, are bytes: [UInt8]) -> Bool {
        for k in bytes.indices where name[start + k] != bytes[k] { return false }
        return true
    }
}

extension GeneratedRowIndex {
    /// `decimal` of bytes `start..<end` of `name`: a number of at most
    /// eight digits (a row's, mostly) is read as one word, the eight bytes
    /// that end it loaded at once, the bytes before it taken as zeros.
    @inline(__always)
    static func decimal(in name: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        let digits = end - start
        guard digits >= 1 else { return nil }
        let first = name[start]
        if first == UInt8(ascii: "0") { return digits == 1 ? 0 : nil }
        guard digits <= 8, end >= 8, first != UInt8(ascii: "-"), let base = name.baseAddress else {
            return decimal(UnsafeBufferPointer(rebasing: name[start..<end]))
        }
        var x = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
        let before: UInt64 = digits == 8 ? 0 : (1 << UInt64(8 * (8 - digits))) &- 1
        x = (x & ~before) | (0x3030_3030_3030_3030 & before)
        // Every byte a digit: 0x30 to 0x39 (0x3F at most once 6 is added).
        guard x & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030,
              (x &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030 else { return nil }
        // Pairs, then fours, then the eight (the first digit is the lowest
        // byte): Muła's multiplications.
        x = x &- 0x3030_3030_3030_3030
        x = (x &* 10) &+ (x >> 8)
        let mask: UInt64 = 0x0000_00FF_0000_00FF
        x = ((x & mask) &* (100 &+ (1_000_000 << 32)) &+ ((x >> 16) & mask) &* (1 &+ (10_000 << 32))) >> 32
        return Int(UInt32(truncatingIfNeeded: x))
    }

    /// The Int whose `String` is exactly these bytes (no sign but a `-`
    /// before a number other than 0, no leading zero), or nil.
    @inline(__always)
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { i = 1 }
        let digits = bytes.count - i
        guard digits >= 1, digits <= 19 else { return nil }
        // A leading zero only in "0" itself (and never "-0").
        if bytes[i] == UInt8(ascii: "0") && (digits > 1 || negative) { return nil }
        var magnitude: UInt64 = 0
        while i < bytes.count {
            let d = bytes[i] &- UInt8(ascii: "0")
            guard d < 10 else { return nil }
            magnitude = magnitude &* 10 &+ UInt64(d)
            i += 1
        }
        // 19 digits cannot wrap a UInt64; the Int's range is checked here.
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }
}
