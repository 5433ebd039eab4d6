import TestSupport
import Testing
import TableEngine
import TableRender

/// The log's lines, in each style, as the shell prints them.
@Suite struct MessageLogFormatterTests {
    let asked = TableEvent(selector: .numberOfRows, arguments: [.int(0)], result: .int(5))
    let told = TableEvent(selector: .didSelectRow, arguments: [.indexPath(TableIndexPath(0, 1))], depth: 1)

    @Test func objectiveCNames() {
        let f = MessageLogFormatter(style: .objc)
        #expect(f.line(for: asked) == "[ds] tableView:numberOfRowsInSection: 0 -> 5")
        #expect(f.line(for: told) == "  [dl] tableView:didSelectRowAtIndexPath: [0,1]")
    }

    @Test func swiftNames() {
        let f = MessageLogFormatter(style: .swift)
        #expect(f.line(for: asked) == "[ds] tableView(_:numberOfRowsInSection:) 0 -> 5")
        #expect(f.text(for: .bool(true)) == "true")
    }

    @Test func json() {
        let f = MessageLogFormatter(style: .json)
        #expect(f.line(for: told) == #"{"to":"dl","selector":"tableView:didSelectRowAtIndexPath:","args":[[0,1]],"depth":1}"#)
    }

    @Test func eventsAndValuesPrintAsTheLogShowsThem() {
        #expect("\(asked)" == "[ds] tableView:numberOfRowsInSection: 0 -> 5")
        #expect("\(Value.bool(false))" == "NO")
        #expect("\(Value.string("a\"b"))" == #""a\"b""#)
    }

    @Test func aTableObservedFromCodeGivesTheShellsLines() throws {
        let app = TestApp([3], implemented: [.numberOfSections, .didSelectRow])
        try app.load()
        var lines: [String] = []
        let formatter = MessageLogFormatter()
        app.table.observe { lines.append(formatter.line(for: $0)) }
        try app.table.tap(at: TableIndexPath(0, 2))
        #expect(lines.contains("[dl] tableView:didSelectRowAtIndexPath: [0,2]"))
    }
}
