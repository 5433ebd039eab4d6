// The section index down the right edge (seeds 001 and 003, 配置索引).

/// `UITableViewIndexSearch`: drawn as a magnifying glass.
public let tableViewIndexSearch = "{search}"

extension TableView {
    /// The titles the data source gave, when the index shows: only with at
    /// least `sectionIndexMinimumDisplayRowCount` rows, in either style.
    public var displayedSectionIndexTitles: [String]? {
        guard let titles = sectionIndexTitles, !titles.isEmpty,
              geometry.totalRows >= sectionIndexMinimumDisplayRowCount else { return nil }
        return titles
    }

    /// Asks `sectionIndexTitlesForTableView:` (on reload, and on
    /// `reloadSectionIndexTitles`).
    func askSectionIndexTitles() {
        guard let ds = dataSource, ds.responds(to: .sectionIndexTitles) else {
            sectionIndexTitles = nil
            return
        }
        sectionIndexTitles = recorder.send(.sectionIndexTitles, [], result: { $0.map(Value.strings) ?? .nil }) {
            ds.sectionIndexTitles(for: self)
        }
    }

    /// `reloadSectionIndexTitles`.
    public func reloadSectionIndexTitles() {
        recorder.send(.reloadSectionIndexTitles, []) { askSectionIndexTitles() }
    }

    /// A tap on an index title: `sectionForSectionIndexTitle:atIndex:` with
    /// the title and its position, then the section's top scrolls into view
    /// (the search title scrolls to the very top). Returns the section, or
    /// nil when the index does not show that title.
    @discardableResult
    public func tapSectionIndex(_ title: String) throws(TableViewException) -> Int? {
        guard let titles = displayedSectionIndexTitles, let index = titles.firstIndex(of: title) else { return nil }
        let section: Int
        if let ds = dataSource, ds.responds(to: .sectionForSectionIndexTitle) {
            section = recorder.send(.sectionForSectionIndexTitle, [.string(title), .int(index)], result: { .int($0) }) {
                ds.tableView(self, sectionForSectionIndexTitle: title, at: index)
            }
        } else {
            section = index
        }
        if title == tableViewIndexSearch {
            try setContentOffset(0)
        } else {
            guard section >= 0, section < geometry.numberOfSections else {
                throw .scrollSectionOutOfBounds(section: section, sections: geometry.numberOfSections)
            }
            try scrollToSection(section)
        }
        return section
    }
}
