import Foundation
import Testing
import TableEngine
import TableRender

// The code of TableEngine's articles (`Sources/TableEngine/TableEngine.docc`),
// verbatim: each ```swift block of an article is in this file, and the
// tests run it and check what the article says it gives (its ```text blocks).
// `everySwiftBlockOfTheArticlesIsInThisFile` fails when an article's code
// is not here, word for word (indentation aside).

final class FruitDataSource: TableViewDataSource {
    var names = ["Apple", "Banana", "Cherry"]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.text = names[indexPath.row]
        return cell
    }
}

final class FruitDelegate: TableViewDelegate {
    var selected: [TableIndexPath] = []

    func responds(to selector: MessageSelector) -> Bool {
        selector == .didSelectRow
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        selected.append(indexPath)
    }
}

@Suite struct ArticleCodeTests {
    @Test func gettingStarted() throws {
        let article = try Article("GettingStarted")

        let table = TableView()
        table.register(forCellReuseIdentifier: "fruit")
        let fruits = FruitDataSource()
        table.dataSource = fruits

        try table.reloadData()
        let cellsAfterReload = table.visibleCells.count
        try table.layoutIfNeeded()
        let cellsAfterLayout = table.visibleCells.count

        #expect(cellsAfterReload == 0)
        #expect(cellsAfterLayout == 3)

        let delegate = FruitDelegate()
        table.delegate = delegate
        var log: [TableEvent] = []
        table.observe { log.append($0) }

        try table.tap(at: TableIndexPath(0, 1))

        let lines = log.map { event in
            String(repeating: "  ", count: event.depth) + event.selector.objcName
        }

        #expect(delegate.selected == [TableIndexPath(0, 1)])
        #expect(lines == article.textBlocks[0])

        let frame = TableRenderer.render(table, options: RenderOptions(width: 40))

        #expect(frame.split(separator: "\n").map(String.init) == article.textBlocks[1])
    }

    @Test func messageLog() throws {
        let article = try Article("MessageLog")

        let table = TableView()
        table.register(forCellReuseIdentifier: "fruit")
        let fruits = FruitDataSource()
        table.dataSource = fruits
        var log: [TableEvent] = []
        table.observe { log.append($0) }

        try table.reloadData()
        try table.layoutIfNeeded()

        let lines = log.map { event in
            String(repeating: "  ", count: event.depth) + event.selector.objcName
        }

        #expect(lines == article.textBlocks[0])
        // The cell messages name their cell; the others none.
        #expect(log.filter { $0.target != nil }.map(\.selector) == Array(repeating: [.setSelected, .setHighlighted], count: 3).flatMap { $0 })
        #expect(log[1].arguments == [.int(0)] && log[1].result == .int(3))

        let formatter = MessageLogFormatter(style: .objc)
        let printed = log.prefix(4).map { formatter.line(for: $0) }

        #expect(printed == article.textBlocks[1])
        #expect(log.prefix(4).map(\.description) == printed)

        let delegate = FruitDelegate()
        table.delegate = delegate
        table.reportsUnimplementedMessages = true
        log.removeAll()

        try table.tap(at: TableIndexPath(0, 0))

        let skipped = log.filter(\.isUnimplemented).map(\.selector.objcName)

        #expect(skipped == article.textBlocks[2])
        #expect(table.unimplementedDelegateMessageCount == skipped.count)
        #expect(delegate.selected == [TableIndexPath(0, 0)])

        table.reportsUnimplementedMessages = false
        log.removeAll()
        var failure: TableViewException?
        do {
            try table.insertRows(at: [TableIndexPath(0, 0)])
        } catch {
            failure = error
        }
        let rowsAfterFailure = table.totalRows

        #expect(failure?.description == article.textBlocks[3].joined(separator: "\n"))
        #expect(log.map(\.selector) == [.insertRows, .numberOfRows])
        #expect(log[0].result == nil && log[1].depth == 1)
        #expect(rowsAfterFailure == 3)
        #expect(table.indexPathsForSelectedRows == [TableIndexPath(0, 0)])
    }

    // MARK: The articles' code is this file's

    @Test(arguments: ["GettingStarted", "MessageLog"])
    func everySwiftBlockOfTheArticlesIsInThisFile(_ name: String) throws {
        let article = try Article(name)
        let thisFile = Article.withoutIndentation(try String(contentsOf: URL(filePath: #filePath), encoding: .utf8))
        #expect(!article.swiftBlocks.isEmpty)
        for block in article.swiftBlocks {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let found = thisFile.contains(Article.withoutIndentation(lines.joined(separator: "\n")))
            #expect(found, "\(name).md: a swift block is not in ArticleCodeTests.swift:\n\(block)")
        }
    }
}

/// An article of TableEngine's DocC catalog: its fenced code blocks.
struct Article {
    static let catalog = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/TableEngine/TableEngine.docc")

    /// The ```swift blocks, in order.
    var swiftBlocks: [String] = []
    /// The ```text blocks, in order, as lines.
    var textBlocks: [[String]] = []

    init(_ name: String) throws {
        let text = try String(contentsOf: Self.catalog.appending(path: "\(name).md"), encoding: .utf8)
        var language: Substring?
        var block: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = language {
                if line == "```" {
                    if open == "swift" { swiftBlocks.append(block.joined(separator: "\n")) }
                    if open == "text" { textBlocks.append(block.map(String.init)) }
                    language = nil
                    block = []
                } else {
                    block.append(line)
                }
            } else if line.hasPrefix("```") {
                language = line.dropFirst(3)
            }
        }
    }

    /// The text with every line's leading spaces removed, so that code at
    /// the top of an article matches the same code inside a test.
    static func withoutIndentation(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.drop { $0 == " " } }
            .joined(separator: "\n")
    }
}
