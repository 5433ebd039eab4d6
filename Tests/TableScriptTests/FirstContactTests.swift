import Testing
import TableEngine
@testable import TableScript

/// Issue 17: what a newcomer meets first — groups of methods to implement,
/// the messages UIKit would have sent, hints that are true.
@Suite struct FirstContactTests {
    @Test func everyOptionalMethodIsInATopic() {
        let topics = MethodGroup.allCases.filter { ![.all, .dataSource, .delegate].contains($0) }
        let covered = Set(topics.flatMap(\.methods))
        #expect(Set(MethodGroup.all.methods).subtracting(covered) == [.numberOfSections])
        #expect(MethodGroup.all.methods.allSatisfy { !$0.isRequired })
        // A group's name is never a method's: '+index' can only mean the group.
        for group in MethodGroup.allCases { #expect(Selector(named: group.rawValue) == nil) }
    }

    @Test func implementAllAndNone() {
        let h = Harness(log: .objc)
        h.run("demo edit\nimplement +all")
        let all = h.shell.app.implemented
        #expect(all.isSuperset(of: MethodGroup.all.methods))
        let r = h.run("tap 0.1")
        #expect(r.out.contains("[dl] tableView:willSelectRowAtIndexPath: [0,1] -> [0,1]"))
        #expect(r.out.contains("[dl] tableView:didSelectRowAtIndexPath: [0,1]"))
        h.run("implement -all")
        #expect(h.shell.app.implemented == [.numberOfSections])
        #expect(h.shell.table.numberOfSections == 5)
    }

    @Test func implementATopic() {
        let h = Harness(log: .objc)
        h.run("new\nfill 1x3\nimplement +selection -didSelectRow")
        #expect(h.shell.app.implemented.subtracting([.numberOfSections]) == [.willSelectRow, .willDeselectRow, .didDeselectRow])
        let r = h.run("tap 0.1")
        #expect(r.out.contains("[dl] tableView:willSelectRowAtIndexPath: [0,1] -> [0,1]"))
        #expect(!r.out.contains("didSelectRow"))
        #expect(!r.out.contains("shouldHighlightRow"))
    }

    @Test func aMisspelledGroupIsSuggested() {
        let h = Harness()
        let r = h.run("implement +selectoin")
        #expect(r.err.contains("test.tsh:1:11: error: unknown data source or delegate method or group 'selectoin' (did you mean 'selection'?)"))
    }

    @Test func aGroupOnADiffableTableLeavesTheDataSourceItsOwnMethods() {
        let h = Harness()
        let r = h.run("new --diffable\nimplement +all")
        #expect(r.ok, "\(r.err)")
        #expect(!h.shell.app.implemented.contains(.moveRow))
        #expect(h.shell.app.implemented.contains(.didSelectRow))
    }

    @Test func helpImplementSaysWhereImplementingChangesBehaviour() {
        let h = Harness()
        let r = h.run("help implement")
        #expect(r.out.contains("+swipe"))
        #expect(r.out.contains("commitEditingStyle"))
        #expect(r.out.contains("rows swipe to delete"))
    }
}
