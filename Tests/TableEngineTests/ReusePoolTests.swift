import Testing
@testable import TableEngine

@Suite struct ReusePoolTests {
    /// Cells of identifiers the table sees once each (an app giving every
    /// row an identifier of its own) leave no shelf behind past a few: a
    /// dequeue searches the shelves, so they must stay few.
    @Test func emptyShelvesOfManyIdentifiersGo() {
        var pool = ReusePool()
        for k in 0..<1_000 {
            pool.enqueue(TableViewCell(reuseIdentifier: "row-\(k)"))
            #expect(pool.takeCell("row-\(k)") != nil)
            pool.trim(to: 2)
            #expect(pool.shelfCount <= ReusePool.shelvesKeptEmpty + 1)
        }
        // A few identifiers keep their shelves, emptied or not, and their
        // cells come back most recent first.
        var few = ReusePool()
        let a = TableViewCell(reuseIdentifier: "A"), b = TableViewCell(reuseIdentifier: "A"), c = TableViewCell(reuseIdentifier: "B")
        for cell in [a, b, c] { few.enqueue(cell) }
        #expect(few.takeCell("A") === b && few.takeCell("A") === a && few.takeCell("A") == nil)
        few.trim(to: 2)
        #expect(few.shelfCount == 2 && few.pooledCells("B")?.first === c && few.pooledCells("A") == nil)
    }
}
