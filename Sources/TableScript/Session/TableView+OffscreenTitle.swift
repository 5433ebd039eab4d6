import TableEngine

extension TableView {
    /// A header's or footer's title for a section off screen, as the data
    /// source gives it (when it implements the title method): what
    /// `render --all` draws there. Asked of the app, not logged.
    func offscreenTitle(_ edge: SectionEdge, _ section: Int) -> String? {
        guard let ds = dataSource else { return nil }
        switch edge {
        case .header: return ds.responds(to: .titleForHeader) ? ds.tableView(self, titleForHeaderInSection: section) : nil
        case .footer: return ds.responds(to: .titleForFooter) ? ds.tableView(self, titleForFooterInSection: section) : nil
        }
    }
}
