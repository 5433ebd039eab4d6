import TableEngine
import ScriptLanguage

extension ApplyCommand {
    /// `apply` on the model: each typed name takes a row of the model, the
    /// new content is built from the rows taken and the new items, and the
    /// table gets the engine's diff of the two (`BatchUpdate(SnapshotMatch)`:
    /// the pairing is the names', so nothing is hashed twice).
    static func apply(_ snapshot: [Section], _ animation: RowAnimation?, _ ctx: CommandContext) throws {
        let model = ctx.model
        // Every row of the model and of the snapshot is read, matched and
        // diffed; the snapshot's names may be kept for the next `apply`.
        let names = snapshot.reduce(0) { $0 + $1.count }
        let rows = model.totalRows + names
        let what = "apply (\(formatCount(rows)) rows, the model's and the snapshot's)"
        try ctx.budget.require(seconds: Double(rows) * Budget.secondsPerAppliedRow + ctx.secondsToVisitEverySection, for: what, at: ctx.commandToken)
        let (appliedBytes, appliedOverflow) = rows.multipliedReportingOverflow(by: Budget.bytesPerAppliedRow)
        let (keptBytes, keptOverflow) = names.multipliedReportingOverflow(by: Budget.bytesPerKeptName)
        let (sum, sumOverflow) = appliedBytes.addingReportingOverflow(keptBytes)
        let (rowBytes, overflow) = (sum, appliedOverflow || keptOverflow || sumOverflow)
        // Reading the model and the snapshot stops at Ctrl-C (or a limit);
        // the model is untouched until both are read.
        let stop = { ctx.mustStop() }
        let newSections: [Model.Section], match: SnapshotMatch
        // Taken out of the model, so that moving them on copies nothing.
        var kept = model.keptNames.take()
        if kept != nil && rows < Int32.max {
            try ctx.budget.require(bytes: overflow ? Int.max : rowBytes, for: what, at: ctx.commandToken)
            guard let (sections, pairing) = KeptNames.sections(snapshot, of: model, names: &kept, mustStop: stop) else { return }
            (newSections, match) = (sections, pairing)
        } else {
            // And the texts of the rows found by their names (not those of a
            // generated run that counts its rows, `item-{n}`: a name's number
            // gives its row); a long pattern makes long texts.
            var resolver = Resolver(model)
            let (bytes, overflowWithTexts) = rowBytes.addingReportingOverflow(resolver.storedTextBytes)
            try ctx.budget.require(bytes: overflow || overflowWithTexts ? Int.max : bytes, for: what, at: ctx.commandToken)
            guard resolver.readNames(mustStop: stop), let sections = resolver.sections(snapshot, mustStop: stop) else { return }
            (newSections, match) = (sections, resolver.match)
            kept = KeptNames(newSections)
        }
        if snapshot.contains(where: { $0.title != nil }) { ctx.app.implemented.insert(.titleForHeader) }
        let update = BatchUpdate(match)
        let before = model.sections
        model.replaceAll(SectionList(newSections))
        do {
            try ctx.table.performBatchUpdates(update, with: animation ?? .automatic)
        } catch {
            model.replaceAll(before)
            throw error
        }
        model.keptNames = kept
    }

    /// Turns names into the model's rows, or new items, and pairs the new
    /// content with the old (`match`).
    ///
    /// A name takes the first row not yet named with its text, in table
    /// order. The rows are found through a dictionary from text to row;
    /// the rows of a generated run that counts them (`item-{n}`) are found
    /// by reading their number back (`GeneratedRowIndex`), so that a fill
    /// of ten million rows writes no text. The model's rows are read as its
    /// segments: a row named again unchanged stays a row of its run in the
    /// new content (`SegmentBuilder`), so only what changed is stored.
    struct Resolver {
        /// A row of the flat numbering and the segment holding it.
        typealias Place = (row: Int, segment: Int)

        let model: Model
        private let oldSections: [Model.Section]
        /// The model's segments, section after section, and where each
        /// starts in the flat numbering of rows (the total last).
        private var segments: [ItemList.Segment]
        private let starts: [Int]
        /// Whether each segment's rows are found by their texts (not by
        /// `generated`).
        private let byText: [Bool]
        /// The most bytes the texts of those rows take.
        let storedTextBytes: Int
        private var generated: GeneratedRowIndex
        /// The rows found by their texts: per text, the first row not yet
        /// named (`allNamed` once none is left); per row whose text a later
        /// row shares, that row.
        private var firstRow: [String: Place] = [:]
        private var nextRow: [Int: Place] = [:]
        /// What the typed sections claim of the model's.
        private var claims: SectionClaims
        /// The new content paired with the old, built as names are read.
        private(set) var match: SnapshotMatch

        init(_ model: Model) {
            self.model = model
            let oldSections = Array(model.sections)
            self.oldSections = oldSections
            var segments: [ItemList.Segment] = [], starts: [Int] = [], counts: [Int] = []
            // Room for a segment per stored item and a run per section (the
            // arrays grow past it if edits split runs): not grown by doubling.
            let mostSegments = model.storedItemCount + oldSections.count
            segments.reserveCapacity(mostSegments)
            starts.reserveCapacity(mostSegments + 1)
            var total = 0
            for section in oldSections {
                counts.append(section.items.count)
                section.items.forEachSegment { segment in
                    segments.append(segment)
                    starts.append(total)
                    total += segment.count
                }
            }
            starts.append(total)
            var generated = GeneratedRowIndex(rows: total)
            var byText = [Bool](repeating: true, count: segments.count)
            for (g, segment) in segments.enumerated() {
                if case .run(let run) = segment { generated.add(run, segment: g, row: starts[g]) }
            }
            for g in generated.finish() { byText[g] = false }
            var textBytes = 0, overflow = false
            for (g, segment) in segments.enumerated() where byText[g] {
                let (bytes, over) = switch segment {
                case .run(let r): r.count.multipliedReportingOverflow(by: r.pattern.mostBytes)
                case .text(_, let text): (text.utf8.count, false)
                case .item(let item): (item.text.utf8.count, false)
                }
                let sum = textBytes.addingReportingOverflow(bytes)
                overflow = overflow || over || sum.overflow
                textBytes = sum.partialValue
            }
            storedTextBytes = overflow ? Int.max : textBytes
            self.generated = generated
            self.byText = byText
            self.segments = segments
            self.starts = starts
            claims = SectionClaims(oldSections)
            match = SnapshotMatch(oldCounts: counts, newCounts: [], oldSectionOf: [], oldRowOf: [], changed: [])
        }

        /// Reads the texts of the rows found by text into `firstRow`, last
        /// row first (so each text's first row is the one kept, and its
        /// later ones chained after it). False when `mustStop` said so,
        /// asked every 65,536 rows.
        mutating func readNames(mustStop: () -> Bool) -> Bool {
            firstRow.reserveCapacity(segments.indices.reduce(0) { byText[$1] ? $0 + segments[$1].count : $0 })
            var read = 0
            for g in segments.indices.reversed() where byText[g] {
                let rows = starts[g]..<starts[g + 1]
                guard case .run(let run) = segments[g] else {
                    let text = if case .text(_, let text) = segments[g] { text } else { segments[g].item(0).text }
                    add(text, Place(row: rows.lowerBound, segment: g))
                    read += 1
                    if read & 0xFFFF == 0, mustStop() { return false }
                    continue
                }
                for k in (0..<run.count).reversed() {
                    add(run.text(k), Place(row: rows.lowerBound + k, segment: g))
                    read += 1
                    if read & 0xFFFF == 0, mustStop() { return false }
                }
            }
            return true
        }

        private mutating func add(_ text: String, _ place: Place) {
            if let later = firstRow.updateValue(place, forKey: text) { nextRow[place.row] = later }
        }

        /// The new sections. Sections with a title claim the model's by
        /// title; the others the model's untitled ones, in order. Nil when
        /// `mustStop` said so.
        package mutating func sections(_ typed: [Section], mustStop: () -> Bool) -> [Model.Section]? {
            var result: [Model.Section] = []
            let rows = typed.reduce(0) { $0 + $1.count }
            match.oldRowOf.reserveCapacity(rows)
            match.changed.reserveCapacity(rows)
            for typed in typed {
                if mustStop() { return nil }
                let claimed = claims.claim(title: typed.title)
                var section = claimed.map { oldSections[$0] } ?? model.makeSection(title: typed.title)
                var built = SegmentBuilder(segments)
                let marked = !typed.changed.isEmpty
                for k in 0..<typed.count {
                    let name = typed.name(k)
                    if k & 0xFFFF == 0xFFFF, mustStop() { return nil }
                    if marked && typed.changed.contains(k) {
                        add(name, changed: true, newText: typed.newTexts[k], to: &built)
                    } else {
                        add(name, changed: false, newText: nil, to: &built)
                    }
                }
                section.items = built.finish()
                result.append(section)
                match.oldSectionOf.append(claimed ?? -1)
                match.newCounts.append(typed.count)
            }
            // The map and the model's segments are not needed past here
            // (the engine's update, which follows, may take memory too).
            firstRow = [:]
            nextRow = [:]
            segments = []
            return result
        }

        /// The named row in the new content, and its pairing.
        private mutating func add(_ name: String, changed: Bool, newText: String?, to built: inout SegmentBuilder) {
            guard let (row, g) = take(name) else {
                built.append(.stored(model.makeItem(newText ?? name)))
                match.oldRowOf.append(-1)
                match.changed.append(false)
                return
            }
            match.oldRowOf.append(row)
            match.changed.append(changed)
            if let newText {
                var item = segments[g].item(row - starts[g])
                item.text = newText
                built.append(.stored(item))
            } else if case .run = segments[g] {
                built.append(row: row - starts[g], of: g)
            } else {
                built.append(segments[g])
            }
        }

        private static let allNamed = Place(row: -1, segment: -1)

        /// The first row not yet named with the text, now named: the first
        /// of the generated one and the one found by text. The name is
        /// hashed once: its entry is found by index, and moved on in place.
        private mutating func take(_ name: String) -> Place? {
            let entry = firstRow.isEmpty ? nil : firstRow.index(forKey: name)
            let byText = entry.map { firstRow.values[$0] }.flatMap { $0.row >= 0 ? $0 : nil }
            if !generated.isEmpty, let generatedRow = generated.firstRow(named: name), generatedRow.row < byText?.row ?? Int.max {
                generated.name(generatedRow.row)
                return generatedRow
            }
            guard let entry, let byText else { return nil }
            firstRow.values[entry] = nextRow.isEmpty ? Self.allNamed : nextRow[byText.row] ?? Self.allNamed
            return byText
        }
    }

    /// A section's new rows as names add them: rows named in a row of one
    /// old run, unchanged, stay one slice of it (not a segment each), and
    /// neighbouring runs that carry on into each other are one.
    struct SegmentBuilder {
        /// The model's segments the rows come from.
        let old: [ItemList.Segment]
        private var list = ItemList.Builder()
        /// The slice of an old run being extended: its segment and rows.
        private var pending: (segment: Int, rows: Range<Int>)?
        /// The old run the last segment is a slice of (nil: an item).
        private var lastRun: Int?

        init(_ old: [ItemList.Segment]) { self.old = old }

        /// Row `offset` of the old run segment `g`.
        package mutating func append(row offset: Int, of g: Int) {
            if let p = pending, p.segment == g, p.rows.upperBound == offset {
                pending = (g, p.rows.lowerBound..<(offset + 1))
                return
            }
            flush()
            pending = (g, offset..<(offset + 1))
        }

        /// A stored item: it carries on no run, and no run carries on into it.
        package mutating func append(_ item: ItemList.Segment) {
            flush()
            list.append(unmerged: item)
            lastRun = nil
        }

        consuming func finish() -> ItemList {
            flush()
            return list.finish()
        }

        private mutating func flush() {
            guard let p = pending else { return }
            pending = nil
            let slice = old[p.segment].slice(p.rows)
            // A slice of the run the last one is a slice of does not carry
            // it on (rows that would were one slice): no need to compare
            // them, which is the most of a shuffle's or a reversal's work.
            if lastRun == p.segment { list.append(unmerged: slice) } else { list.append(slice) }
            lastRun = p.segment
        }
    }
}
