import TableEngine

/// The app's data: what the scripted data source answers from. Commands
/// change it (and tell the table), or change it alone (`data …`).
public final class Model {
    public struct Section: Sendable {
        public var id: Int
        public var title: String?
        public var footer: String?
        var items: ItemList
    }

    /// Sections as runs: a million filled sections are one run (see
    /// `SectionList`).
    package var sections = SectionList() {
        // Rows found by their texts are rows of these sections only.
        didSet { keptNames = nil }
    }
    /// What the last `apply` left for the next one (see
    /// `ApplyCommand.KeptNames`), while the sections are as it made them.
    var keptNames: ApplyCommand.KeptNames?
    private var nextID = 1

    public init() {}

    /// One empty section (a fresh `new` table).
    public static func empty() -> Model {
        let m = Model()
        m.sections = SectionList([m.makeSection()])
        return m
    }

    public var sectionCount: Int { sections.count }
    public func rowCount(_ section: Int) -> Int { sections.rowCount(section) }
    public var totalRows: Int { sections.totalRows }

    public func item(at ip: TableIndexPath) -> Item { sections.item(ip.section, ip.row) }

    public func contains(_ ip: TableIndexPath) -> Bool {
        ip.section >= 0 && ip.section < sections.count && ip.row >= 0 && ip.row < sections.rowCount(ip.section)
    }

    /// Items stored one by one (generated runs excluded).
    public var storedItemCount: Int { sections.storedItemCount }

    func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    func makeItem(_ text: String) -> Item { Item(id: makeID(), text: text) }

    func makeSection(title: String? = nil, items: [Item] = []) -> Section {
        Section(id: makeID(), title: title, footer: nil, items: ItemList(items: items))
    }

    // MARK: Filling

    /// `fill SxR PATTERN`: S sections of R generated rows.
    func fill(sections count: Int, rows: Int, pattern: String) {
        sections = SectionList(generated: .init(pattern: TextPattern(pattern), firstSection: 0, rows: rows,
                                                firstNumber: 0, firstID: nextID, count: count))
        nextID += count * (rows + 1)
    }

    func replaceAll(_ newSections: SectionList) { sections = newSections }

    // MARK: Editing

    func insert(_ items: [Item], at ip: TableIndexPath) {
        sections[ip.section].items.insert(items, at: ip.row)
    }

    @discardableResult
    func remove(at ip: TableIndexPath) -> Item {
        sections[ip.section].items.remove(at: ip.row)
    }

    func replace(at ip: TableIndexPath, with item: Item) {
        sections[ip.section].items.replace(at: ip.row, with: item)
    }

    /// Removes rows of one section (indexes before), then inserts items at
    /// indexes after, in one pass.
    func edit(section: Int, deleting: [Int], inserting: [(index: Int, item: Item)]) {
        sections[section].items.apply(deleting: deleting, inserting: inserting)
    }

    func insertSection(_ section: Section, at index: Int) { sections.insert(section, at: index) }

    @discardableResult
    func removeSection(at index: Int) -> Section { sections.remove(at: index) }


    func moveItem(from: TableIndexPath, to: TableIndexPath) {
        let item = remove(at: from)
        insert([item], at: to)
    }

    func moveSection(from: Int, to: Int) {
        let s = removeSection(at: from)
        insertSection(s, at: to)
    }

    /// Swaps two rows of one section (seed 000's `exchangeObjectAtIndex:`).
    func exchange(_ a: TableIndexPath, _ b: TableIndexPath) {
        let x = item(at: a), y = item(at: b)
        replace(at: a, with: y)
        replace(at: b, with: x)
    }
}
