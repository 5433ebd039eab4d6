import PropertyBased
import Testing
import TableEngine
import TableRender
@testable import TableScript

/// Problems an independent review found, pinned.
@Suite struct ReviewFixesTests {
    @Test func integerOverflowInAnAnswerIsAWarning() {
        let h = Harness()
        let r = h.run("fill 1x3\nanswer heightForRow = (-9223372036854775807 - 1) / -1\nreload")
        #expect(r.err.contains("warning: answer heightForRow at [0,0]: integer overflow"))
        #expect(h.run("answer heightForRow = 9223372036854775807 + 1\nreload").err.contains("integer overflow"))
        #expect(h.shell.table.totalRows == 3)
    }

    @Test func hugeAnsweredCountsAndHeightsAreRefused() {
        let h = Harness(bail: false)
        h.run("fill 1x3")
        #expect(h.run("answer numberOfSections = 999999999999").err.contains("more than tableshell allows"))
        #expect(h.run("answer heightForRow = 9223372036854775807").err.contains("more than tableshell allows"))
        #expect(h.shell.table.numberOfSections == 1)
    }

    @Test func veryTallRowsDrawAScreenfulAtMost() {
        let h = Harness()
        h.run("fill 1x3\nset rowHeight 100000000")
        let out = h.run("render").out
        #expect(out.split(separator: "\n").count < 40)
        #expect(out.contains("⋮ 100000000 pt tall"))
    }

    @Test func aSwipeEndsWhenItsRowsAreReloaded() {
        let h = Harness()
        h.run("demo edit\nswipe 0.1 left\nreload")
        #expect(h.shell.table.swipedRow == nil)
        #expect(h.run("tap confirm").err.contains("no Delete button shows"))
        #expect(h.shell.model.rowCount(0) == 5)
    }

    @Test func scrollingToARowLandsOnItWithEstimates() {
        let h = Harness()
        h.run("fill 1x1000\nset estimatedRowHeight 10\nanswer heightForRow = 100\nreload\nscroll to 0.999 bottom")
        #expect(h.shell.table.indexPathsForVisibleRows.last == IndexPath(0, 999))
        h.run("scroll top\nscroll bottom")
        #expect(h.shell.table.contentOffset == h.shell.table.maxContentOffset)
        #expect(h.shell.table.indexPathsForVisibleRows.last == IndexPath(0, 999))
    }

    @Test func asciiRenderingsAreASCII() {
        let h = Harness()
        let out = h.run("demo contacts\nindex {search} A-Z\nitem 0.0 text=第0组 accessory=detail-disclosure\nrender --ascii\nfill 2x2\nedit on\nrender --ascii --geometry").out
        let nonASCII = out.unicodeScalars.filter { $0.value > 0x7F && !"第0组".unicodeScalars.contains($0) }
        #expect(nonASCII.isEmpty, "\(String(String.UnicodeScalarView(nonASCII)))")
    }

    @Test func theLogEscapesControlCharacters() {
        let h = Harness(log: .json)
        let out = h.run("fill 1x1\nanswer titleForHeader = \"x\\u{1}y\"\nreload").out
        #expect(out.contains(#""x\u0001y""#))
        let objc = Harness(log: .objc)
        #expect(objc.run("fill 1x1\nanswer titleForHeader = \"x\\u{1b}y\"\nreload").out.contains(#""x\u{1b}y""#))
    }

    @Test func editingIsAProperty() {
        let h = Harness()
        h.run("fill 1x2\nset editing yes")
        #expect(h.shell.table.isEditing)
        #expect(h.run("get editing").out == "yes\n")
    }

    @Test func aFailedBlockPutsTheWholeModelBack() {
        let h = Harness(bail: false)
        h.run("fill 1x3\nbegin\nmove 0.0 0.2\nitem 0.0 text=X\nend")
        #expect(h.shell.model.item(at: IndexPath(0, 0)).text == "Row 0.0")
        #expect(h.shell.tableAgreesWithModel)
        #expect(h.shell.table.openUpdateBlocks == 0)
    }

    @Test func scrollingLetsGoOfATouch() {
        let h = Harness(log: .objc)
        h.run("fill 1x20\nimplement +didSelectRow +didUnhighlightRow\ntouch down 0.1\nscroll by 10")
        let r = h.run("touch up")
        #expect(r.err.contains("no finger is down"))
        #expect(h.shell.table.indexPathsForSelectedRows.isEmpty)
    }

    @Test func emojiTakeTwoColumns() {
        #expect(TableRender.displayWidth("🚀") == 2)
        #expect(TableRender.displayWidth("🇯🇵") == 2)
        #expect(TableRender.displayWidth("👨‍👩‍👧") == 2)
    }

    @Test func randomBytesAreReadOrRefusedNeverACrash() async {
        await propertyCheck(count: 300, input: Gen<UInt8>.value(in: 0...255).array(of: 0...120)) { bytes in
            var options = ShellOptions()
            options.log = .off
            options.bail = false
            let shell = Shell(options: options, output: { _ in }, errors: { _ in })
            do throws(HostError) {
                let text = try ScriptText.decode(bytes, name: "random")
                shell.run(script: "fill 1x3\n" + text, name: "random")
            } catch {
                #expect(error.message.hasPrefix("'random' is not valid UTF-8 at line "))
            }
            #expect(shell.table.invariantViolations().isEmpty)
        }
    }
}


