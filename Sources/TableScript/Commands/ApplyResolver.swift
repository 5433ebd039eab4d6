import TableEngine

extension ApplyCommand {
    /// Turns names into the model's sections and items, or new ones, and
    /// pairs the new content with the old (`match`, for the engine's
    /// update: no identity is hashed again there). The model's rows are
    /// read as its segments: a generated row gives its text and identity
    /// but no item is made for it, and a row named again unchanged stays a
    /// row of its run in the new content (neighbours named in order are one
    /// run again), so only what changed is stored.
    ///
    /// A name takes the first row not yet named with its text, in table
    /// order. A generated run whose pattern counts its rows (`item-{n}`)
    /// gives the row of a name by reading its number back
    /// (`GeneratedRowIndex`): no text of it is written or hashed. The
    /// other rows' texts are written out and hashed (`RowTexts`); names
    /// mostly come in the model's order (or its reverse): the rows next to
    /// the last one named are tried first, comparing bytes, and when no
    /// other row has the text that settles it without hashing the name.
    struct Resolver {
        let model: Model
        private let oldSections: [Model.Section]
        /// The model's segments, section after section, and where each
        /// starts in the flat numbering of rows (the total last).
        private let segments: [ItemList.Segment]
        private let starts: [Int]
        /// Whether each segment is a generated run.
        private let isRun: [Bool]
        /// The segment the last name was found in: names mostly come in order.
        private var lastSegment = 0
        private var generated: GeneratedRowIndex
        /// Whether each segment's rows are found by their texts' hashes.
        private let hashed: [Bool]
        /// The most bytes the hashed rows' texts take (`readTexts` writes them).
        let hashedTextBytes: Int
        /// The texts of the rows `generated` does not find, and each one's
        /// row in the flat numbering (nil: they are all the rows).
        private var texts = RowTexts(rows: 0)
        private var hashedRows: [Int32]?
        /// The hashed row after the last one named.
        private var guess = 0
        /// The model's sections without a title, in order, and those with
        /// one by title: what the typed sections claim.
        private var untitled: ArraySlice<Int>
        private var byTitle: [String: ArraySlice<Int>]
        /// The new content paired with the old, built as names are read.
        private(set) var match: SnapshotMatch

        /// The model's segments and the runs whose numbers give their rows
        /// (a step per segment, none per row); `readTexts` does the rest.
        init(_ model: Model) {
            self.model = model
            var oldSections: [Model.Section] = []
            var segments: [ItemList.Segment] = [], starts: [Int] = [], counts: [Int] = []
            var total = 0
            for section in model.sections {
                oldSections.append(section)
                counts.append(section.items.count)
                section.items.forEachSegment { segment in
                    segments.append(segment)
                    starts.append(total)
                    total += segment.count
                }
            }
            starts.append(total)
            var generated = GeneratedRowIndex()
            var hashed = [Bool](repeating: true, count: segments.count)
            for (g, segment) in segments.enumerated() {
                if case .run(let r) = segment, generated.add(r, segment: g, row: starts[g]) { hashed[g] = false }
            }
            for g in generated.finish(rows: total) { hashed[g] = true }
            var textBytes = 0, overflow = false
            for g in segments.indices where hashed[g] {
                let bytes: (Int, Bool) = switch segments[g] {
                case .run(let r): r.count.multipliedReportingOverflow(by: r.pattern.mostBytes)
                case .item(let item): (item.text.utf8.count, false)
                }
                let sum = textBytes.addingReportingOverflow(bytes.0)
                overflow = overflow || bytes.1 || sum.overflow
                textBytes = sum.partialValue
            }
            hashedTextBytes = overflow ? Int.max : textBytes
            self.generated = generated
            self.hashed = hashed
            self.oldSections = oldSections
            self.segments = segments
            self.starts = starts
            isRun = segments.map { if case .run = $0 { true } else { false } }
            untitled = oldSections.indices.filter { oldSections[$0].title == nil }[...]
            byTitle = Dictionary(grouping: oldSections.indices.filter { oldSections[$0].title != nil }, by: { oldSections[$0].title! })
                .mapValues { $0[...] }
            match = SnapshotMatch(oldCounts: counts, newCounts: [], oldSectionOf: [], oldRowOf: [], changed: [])
        }

        /// Writes out the hashed rows' texts (as bytes: a generated row's
        /// text is never a string), then a table of them. False when
        /// `mustStop` said so, asked every 65,536 rows.
        mutating func readTexts(mustStop: () -> Bool) -> Bool {
            let total = starts[starts.count - 1]
            var hashedCount = 0
            for g in segments.indices where hashed[g] { hashedCount += segments[g].count }
            let texts = RowTexts(rows: hashedCount)
            var hashedRows: [Int32] = []
            if hashedCount < total { hashedRows.reserveCapacity(hashedCount) }
            var i = 0
            for g in segments.indices where hashed[g] {
                if hashedCount < total { hashedRows += (starts[g]..<starts[g + 1]).lazy.map { Int32($0) } }
                switch segments[g] {
                case .run(let r):
                    let most = r.pattern.mostBytes
                    for k in 0..<r.count {
                        texts.append(most: most) { r.writeText(k, to: $0) }
                        i += 1
                        if i & 0xFFFF == 0, mustStop() { return false }
                    }
                case .item(let item):
                    var text = item.text
                    text.withUTF8 { utf8 in
                        texts.append(most: utf8.count) { start in
                            if let base = utf8.baseAddress { start.update(from: base, count: utf8.count) }
                            return utf8.count
                        }
                    }
                    i += 1
                    if i & 0xFFFF == 0, mustStop() { return false }
                }
            }
            texts.index()
            self.texts = texts
            self.hashedRows = hashedCount < total ? hashedRows : nil
            return true
        }

        /// Sections with a title claim the model's by title; the others the
        /// model's untitled ones, in order.
        mutating func sections(_ typed: [Section], mustStop: () -> Bool) -> [Model.Section]? {
            var result: [Model.Section] = []
            let rows = typed.reduce(0) { $0 + $1.items.count }
            match.oldRowOf.reserveCapacity(rows)
            match.changed.reserveCapacity(rows)
            for typed in typed {
                if mustStop() { return nil }
                let claimed = if let title = typed.title { byTitle[title]?.popFirst() } else { untitled.popFirst() }
                var section = claimed.map { oldSections[$0] } ?? model.makeSection(title: typed.title)
                var built = SegmentBuilder(segments)
                // Words are read in place (a copy of each costs more than
                // the rest of its work when names come in order).
                let stopped = typed.words.withUnsafeBufferPointer { words in
                    for k in typed.items.indices {
                        if k & 0xFFFF == 0xFFFF, mustStop() { return true }
                        let entry = typed.items[k]
                        if entry.index >= 0 {
                            words[Int(entry.index) - typed.words.startIndex].text.withUTF8Bytes { add($0, nil, entry, to: &built) }
                        } else {
                            typed.name(entry).withUTF8Bytes { add($0, typed.newText(entry), entry, to: &built) }
                        }
                    }
                    return false
                }
                if stopped { return nil }
                section.items = ItemList(segments: built.finish())
                result.append(section)
                match.oldSectionOf.append(claimed ?? -1)
                match.newCounts.append(typed.items.count)
            }
            return result
        }

        /// The entry's row in the new content, and its pairing: `name` is
        /// its name's UTF-8, `newText` its new text if it has one.
        private mutating func add(_ name: UnsafeBufferPointer<UInt8>, _ newText: String?, _ entry: Entry, to built: inout SegmentBuilder) {
            guard let i = take(name) else {
                built.append(item: model.makeItem(newText ?? String(decoding: name, as: UTF8.self)))
                match.oldRowOf.append(-1)
                match.changed.append(false)
                return
            }
            match.oldRowOf.append(i)
            match.changed.append(entry.changed)
            let g = segment(holding: i), offset = i - starts[g]
            // Most rows are a generated run's, named unchanged: the segment
            // itself is not read (a copy of it retains its pattern).
            if !entry.renamed && isRun[g] {
                built.append(row: offset, of: g)
                return
            }
            switch segments[g] {
            case .run(let r):
                guard let text = newText else {
                    built.append(row: offset, of: g)
                    return
                }
                var item = r.item(offset)
                item.text = text
                built.append(item: item)
            case .item(var item):
                if let text = newText { item.text = text }
                built.append(item: item)
            }
        }

        /// Whether hashed row `i` has the name as its text, and no other
        /// hashed row has it.
        @inline(__always)
        private func hasOwnText(_ i: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
            i >= 0 && i < texts.count && texts.isOwn(i) && texts.text(i, is: name)
        }

        /// The segment holding row `i` of the flat numbering.
        private mutating func segment(holding i: Int) -> Int {
            // The last one, or its neighbours.
            let g = lastSegment
            if starts[g] <= i {
                if i < starts[g + 1] { return g }
                if g + 1 < segments.count, i < starts[g + 2] {
                    lastSegment = g + 1
                    return g + 1
                }
            } else if g > 0, starts[g - 1] <= i {
                lastSegment = g - 1
                return g - 1
            }
            var lo = 0, hi = segments.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if starts[mid] <= i { lo = mid } else { hi = mid - 1 }
            }
            lastSegment = lo
            return lo
        }

        /// The first row not yet named with the text, now named: the first
        /// of the generated one and the hashed one.
        private mutating func take(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
            let generatedRow = generated.isEmpty ? -1 : generated.firstRow(named: name)
            if texts.count > 0, let row = takeHashed(name, before: generatedRow) { return row }
            guard generatedRow >= 0 else { return nil }
            generated.name(generatedRow)
            return generatedRow
        }

        /// The first hashed row not yet named with the text, now named,
        /// when it comes before row `limit` (-1: any row).
        private mutating func takeHashed(_ name: UnsafeBufferPointer<UInt8>, before limit: Int) -> Int? {
            let found: Int
            // Names mostly come in the model's order (some rows deleted
            // between them), or in reverse: the rows just after and just
            // before the last one named are tried first, comparing bytes. A
            // row that no other row shares its text with is the first with it.
            if hasOwnText(guess, name) {
                found = guess
            } else if hasOwnText(guess + 1, name) {
                found = guess + 1
            } else if hasOwnText(guess + 2, name) {
                found = guess + 2
            } else if hasOwnText(guess - 2, name) {
                found = guess - 2
            } else if let i = texts.first(name) {
                found = i
            } else {
                return nil
            }
            let row = hashedRows.map { Int($0[found]) } ?? found
            guard limit < 0 || row < limit else { return nil }
            texts.name(found)
            guess = found + 1
            return row
        }
    }

    /// A section's new segments as names add rows: rows named in a row of
    /// one old run, unchanged, stay one slice of it (not a segment each),
    /// and neighbouring runs that carry on into each other are one.
    private struct SegmentBuilder {
        /// The model's segments the rows come from.
        let old: [ItemList.Segment]
        private(set) var segments: [ItemList.Segment] = []
        /// The slice of an old run being extended: its segment and rows.
        private var pending: (segment: Int, rows: Range<Int>)?
        /// The old run the last segment is a slice of (nil: an item).
        private var lastRun: Int?

        init(_ old: [ItemList.Segment]) { self.old = old }

        /// Row `offset` of the old run segment `g`.
        mutating func append(row offset: Int, of g: Int) {
            if let p = pending, p.segment == g, p.rows.upperBound == offset {
                pending = (g, p.rows.lowerBound..<(offset + 1))
                return
            }
            flush()
            pending = (g, offset..<(offset + 1))
        }

        /// An item: it carries on no run.
        mutating func append(item: Item) {
            flush()
            segments.append(.item(item))
            lastRun = nil
        }

        mutating func finish() -> [ItemList.Segment] {
            flush()
            return segments
        }

        private mutating func flush() {
            guard let p = pending else { return }
            pending = nil
            let slice = old[p.segment].slice(p.rows)
            // A slice of the run the last one is a slice of does not carry
            // it on (rows that would were one slice): no need to compare
            // them, which is the most of a shuffle's or a reversal's work.
            if lastRun == p.segment || segments.isEmpty || !segments[segments.count - 1].absorb(slice) { segments.append(slice) }
            lastRun = p.segment
        }
    }
}

/// The texts of the model's rows that `GeneratedRowIndex` does not find
/// (stored items, runs whose pattern does not count its rows), as UTF-8
/// bytes one after another, and
/// a table from each text to the rows that have it: open addressing on a
/// hash of the bytes, a 12-byte slot each. Row numbers are 32-bit: a table
/// holds at most `Limits.rows` (10⁸) rows. Nothing in it is a string or
/// needs releasing.
final class RowTexts {
    private struct Slot {
        /// The hash's high half, never 0; 0 marks an empty slot.
        var tag: UInt32 = 0
        /// A row with the text, and the first one not yet named (-1: none).
        var key: Int32 = 0
        var first: Int32 = 0
    }

    private(set) var count = 0
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    /// Where each row's text starts in `bytes`, and the end (`count + 1`).
    private let starts: UnsafeMutablePointer<Int>
    /// After each row, the next with the same text (-1: none).
    private let next: UnsafeMutablePointer<Int32>
    /// Whether another row has the same text; whether it has been named.
    private let shared: UnsafeMutablePointer<Bool>
    private let named: UnsafeMutablePointer<Bool>
    private let rows: Int
    private var slots: UnsafeMutablePointer<Slot>
    private var mask = 0

    init(rows: Int) {
        precondition(rows <= Int(Int32.max))
        self.rows = rows
        byteCapacity = max(64, rows * 12)
        bytes = .allocate(capacity: byteCapacity)
        starts = .allocate(capacity: rows + 1)
        starts[0] = 0
        next = .allocate(capacity: max(rows, 1))
        next.initialize(repeating: -1, count: max(rows, 1))
        shared = .allocate(capacity: max(rows, 1))
        shared.initialize(repeating: false, count: max(rows, 1))
        named = .allocate(capacity: max(rows, 1))
        named.initialize(repeating: false, count: max(rows, 1))
        var size = 16
        while size < rows * 2 { size <<= 1 }
        mask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
        next.deallocate()
        shared.deallocate()
        named.deallocate()
        slots.deallocate()
    }

    /// The next row's text: `write` writes it at the pointer given (room
    /// for `most` bytes) and returns its length.
    @inline(__always)
    func append(most: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let start = starts[count]
        if start + most > byteCapacity { grow(to: start + most) }
        starts[count + 1] = start + write(bytes + start)
        count += 1
    }

    private func grow(to needed: Int) {
        var capacity = byteCapacity * 2
        while capacity < needed { capacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: bytes, count: starts[count])
        bytes.deallocate()
        bytes = larger
        byteCapacity = capacity
    }

    private func text(_ row: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + starts[row], count: starts[row + 1] - starts[row])
    }

    /// Fills the table, once every row is in: rows last to first, so each
    /// text's chain of rows runs first to last.
    func index() {
        precondition(count == rows)
        for i in stride(from: count - 1, through: 0, by: -1) { insert(i) }
    }

    private func insert(_ i: Int) {
        let t = text(i), h = Self.hash(t), tag = Self.tag(h)
        var k = Int(truncatingIfNeeded: h) & mask
        while slots[k].tag != 0 {
            if slots[k].tag == tag && Self.equal(text(Int(slots[k].key)), t) {
                let after = Int(slots[k].first)
                next[i] = Int32(after)
                shared[i] = true
                shared[after] = true
                slots[k].first = Int32(i)
                return
            }
            k = (k + 1) & mask
        }
        slots[k] = Slot(tag: tag, key: Int32(i), first: Int32(i))
    }

    /// Whether no other row has row `i`'s text, and `i` is not named.
    @inline(__always)
    func isOwn(_ i: Int) -> Bool { !shared[i] && !named[i] }

    func text(_ i: Int, is name: UnsafeBufferPointer<UInt8>) -> Bool { Self.equal(text(i), name) }

    package func name(_ i: Int) { named[i] = true }

    /// The first row with the text not yet named; the table's record of
    /// the first moves up to it, past the rows named (for good).
    func first(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        let h = Self.hash(name), tag = Self.tag(h)
        var k = Int(truncatingIfNeeded: h) & mask
        while slots[k].tag != 0 {
            if slots[k].tag == tag && Self.equal(text(Int(slots[k].key)), name) {
                var i = Int(slots[k].first)
                while i >= 0 && named[i] { i = Int(next[i]) }
                slots[k].first = Int32(i)
                return i >= 0 ? i : nil
            }
            k = (k + 1) & mask
        }
        return nil
    }

    @inline(__always)
    private static func tag(_ h: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: h >> 32) | 1 }

    /// A hash of the bytes, eight at a time.
    @inline(__always)
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(text.count)
        guard let base = text.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= text.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
            i += 8
        }
        if i < text.count {
            var tail: UInt64 = 0, shift: UInt64 = 0
            while i < text.count {
                tail |= UInt64(base[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* 0xBF58_476D_1CE4_E5B9
        }
        h ^= h >> 29
        h = h &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 32)
    }

    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        var i = 0
        while i + 8 <= a.count {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        while i < a.count {
            if pa[i] != pb[i] { return false }
            i += 1
        }
        return true
    }
}
