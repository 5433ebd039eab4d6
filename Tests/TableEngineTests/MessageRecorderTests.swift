import TestSupport
import Testing
@testable import TableEngine

/// The message recorder's rules: every message in the order sent, a parent
/// before its children, results on the messages that return one.
@Suite struct MessageRecorderTests {
    struct Failure: Error {}

    func recorder() -> (MessageRecorder, () -> [TableEvent]) {
        let recorder = MessageRecorder()
        final class Box { var events: [TableEvent] = [] }
        let box = Box()
        recorder.add { box.events.append($0) }
        return (recorder, { box.events })
    }

    @Test func withoutObserversNothingIsRecordedButTheWorkIsDone() {
        let recorder = MessageRecorder()
        var ran = false
        let value = recorder.send(.numberOfSections, [], result: { .int($0) }) { () -> Int in ran = true; return 3 }
        #expect(ran && value == 3 && !recorder.isObserved)
    }

    @Test func aVoidMessageGoesOutBeforeWhatItSends() {
        let (recorder, events) = recorder()
        recorder.send(.reloadData, []) { () in
            recorder.send(.didSelectRow, [.indexPath(TableIndexPath(0, 1))]) { () in }
        }
        #expect(events().map(\.selector) == [.reloadData, .didSelectRow])
        #expect(events().map(\.depth) == [0, 1])
        #expect(events().map(\.result) == [nil, nil])
    }

    @Test func aMessageWithAResultCarriesItAndStillComesBeforeItsChildren() {
        let (recorder, events) = recorder()
        _ = recorder.send(.cellForRow, [.indexPath(TableIndexPath(0, 0))], result: { (_: Int) in .string("cell") }) { () -> Int in
            recorder.send(.dequeueCell, [.string("Cell")]) { () in }
            _ = recorder.send(.heightForRow, [], result: { .double($0) }) { () -> Double in
                recorder.send(.prepareForReuse, target: .cell(id: 1, reuseIdentifier: nil, isNew: false), []) { () in }
                return 44
            }
            return 0
        }
        #expect(events().map(\.selector) == [.cellForRow, .dequeueCell, .heightForRow, .prepareForReuse])
        #expect(events().map(\.depth) == [0, 1, 1, 2])
        #expect(events().map(\.result) == [.string("cell"), nil, .double(44), nil])
        #expect(events()[3].target == .cell(id: 1, reuseIdentifier: nil, isNew: false))
    }

    @Test func aMessageThatThrowsGoesOutWithoutAResultAndItsChildrenFollow() {
        let (recorder, events) = recorder()
        #expect(throws: Failure.self) {
            _ = try recorder.send(.commitEditingStyle, [], result: { (_: Int) in .int(1) }) { () throws(Failure) -> Int in
                recorder.send(.deleteRows, []) { () in }
                throw Failure()
            }
        }
        #expect(events().map(\.selector) == [.commitEditingStyle, .deleteRows])
        #expect(events().map(\.result) == [nil, nil])
        // The recorder is whole again: the next message is outermost.
        recorder.send(.reloadData, []) { () in }
        #expect(events().last?.depth == 0)
    }

    @Test func everyObserverGetsEveryMessageInOrder() {
        let recorder = MessageRecorder()
        var first: [MessageSelector] = [], second: [MessageSelector] = []
        recorder.add { first.append($0.selector) }
        recorder.add { second.append($0.selector) }
        recorder.send(.beginUpdates, []) { () in }
        recorder.send(.endUpdates, []) { () in }
        #expect(first == [.beginUpdates, .endUpdates] && second == first)
        recorder.removeAll()
        recorder.send(.reloadData, []) { () in }
        #expect(first.count == 2 && !recorder.isObserved)
    }

    @Test func theTablesMessagesNestInsideTheAppsCalls() throws {
        // A data source's deleteRows inside commitEditingStyle: is its child.
        let app = try InteractionApp([3], implemented: [.commitEditingStyle]).loaded()
        app.table.setEditing(true)
        try app.table.tapDeleteControl(at: TableIndexPath(0, 0))
        app.clear()
        try app.table.confirmDeletion()
        let commit = try #require(app.sent(.commitEditingStyle).first)
        let delete = try #require(app.sent(.deleteRows).first)
        #expect(commit.depth == 0 && delete.depth == 1)
        #expect(app.sent(.numberOfSections).allSatisfy { $0.depth == 2 })
    }
}
