import TestSupport
import PropertyBased
import Testing
import TableEngine
import TableRender
@testable import TableScript

/// The log of data-source and delegate messages, in each of its styles.
@Suite struct CallLogTests {
    @Test func theLogEscapesControlCharacters() {
        let h = Harness(log: .json)
        let out = h.run("fill 1x1\nanswer titleForHeader = \"x\\u{1}y\"\nreload").out
        #expect(out.contains(#""x\u0001y""#))
        let objc = Harness(log: .objc)
        #expect(objc.run("fill 1x1\nanswer titleForHeader = \"x\\u{1b}y\"\nreload").out.contains(#""x\u{1b}y""#))
    }

    /// The lines the log copies (`CallLog.SimpleLine`: no result, a cell or
    /// no target, Boolean arguments) are the formatter's, the first time
    /// and every time after, in every style; other events are written by
    /// the formatter.
    @Test func copiedLinesAreTheFormattersLines() async {
        let selectors: [MessageSelector] = [.setSelected, .setHighlighted, .prepareForReuse, .selectionDidChange,
                                            .willDisplayCell, .cellForRow, .setEditing, .numberOfSections]
        let values: [Value] = [.bool(true), .bool(false), .int(3), .indexPath(TableIndexPath(0, 2)), .string("x")]
        let targets: [Value?] = [nil, .cell(id: 1, reuseIdentifier: "Cell", isNew: false), .cell(id: 12, reuseIdentifier: nil, isNew: true),
                                 .view(id: 2, text: "T"), .string("vc")]
        let events = Generator { rng -> TableEvent in
            TableEvent(selector: selectors.randomElement(using: &rng)!, target: targets.randomElement(using: &rng)!,
                       arguments: (0..<Int.random(in: 0...3, using: &rng)).map { _ in values.randomElement(using: &rng)! },
                       result: Bool.random(using: &rng) ? nil : .int(1), depth: Int.random(in: 0...2, using: &rng),
                       isUnimplemented: Int.random(in: 0..<8, using: &rng) == 0)
        }
        for style in [LogStyle.objc, .swift, .json] {
            let log = CallLog(style: style)
            let formatter = MessageLogFormatter(style: style.formatterStyle)
            await propertyCheck(count: 500, input: events) { event in
                let plain = Array(formatter.line(for: event).utf8)
                #expect(log.writtenLine(for: event) == plain, "\(event)")
                #expect(log.writtenLine(for: event) == plain, "\(event)")
            }
        }
    }
}
