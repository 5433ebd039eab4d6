/// The rows an update moves, old index path → new one, and the move from
/// an old index path.
struct RowMoves {
    /// In the order of the calls.
    let moves: [(from: TableIndexPath, to: TableIndexPath)]
    private let byOrigin: MoveIndex

    /// The moves, already found by where they come from (each once).
    init(_ moves: [(from: TableIndexPath, to: TableIndexPath)], byOrigin: MoveIndex) {
        self.moves = moves
        self.byOrigin = byOrigin
    }

    /// The moves but the `skipped` ones (their numbers, ascending), in a
    /// table of `oldRows` rows per section.
    init(_ all: [(from: TableIndexPath, to: TableIndexPath)], skipping skipped: [Int], oldRows: [Int]) {
        var moves: [(from: TableIndexPath, to: TableIndexPath)] = []
        moves.reserveCapacity(all.count - skipped.count)
        var s = 0
        for (k, move) in all.enumerated() {
            if s < skipped.count && skipped[s] == k { s += 1 } else { moves.append(move) }
        }
        var byOrigin = MoveIndex(moves: moves.count, oldRows: oldRows)
        for (k, move) in moves.enumerated() { _ = byOrigin.insert(move.from, number: k) { moves[$0].from } }
        self.init(moves, byOrigin: byOrigin)
    }

    var isEmpty: Bool { moves.isEmpty }

    /// Where the row at `from` moves, if it does.
    func destination(of from: TableIndexPath) -> TableIndexPath? {
        byOrigin.number(for: from) { moves[$0].from }.map { moves[$0].to }
    }
}
