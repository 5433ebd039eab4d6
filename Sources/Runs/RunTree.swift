/// A sequence of rows kept as runs (consecutive rows that are alike, such
/// as rows of one height, or rows generated from one pattern), in a B-tree
/// whose internal nodes keep each child's summary (its row count and
/// whatever sums the runs add up to).
///
/// Every operation is O(log n) for n runs: the run holding a row, the
/// summary of the rows before a row, the first row whose running summary
/// passes a bound (a descent, for "the row at this offset"), and replacing
/// a range of rows with one run (setting, inserting or deleting rows: a
/// range spread over many runs costs O(log n) for each leaf it touches).
/// k edits at once (`replace(_:)`, `update(removing:changing:inserting:)`)
/// cost O(k log n), or, when k is large enough for it to be cheaper, one
/// pass over the leaves that keeps every leaf no edit touches.
/// Neighbouring runs that `absorb` each other are always merged, so a
/// million alike rows are one run, and equal sequences have equal runs.
/// Memory is O(runs): a leaf holds up to `Element.leafCapacity` runs
/// inline, and an internal node up to 32 children with their summaries.
///
/// Why a purpose-built tree rather than swift-collections' `Rope`: the
/// rope keeps a summary beside every element of a leaf, which for row
/// heights (a 16-byte run, a 24-byte summary) more than doubles the memory
/// of a table of distinct heights; its metrics are integers, so the offset
/// of a row (a sum of `Double`s) needs a descent of its own anyway; and it
/// is an underscored module whose API may change. This one generic type
/// serves the engine's row heights and the script model's items. It is a
/// module of its own with an `@inlinable` public API so that each of them
/// gets it specialized for its runs, as fast as a tree written for them:
/// through `package` access the model's edits ran unspecialized, 3x slower.
/// (Its internals are therefore `@usableFromInline` rather than private.)
///
/// Floating-point sums are made the same way by every operation: a node's
/// summary is its children's, added left to right from `zero`; the summary
/// of the rows before a row adds, top down, the summaries of everything to
/// its left. `firstRow(endingPast:)` adds the same values in the same order
/// as `prefix(_:)`, so the two agree bit for bit.
///
/// Nodes are shared between copies and copied on the first write (only
/// along the path written), so a copy kept for an undo costs O(1).
public struct RunTree<Element: RunElement> {
    public typealias Summary = Element.Summary

    @usableFromInline var root: Node?
    /// The summary of all the rows, made again after every edit, so that
    /// the count (asked before every read) is O(1).
    @usableFromInline var total = Summary.zero

    @inlinable public init() {}

    /// The runs, in order; neighbours that absorb each other are merged.
    @inlinable public init(_ source: some Sequence<Element>) {
        var builder = Builder()
        for run in source { builder.append(run) }
        self = builder.finish()
    }

    @inlinable public var isEmpty: Bool { root == nil }

    /// The summary of all the rows.
    @inlinable public var summary: Summary { total }

    @inlinable public var count: Int { summary.count }

    /// Whether the two share all their nodes: then they are equal, found
    /// in O(1) (unequal trees, or equal ones built apart, say false).
    @inlinable public func isIdentical(to other: RunTree) -> Bool { root === other.root }

    // MARK: Reading

    /// The summary of the first `rows` rows (`rows == count` gives all).
    @inlinable public func prefix(_ rows: Int) -> Summary {
        var acc = Summary.zero
        // No rows sum to nothing (a run's `prefix(0)` is zero): asked for
        // the top of the first section at every turn of a layout pass.
        guard rows != 0, var node = root else { return acc }
        var k = rows
        // (Each level's array is read once into a local: a class's stored
        // property is checked for exclusive access on every read.)
        while !node.isLeaf {
            let children = node.children
            var i = 0
            while true {
                guard i < children.count else { return acc }
                let s = children[i].summary
                if k < s.count { break }
                k -= s.count
                acc = acc + s
                i += 1
            }
            node = children[i].node
        }
        for element in node.elements {
            if k < element.count { return acc + element.prefix(k) }
            k -= element.count
            acc = acc + element.summary
        }
        return acc
    }

    /// The run holding `row` (in `0..<count`), and the row's place in it.
    @inlinable public func element(at row: Int) -> (element: Element, offset: Int) {
        precondition(row >= 0 && row < count, "row out of range")
        var node = root!
        var k = row
        while !node.isLeaf {
            let children = node.children
            var i = 0
            while k >= children[i].summary.count {
                k -= children[i].summary.count
                i += 1
            }
            node = children[i].node
        }
        let elements = node.elements
        var i = 0
        while k >= elements[i].count {
            k -= elements[i].count
            i += 1
        }
        return (elements[i], k)
    }

    /// The first row whose running summary, through that row, `isPast`;
    /// nil if the summary of all rows is not. `isPast` must be monotone (once
    /// true for a prefix, true for every longer one). The row's `prefix` is
    /// then not past (unless `isPast(.zero)`), and the next row's is.
    @inlinable public func firstRow(endingPast isPast: (Summary) -> Bool) -> Int? {
        guard var node = root, isPast(node.summary) else { return nil }
        var acc = Summary.zero
        var row = 0
        while !node.isLeaf {
            // The first child that ends past, or (if rounding put the node's
            // own sum past but no child's) its last.
            let children = node.children
            let last = children.count - 1
            var i = 0
            while i < last {
                let next = acc + children[i].summary
                if isPast(next) { break }
                acc = next
                row += children[i].summary.count
                i += 1
            }
            node = children[i].node
        }
        let elements = node.elements
        let last = elements.count - 1
        var i = 0
        while i < last {
            let next = acc + elements[i].summary
            if isPast(next) { break }
            acc = next
            row += elements[i].count
            i += 1
        }
        let element = elements[i]
        // The first k whose prefix through row k is past, else the last row.
        var lo = 0, hi = element.count - 1
        while lo < hi {
            let mid = (lo + hi) >> 1
            if isPast(acc + element.prefix(mid + 1)) { hi = mid } else { lo = mid + 1 }
        }
        return row + lo
    }

    /// Calls `body` with every run, in order.
    @inlinable public func forEach(_ body: (Element) -> Void) {
        func visit(_ node: Node) {
            if node.isLeaf {
                node.elements.forEach(body)
            } else {
                node.children.forEach { visit($0.node) }
            }
        }
        if let root { visit(root) }
    }

    // MARK: Writing

    /// Applies `edits`, each replacing a range of rows (numbered as they
    /// are before any edit) with a run or with nothing; the ranges ascending
    /// and not overlapping (insertions at one row go in in their order). A
    /// few edits go in one at a time, last first so that the rows the others
    /// name hold, O(log n) each. Many (one for every 1,024 rows or more) go
    /// in in one pass over the leaves, O(runs / leafCapacity + k), which is
    /// then the cheaper: the leaves no edit touches are kept as they are,
    /// and the levels above built again. (At 10M rows of distinct heights,
    /// 100k edits: 90 ms in one pass, 150 ms one at a time.)
    @inlinable public mutating func replace(_ edits: [(range: Range<Int>, replacement: Element?)]) {
        let count = self.count
        var previous = 0
        for edit in edits {
            precondition(edit.range.lowerBound >= previous && edit.range.upperBound <= count, "edits out of order or range")
            previous = edit.range.upperBound
        }
        if edits.count < max(16, count / 1024) {
            for edit in edits.reversed() { replace(edit.range, with: edit.replacement) }
            return
        }
        var builder = LeafBuilder()
        var e = 0, start = 0
        // Each leaf in turn: whole if no edit starts in it (or goes on in it),
        // else its runs with the edits made.
        func visit(_ leaf: Node, _ summary: Summary) {
            let end = start + summary.count
            // Edits from here on start in a later leaf (or at the end of the last).
            func startsLater(_ edit: (range: Range<Int>, replacement: Element?)) -> Bool {
                edit.range.lowerBound > end || (edit.range.lowerBound == end && end < count)
            }
            guard e < edits.count, !startsLater(edits[e]) else {
                builder.add(leaf: leaf, summary: summary)
                start = end
                return
            }
            builder.breakNeighbours()
            let elements = leaf.elements
            var row = start, i = 0, elementStart = start
            // Adds the leaf's rows from `row` up to `limit`: whole runs
            // together, parts of runs cut.
            func copy(upTo limit: Int) {
                while row < limit {
                    while elementStart + elements[i].count <= row {
                        elementStart += elements[i].count
                        i += 1
                    }
                    let lo = row - elementStart
                    if lo > 0 || elementStart + elements[i].count > limit {
                        let hi = min(elements[i].count, limit - elementStart)
                        builder.add(elements[i].slice(lo..<hi))
                        row = elementStart + hi
                        continue
                    }
                    var j = i, end = elementStart
                    while j < elements.count && end + elements[j].count <= limit {
                        end += elements[j].count
                        j += 1
                    }
                    builder.add(contentsOf: elements[i..<j])
                    row = end
                    elementStart = end
                    i = j
                }
            }
            while e < edits.count, !startsLater(edits[e]) {
                let edit = edits[e]
                // (An edit begun in an earlier leaf put its replacement there.)
                if edit.range.lowerBound >= row {
                    copy(upTo: edit.range.lowerBound)
                    if let replacement = edit.replacement, replacement.count > 0 { builder.add(replacement) }
                }
                row = max(row, min(edit.range.upperBound, end))
                if edit.range.upperBound > end { break }
                e += 1
            }
            copy(upTo: end)
            start = end
        }
        func walk(_ node: Node, _ summary: Summary) {
            if node.isLeaf { return visit(node, summary) }
            for child in node.children { walk(child.node, child.summary) }
        }
        if let root { walk(root, root.summary) }
        // With no rows, insertions only.
        for edit in edits[e...] {
            if let replacement = edit.replacement, replacement.count > 0 { builder.add(replacement) }
        }
        root = builder.finish()
        total = root?.summary ?? .zero
    }

    /// An update named as a table names one: removes the old rows
    /// `removed`, gives old rows in `changing` a new run, and puts the runs
    /// in `inserting` at their new rows (all ascending; a changed row is not
    /// removed; there are `count - removed.count + inserting.count` rows
    /// after). Each new row goes in before the old row that follows it,
    /// making one list of edits for `replace(_:)`.
    @inlinable public mutating func update(removing removed: [Int], changing: [(row: Int, run: Element)], inserting: [(row: Int, run: Element)]) {
        var edits: [(range: Range<Int>, replacement: Element?)] = []
        edits.reserveCapacity(removed.count + changing.count + inserting.count)
        var r = 0, c = 0, passed = 0
        // Old-row edits up to (not at) `row`: stretches of removed rows, and changes.
        func editOldRows(before row: Int) {
            while true {
                let nextRemoved = r < removed.count ? removed[r] : Int.max
                let nextChanged = c < changing.count ? changing[c].row : Int.max
                guard min(nextRemoved, nextChanged) < row else { return }
                if nextRemoved < nextChanged {
                    var end = nextRemoved + 1
                    r += 1
                    while r < removed.count && removed[r] == end {
                        end += 1
                        r += 1
                    }
                    edits.append((nextRemoved..<end, nil))
                } else {
                    edits.append((nextChanged..<(nextChanged + 1), changing[c].run))
                    c += 1
                }
            }
        }
        for (i, insertion) in inserting.enumerated() {
            // The old row after it: the survivor of its rank.
            let rank = insertion.row - i
            while passed < removed.count && removed[passed] - passed <= rank { passed += 1 }
            let before = rank + passed
            editOldRows(before: before)
            if let last = edits.indices.last, edits[last].range == before..<before, edits[last].replacement!.absorb(insertion.run) { continue }
            edits.append((before..<before, insertion.run))
        }
        editOldRows(before: Int.max)
        replace(edits)
    }

    /// Gathers runs into leaves, merging runs that meet, and the leaves into
    /// a tree: for building one, and for a bulk edit, which hands it whole
    /// the leaves it does not change.
    @usableFromInline struct LeafBuilder {
        @usableFromInline var leaves: [Child] = []
        /// Runs not yet in a leaf.
        @usableFromInline var runs: [Element] = []
        /// Whether the last leaf was added whole: its last run and the
        /// first of the next leaf added whole were neighbours already, and
        /// do not absorb each other.
        @usableFromInline var lastLeafWasWhole = false
        @usableFromInline let capacity = Element.leafCapacity

        @inlinable init() {}

        @inlinable mutating func add(_ run: Element) {
            if runs.isEmpty, let last = leaves.last?.node.elements.last {
                // Take the last leaf back if its last run absorbs this one.
                var merged = last
                guard merged.absorb(run) else { return runs.append(run) }
                runs = leaves.removeLast().node.elements
                runs[runs.count - 1] = merged
                return
            }
            if runs.isEmpty || !runs[runs.count - 1].absorb(run) { runs.append(run) }
            if runs.count >= 2 * capacity {
                emit(runs[..<capacity])
                runs.removeSubrange(..<capacity)
            }
        }

        /// The next leaf added whole may not follow the last one so.
        @inlinable mutating func breakNeighbours() { lastLeafWasWhole = false }

        /// Adds runs that are merged among themselves already.
        @inlinable mutating func add(contentsOf merged: ArraySlice<Element>) {
            guard let first = merged.first else { return }
            add(first)
            runs += merged.dropFirst()
            while runs.count >= 2 * capacity {
                emit(runs[..<capacity])
                runs.removeSubrange(..<capacity)
            }
        }

        /// Adds a leaf as it is, unless its runs must join others.
        @inlinable mutating func add(leaf: Node, summary: Summary) {
            if runs.isEmpty && lastLeafWasWhole {
                leaves.append(Child(node: leaf, summary: summary))
                return
            }
            let elements = leaf.elements
            if runs.isEmpty {
                if var last = leaves.last?.node.elements.last, last.absorb(elements[0]) {
                    add(contentsOf: elements[...])
                } else {
                    leaves.append(Child(node: leaf, summary: summary))
                    lastLeafWasWhole = true
                }
                return
            }
            if var last = runs.last, runs.count >= capacity / 2, !last.absorb(elements[0]) {
                flush()
                leaves.append(Child(node: leaf, summary: summary))
                lastLeafWasWhole = true
            } else {
                add(contentsOf: elements[...])
            }
        }

        @inlinable mutating func emit(_ slice: ArraySlice<Element>) {
            lastLeafWasWhole = false
            let node = Node(elements: Array(slice))
            leaves.append(Child(node))
        }

        /// Puts the runs waiting into leaves (with the last leaf, if too few
        /// for one of their own).
        @inlinable mutating func flush() {
            guard !runs.isEmpty else { return }
            if runs.count < capacity / 2, let last = leaves.popLast() { runs = last.node.elements + runs }
            for range in RunTree.chunks(runs.count, capacity: capacity) { emit(runs[range]) }
            runs = []
        }

        /// The root of a tree of the leaves, built level by level.
        @inlinable mutating func finish() -> Node? {
            flush()
            guard !leaves.isEmpty else { return nil }
            var level = leaves
            while level.count > 1 {
                level = RunTree.chunks(level.count, capacity: Node.capacity).map { range in
                    let node = Node(children: Array(level[range]))
                    return Child(node: node, summary: node.summary)
                }
            }
            return level[0].node
        }
    }

    /// Replaces the rows in `range` with `replacement` (nil: removes them;
    /// an empty range: inserts it before `range.lowerBound`), merging runs
    /// that meet. O(log n) for each leaf the range touches.
    @inlinable public mutating func replace(_ range: Range<Int>, with replacement: Element?) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "rows out of range")
        var replacement = replacement.flatMap { $0.count > 0 ? $0 : nil }
        guard !range.isEmpty || replacement != nil else { return }
        // One leaf at a time; the replacement goes in with the first piece,
        // and the rest of the range follows it.
        var position = range.lowerBound
        var remaining = range.count
        repeat {
            let piece = replacement
            var leafRows = 0
            let (edges, leafStart) = editLeaf(holding: position) { elements, local, rows in
                let take = min(remaining, rows - local)
                remaining -= take
                leafRows = rows - take + (piece?.count ?? 0)
                return Self.replace(in: &elements, local..<(local + take), with: piece)
            }
            position += piece?.count ?? 0
            replacement = nil
            if edges.first { coalesce(at: leafStart) }
            if edges.last { coalesce(at: leafStart + leafRows) }
        } while remaining > 0
    }

    /// Replaces rows `range` of one leaf with `replacement`, merging the
    /// runs that meet there. Returns whether the leaf's first or last run
    /// changed (it may now absorb or be absorbed by a neighbouring leaf's).
    @inlinable static func replace(in elements: inout [Element], _ range: Range<Int>, with replacement: Element?) -> (first: Bool, last: Bool) {
        let oldCount = elements.count
        // `a`: the run holding range.lowerBound (oldCount: the leaf's end).
        var a = 0, start = 0
        while a < oldCount && start + elements[a].count <= range.lowerBound {
            start += elements[a].count
            a += 1
        }
        // Runs a..<b are replaced by what is left of them and the replacement.
        var head: Element?, tail: Element?
        var b = a
        if a < oldCount {
            if range.lowerBound > start { head = elements[a].slice(0..<(range.lowerBound - start)) }
            if range.isEmpty {
                if range.lowerBound > start {
                    tail = elements[a].slice((range.lowerBound - start)..<elements[a].count)
                    b = a + 1
                }
            } else {
                var end = start + elements[a].count
                b = a + 1
                while end < range.upperBound {
                    end += elements[b].count
                    b += 1
                }
                if end > range.upperBound {
                    let last = elements[b - 1]
                    tail = last.slice((last.count - (end - range.upperBound))..<last.count)
                }
            }
        }
        // The new runs (at most three), merged with each other and with the
        // runs beside them: the one before absorbs in place (`before`), the
        // one after is absorbed and replaced.
        return withUnsafeTemporaryAllocation(of: Element.self, capacity: 3) { runs in
            var n = 0
            var before = false
            func add(_ piece: Element?) {
                guard let piece else { return }
                if n > 0 {
                    if runs[n - 1].absorb(piece) { return }
                } else if a > 0, elements[a - 1].absorb(piece) {
                    before = true
                    return
                }
                (runs.baseAddress! + n).initialize(to: piece)
                n += 1
            }
            add(head)
            add(replacement)
            add(tail)
            if b < oldCount {
                if n > 0 ? runs[n - 1].absorb(elements[b]) : a > 0 && elements[a - 1].absorb(elements[b]) {
                    // (With nothing between them, the runs on either side meet.)
                    before = before || n == 0
                    b += 1
                }
            }
            elements.replaceSubrange(a..<b, with: UnsafeMutableBufferPointer(rebasing: runs[..<n]))
            (runs.baseAddress!).deinitialize(count: n)
            return (a == 0 || (before && a == 1), b == oldCount)
        }
    }

    /// Merges the runs on either side of row `p` if they absorb each other
    /// (after an edit at the edge of a leaf: runs in one leaf are merged as
    /// they are made).
    @inlinable mutating func coalesce(at p: Int) {
        guard p > 0, p < count else { return }
        let (right, offset) = element(at: p)
        guard offset == 0 else { return }
        var left = element(at: p - 1).element
        guard left.absorb(right) else { return }
        editLeaf(holding: p) { elements, local, _ in
            elements.remove(at: Self.index(startingAt: local, in: elements))
        }
        editLeaf(holding: p - 1) { elements, local, _ in
            var start = 0, i = 0
            while start + elements[i].count <= local {
                start += elements[i].count
                i += 1
            }
            elements[i] = left
        }
    }

    @inlinable static func index(startingAt row: Int, in elements: [Element]) -> Int {
        var start = 0, i = 0
        while start < row {
            start += elements[i].count
            i += 1
        }
        return i
    }

    /// Calls `body` with the leaf holding `row` (the last leaf for
    /// `row == count`), the row's place in it and the leaf's rows; `body`
    /// may change the
    /// leaf's runs, adding at most a few. Then the summaries on the path are
    /// brought up to date and nodes split or merged to stay within their
    /// bounds. Returns what `body` returned and the leaf's first row.
    @discardableResult
    @inlinable mutating func editLeaf<R>(holding row: Int, _ body: (inout [Element], Int, Int) -> R) -> (R, leafStart: Int) {
        if root == nil { root = Node(elements: []) }
        if !isKnownUniquelyReferenced(&root) { root = root!.copy() }
        let (result, leafStart, sibling) = root!.edit(holding: row, rows: count, body)
        if let sibling {
            root = Node(children: [Child(root!), Child(sibling)])
        } else {
            while let r = root, !r.isLeaf, r.children.count == 1 { root = r.children[0].node }
            if let r = root, r.isLeaf, r.elements.isEmpty { root = nil }
        }
        total = root?.summary ?? .zero
        return (result, leafStart)
    }

    // MARK: Checking

    /// Checks the tree's shape, its stored summaries (against sums made
    /// again), and that no two neighbouring runs absorb each other.
    @inlinable public func _checkInvariants() {
        precondition(total == (root?.summary ?? .zero), "the total out of date")
        guard let root else { return }
        func check(_ node: Node, isRoot: Bool) -> Int {
            if node.isLeaf {
                precondition(node.elements.count <= Element.leafCapacity, "leaf over capacity")
                precondition(isRoot ? !node.elements.isEmpty : node.elements.count >= Element.leafCapacity / 2, "leaf under half full")
                for e in node.elements { precondition(e.count > 0, "empty run") }
                return 0
            }
            precondition(node.children.count <= Node.capacity, "node over capacity")
            precondition(node.children.count >= (isRoot ? 2 : Node.capacity / 2), "node under half full")
            var depth: Int?
            for child in node.children {
                precondition(child.node.summary == child.summary, "stored summary differs from its sum")
                let d = check(child.node, isRoot: false)
                precondition(depth == nil || depth == d, "leaves at different depths")
                depth = d
            }
            return depth! + 1
        }
        _ = check(root, isRoot: true)
        var previous: Element?
        forEach { element in
            if var p = previous { precondition(!p.absorb(element), "neighbouring runs not merged") }
            previous = element
        }
    }
}

extension RunTree {
    /// An internal node's child and its summary, side by side: a descent
    /// reads one array a level.
    @usableFromInline struct Child {
        @usableFromInline var node: Node
        @usableFromInline var summary: Summary

        @inlinable init(node: Node, summary: Summary) {
            self.node = node
            self.summary = summary
        }

        @inlinable init(_ node: Node) { self.init(node: node, summary: node.summary) }
    }

    /// A node: a leaf of runs, or an internal node of children.

    @usableFromInline final class Node {
        @inlinable static var capacity: Int { 32 }

        @usableFromInline let isLeaf: Bool
        @usableFromInline var elements: [Element]
        @usableFromInline var children: [Child]

        @inlinable init(elements: [Element]) {
            isLeaf = true
            self.elements = elements
            children = []
        }

        @inlinable init(children: [Child]) {
            isLeaf = false
            elements = []
            self.children = children
        }

        @inlinable init(copying other: Node) {
            isLeaf = other.isLeaf
            elements = other.elements
            children = other.children
        }

        @inlinable func copy() -> Node { Node(copying: self) }

        @inlinable var size: Int { isLeaf ? elements.count : children.count }

        @inlinable var minimumSize: Int { (isLeaf ? Element.leafCapacity : Node.capacity) / 2 }

        /// The sum of the node's runs, added left to right.
        @inlinable var summary: Summary {
            var s = Summary.zero
            if isLeaf {
                for e in elements { s = s + e.summary }
            } else {
                for c in children { s = s + c.summary }
            }
            return s
        }

        /// `RunTree.editLeaf` below this node (which is not shared, and has
        /// `rows` rows). Returns a new right sibling if the node grew past
        /// its capacity.
        @inlinable func edit<R>(holding row: Int, rows: Int, _ body: (inout [Element], Int, Int) -> R) -> (R, Int, Node?) {
            if isLeaf {
                let result = body(&elements, row, rows)
                return (result, 0, elements.count > Element.leafCapacity ? split() : nil)
            }
            let (i, start) = Self.child(holding: row, in: children)
            if !isKnownUniquelyReferenced(&children[i].node) { children[i].node = children[i].node.copy() }
            let (result, leafStart, sibling) = children[i].node.edit(holding: row - start, rows: children[i].summary.count, body)
            children[i].summary = children[i].node.summary
            if let sibling {
                children.insert(Child(sibling), at: i + 1)
            } else if children[i].node.size < children[i].node.minimumSize {
                rebalance(i)
            }
            return (result, start + leafStart, children.count > Node.capacity ? split() : nil)
        }

        /// The child holding `row` (the last for the node's end), and its
        /// first row.
        @inlinable static func child(holding row: Int, in children: [Child]) -> (Int, Int) {
            var i = 0, start = 0
            let last = children.count - 1
            while i < last && row >= start + children[i].summary.count {
                start += children[i].summary.count
                i += 1
            }
            return (i, start)
        }

        /// Moves the upper half of the node's runs or children to a new node.
        @inlinable func split() -> Node {
            if isLeaf {
                let half = elements.count / 2
                defer { elements.removeSubrange(half...) }
                return Node(elements: Array(elements[half...]))
            }
            let half = children.count / 2
            defer {
                children.removeSubrange(half...)
            }
            return Node(children: Array(children[half...]))
        }

        /// Child `i` is under half full: merges it with a neighbour, or
        /// evens the two out if together they are too many for one.
        @inlinable func rebalance(_ i: Int) {
            guard children.count > 1 else { return }
            let l = i + 1 < children.count ? i : i - 1, r = l + 1
            if !isKnownUniquelyReferenced(&children[l].node) { children[l].node = children[l].node.copy() }
            if !isKnownUniquelyReferenced(&children[r].node) { children[r].node = children[r].node.copy() }
            let left = children[l].node, right = children[r].node
            let capacity = left.isLeaf ? Element.leafCapacity : Node.capacity
            let total = left.size + right.size
            if total <= capacity {
                left.elements += right.elements
                left.children += right.children
                children.remove(at: r)
                children[l].summary = left.summary
                return
            }
            let move = total / 2 - left.size  // > 0: from right to left
            if left.isLeaf {
                if move > 0 {
                    left.elements += right.elements[..<move]
                    right.elements.removeSubrange(..<move)
                } else {
                    right.elements.insert(contentsOf: left.elements[(left.size + move)...], at: 0)
                    left.elements.removeSubrange((left.size + move)...)
                }
            } else {
                if move > 0 {
                    left.children += right.children[..<move]
                    right.children.removeSubrange(..<move)
                } else {
                    let from = left.size + move
                    right.children.insert(contentsOf: left.children[from...], at: 0)
                    left.children.removeSubrange(from...)
                }
            }
            children[l].summary = left.summary
            children[r].summary = right.summary
        }
    }
}

extension RunTree {
    /// `n` items in as few chunks of at most `capacity` as will do, evenly
    /// (so each holds at least half of `capacity` when there are two or more).
    @inlinable static func chunks(_ n: Int, capacity: Int) -> [Range<Int>] {
        let parts = (n + capacity - 1) / capacity
        return (0..<parts).map { n * $0 / parts..<n * ($0 + 1) / parts }
    }
}

extension RunTree: Equatable where Element: Equatable {
    /// Equal rows: with runs always merged, equal runs in order.
    @inlinable public static func == (lhs: RunTree, rhs: RunTree) -> Bool {
        if lhs.root === rhs.root { return true }
        return lhs.runs == rhs.runs
    }

    @inlinable var runs: [Element] {
        var result: [Element] = []
        forEach { result.append($0) }
        return result
    }
}

extension RunTree: Hashable where Element: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) {
        forEach { hasher.combine($0) }
    }
}

extension RunTree: @unchecked Sendable where Element: Sendable {}

/// What a `RunTree` keeps of a run of rows, and of a node: a monoid whose
/// `count` is the rows'.
public protocol RunSummary: Equatable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    var count: Int { get }
}

/// One run of a `RunTree`: rows alike enough to be stored as one.
public protocol RunElement {
    associatedtype Summary: RunSummary
    /// How many runs a leaf holds at most.
    static var leafCapacity: Int { get }
    /// The run's rows; at least 1.
    var count: Int { get }
    /// The summary of the run's first `k` rows, `0...count`: `.zero` for 0.
    func prefix(_ k: Int) -> Summary
    /// Rows `range` of the run (not empty) as a run of their own.
    func slice(_ range: Range<Int>) -> Self
    /// Appends `next` if the two are one run; returns false (and leaves
    /// this run unchanged) if not.
    mutating func absorb(_ next: Self) -> Bool
}

extension RunElement {
    @inlinable public var summary: Summary { prefix(count) }
}
