import TestSupport
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
        for group in MethodGroup.allCases { #expect(MessageSelector(named: group.rawValue) == nil) }
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
        #expect(!h.shell.app.implemented.contains(.numberOfSections))
        #expect(h.shell.app.implemented.contains(.moveRow))  // a subclass may reorder (D-18)
        #expect(h.shell.app.implemented.contains(.didSelectRow))
    }

    @Test func helpImplementSaysWhereImplementingChangesBehaviour() {
        let h = Harness()
        let r = h.run("help implement")
        #expect(r.out.contains("+swipe"))
        #expect(r.out.contains("commitEditingStyle"))
        #expect(r.out.contains("rows swipe to delete"))
    }

    @Test func unimplementedMessagesShowWhenAsked() {
        let h = Harness(log: .objc)
        h.run("new\nfill 1x3\nimplement +didSelectRow")
        var r = h.run("tap 0.1")
        #expect(!r.out.contains("willSelectRow"))
        h.run("log unimplemented on")
        r = h.run("tap 0.2")
        #expect(r.out.contains("[dl] tableView:willSelectRowAtIndexPath: [0,2]  (not implemented)\n"))
        #expect(r.out.contains("[dl] tableView:didSelectRowAtIndexPath: [0,2]\n"))
        // Not sent: neither counted nor seen by 'expect log'.
        #expect(h.shell.log.calls(of: .willSelectRow) == 0)
        #expect(!h.shell.log.recentLines().contains { $0.contains("willSelectRow") })
        // It lasts across a new table; JSON marks it; off stops it.
        h.run("new\nfill 1x2\nlog json")
        r = h.run("tap 0.0")
        #expect(r.out.contains(#"{"to":"dl","selector":"tableView:willSelectRowAtIndexPath:","args":[[0,0]],"implemented":false,"depth":0}"#))
        h.run("log objc\nlog unimplemented off")
        r = h.run("tap 0.1")
        #expect(!r.out.contains("not implemented"))
    }

    @Test func unimplementedMessagesAreDimmedInColour() {
        var options = ShellOptions()
        options.color = true
        var out = ""
        let shell = Shell(options: options, output: { out += $0 }, errors: { _ in })
        shell.run(script: "new\nfill 1x1\nlog unimplemented on\ntap 0.0", name: "t")
        #expect(out.contains("\u{1B}[2m[dl] tableView:willSelectRowAtIndexPath: [0,0]  (not implemented)\u{1B}[0m\n"))
    }

    @Test func theREPLSaysOnceWhyAGestureSentTheDelegateNothing() {
        var options = ShellOptions()
        options.interactive = true
        options.atTerminal = true
        var out = ""
        let shell = Shell(options: options, output: { out += $0 }, errors: { _ in })
        _ = shell.feed(line: "demo edit")
        _ = shell.feed(line: "tap 0.1")
        let hint = "(no delegate message: the delegate implements none of the methods UIKit would ask here — 'log unimplemented on' shows them, 'implement +all' implements them)\n"
        #expect(out.hasSuffix(hint))
        out = ""
        _ = shell.feed(line: "tap 0.2")
        #expect(!out.contains("no delegate message"))
    }

    @Test func aSwipeThatDoesNothingSaysWhatWasAnswered() {
        let h = Harness(bail: false)
        h.run("demo edit")
        #expect(h.run("swipe 0.0 left").out == "(the row does not move: tableView:editingStyleForRowAtIndexPath: answered none for [0,0]; UIKit's Delete button needs the delete style)\n")
        h.run("answer canEditRow 0.1 = no")
        #expect(h.run("swipe 0.1 left").out == "(the row does not move: tableView:canEditRowAtIndexPath: answered NO for [0,1])\n")
        h.run("new\nfill 1x2\nimplement +trailingSwipeActions")
        #expect(h.run("swipe 0.0 left").out == "(the row does not move: tableView:trailingSwipeActionsConfigurationForRowAtIndexPath: answered nil for [0,0], and without commitEditingStyle:forRowAtIndexPath: there is no Delete button)\n")
    }

    @Test func aRowThatDoesNotExistIsNotSentToScroll() {
        let h = Harness(bail: false)
        h.run("demo edit")
        let r = h.run("tap 9.9")
        #expect(r.err.contains("error: there is no row [9,9] in the table (5 sections)"))
        #expect(!r.err.contains("scroll to"))
    }
}
