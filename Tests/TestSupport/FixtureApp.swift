import TableEngine
import TableRender

/// The app the render tests draw: a data source and delegate that answer
/// from a few stored values — each row's content, each section's titles,
/// header and footer views, heights, index titles, editing styles and swipe
/// actions — and implement exactly the optional methods in `implemented`,
/// so the table behaves as UIKit does with or without each one.
package final class FixtureApp: TableViewDataSource, TableViewDelegate, TableViewDragDelegate, TableViewDropDelegate {
    package struct Row {
        /// nil: the app's `cellStyle`.
        package var style: CellStyle?
        package var content = TableViewCell.Content()

        package init(_ text: String, style: CellStyle? = nil, configure: (inout TableViewCell.Content) -> Void = { _ in }) {
            self.style = style
            content.text = text
            configure(&content)
        }
    }

    package struct Section {
        package var rows: [Row]
        package var titles = PerEdge<String?>(nil)
    }

    package let table: TableView
    package var sections: [Section]
    package var implemented: Set<MessageSelector>

    /// The style of cells whose row names none, and their reuse identifier.
    package var cellStyle: CellStyle = .default
    package var reuseIdentifier = "Cell"
    /// Custom header and footer views, as the text they show, by section.
    package var views = PerEdge<[Int: String]>([:])
    /// Heights answered; the table's property where there is none.
    package var edgeHeights = PerEdge<[Int: Double]>([:])
    package var rowHeights: [TableIndexPath: Double] = [:]
    package var indexTitles: [String]?
    package var editingStyle: (TableIndexPath) -> EditingStyle = { _ in .delete }
    package var canMove: (TableIndexPath) -> Bool = { _ in true }
    /// Swipe actions: titles, and whether each is destructive.
    package var trailingActions: [(title: String, destructive: Bool)]?
    package var leadingActions: [(title: String, destructive: Bool)]?
    /// A context menu's actions: titles, and whether each is destructive.
    package var menuActions: [(title: String, destructive: Bool)]?
    /// What a drop over a row proposes.
    package var dropProposal = DropProposal(.copy, intent: .insertAtDestinationIndexPath)

    package init(_ style: TableStyle = .plain, sections: [Section], implemented: Set<MessageSelector> = [.numberOfSections]) {
        self.sections = sections
        self.implemented = implemented
        table = TableView(style: style)
        table.checksInvariants = true
        table.viewportHeight = 440
        table.dataSource = self
        table.delegate = self
        table.dragDelegate = self
        table.dropDelegate = self
    }

    /// `count` sections of `rows` rows each, their text from the pattern.
    package static func rows(_ count: Int, _ rows: Int, _ text: (Int, Int) -> String = { "Row \($0).\($1)" }) -> [Section] {
        (0..<count).map { s in Section(rows: (0..<rows).map { r in Row(text(s, r)) }) }
    }

    /// The run loop's layout pass (which loads the table the first time).
    package func layout() throws {
        try table.layoutIfNeeded()
    }

    package func render(width: Int = 60, ascii: Bool = false, all: Bool = false, geometry: Bool = false) -> String {
        var options = RenderOptions()
        options.width = width
        options.ascii = ascii
        options.all = all
        options.geometry = geometry
        return TableRenderer.render(table, options: options, offscreen: all ? offscreen : nil)
    }

    /// What rows and titles off screen show: what the app would answer.
    package var offscreen: OffscreenContent {
        OffscreenContent(
            row: { [unowned self] ip in
                guard let row = row(ip) else { return nil }
                return (row.style ?? cellStyle, row.content)
            },
            title: { [unowned self] edge, s in
                responds(to: edge == .header ? .titleForHeader : .titleForFooter) ? title(edge, s) : nil
            })
    }

    package func row(_ ip: TableIndexPath) -> Row? {
        guard ip.section >= 0, ip.section < sections.count, ip.row >= 0, ip.row < sections[ip.section].rows.count else { return nil }
        return sections[ip.section].rows[ip.row]
    }

    package func title(_ edge: SectionEdge, _ s: Int) -> String? {
        s >= 0 && s < sections.count ? sections[s].titles[edge] : nil
    }

    package func responds(to selector: MessageSelector) -> Bool {
        selector.isRequired || implemented.contains(selector)
    }

    // MARK: Data source

    package func numberOfSections(in tableView: TableView) -> Int { sections.count }

    package func tableView(_ tableView: TableView, numberOfRowsInSection s: Int) -> Int {
        s >= 0 && s < sections.count ? sections[s].rows.count : 0
    }

    /// A cell dequeued by its style's identifier, or a new one; every part
    /// of its content set.
    package func tableView(_ tableView: TableView, cellForRowAt ip: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let row = row(ip)
        let style = row?.style ?? cellStyle
        let identifier = style == cellStyle ? reuseIdentifier : "\(reuseIdentifier)-\(style.rawValue)"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier) ?? TableViewCell(style: style, reuseIdentifier: identifier)
        cell.content = row?.content ?? TableViewCell.Content()
        return cell
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection s: Int) -> String? { title(.header, s) }
    package func tableView(_ tableView: TableView, titleForFooterInSection s: Int) -> String? { title(.footer, s) }

    package func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

    /// The section whose header has the title, as a contacts app would;
    /// else the title's position.
    package func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sections.firstIndex { $0.titles.header == title } ?? min(index, max(0, sections.count - 1))
    }

    package func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt ip: TableIndexPath) throws(TableViewException) {
        switch editingStyle {
        case .delete:
            sections[ip.section].rows.remove(at: ip.row)
            try tableView.deleteRows(at: [ip], with: .fade)
        case .insert:
            sections[ip.section].rows.insert(Row("Inserted"), at: ip.row)
            try tableView.insertRows(at: [ip], with: .left)
        case .none:
            break
        }
    }

    package func tableView(_ tableView: TableView, canMoveRowAt ip: TableIndexPath) -> Bool { canMove(ip) }

    package func tableView(_ tableView: TableView, moveRowAt from: TableIndexPath, to: TableIndexPath) throws(TableViewException) {
        let row = sections[from.section].rows.remove(at: from.row)
        sections[to.section].rows.insert(row, at: to.row)
    }

    // MARK: Delegate

    package func tableView(_ tableView: TableView, heightForRowAt ip: TableIndexPath) -> Double {
        rowHeights[ip] ?? tableView.rowHeight
    }

    package func tableView(_ tableView: TableView, viewForHeaderInSection s: Int) throws(TableViewException) -> HeaderFooterView? {
        view(.header, s, tableView)
    }

    package func tableView(_ tableView: TableView, viewForFooterInSection s: Int) throws(TableViewException) -> HeaderFooterView? {
        view(.footer, s, tableView)
    }

    /// The text in a view from the "Header" (or "Footer") pool.
    private func view(_ edge: SectionEdge, _ s: Int, _ tableView: TableView) -> HeaderFooterView? {
        guard let text = views[edge][s] else { return nil }
        let identifier = edge == .header ? "Header" : "Footer"
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) ?? HeaderFooterView(reuseIdentifier: identifier)
        view.text = text
        return view
    }

    package func tableView(_ tableView: TableView, heightForHeaderInSection s: Int) -> Double {
        edgeHeights.header[s] ?? tableView.sectionHeaderHeight
    }

    package func tableView(_ tableView: TableView, heightForFooterInSection s: Int) -> Double {
        edgeHeights.footer[s] ?? tableView.sectionFooterHeight
    }

    package func tableView(_ tableView: TableView, editingStyleForRowAt ip: TableIndexPath) -> EditingStyle { editingStyle(ip) }

    package func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt ip: TableIndexPath) -> SwipeActionsConfiguration? {
        trailingActions.map { configuration($0, tableView) }
    }

    package func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt ip: TableIndexPath) -> SwipeActionsConfiguration? {
        leadingActions.map { configuration($0, tableView) }
    }

    package func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt ip: TableIndexPath, point: Point) -> ContextMenuConfiguration? {
        menuActions.map { ContextMenuConfiguration(actions: $0.map { MenuAction(title: $0.title, isDestructive: $0.destructive) }) }
    }

    // MARK: Drag and drop

    package func tableView(_ tableView: TableView, itemsForBeginning session: DragSessionInfo, at ip: TableIndexPath) -> [DragItem] {
        [DragItem(row(ip)?.content.text ?? "")]
    }

    package func tableView(_ tableView: TableView, dropSessionDidUpdate session: DragSessionInfo, withDestinationIndexPath destination: TableIndexPath?) -> DropProposal {
        dropProposal
    }

    /// A destructive action deletes the row; a normal one only completes.
    private func configuration(_ actions: [(title: String, destructive: Bool)], _ tableView: TableView) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(actions: actions.map { title, destructive in
            ContextualAction(style: destructive ? .destructive : .normal, title: title) { [unowned self] (_, ip, done) throws(TableViewException) in
                if destructive {
                    sections[ip.section].rows.remove(at: ip.row)
                    try tableView.deleteRows(at: [ip], with: .automatic)
                }
                done(true)
            }
        })
    }
}

// MARK: The demos

extension FixtureApp {
    /// tableshell's `demo edit` (seed 000's EditTableViewController): 5×5
    /// subtitle rows "第S组，Row:R" dequeued as "zxw", headers 开始 of 40
    /// points and footers 结束 of 35, editing styles row % 3, odd rows movable.
    package static func editDemo() -> FixtureApp {
        var sections = rows(5, 5) { "第\($0)组，Row:\($1)" }
        for s in sections.indices { sections[s].titles = PerEdge(header: "开始", footer: "结束") }
        let app = FixtureApp(sections: sections, implemented: [
            .numberOfSections, .heightForHeader, .heightForFooter, .titleForHeader, .titleForFooter,
            .canEditRow, .editingStyleForRow, .commitEditingStyle, .moveRow, .canMoveRow,
        ])
        app.cellStyle = .subtitle
        app.reuseIdentifier = "zxw"
        app.edgeHeights = PerEdge(header: Dictionary(uniqueKeysWithValues: sections.indices.map { ($0, 40) }),
                                  footer: Dictionary(uniqueKeysWithValues: sections.indices.map { ($0, 35) }))
        app.editingStyle = { EditingStyle(rawValue: $0.row % 3)! }
        app.canMove = { $0.row % 2 != 0 }
        return app
    }

    /// tableshell's `demo contacts`: A–Z sections of names titled by their
    /// letter, with a section index of the letters (plain).
    package static func contactsDemo() -> FixtureApp {
        let letters = contactNames.keys.sorted()
        let sections = letters.map { letter in
            Section(rows: contactNames[letter]!.map { Row($0) }, titles: PerEdge(header: letter, footer: nil))
        }
        let app = FixtureApp(sections: sections, implemented: [.numberOfSections, .titleForHeader, .sectionIndexTitles, .sectionForSectionIndexTitle])
        app.indexTitles = letters
        return app
    }

    /// tableshell's `demo settings`: grouped sections of value1 cells with
    /// images, details and accessories, two of them with footers.
    package static func settingsDemo() -> FixtureApp {
        func row(_ text: String, detail: String? = nil, image: String? = nil,
                 accessory: AccessoryType = .disclosureIndicator, view: String? = nil) -> Row {
            Row(text, style: .value1) {
                $0.detailText = detail
                $0.image = image
                $0.accessoryType = accessory
                $0.accessoryView = view
            }
        }
        let sections = [
            Section(rows: [
                row("Airplane Mode", image: "airplane", accessory: .none, view: "( )"),
                row("Wi-Fi", detail: "Home", image: "wifi"),
                row("Bluetooth", detail: "On", image: "bluetooth"),
                row("Cellular", image: "antenna"),
            ]),
            Section(rows: [
                row("Notifications", image: "bell"),
                row("Sounds & Haptics", image: "speaker"),
                row("Focus", detail: "Off", image: "moon"),
            ], titles: PerEdge(header: nil, footer: "Silence calls and notifications while Focus is on.")),
            Section(rows: [
                row("General", image: "gear"),
                row("Display & Brightness", image: "sun"),
                row("Privacy", detail: "Tracking", image: "hand", accessory: .detailDisclosureButton),
                row("Show Battery Percentage", accessory: .checkmark),
            ], titles: PerEdge(header: nil, footer: "Settings that apply to the whole device.")),
        ]
        let app = FixtureApp(.grouped, sections: sections, implemented: [.numberOfSections, .titleForFooter])
        app.cellStyle = .value1
        return app
    }

    package static let contactNames: [String: [String]] = [
        "A": ["Aaron", "Abigail", "Adam"], "B": ["Bella", "Ben"], "C": ["Carlos", "Chloe", "Chen Jing"],
        "D": ["Daniel", "Diana"], "E": ["Elena", "Ethan"], "F": ["Fatima", "Felix"], "G": ["Grace", "Gustavo"],
        "H": ["Hana", "Henry"], "I": ["Ines", "Isaac"], "J": ["Jack", "Julia"], "K": ["Kai", "Kenji"],
        "L": ["Laura", "Li Wei", "Lucas"], "M": ["Maria", "Mateo", "Mei"], "N": ["Nadia", "Noah"],
        "O": ["Olivia", "Omar"], "P": ["Paul", "Priya"], "Q": ["Qiu Yun"], "R": ["Rosa", "Ryan"],
        "S": ["Sara", "Sofia", "Sun Li"], "T": ["Tom", "Tomoko"], "U": ["Uma"], "V": ["Victor", "Vivian"],
        "W": ["Wang Fang", "William"], "X": ["Xavier", "Xu Ming"], "Y": ["Yara", "Yusuf"], "Z": ["Zara", "Zhang Wei"],
    ]
}
