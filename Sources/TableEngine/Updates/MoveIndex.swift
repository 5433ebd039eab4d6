/// Moves found by an index path — where they come from, or where they go —
/// each index path standing for at most one move.
///
/// With many moves for the rows (a shuffle moves every one), a move's
/// number is kept per row of the table before the update, flat: 4 bytes a
/// row, written and read where the caches still hold them, where hashing
/// 100,000 index paths into a table of 2 MB missed the closest caches on
/// every move. An index path outside that table (a destination past the
/// old rows) is hashed. With few moves, all are hashed, in a table of the
/// moves' size, not the rows'.
struct MoveIndex {
    /// Where each old section's rows start, plus the total; empty when
    /// every index path is hashed.
    private let starts: [Int]
    /// Per old row, flat: the number of its move + 1, or 0.
    private var numbers: [Int32]
    private var hashed: IndexPathTable

    /// For `moves` moves in a table of `oldRows` rows per section.
    init(moves: Int, oldRows: [Int]) {
        var starts = [0]
        starts.reserveCapacity(oldRows.count + 1)
        for rows in oldRows { starts.append(starts.last! + rows) }
        // A row costs 4 bytes, a hashed move 16 (its slot, half full).
        if 4 * moves >= starts.last!, starts.last! < Int(Int32.max) {
            self.starts = starts
            numbers = Array(repeating: 0, count: starts.last!)
            hashed = IndexPathTable(capacity: 0)
        } else {
            self.starts = []
            numbers = []
            hashed = IndexPathTable(capacity: moves)
        }
    }

    /// Adds move `number` for `ip`, unless a move is there for it already:
    /// then returns that one and adds nothing. `key(m)` is move m's index
    /// path.
    mutating func insert(_ ip: TableIndexPath, number: Int, key: (Int) -> TableIndexPath) -> Int? {
        guard let row = flat(ip) else { return hashed.insert(ip, entry: number, key: key) }
        if numbers[row] != 0 { return Int(numbers[row]) - 1 }
        numbers[row] = Int32(number + 1)
        return nil
    }

    /// The move for `ip`, if there is one.
    func number(for ip: TableIndexPath, key: (Int) -> TableIndexPath) -> Int? {
        guard let row = flat(ip) else { return hashed.entry(for: ip, key: key) }
        return numbers[row] != 0 ? Int(numbers[row]) - 1 : nil
    }

    /// The flat row of an index path of the old table, when rows are kept flat.
    private func flat(_ ip: TableIndexPath) -> Int? {
        guard ip.section >= 0, ip.section < starts.count - 1, ip.row >= 0,
              ip.row < starts[ip.section + 1] - starts[ip.section] else { return nil }
        return starts[ip.section] + ip.row
    }
}
