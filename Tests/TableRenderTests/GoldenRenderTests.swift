import TestSupport
import Testing
import TableEngine
import TableRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws tables the fixture app drives and compares the drawings with the
/// files in `Golden/`. `TABLESHELL_RECORD=1 swift test` writes the files anew.
@Suite struct GoldenRenderTests {
    enum Scenario: String, CaseIterable, Sendable {
        case editPlain = "edit-plain"
        case editPlainASCII = "edit-plain-ascii"
        case editScrolled = "edit-scrolled"
        case settingsGrouped = "settings-grouped"
        case settingsGroupedASCII = "settings-grouped-ascii"
        case contactsASCII = "contacts-ascii"
        case cellStyles = "cell-styles"
        case geometry
        case allContent = "all-content"
        case narrowCJK = "narrow-cjk"
        case contactsIndex = "contacts-index"
        case headerViewsGrouped = "header-views-grouped"
        case swipeActions = "swipe-actions"
        case multiselectEditing = "multiselect-editing"
        case insetGrouped = "inset-grouped"
        case headerTopPadding = "header-top-padding"
        case contextMenu = "context-menu"
        case dragAndDrop = "drag-and-drop"

        /// The drawing (or drawings, one after the other) the scenario makes.
        func draw() throws -> String {
            switch self {
            case .editPlain, .editPlainASCII, .narrowCJK:
                // Plain headers and footers with titles, subtitle cells; CJK
                // text two columns a character, also in a narrow frame.
                let app = FixtureApp.editDemo()
                try app.layout()
                return self == .narrowCJK ? app.render(width: 24) : app.render(ascii: self == .editPlainASCII)

            case .editScrolled:
                // Rows measured as they come on screen change the content height.
                let app = FixtureApp.editDemo()
                try app.layout()
                try app.table.setContentOffset(300)
                try app.layout()
                return app.render()

            case .settingsGrouped, .settingsGroupedASCII:
                // Grouped sections, value1 cells with images, details,
                // accessories and accessory views, footers.
                let app = FixtureApp.settingsDemo()
                try app.layout()
                guard self == .settingsGroupedASCII else { return app.render() }
                try app.table.scrollToBottom()
                try app.layout()
                return app.render(ascii: true)

            case .contactsASCII:
                // The section index down the right edge.
                let app = FixtureApp.contactsDemo()
                try app.layout()
                return app.render(ascii: true)

            case .contactsIndex:
                // The search title and a tap on the index that scrolls.
                let app = FixtureApp.contactsDemo()
                try app.layout()
                app.indexTitles = [tableViewIndexSearch] + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
                app.table.reloadSectionIndexTitles()
                try app.layout()
                #expect(try app.table.tapSectionIndex("W") == 22)
                try app.layout()
                return app.render()

            case .cellStyles:
                // Each cell style, accessories, an accessory view, an image,
                // indentation, truncation, and a selected row.
                var sections = FixtureApp.rows(1, 5) { "第\($0)组，Row:\($1)" }
                sections[0].rows[0] = FixtureApp.Row("第0组，Row:0", style: .value1) {
                    $0.detailText = "详细"
                    $0.accessoryType = .disclosureIndicator
                }
                sections[0].rows[1] = FixtureApp.Row("+1 555 0100", style: .value2) { $0.detailText = "mobile" }
                sections[0].rows[2] = FixtureApp.Row("第0组，Row:2", style: .subtitle) {
                    $0.detailText = "a subtitle"
                    $0.accessoryType = .detailDisclosureButton
                    $0.image = "photo"
                    $0.indentationLevel = 2
                }
                sections[0].rows[3].content.accessoryType = .checkmark
                sections[0].rows[3].content.accessoryView = "ON"
                sections[0].rows[4] = FixtureApp.Row("a very long text that will not fit in the row however wide it is") {
                    $0.accessoryType = .detailButton
                }
                let app = FixtureApp(sections: sections)
                try app.layout()
                try app.table.selectRow(at: TableIndexPath(0, 3))
                try app.layout()
                return app.render() + app.render(ascii: true)

            case .geometry:
                // Each element's y and height in the margin; a taller row;
                // no separators.
                let app = FixtureApp(.grouped, sections: FixtureApp.rows(2, 3), implemented: [.numberOfSections, .heightForRow])
                app.rowHeights[TableIndexPath(0, 1)] = 88
                app.table.separatorStyle = .none
                try app.layout()
                return app.render(geometry: true)

            case .allContent:
                // The whole content, rows off screen drawn from the app.
                let app = FixtureApp(sections: FixtureApp.rows(3, 2))
                app.table.viewportHeight = 100
                try app.layout()
                return app.render(all: true)

            case .headerViewsGrouped:
                // Custom header views, a footer title, the index in a grouped
                // table, editing controls and the Delete button.
                var sections = FixtureApp.rows(3, 2)
                sections[1].titles.footer = "结束"
                let app = FixtureApp(.grouped, sections: sections, implemented: [
                    .numberOfSections, .viewForHeader, .titleForFooter, .sectionIndexTitles, .sectionForSectionIndexTitle,
                ])
                app.views.header = [0: "Custom 0", 1: "Custom 1", 2: "Custom 2"]
                app.indexTitles = ["1", "2", "3"]
                try app.layout()
                app.table.setEditing(true, animated: true)
                try app.layout()
                #expect(try app.table.tapDeleteControl(at: TableIndexPath(0, 1)))
                try app.layout()
                return app.render() + app.render(ascii: true)

            case .swipeActions:
                // Trailing actions (the first at the edge), then leading ones;
                // once the swipe ends, a highlighted row.
                let app = FixtureApp(sections: FixtureApp.rows(1, 3), implemented: [
                    .numberOfSections, .commitEditingStyle, .trailingSwipeActions, .leadingSwipeActions,
                ])
                app.trailingActions = [("Delete", true), ("Flag", false)]
                app.leadingActions = [("Pin", false)]
                try app.layout()
                #expect(try app.table.swipe(at: TableIndexPath(0, 0), leading: false))
                try app.layout()
                let trailing = app.render()
                #expect(try app.table.swipe(at: TableIndexPath(0, 0), leading: true))
                try app.layout()
                let leading = app.render(ascii: true)
                app.table.endSwipe()
                try app.layout()
                try app.table.touchDown(at: TableIndexPath(0, 2))
                try app.layout()
                return trailing + leading + app.render(ascii: true)

            case .multiselectEditing:
                // Multiple selection while editing: check marks instead of
                // editing controls, beside reorder controls.
                let app = FixtureApp(sections: FixtureApp.rows(1, 4), implemented: [.numberOfSections, .moveRow])
                app.table.allowsMultipleSelectionDuringEditing = true
                try app.layout()
                app.table.setEditing(true, animated: true)
                try app.layout()
                try app.table.tap(at: TableIndexPath(0, 1))
                try app.layout()
                try app.table.tap(at: TableIndexPath(0, 3))
                try app.layout()
                return app.render() + app.render(ascii: true)

            case .insetGrouped:
                // Inset grouped: the sections' boxes inset by the layout
                // margin, rounded; headers and footers indented with them.
                var sections = FixtureApp.rows(2, 3)
                sections[0].titles = PerEdge(header: "Network", footer: nil)
                sections[1].titles = PerEdge(header: nil, footer: "Applies to this device.")
                let app = FixtureApp(.insetGrouped, sections: sections, implemented: [.numberOfSections, .titleForHeader, .titleForFooter])
                try app.layout()
                try app.table.selectRow(at: TableIndexPath(1, 1))
                try app.layout()
                return app.render() + app.render(ascii: true, geometry: true)

            case .headerTopPadding:
                // Plain headers with today's 22-point padding above each,
                // then with sectionHeaderTopPadding 0 (before iOS 15).
                var sections = FixtureApp.rows(3, 2)
                for s in sections.indices { sections[s].titles.header = "Section \(s)" }
                let app = FixtureApp(sections: sections, implemented: [.numberOfSections, .titleForHeader])
                try app.layout()
                let automatic = app.render(geometry: true)
                app.table.sectionHeaderTopPadding = 0
                try app.layout()
                return automatic + app.render(ascii: true, geometry: true)

            case .contextMenu:
                // The menu over the table: the row lifted in a box, the
                // actions below it; near the bottom, above it.
                let app = FixtureApp(sections: FixtureApp.rows(1, 10), implemented: [.numberOfSections, .contextMenuConfiguration])
                app.menuActions = [("Copy", false), ("Share", false), ("Delete", true)]
                try app.layout()
                #expect(try app.table.pressAndHold(at: TableIndexPath(0, 2)) == .contextMenu(["Copy", "Share", "Delete (destructive)"]))
                try app.layout()
                let below = app.render()
                #expect(try app.table.dismissContextMenu(.cancel))
                _ = try app.table.pressAndHold(at: TableIndexPath(0, 9))
                try app.layout()
                return below + app.render(ascii: true)

            case .dragAndDrop:
                // A lifted row (marked in its gutter), the gap a drop opens
                // at its destination, then a drop into a row (highlighted).
                let app = FixtureApp(sections: FixtureApp.rows(2, 3), implemented: [
                    .numberOfSections, .itemsForBeginningDragSession, .performDropWithCoordinator, .dropSessionDidUpdate,
                ])
                try app.layout()
                #expect(try app.table.beginDrag(at: TableIndexPath(0, 1)) == .began(items: 1))
                app.table.moveDrag(to: TableIndexPath(1, 1))
                try app.layout()
                let gap = app.render()
                app.table.moveDrag(to: TableIndexPath(1, 3))
                try app.layout()
                let end = app.render(ascii: true)
                app.dropProposal = DropProposal(.copy, intent: .insertIntoDestinationIndexPath)
                app.table.moveDrag(to: TableIndexPath(1, 2))
                try app.layout()
                return gap + end + app.render()
            }
        }
    }

    static var goldenDirectory: String {
        var path = #filePath
        while let last = path.last, last != "/" { path.removeLast() }
        return path + "Golden/"
    }

    @Test(arguments: Scenario.allCases)
    func render(_ scenario: Scenario) throws {
        let drawn = try scenario.draw()
        let path = Self.goldenDirectory + scenario.rawValue + ".txt"
        if getenv("TABLESHELL_RECORD") != nil {
            #expect(write(drawn, to: path), "cannot write \(path)")
            return
        }
        guard let expected = read(path) else {
            Issue.record("no golden file \(path); run TABLESHELL_RECORD=1 swift test --filter GoldenRenderTests")
            return
        }
        #expect(drawn == expected, "\(scenario.rawValue): rendering differs from Golden/\(scenario.rawValue).txt:\n\(drawn)")
    }

    func read(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            bytes += buffer[0..<n]
            if n < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func write(_ text: String, to path: String) -> Bool {
        guard let f = fopen(path, "wb") else { return false }
        defer { fclose(f) }
        return fputs(text, f) >= 0
    }
}
