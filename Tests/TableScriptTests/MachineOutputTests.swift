import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// `--json` outputs keep the shape docs/JSON.md documents; `dump` writes a
/// script that rebuilds the same table (issue 17).
@Suite struct MachineOutputTests {
    @Test func stateJSONHasTheDocumentedShape() {
        let h = Harness()
        h.run("demo edit\ntap 0.1")
        let out = h.run("state --json").out
        #expect(out == #"{"scenario":"demo edit","style":"plain","editing":false,"table":{"sections":5,"rows":25},"model":{"sections":5,"rows":25},"agrees":true,"contentHeight":1528,"contentOffset":0,"viewportHeight":440,"contentInset":{"top":0,"bottom":0},"adjustedContentInset":{"top":0,"bottom":0},"offsetRange":{"min":0,"max":1088},"visible":{"first":[0,0],"last":[1,1],"count":7},"selected":[[0,1]],"cells":{"inExistence":8,"onScreen":7,"prepared":[[1,2]],"pooled":0,"created":8},"updateBlocksOpen":0,"diffable":null,"swipe":null,"contextMenu":null,"drag":null}"# + "\n")
    }

    @Test func theOtherJSONOutputs() {
        let h = Harness()
        h.run("new\nfill 1x2\nitem 0.1 \"text=say \\\"hi\\\"\"\nset allowsMultipleSelection yes\ntap 0.0\ntap 0.1")
        #expect(h.run("selection --json").out == #"{"selected":[[0,0],[0,1]]}"# + "\n")
        #expect(h.run("visible --json").out == #"{"rows":[{"indexPath":[0,0],"cell":1,"y":0,"height":44,"text":"Row 0.0","detail":null,"configuration":null,"accessory":"none","selected":true,"highlighted":false,"editing":false},{"indexPath":[0,1],"cell":3,"y":44,"height":44,"text":"say \"hi\"","detail":null,"configuration":null,"accessory":"none","selected":true,"highlighted":false,"editing":false}]}"# + "\n")
        #expect(h.run("cells --json").out == #"{"onScreen":[{"cell":1,"reuseIdentifier":"Cell","style":"default","indexPath":[0,0],"detail":null,"configuration":null,"accessory":"none","selected":true,"highlighted":false,"editing":false},{"cell":3,"reuseIdentifier":"Cell","style":"default","indexPath":[0,1],"detail":null,"configuration":null,"accessory":"none","selected":true,"highlighted":false,"editing":false}],"prepared":[],"reusePool":{"Cell":[2]},"created":3}"# + "\n")
        h.run("new --diffable\nsnapshot appendSections A\nsnapshot appendItems a \"b c\" toSection A")
        #expect(h.run("snapshot --json").out == #"{"sections":[{"identifier":"A","items":["a","b c"]}],"reloadedItems":[],"reconfiguredItems":[],"reloadedSections":[],"pendingEdits":true}"# + "\n")
    }

    static let tables = [
        "demo edit", "demo contacts", "demo settings",
        "new insetGrouped\nfill 3x4\nitem 1.2 accessory=checkmark \"detail=a \\\"quoted\\\" detail\" indent=2 selectionStyle=none\nanswer heightForRow 0.* = 60\nimplement +didSelectRow\nindex A B {search}\nset rowHeight 50",
        "new\nfill 2x3\ninsert section 1 \"Title; with # marks\"\nanswer editingStyleForRow = row % 2 == 0 ? insert : delete\nimplement +commitEditingStyle\nedit on",
    ]

    @Test(arguments: tables)
    func dumpRebuildsTheSameTable(_ script: String) throws {
        let original = Harness()
        // A dump rebuilds the table as loaded afresh: compare with the original reloaded.
        original.run(script + "\nreload")
        let dumped = original.run("dump")
        #expect(dumped.err.isEmpty, "\(dumped.err)")
        let rebuilt = Harness()
        let replay = rebuilt.run(dumped.out, name: "dump.tsh")
        #expect(replay.ok && replay.err.isEmpty, "\(replay.err)\n\(dumped.out)")
        func looks(_ h: Harness) -> String {
            // What happened (cells made and pooled) and the scenario's name are not the table.
            h.run("render --all\nstate\nanswers\nget").out.split(separator: "\n")
                .filter { !$0.hasPrefix("cells:") && !$0.hasPrefix("scenario:") && !$0.hasPrefix("width") }.joined(separator: "\n")
        }
        #expect(looks(original) == looks(rebuilt))
        #expect(rebuilt.run("dump").out == dumped.out)
    }

    @Test func dumpWritesAFileRelativeToItsScript() {
        let host = MemoryHost()
        host.files["dir/make.tsh"] = Array("fill 1x2\ndump out.tsh\n".utf8)
        let shell = Shell(host: host)
        shell.run(script: "source dir/make.tsh", name: "-c")
        #expect(host.errors == "")
        #expect(host.files["dir/out.tsh"].map { String(decoding: $0, as: UTF8.self) }?.contains("data insert 0.0 \"Row 0.0\" \"Row 0.1\"") == true)
    }

    @Test func dumpRefusesADiffableTable() {
        let h = Harness()
        let r = h.run("new --diffable\ndump")
        #expect(r.err.contains("test.tsh:2:1: error:"))
    }
}
