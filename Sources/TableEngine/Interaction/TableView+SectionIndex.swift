// The section index down the right edge (seeds 001 and 003, 配置索引).

/// `UITableViewIndexSearch`: drawn as a magnifying glass.
public let tableViewIndexSearch = "{search}"

extension TableView {
    /// The titles the data source gave, when the index shows: only with at
    /// least `sectionIndexMinimumDisplayRowCount` rows, in either style.
    public var displayedSectionIndexTitles: [String]? {
        guard let titles = state.display.sectionIndexTitles, !titles.isEmpty,
              state.geometry.totalRows >= sectionIndexMinimumDisplayRowCount else { return nil }
        return titles
    }

    /// Asks `sectionIndexTitlesForTableView:` (on reload, and on
    /// `reloadSectionIndexTitles`).
    func askSectionIndexTitles() {
        state.display.sectionIndexTitles = askDataSource(.sectionIndexTitles, otherwise: nil) { $0.sectionIndexTitles(for: self) }
    }

    /// `reloadSectionIndexTitles`.
    public func reloadSectionIndexTitles() {
        call { record(.reloadSectionIndexTitles) { askSectionIndexTitles() } }
    }

    /// A tap on an index title: `sectionForSectionIndexTitle:atIndex:` with
    /// the title and its position in the titles (B-68), then the top of the
    /// section answered scrolls into view. An answer that names no section
    /// (-1, NSNotFound, past the end) scrolls nothing and raises nothing:
    /// apps answer -1 for `{search}` after scrolling the search bar into
    /// view themselves (B-70). Returns the answer, or nil when the index
    /// does not show that title.
    ///
    /// - Throws: whatever the app's code throws in the messages this sends
    ///   (a data source's commit, an update it makes that UIKit refuses, a
    ///   nil cell at the layout pass), the table put back as it was.
    @discardableResult
    public func tapSectionIndex(_ title: String) throws(TableViewException) -> Int? {
        try call { () throws(TableViewException) -> Int? in
            guard let titles = displayedSectionIndexTitles, let index = titles.firstIndex(of: title) else { return nil }
            let section = askDataSource(.sectionForSectionIndexTitle, [.string(title), .int(index)], otherwise: index) {
                $0.tableView(self, sectionForSectionIndexTitle: title, at: index)
            }
            if section >= 0, section < state.geometry.numberOfSections {
                try moveViewport(to: offsetInRange(sectionScrollTop(section)))
            }
            return section
        }
    }
}
