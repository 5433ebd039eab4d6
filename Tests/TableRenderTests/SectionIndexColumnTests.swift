import TestSupport
import Testing
import TableEngine
import TableRender

/// The section index down the right edge shows the same titles wherever
/// the table is scrolled: UIKit sizes the index to the table, not to what
/// the content draws.
@Suite struct SectionIndexColumnTests {
    /// The titles in the index column, top to bottom.
    static func indexColumn(_ frame: String) -> [String] {
        let lines = frame.split(separator: "\n").dropFirst().dropLast()
        return lines.map { line in
            String(line.dropLast().suffix(2)).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && $0 != "--" }
    }

    @Test func theIndexDoesNotChangeWithTheOffset() throws {
        let app = FixtureApp.contactsDemo()
        try app.layout()
        var columns: [[String]] = []
        for offset in [0.0, 137, 300, 1234, 2000] {
            try app.table.setContentOffset(offset)
            try app.layout()
            columns.append(Self.indexColumn(app.render(ascii: true)))
        }
        // A longer frame may show more of the same titles below; never others.
        let shortest = columns.map(\.count).min()!
        #expect(shortest >= 15)
        for column in columns { #expect(Array(column.prefix(shortest)) == Array(columns[0].prefix(shortest))) }
    }
}
