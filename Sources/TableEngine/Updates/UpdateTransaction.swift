/// The open `beginUpdates` blocks and the changes they have collected.
/// Blocks nest; only the outermost one applies. Outside a block each change
/// is an update of its own.
struct UpdateTransaction {
    private(set) var depth = 0
    private(set) var pending = BatchUpdate()

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
    mutating func collect(_ change: (inout BatchUpdate) -> Void) -> BatchUpdate? {
        change(&pending)
        return isOpen ? nil : take()
    }

    /// Closes every block and drops what they collected.
    mutating func abandon() {
        depth = 0
        pending = BatchUpdate()
    }

    private mutating func take() -> BatchUpdate {
        defer { pending = BatchUpdate() }
        return pending
    }
}
