import TestSupport
import Testing

/// Cells configured the iOS 14 way from a script (FIDELITY.md C-01 to C-04).
@Suite struct CellConfigurationCommandTests {
    @Test func implementingTheOverrideShowsTheUpdatesInTheLog() {
        let h = Harness(log: .objc)
        h.run("new\nfill 1x3\nitem 0.1 configuration=subtitleCell detail=ripe\nimplement +updateConfigurationUsingState")
        let r = h.run("tap 0.0\ncell 0.2 setNeedsUpdateConfiguration")
        #expect(r.ok, "\(r.err)")
        #expect(r.out.hasSuffix("""
        [nc] UITableViewSelectionDidChangeNotification
        [cell#1] updateConfigurationUsingState:[selected]
        [cell#3] updateConfigurationUsingState:[]

        """))
    }

    @Test func aConfiguredCellShowsItsConfigurationAndNoLegacyLabels() {
        let h = Harness()
        let r = h.run("""
        new
        fill 1x2
        item 0.1 configuration=valueCell detail=Home
        expect cell 0.1 configuration == valueCell
        expect cell 0.1 detail == "Home"
        expect cell 0.0 configuration == none
        expect render contains "Home"
        item 0.1 configuration=none
        expect cell 0.1 configuration == none
        """)
        #expect(r.ok, "\(r.err)")
        #expect(h.run("item 0.0 configuration=sidebar").err.contains("unknown configuration 'sidebar'"))
        #expect(h.run("cell 0.9 setNeedsUpdateConfiguration").err.contains("row [0,9] has no cell on screen"))
    }

    @Test func aConfiguredRowOffScreenDrawsItsConfigurationInRenderAll() {
        let h = Harness()
        h.run("new\nfill 1x40\nitem 0.30 configuration=subtitleCell detail=ripe")
        let r = h.run("render --all --ascii")
        #expect(r.out.contains("| Row 0.30") && r.out.contains("| ripe "), "\(r.out)")
    }
}
