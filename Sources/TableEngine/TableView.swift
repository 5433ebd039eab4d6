/// A headless `UITableView`.
///
/// It asks its data source and delegate what UIKit asks, when UIKit asks it,
/// and only for what the viewport needs; keeps the cells on screen and a
/// reuse pool; and raises UIKit's exceptions, leaving itself as it was.
/// Every message it sends or receives goes to its observers (`observe`).
public final class TableView {
    public let style: TableStyle

    public weak var dataSource: (any TableViewDataSource)?
    public weak var delegate: (any TableViewDelegate)?

    // MARK: Properties (UIKit's defaults)

    /// Default 44 points.
    public var rowHeight: Double = 44 {
        didSet { if rowHeight != oldValue { geometryPropertyChanged() } }
    }
    /// 0 turns estimates off: every row's height is known at reload.
    public var estimatedRowHeight: Double = 0
    /// `automaticDimension`: the style's default, by whether a title is there.
    public var sectionHeaderHeight: Double = automaticDimension
    public var sectionFooterHeight: Double = automaticDimension
    public var estimatedSectionHeaderHeight: Double = 0
    public var estimatedSectionFooterHeight: Double = 0

    /// The viewport's height in points: what is on screen. Default 440 (ten
    /// rows of 44).
    public var viewportHeight: Double = 440 {
        didSet { if viewportHeight != oldValue { needsLayout = true } }
    }

    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var allowsSelectionDuringEditing = false
    public var allowsMultipleSelectionDuringEditing = false
    public var sectionIndexMinimumDisplayRowCount = 0
    public var separatorStyle: SeparatorStyle = .singleLine

    public internal(set) var isEditing = false
    public internal(set) var contentOffset: Double = 0

    /// How many cells the reuse pool keeps after a layout pass; more are let
    /// go, so cells in existence stay at the visible rows plus this.
    public var reusePoolLimit = 2

    // MARK: State

    /// Sections, rows and their heights, as the table knows them: what the
    /// data source said at the last reload or update.
    var geometry = TableGeometry()
    /// Cells and header/footer views on screen, and the reuse pools.
    var display = DisplayState()
    /// Selected rows, in the order they were selected.
    var selection: [IndexPath] = []
    /// Registered cell classes: reuse identifier → style.
    var registeredCells: [String: CellStyle] = [:]
    var registeredHeaderFooters: Set<String> = []

    /// The finger on a row, between touch down and up.
    var touch: Touch?
    /// The focused row.
    var focus: IndexPath?
    /// The row whose minus control revealed a Delete confirmation.
    var deleteConfirmation: IndexPath?
    /// The row a swipe has opened, and the buttons it shows.
    var swipe: SwipeState?
    /// What `sectionIndexTitlesForTableView:` answered at the last reload.
    var sectionIndexTitles: [String]?
    /// The edit menu a long press opened.
    var menu: (indexPath: IndexPath, actions: [String])?

    var hasLoaded = false
    var needsLayout = false
    /// Open `beginUpdates` blocks and the updates they have collected.
    var updateDepth = 0
    var pendingUpdate = BatchUpdate()

    var nextCellID = 1
    var nextViewID = 1
    /// The row `cellForRowAtIndexPath:` is being asked for, and whether it
    /// has dequeued a cell for it yet.
    var cellRequest: (indexPath: IndexPath, dequeued: Bool)?
    /// Cells made by `dequeue…` during the current `cellForRow` call.
    var freshCells: Set<ObjectIdentifier> = []

    let recorder = MessageRecorder()

    /// How many cell objects the table has made or been given: the measure
    /// of reuse.
    public internal(set) var cellsCreated = 0

    public init(style: TableStyle = .plain) {
        self.style = style
    }

    // MARK: Observing

    /// Receives every message, in the order sent, once the outermost call
    /// has returned.
    public func observe(_ observer: @escaping (TableEvent) -> Void) {
        recorder.add(observer)
    }

    public func removeObservers() { recorder.removeAll() }

    // MARK: What the table knows

    public var numberOfSections: Int { geometry.numberOfSections }

    /// `numberOfRowsInSection:` — the table's count, not the data source's.
    public func numberOfRows(inSection section: Int) throws(TableViewException) -> Int {
        guard section >= 0, section < geometry.numberOfSections else {
            throw .rowsRequestedOutOfBounds(section: section)
        }
        return geometry.numberOfRows(in: section)
    }

    public var totalRows: Int { geometry.totalRows }

    public var contentHeight: Double { geometry.contentHeight }

    /// The largest offset a user can scroll to.
    public var maxContentOffset: Double { max(0, geometry.contentHeight - viewportHeight) }

    /// `rectForRowAtIndexPath:` (y and height).
    public func rectForRow(at ip: IndexPath) throws(TableViewException) -> (y: Double, height: Double) {
        guard geometry.contains(ip) else { throw .rectForInvalidIndexPath(ip) }
        return geometry.rect(of: ip)
    }

    public func rectForHeader(inSection section: Int) -> (y: Double, height: Double) {
        geometry.headerRect(section)
    }

    public func rectForFooter(inSection section: Int) -> (y: Double, height: Double) {
        geometry.footerRect(section)
    }

    /// `indexPathForRowAtPoint:` for a content offset `y`.
    public func indexPathForRow(atY y: Double) -> IndexPath? {
        guard y >= 0, y < geometry.contentHeight, let ip = geometry.indexPath(atOrAfter: y) else { return nil }
        return geometry.rect(of: ip).y <= y ? ip : nil
    }

    /// Whether rows have their height measured lazily.
    var usesEstimatedRowHeights: Bool {
        estimatedRowHeight > 0 || delegateResponds(.estimatedHeightForRow)
    }

    /// Whether the row's height is known, not estimated.
    public func isRowHeightMeasured(_ ip: IndexPath) -> Bool {
        !usesEstimatedRowHeights || geometry.sections[ip.section].rows.isMeasured(ip.row)
    }

    /// How many rows hold a height of their own (not the shared base): the
    /// per-row geometry memory in use.
    public var rowsWithOwnHeight: Int {
        geometry.sections.reduce(0) { $0 + $1.rows.storedCount }
    }

    // MARK: Responds

    func dataSourceResponds(_ selector: Selector) -> Bool {
        dataSource?.responds(to: selector) ?? false
    }

    func delegateResponds(_ selector: Selector) -> Bool {
        delegate?.responds(to: selector) ?? false
    }

    private func geometryPropertyChanged() {
        guard hasLoaded else { return }
        if !usesEstimatedRowHeights, !delegateResponds(.heightForRow) {
            geometry.setBaseRowHeight(rowHeight)
            clampContentOffset()
            needsLayout = true
        }
    }
}
