// Every message the table sends its data source and delegate goes through
// the four functions below. An optional method is sent only when the
// receiver implements it (`responds(to:)`); otherwise the caller's
// `otherwise:` value — UIKit's behaviour without the method — stands in,
// and nothing is sent (the recorder counts it, and reports it when asked:
// `reportsUnimplementedMessages`). Every message sent is recorded for the
// observers, with its arguments and what it returned.

extension TableView {
    /// Asks the data source. Its required methods are always sent.
    @inline(__always)
    func askDataSource<R: MessageResult, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        otherwise fallback: @autoclosure () -> R,
        _ call: (any TableViewDataSource) throws(E) -> R
    ) throws(E) -> R {
        try askDataSource(selector, arguments(), otherwise: fallback(), result: { $0.messageValue }, call)
    }

    /// Asks the data source, with the log's picture of the answer given.
    @inline(__always)
    func askDataSource<R, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        otherwise fallback: @autoclosure () -> R, result: (R) -> Value,
        _ call: (any TableViewDataSource) throws(E) -> R
    ) throws(E) -> R {
        assert(selector.receiver == .dataSource, "\(selector) is not a data source method")
        guard let ds = dataSource else { return fallback() }
        guard selector.isRequired || ds.responds(to: selector) else { recorder.skip(selector, arguments()); return fallback() }
        return try recorder.send(selector, arguments(), result: result) { () throws(E) -> R in try call(ds) }
    }

    /// Asks the delegate.
    @inline(__always)
    func askDelegate<R: MessageResult, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        otherwise fallback: @autoclosure () -> R,
        _ call: (any TableViewDelegate) throws(E) -> R
    ) throws(E) -> R {
        try askDelegate(selector, arguments(), otherwise: fallback(), result: { $0.messageValue }, call)
    }

    /// Asks the delegate, with the log's picture of the answer given.
    @inline(__always)
    func askDelegate<R, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        otherwise fallback: @autoclosure () -> R, result: (R) -> Value,
        _ call: (any TableViewDelegate) throws(E) -> R
    ) throws(E) -> R {
        assert(selector.receiver == .delegate, "\(selector) is not a delegate method")
        guard let dl = delegate else { return fallback() }
        guard dl.responds(to: selector) else { recorder.skip(selector, arguments()); return fallback() }
        return try recorder.send(selector, arguments(), result: result) { () throws(E) -> R in try call(dl) }
    }

    /// Tells the data source something (a method without a result).
    @inline(__always)
    func tellDataSource<E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value],
        _ call: (any TableViewDataSource) throws(E) -> Void
    ) throws(E) {
        assert(selector.receiver == .dataSource, "\(selector) is not a data source method")
        guard let ds = dataSource else { return }
        guard ds.responds(to: selector) else { recorder.skip(selector, arguments()); return }
        try recorder.send(selector, arguments()) { () throws(E) in try call(ds) }
    }

    /// Tells the delegate something (a method without a result).
    @inline(__always)
    func tellDelegate<E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value],
        _ call: (any TableViewDelegate) throws(E) -> Void
    ) throws(E) {
        assert(selector.receiver == .delegate, "\(selector) is not a delegate method")
        guard let dl = delegate else { return }
        guard dl.responds(to: selector) else { recorder.skip(selector, arguments()); return }
        try recorder.send(selector, arguments()) { () throws(E) in try call(dl) }
    }

    /// Asks the drag delegate (`UITableViewDragDelegate`).
    @inline(__always)
    func askDragDelegate<R: MessageResult, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        otherwise fallback: @autoclosure () -> R,
        _ call: (any TableViewDragDelegate) throws(E) -> R
    ) throws(E) -> R {
        assert(selector.receiver == .dragDelegate, "\(selector) is not a drag delegate method")
        guard let dd = dragDelegate else { return fallback() }
        guard dd.responds(to: selector) else { recorder.skip(selector, arguments()); return fallback() }
        return try recorder.send(selector, arguments(), result: { $0.messageValue }) { () throws(E) -> R in try call(dd) }
    }

    /// Tells the drag delegate something.
    @inline(__always)
    func tellDragDelegate<E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value],
        _ call: (any TableViewDragDelegate) throws(E) -> Void
    ) throws(E) {
        assert(selector.receiver == .dragDelegate, "\(selector) is not a drag delegate method")
        guard let dd = dragDelegate else { return }
        guard dd.responds(to: selector) else { recorder.skip(selector, arguments()); return }
        try recorder.send(selector, arguments()) { () throws(E) in try call(dd) }
    }

    /// Asks the drop delegate (`UITableViewDropDelegate`).
    @inline(__always)
    func askDropDelegate<R: MessageResult, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        otherwise fallback: @autoclosure () -> R,
        _ call: (any TableViewDropDelegate) throws(E) -> R
    ) throws(E) -> R {
        assert(selector.receiver == .dropDelegate, "\(selector) is not a drop delegate method")
        guard let dd = dropDelegate else { return fallback() }
        guard dd.responds(to: selector) else { recorder.skip(selector, arguments()); return fallback() }
        return try recorder.send(selector, arguments(), result: { $0.messageValue }) { () throws(E) -> R in try call(dd) }
    }

    /// Tells the drop delegate something.
    @inline(__always)
    func tellDropDelegate<E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value],
        _ call: (any TableViewDropDelegate) throws(E) -> Void
    ) throws(E) {
        assert(selector.receiver == .dropDelegate, "\(selector) is not a drop delegate method")
        guard let dd = dropDelegate else { return }
        guard dd.responds(to: selector) else { recorder.skip(selector, arguments()); return }
        try recorder.send(selector, arguments()) { () throws(E) in try call(dd) }
    }

    func dataSourceResponds(_ selector: MessageSelector) -> Bool {
        dataSource?.responds(to: selector) ?? false
    }

    func delegateResponds(_ selector: MessageSelector) -> Bool {
        delegate?.responds(to: selector) ?? false
    }

    // MARK: Messages the table sends itself or its cells

    /// Records a call of one of the table's own methods (`[tv]` in the log)
    /// around what it does.
    @inline(__always)
    func record<R, E: Error>(
        _ selector: MessageSelector, _ arguments: @autoclosure () -> [Value] = [],
        result: (R) -> Value? = { _ in nil },
        _ body: () throws(E) -> R
    ) throws(E) -> R {
        try recorder.send(selector, arguments(), result: result, body)
    }

    func setSelected(_ cell: TableViewCell, _ selected: Bool, animated: Bool = false) {
        tell(cell, .setSelected(selected, animated: animated)) { state.display.change(cell) { $0.isSelected = selected } }
    }

    func setHighlighted(_ cell: TableViewCell, _ highlighted: Bool, animated: Bool = false) {
        tell(cell, .setHighlighted(highlighted, animated: animated)) { state.display.change(cell) { $0.isHighlighted = highlighted } }
    }
}

// MARK: Headers and footers

extension MessageSelector {
    /// `titleForHeaderInSection:` or `titleForFooterInSection:`.
    static func title(_ edge: SectionEdge) -> MessageSelector { edge == .header ? .titleForHeader : .titleForFooter }
    static func height(_ edge: SectionEdge) -> MessageSelector { edge == .header ? .heightForHeader : .heightForFooter }
    static func estimatedHeight(_ edge: SectionEdge) -> MessageSelector {
        edge == .header ? .estimatedHeightForHeader : .estimatedHeightForFooter
    }
    static func view(_ edge: SectionEdge) -> MessageSelector { edge == .header ? .viewForHeader : .viewForFooter }
    static func willDisplayView(_ edge: SectionEdge) -> MessageSelector {
        edge == .header ? .willDisplayHeaderView : .willDisplayFooterView
    }
    static func didEndDisplayingView(_ edge: SectionEdge) -> MessageSelector {
        edge == .header ? .didEndDisplayingHeaderView : .didEndDisplayingFooterView
    }
}

extension TableView {
    func askTitle(_ edge: SectionEdge, _ section: Int) -> String? {
        askDataSource(.title(edge), [.int(section)], otherwise: nil) { ds in
            switch edge {
            case .header: ds.tableView(self, titleForHeaderInSection: section)
            case .footer: ds.tableView(self, titleForFooterInSection: section)
            }
        }
    }

    /// The delegate's height for the edge, or `otherwise` when it has no
    /// such method.
    func askHeight(_ edge: SectionEdge, _ section: Int, otherwise fallback: Double) -> Double {
        askDelegate(.height(edge), [.int(section)], otherwise: fallback) { dl in
            switch edge {
            case .header: dl.tableView(self, heightForHeaderInSection: section)
            case .footer: dl.tableView(self, heightForFooterInSection: section)
            }
        }
    }

    func askEstimatedHeight(_ edge: SectionEdge, _ section: Int, otherwise fallback: Double) -> Double {
        askDelegate(.estimatedHeight(edge), [.int(section)], otherwise: fallback) { dl in
            switch edge {
            case .header: dl.tableView(self, estimatedHeightForHeaderInSection: section)
            case .footer: dl.tableView(self, estimatedHeightForFooterInSection: section)
            }
        }
    }

    /// The delegate's custom view for the edge; nil when it has none (or
    /// no such method).
    func askView(_ edge: SectionEdge, _ section: Int) throws(TableViewException) -> HeaderFooterView? {
        try askDelegate(.view(edge), [.int(section)], otherwise: nil, result: { $0?.value ?? .nil }) {
            dl throws(TableViewException) -> HeaderFooterView? in
            let view = switch edge {
            case .header: try dl.tableView(self, viewForHeaderInSection: section)
            case .footer: try dl.tableView(self, viewForFooterInSection: section)
            }
            if let view { state.display.pool.adopt(view) }
            return view
        }
    }

    func tellWillDisplay(_ view: HeaderFooterView, _ edge: SectionEdge, _ section: Int) {
        tellDelegate(.willDisplayView(edge), [view.value, .int(section)]) { dl in
            switch edge {
            case .header: dl.tableView(self, willDisplayHeaderView: view, forSection: section)
            case .footer: dl.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    func tellDidEndDisplaying(_ view: HeaderFooterView, _ edge: SectionEdge, _ section: Int) {
        tellDelegate(.didEndDisplayingView(edge), [view.value, .int(section)]) { dl in
            switch edge {
            case .header: dl.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            case .footer: dl.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            }
        }
    }
}
