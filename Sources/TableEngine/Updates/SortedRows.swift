// Rows an update names, sorted: when there are many of them for the rows
// they are among (a shuffle names every row; 50,000 deletes among 10M
// rows), marked in a bitmap and read back in order — O(n / 64 + k), a bit a
// row — rather than compared, O(k log k): when the bitmap's words are no
// more than the comparisons a sort would make, so that it is never the
// dearer of the two (a few rows among millions are compared).

/// Whether `count` rows among `bound` are sorted through a bitmap.
private func throughBitmap(_ count: Int, below bound: Int) -> Bool {
    count >= 64 && bound / 64 <= count * (Int.bitWidth - count.leadingZeroBitCount)
}

extension Array where Element == Int {
    /// The rows sorted, each in `0..<bound`. (A row is removed, or arrives,
    /// once in a valid update; rows that repeat are sorted by comparing.)
    func sortedRows(below bound: Int) -> [Int] {
        guard throughBitmap(count, below: bound) else { return sorted() }
        return Self.sortedThroughBitmap(self, below: bound) ?? sorted()
    }

    /// The rows, each in `0..<bound`, in order through a bitmap; nil if one
    /// repeats.
    fileprivate static func sortedThroughBitmap(_ rows: some Collection<Int>, below bound: Int) -> [Int]? {
        var marks = [UInt64](repeating: 0, count: (bound + 63) / 64)
        for row in rows {
            let bit: UInt64 = 1 << UInt64(row & 63)
            if marks[row >> 6] & bit != 0 { return nil }
            marks[row >> 6] |= bit
        }
        var result: [Int] = []
        result.reserveCapacity(rows.count)
        for (w, word) in marks.enumerated() {
            var word = word
            while word != 0 {
                result.append(w << 6 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return result
    }
}

extension Set where Element == TableIndexPath {
    /// The index paths sorted. Many of them in one section (a diff's
    /// deletes and inserts) go through a bitmap of that section's rows.
    func sortedRows() -> [TableIndexPath] {
        guard count >= 64, let section = first?.section else { return sorted() }
        var maxRow = 0
        for ip in self {
            guard ip.section == section, ip.row >= 0 else { return sorted() }
            maxRow = Swift.max(maxRow, ip.row)
        }
        guard throughBitmap(count, below: maxRow + 1),
              let rows = [Int].sortedThroughBitmap(lazy.map(\.row), below: maxRow + 1) else {
            return sorted()
        }
        return rows.map { TableIndexPath(section, $0) }
    }
}
