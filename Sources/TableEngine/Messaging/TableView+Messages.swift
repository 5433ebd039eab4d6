// The messages the table sends its data source and delegate, each recorded
// for observers with its arguments and result. Optional methods are sent only
// when implemented; otherwise the caller applies UIKit's default.

extension TableView {
    // MARK: Data source

    func askNumberOfSections() -> Int {
        guard let ds = dataSource else { return 0 }
        guard ds.responds(to: .numberOfSections) else { return 1 }
        return recorder.send(.numberOfSections, [], result: { .int($0) }) {
            ds.numberOfSections(in: self)
        }
    }

    func askNumberOfRows(_ section: Int) -> Int {
        guard let ds = dataSource else { return 0 }
        return recorder.send(.numberOfRows, [.int(section)], result: { .int($0) }) {
            ds.tableView(self, numberOfRowsInSection: section)
        }
    }

    func askTitleForHeader(_ section: Int) -> String? {
        guard let ds = dataSource, ds.responds(to: .titleForHeader) else { return nil }
        return recorder.send(.titleForHeader, [.int(section)], result: { $0.map(Value.string) ?? .nil }) {
            ds.tableView(self, titleForHeaderInSection: section)
        }
    }

    func askTitleForFooter(_ section: Int) -> String? {
        guard let ds = dataSource, ds.responds(to: .titleForFooter) else { return nil }
        return recorder.send(.titleForFooter, [.int(section)], result: { $0.map(Value.string) ?? .nil }) {
            ds.tableView(self, titleForFooterInSection: section)
        }
    }

    // MARK: Delegate: geometry

    func askHeightForRow(_ ip: IndexPath) -> Double {
        guard let dl = delegate else { return rowHeight }
        return askHeightForRow(ip, dl)
    }

    /// With the delegate passed in (borrowed, not retained per call): for
    /// asking a million rows at a reload.
    func askHeightForRow(_ ip: IndexPath, _ dl: borrowing any TableViewDelegate) -> Double {
        recorder.send(.heightForRow, [.indexPath(ip)], result: { .double($0) }) {
            dl.tableView(self, heightForRowAt: ip)
        }
    }

    func askEstimatedHeightForRow(_ ip: IndexPath) -> Double {
        guard let dl = delegate else { return estimatedRowHeight }
        return askEstimatedHeightForRow(ip, dl)
    }

    func askEstimatedHeightForRow(_ ip: IndexPath, _ dl: borrowing any TableViewDelegate) -> Double {
        recorder.send(.estimatedHeightForRow, [.indexPath(ip)], result: { .double($0) }) {
            dl.tableView(self, estimatedHeightForRowAt: ip)
        }
    }

    func askHeightForHeader(_ section: Int) -> Double {
        guard let dl = delegate else { return sectionHeaderHeight }
        return recorder.send(.heightForHeader, [.int(section)], result: { .double($0) }) {
            dl.tableView(self, heightForHeaderInSection: section)
        }
    }

    func askHeightForFooter(_ section: Int) -> Double {
        guard let dl = delegate else { return sectionFooterHeight }
        return recorder.send(.heightForFooter, [.int(section)], result: { .double($0) }) {
            dl.tableView(self, heightForFooterInSection: section)
        }
    }

    func askEstimatedHeightForHeader(_ section: Int) -> Double {
        guard let dl = delegate else { return estimatedSectionHeaderHeight }
        return recorder.send(.estimatedHeightForHeader, [.int(section)], result: { .double($0) }) {
            dl.tableView(self, estimatedHeightForHeaderInSection: section)
        }
    }

    func askEstimatedHeightForFooter(_ section: Int) -> Double {
        guard let dl = delegate else { return estimatedSectionFooterHeight }
        return recorder.send(.estimatedHeightForFooter, [.int(section)], result: { .double($0) }) {
            dl.tableView(self, estimatedHeightForFooterInSection: section)
        }
    }

    // MARK: Delegate: display

    func tellWillDisplay(_ cell: TableViewCell, _ ip: IndexPath) {
        guard let dl = delegate, dl.responds(to: .willDisplayCell) else { return }
        recorder.send(.willDisplayCell, [cell.value(), .indexPath(ip)]) {
            dl.tableView(self, willDisplay: cell, forRowAt: ip)
        }
    }

    func tellDidEndDisplaying(_ cell: TableViewCell, _ ip: IndexPath) {
        guard let dl = delegate, dl.responds(to: .didEndDisplayingCell) else { return }
        recorder.send(.didEndDisplayingCell, [cell.value(), .indexPath(ip)]) {
            dl.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        }
    }

    func tellWillDisplayHeaderFooter(_ view: HeaderFooterView, _ section: Int, header: Bool) {
        guard let dl = delegate, dl.responds(to: header ? .willDisplayHeaderView : .willDisplayFooterView) else { return }
        recorder.send(header ? .willDisplayHeaderView : .willDisplayFooterView, [view.value, .int(section)]) {
            if header {
                dl.tableView(self, willDisplayHeaderView: view, forSection: section)
            } else {
                dl.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    func tellDidEndDisplayingHeaderFooter(_ view: HeaderFooterView, _ section: Int, header: Bool) {
        let selector: Selector = header ? .didEndDisplayingHeaderView : .didEndDisplayingFooterView
        guard let dl = delegate, dl.responds(to: selector) else { return }
        recorder.send(selector, [view.value, .int(section)]) {
            if header {
                dl.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            } else {
                dl.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            }
        }
    }

    // MARK: Cells

    /// Sends a message to a cell and makes the change it stands for.
    func tellCell(_ cell: TableViewCell, _ selector: Selector, _ arguments: [Value], _ change: () -> Void) {
        recorder.send(selector, target: cell.value(), arguments) { change() }
    }

    func setCellSelected(_ cell: TableViewCell, _ selected: Bool, animated: Bool = false) {
        tellCell(cell, .setSelected, [.bool(selected), .bool(animated)]) { cell.state.isSelected = selected }
    }

    func setCellHighlighted(_ cell: TableViewCell, _ highlighted: Bool, animated: Bool = false) {
        tellCell(cell, .setHighlighted, [.bool(highlighted), .bool(animated)]) { cell.state.isHighlighted = highlighted }
    }
}
