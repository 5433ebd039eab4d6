import Runs

/// The open `beginUpdates` blocks and the changes they have collected.
/// Blocks nest; only the outermost one applies. Outside a block each change
/// is an update of its own.
struct UpdateTransaction {
    private(set) var depth = 0
    /// The changes collected, in the order of the calls. They are kept in a
    /// `RunTree`, whose copies share their nodes: the copy of the state a
    /// call keeps (to put the table back if it raises) costs O(1), and the
    /// change the call then adds copies one path, not every change before
    /// it — a block of n `moveRow` calls is O(n log n), not O(n²).
    private var changes = RunTree<Change>()

    var isOpen: Bool { depth > 0 }

    mutating func begin() { depth += 1 }

    /// Closes a block. Returns the changes to apply when it was the
    /// outermost one — or when none was open: a lone `endUpdates` applies
    /// what there is.
    mutating func end() -> BatchUpdate? {
        if depth > 1 {
            depth -= 1
            return nil
        }
        depth = 0
        return take()
    }

    /// Adds a change; returns the changes to apply now when no block is open.
    mutating func collect(_ change: @escaping (inout BatchUpdate) -> Void) -> BatchUpdate? {
        changes.replace(changes.count..<changes.count, with: Change(apply: change))
        return isOpen ? nil : take()
    }

    /// Closes every block and drops what they collected.
    mutating func abandon() {
        depth = 0
        changes = RunTree()
    }

    /// The changes collected, as one update, made in the order of the calls.
    private mutating func take() -> BatchUpdate {
        var update = BatchUpdate()
        changes.forEach { $0.apply(&update) }
        changes = RunTree()
        return update
    }

    /// One collected call: what it adds to the update.
    struct Change: RunElement {
        static var leafCapacity: Int { 32 }
        let apply: (inout BatchUpdate) -> Void
        var count: Int { 1 }
        func prefix(_ k: Int) -> Count { Count(count: k) }
        func slice(_ range: Range<Int>) -> Change { self }
        mutating func absorb(_ next: Change) -> Bool { false }
    }

    struct Count: RunSummary {
        var count: Int
        static var zero: Count { Count(count: 0) }
        static func + (a: Count, b: Count) -> Count { Count(count: a.count + b.count) }
    }
}
