import TableEngine

/// UIKit's `UITableView`, over one engine table (`TableView`), which keeps
/// every rule, sends every message and logs every call as UIKit's `[tv]`
/// lines. Each method maps onto the engine's call of the same meaning;
/// where UIKit raises an exception the app's code stops at its call
/// (see `raising(at:)`), with UIKit's text and the app's call site.
///
/// The app's data source and delegate (weak, as in UIKit) are reached
/// through small bridges the table keeps: they answer the engine's
/// `responds(to:)` from what the app's class implements (the table
/// `ImplementedMessagesPlugin` writes for the app's target), so an
/// optional method the app does not implement is never sent.
@MainActor
open class UITableView: UIScrollView {
    /// The engine's table this table runs on: for renderers and drivers,
    /// which read it without sending the app a message (`visibleRows`,
    /// `cellsOnScreen`, …), and for tests. App code has no use for it.
    public let engineTable: TableView

    /// UIKit's `style`.
    public let style: Style

    private(set) var dataSourceBridge: DataSourceBridge?
    private(set) var delegateBridge: DelegateBridge?
    private var prefetchBridge: PrefetchBridge?
    private var dragBridge: DragBridge?
    private var dropBridge: DropBridge?
    /// The drag in flight, as the app's delegates see it.
    var dragSession: TableDragSession?
    /// A diffable data source's app object, which keeps its own engine data source.
    private weak var diffableDataSource: (any UITableViewDataSource)?

    /// The site of the app's call being served by an overridable method's
    /// base implementation (`reloadData()`); nil when not known.
    var siteOfCall: CallSite?
    private var dispatchingReloadData = false

    /// UIKit's `init(frame:style:)`. The engine's viewport takes the frame's
    /// height when it has one; a zero frame keeps the engine's default
    /// viewport (`TableView.viewportHeight`) until the frame is set.
    public init(frame: CGRect, style: Style) {
        self.style = style
        engineTable = TableView(style: style.engine)
        super.init(frame: frame)
        frameDidChange()
        AppThread.current?.track(engineTable)
    }

    /// UIKit's `init(frame:)`: a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func frameDidChange() {
        if frame.height > 0 { engineTable.viewportHeight = Double(frame.height) }
    }

    override func offset() -> CGPoint { CGPoint(x: 0, y: engineTable.contentOffset) }
    override func size() -> CGSize { CGSize(width: frame.width, height: engineTable.contentHeight) }
    override func setOffset(_ offset: CGPoint, animated: Bool) {
        raising(at: nil) { () throws(TableViewException) in try engineTable.setContentOffset(Double(offset.y), animated: animated) }
    }

    // MARK: The app's objects

    /// UIKit's `dataSource` (weak).
    open var dataSource: (any UITableViewDataSource)? {
        get { diffableDataSource ?? dataSourceBridge?.app }
        set {
            diffableDataSource = nil
            dataSourceBridge = newValue.map { DataSourceBridge(app: $0, table: self) }
            engineTable.dataSource = dataSourceBridge
        }
    }

    /// Makes a diffable data source the table's data source: `app` is what
    /// `dataSource` returns, `engine` the engine's data source it runs on
    /// (kept by `app`).
    func setDiffableDataSource(_ app: any UITableViewDataSource, engine: any TableViewDataSource) {
        dataSourceBridge = nil
        diffableDataSource = app
        engineTable.dataSource = engine
    }

    /// UIKit's `delegate` (weak).
    open var delegate: (any UITableViewDelegate)? {
        get { delegateBridge?.app }
        set {
            delegateBridge = newValue.map { DelegateBridge(app: $0, table: self) }
            engineTable.delegate = delegateBridge
        }
    }

    /// UIKit's `prefetchDataSource` (weak).
    open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { prefetchBridge?.app }
        set {
            prefetchBridge = newValue.map { PrefetchBridge(app: $0, table: self) }
            engineTable.prefetchDataSource = prefetchBridge
        }
    }

    /// UIKit's `dragDelegate` (weak): a table without one lifts no rows outside editing.
    open var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragBridge?.app }
        set {
            dragBridge = newValue.map { DragBridge(app: $0, table: self) }
            engineTable.dragDelegate = dragBridge
        }
    }

    /// UIKit's `dropDelegate` (weak): a table without one takes no drops.
    open var dropDelegate: (any UITableViewDropDelegate)? {
        get { dropBridge?.app }
        set {
            dropBridge = newValue.map { DropBridge(app: $0, table: self) }
            engineTable.dropDelegate = dropBridge
        }
    }

    /// UIKit's `isPrefetchingEnabled`.
    open var isPrefetchingEnabled: Bool {
        get { engineTable.isPrefetchingEnabled }
        set { engineTable.isPrefetchingEnabled = newValue }
    }

    // MARK: Reloading

    /// UIKit's `reloadData()`: the table asks its data source again.
    ///
    /// The method apps override and pass as a closure
    /// (`DispatchQueue.main.async(execute: tableView.reloadData)`); plain
    /// calls reach the overload below, which records their call site.
    @_disfavoredOverload
    open func reloadData() {
        raising(at: siteOfCall) { () throws(TableViewException) in try engineTable.reloadData() }
    }

    /// `reloadData()` as a plain call reaches it: records the app's call
    /// site (for an exception UIKit raises in it) and calls the open
    /// `reloadData()`, an override included; from inside an override (its
    /// `super` call) it runs the base implementation.
    public final func reloadData(file: String = #fileID, line: Int = #line, column: Int = #column, caller: String = #function) {
        let site = CallSite(fileID: file, line: line, column: column)
        if dispatchingReloadData || caller == "reloadData()" {
            // The `super.reloadData()` of an override.
            let outer = siteOfCall
            if siteOfCall == nil { siteOfCall = site }
            defer { siteOfCall = outer }
            return raising(at: siteOfCall) { () throws(TableViewException) in try engineTable.reloadData() }
        }
        let outer = (siteOfCall, dispatchingReloadData)
        siteOfCall = site
        dispatchingReloadData = true
        defer { (siteOfCall, dispatchingReloadData) = outer }
        let exact: () -> Void = reloadData  // the open method: the app's override, if any
        exact()
    }

    /// UIKit's `reloadSectionIndexTitles()`.
    open func reloadSectionIndexTitles() { engineTable.reloadSectionIndexTitles() }

    /// UIKit's `layoutIfNeeded()`: lays out the rows due (asking for their
    /// cells); the first layout loads the table.
    open override func layoutIfNeeded() {
        raising(at: nil) { () throws(TableViewException) in try engineTable.layoutIfNeeded() }
    }

    // MARK: What the table shows

    /// UIKit's `numberOfSections`.
    open var numberOfSections: Int { engineTable.numberOfSections }

    /// UIKit's `numberOfRows(inSection:)`; raises UIKit's exception for a section out of range.
    public final func numberOfRows(inSection section: Int, file: String = #fileID, line: Int = #line, column: Int = #column) -> Int {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.numberOfRows(inSection: section)
        }
    }

    /// UIKit's `rect(forSection:)`.
    open func rect(forSection section: Int) -> CGRect { rect(engineTable.rect(forSection: section)) }
    /// UIKit's `rectForHeader(inSection:)`.
    open func rectForHeader(inSection section: Int) -> CGRect { rect(engineTable.rectForHeader(inSection: section)) }
    /// UIKit's `rectForFooter(inSection:)`.
    open func rectForFooter(inSection section: Int) -> CGRect { rect(engineTable.rectForFooter(inSection: section)) }

    /// UIKit's `rectForRow(at:)`; raises UIKit's exception for a row out of range.
    public final func rectForRow(at indexPath: IndexPath, file: String = #fileID, line: Int = #line, column: Int = #column) -> CGRect {
        rect(raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.rectForRow(at: TableIndexPath(indexPath))
        })
    }

    private func rect(_ extent: (y: Double, height: Double)) -> CGRect {
        CGRect(x: 0, y: extent.y, width: Double(frame.width), height: extent.height)
    }

    /// UIKit's `indexPathForRow(at:)`.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        engineTable.indexPathForRow(atY: Double(point.y)).map(IndexPath.init)
    }

    /// UIKit's `indexPathsForRows(in:)`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        engineTable.indexPathsForRows(inY: Double(rect.minY), height: Double(rect.height))?.map(IndexPath.init)
    }

    /// UIKit's `indexPath(for:)`: the row of a cell on screen, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        engineTable.indexPath(for: cell.engineCell).map(IndexPath.init)
    }

    /// UIKit's `cellForRow(at:)`: the cell on screen at a row; from iOS 15,
    /// else the cell the table keeps prepared for it, just off screen
    /// (FIDELITY.md P-04); or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        engineTable.cellForRow(at: TableIndexPath(indexPath)).map(UITableViewCell.appCell(adopting:))
    }

    /// UIKit's `visibleCells`, in row order.
    open var visibleCells: [UITableViewCell] { engineTable.visibleCells.map(UITableViewCell.appCell(adopting:)) }

    /// UIKit's `indexPathsForVisibleRows`, in row order.
    open var indexPathsForVisibleRows: [IndexPath]? { engineTable.indexPathsForVisibleRows.map(IndexPath.init) }

    /// UIKit's `headerView(forSection:)`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engineTable.headerView(forSection: section).map(UITableViewHeaderFooterView.appView(adopting:))
    }

    /// UIKit's `footerView(forSection:)`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engineTable.footerView(forSection: section).map(UITableViewHeaderFooterView.appView(adopting:))
    }

    // MARK: Scrolling

    /// UIKit's `scrollToRow(at:at:animated:)`; raises UIKit's exception for a row out of range.
    public final func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
                                  file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.scrollToRow(at: TableIndexPath(indexPath), at: scrollPosition.engine, animated: animated)
        }
    }

    /// UIKit's `scrollToNearestSelectedRow(at:animated:)`.
    public final func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool,
                                                 file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.scrollToNearestSelectedRow(at: scrollPosition.engine, animated: animated)
        }
    }

    // MARK: Heights and appearance

    /// UIKit's `rowHeight` (default `automaticDimension`).
    open var rowHeight: CGFloat {
        get { CGFloat(engineTable.rowHeight) }
        set { engineTable.rowHeight = Double(newValue) }
    }
    /// UIKit's `estimatedRowHeight` (default `automaticDimension`; 0 turns estimates off).
    open var estimatedRowHeight: CGFloat {
        get { CGFloat(engineTable.estimatedRowHeight) }
        set { engineTable.estimatedRowHeight = Double(newValue) }
    }
    /// UIKit's `sectionHeaderHeight`.
    open var sectionHeaderHeight: CGFloat {
        get { CGFloat(engineTable.sectionHeaderHeight) }
        set { engineTable.sectionHeaderHeight = Double(newValue) }
    }
    /// UIKit's `sectionFooterHeight`.
    open var sectionFooterHeight: CGFloat {
        get { CGFloat(engineTable.sectionFooterHeight) }
        set { engineTable.sectionFooterHeight = Double(newValue) }
    }
    /// UIKit's `estimatedSectionHeaderHeight`.
    open var estimatedSectionHeaderHeight: CGFloat {
        get { CGFloat(engineTable.estimatedSectionHeaderHeight) }
        set { engineTable.estimatedSectionHeaderHeight = Double(newValue) }
    }
    /// UIKit's `estimatedSectionFooterHeight`.
    open var estimatedSectionFooterHeight: CGFloat {
        get { CGFloat(engineTable.estimatedSectionFooterHeight) }
        set { engineTable.estimatedSectionFooterHeight = Double(newValue) }
    }
    /// UIKit's `sectionHeaderTopPadding`.
    open var sectionHeaderTopPadding: CGFloat {
        get { CGFloat(engineTable.sectionHeaderTopPadding) }
        set { engineTable.sectionHeaderTopPadding = Double(newValue) }
    }
    /// UIKit's `separatorStyle`.
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { .init(engineTable.separatorStyle) }
        set { engineTable.separatorStyle = newValue.engine }
    }
    /// UIKit's `separatorColor`: kept, not drawn.
    open var separatorColor: UIColor?
    /// UIKit's `separatorInset`: kept, not drawn.
    open var separatorInset: UIEdgeInsets = .zero
    /// UIKit's `tableHeaderView`: kept, inert (not part of the engine's content).
    open var tableHeaderView: UIView?
    /// UIKit's `tableFooterView`: kept, inert (not part of the engine's content).
    open var tableFooterView: UIView?
    /// UIKit's `backgroundView`: kept, inert.
    open var backgroundView: UIView?
    /// UIKit's `cellLayoutMarginsFollowReadableWidth`: kept.
    open var cellLayoutMarginsFollowReadableWidth = false

    // MARK: The section index

    /// UIKit's `sectionIndexMinimumDisplayRowCount`.
    open var sectionIndexMinimumDisplayRowCount: Int {
        get { engineTable.sectionIndexMinimumDisplayRowCount }
        set { engineTable.sectionIndexMinimumDisplayRowCount = newValue }
    }
    /// UIKit's `sectionIndexColor`: kept, not drawn.
    open var sectionIndexColor: UIColor?
    /// UIKit's `sectionIndexBackgroundColor`: kept, not drawn.
    open var sectionIndexBackgroundColor: UIColor?
    /// UIKit's `sectionIndexTrackingBackgroundColor`: kept, not drawn.
    open var sectionIndexTrackingBackgroundColor: UIColor?

    // MARK: Selection

    /// UIKit's `allowsSelection`.
    open var allowsSelection: Bool {
        get { engineTable.allowsSelection }
        set { engineTable.allowsSelection = newValue }
    }
    /// UIKit's `allowsMultipleSelection`.
    open var allowsMultipleSelection: Bool {
        get { engineTable.allowsMultipleSelection }
        set { engineTable.allowsMultipleSelection = newValue }
    }
    /// UIKit's `allowsSelectionDuringEditing`.
    open var allowsSelectionDuringEditing: Bool {
        get { engineTable.allowsSelectionDuringEditing }
        set { engineTable.allowsSelectionDuringEditing = newValue }
    }
    /// UIKit's `allowsMultipleSelectionDuringEditing`.
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { engineTable.allowsMultipleSelectionDuringEditing }
        set { engineTable.allowsMultipleSelectionDuringEditing = newValue }
    }
    /// UIKit's `selectionFollowsFocus`.
    open var selectionFollowsFocus: Bool {
        get { engineTable.selectionFollowsFocus }
        set { engineTable.selectionFollowsFocus = newValue }
    }

    /// UIKit's `indexPathForSelectedRow`: the first selected row, or nil.
    open var indexPathForSelectedRow: IndexPath? { engineTable.indexPathForSelectedRow.map(IndexPath.init) }

    /// UIKit's `indexPathsForSelectedRows`, in row order; nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let rows = engineTable.indexPathsForSelectedRows
        return rows.isEmpty ? nil : rows.map(IndexPath.init)
    }

    /// UIKit's `selectRow(at:animated:scrollPosition:)`: selects a row (nil
    /// clears the selection) without a delegate message; raises UIKit's
    /// exception for a row out of range.
    public final func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition,
                                file: String = #fileID, line: Int = #line, column: Int = #column) {
        raising(at: CallSite(fileID: file, line: line, column: column)) { () throws(TableViewException) in
            try engineTable.selectRow(at: indexPath.map(TableIndexPath.init), animated: animated, scrollPosition: scrollPosition.engine)
        }
    }

    /// UIKit's `deselectRow(at:animated:)`: no delegate message.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        engineTable.deselectRow(at: TableIndexPath(indexPath), animated: animated)
    }

    // MARK: Editing

    /// UIKit's `isEditing`: the table edits all rows, or a swipe is open on
    /// one. Setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { engineTable.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// UIKit's `setEditing(_:animated:)`: shows or hides every row's editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        engineTable.setEditing(editing, animated: animated)
    }

    // MARK: Drag and drop

    /// UIKit's `dragInteractionEnabled`.
    open var dragInteractionEnabled: Bool {
        get { engineTable.dragInteractionEnabled }
        set { engineTable.dragInteractionEnabled = newValue }
    }
    /// UIKit's `hasActiveDrag`.
    open var hasActiveDrag: Bool { engineTable.hasActiveDrag }
    /// UIKit's `hasActiveDrop`.
    open var hasActiveDrop: Bool { engineTable.hasActiveDrop }
}
