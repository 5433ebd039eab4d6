import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// `scroll`: where it lands, and what it lets go of.
@Suite struct ScrollCommandTests {
    @Test func scrollingToARowLandsOnItWithEstimates() {
        let h = Harness()
        h.run("fill 1x1000\nset estimatedRowHeight 10\nanswer heightForRow = 100\nreload\nscroll to 0.999 bottom")
        #expect(h.shell.table.visibleRows.last == TableIndexPath(0, 999))
        h.run("scroll top\nscroll bottom")
        #expect(h.shell.table.contentOffset == h.shell.table.maxContentOffset)
        #expect(h.shell.table.visibleRows.last == TableIndexPath(0, 999))
    }

    @Test func scrollingLetsGoOfATouch() {
        let h = Harness(log: .objc)
        h.run("fill 1x20\nimplement +didSelectRow +didUnhighlightRow\ntouch down 0.1\nscroll by 10")
        let r = h.run("touch up")
        #expect(r.err.contains("no finger is down"))
        #expect(h.shell.table.indexPathsForSelectedRows.isEmpty)
    }
}

/// The scroll view's geometry from the shell (FIDELITY.md S-01 to S-04).
@Suite struct ScrollGeometryCommandTests {
    @Test func theAppsOffsetIsKeptAndAFingerBringsItBack() {
        let h = Harness()
        h.run("fill 1x20\nset contentOffset -60")
        #expect(h.run("get contentOffset").out == "-60\n")
        let state = h.run("state").out
        #expect(state.contains("viewport: y -60, height 440"))
        #expect(state.contains("insets: contentInset top 0, bottom 0; adjusted top 0, bottom 0; offset range 0 to 440"))
        #expect(h.run("render").out.contains("60 pt above the content (inset 0)"))
        h.run("scroll by 10")
        #expect(h.shell.table.contentOffset == 0)
        #expect(!h.run("state").out.contains("insets:"))
    }

    @Test func insetsFromTheShell() {
        let h = Harness()
        h.run("fill 1x20\nset contentInset 60 40\nset safeAreaInsets 47 34\nscroll top")
        #expect(h.run("get contentInset").out == "60 40 (adjustedContentInset 107 74)\n")
        #expect(h.shell.table.contentOffset == -107)
        #expect(h.run("render").out.contains("107 pt of inset above the content"))
        #expect(h.run("state --json").out.contains(#""contentInset":{"top":60,"bottom":40},"adjustedContentInset":{"top":107,"bottom":74},"offsetRange":{"min":-107,"max":514}"#))
        h.run("set contentInsetAdjustmentBehavior never")
        #expect(h.run("get contentInset").out == "60 40 (adjustedContentInset 60 40)\n")
        #expect(h.run("set contentInsetAdjustmentBehavior sometimes").err.contains("error"))
    }
}

/// `set iOSVersion` and what it changes from the shell (FIDELITY.md V-01).
@Suite struct IOSVersionCommandTests {
    @Test func theVersionIsTheSessionsAndRefusesNewerProperties() {
        let h = Harness()
        #expect(h.run("get iOSVersion").out == "18\n")
        h.run("set iOSVersion 14")
        #expect(h.run("get iOSVersion").out == "14\n")
        #expect(h.run("get dragInteractionEnabled").out == "no\n")
        #expect(h.run("get sectionHeaderTopPadding").out == "automatic (0)\n")
        #expect(h.run("set sectionHeaderTopPadding 10").err.contains("sectionHeaderTopPadding is iOS 15 API: this table behaves as iOS 14 ('set iOSVersion 15' or later)"))
        // New tables take the session's version.
        h.run("new\nfill 2x2")
        #expect(h.shell.table.iOSVersion == IOSVersion(14))
        #expect(!h.run("dump").out.contains("sectionHeaderTopPadding"))
        h.run("set iOSVersion 16.4")
        #expect(h.run("get iOSVersion").out == "16.4\n")
        #expect(h.run("get sectionHeaderTopPadding").out == "automatic (22)\n")
        for bad in ["12", "27", "16.x", "iOS"] {
            #expect(h.run("set iOSVersion \(bad)").err.contains("expected an iOS version from 13 to 26, like 15 or 16.4, got '\(bad)'"))
        }
        #expect(h.run("help set").out.contains("iOSVersion"))
    }

    @Test func theOptionSetsTheFirstTable() {
        var options = ShellOptions()
        options.iOSVersion = ShellOptions.parseIOSVersion("14")!
        let shell = Shell(options: options, output: { _ in }, errors: { _ in })
        #expect(shell.table.iOSVersion == IOSVersion(14))
        #expect(ShellOptions.parseIOSVersion("13.7") == IOSVersion(13, 7))
        #expect(ShellOptions.parseIOSVersion("9") == nil)
    }
}

/// `fillerRowHeight` and `selfSizingInvalidation` from the shell
/// (FIDELITY.md F-01, F-02).
@Suite struct FillerRowCommandTests {
    @Test func settableGettableAndRefusedOnOlderVersions() {
        let h = Harness()
        h.run("fill 1x2")
        #expect(h.run("get fillerRowHeight").out == "0\n")
        #expect(h.run("get selfSizingInvalidation").out == "enabled\n")
        let plain = h.run("render").out
        h.run("set fillerRowHeight automatic\nset selfSizingInvalidation enabledIncludingConstraints")
        #expect(h.run("get fillerRowHeight").out == "automatic\n")
        #expect(h.run("get selfSizingInvalidation").out == "enabledIncludingConstraints\n")
        #expect(h.run("render").out.split(separator: "\n").count > plain.split(separator: "\n").count)
        h.run("set iOSVersion 15")
        #expect(h.run("set selfSizingInvalidation disabled").err.contains("selfSizingInvalidation is iOS 16 API: this table behaves as iOS 15"))
        h.run("set iOSVersion 14")
        #expect(h.run("set fillerRowHeight 0").err.contains("fillerRowHeight is iOS 15 API"))
    }
}
