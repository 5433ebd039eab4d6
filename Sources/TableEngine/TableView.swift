/// A headless `UITableView`.
///
/// It asks its data source and delegate what UIKit asks, when UIKit asks it,
/// and only for what the viewport needs; keeps the cells on screen and a
/// reuse pool; and raises UIKit's exceptions, leaving itself as it was.
/// Every message it sends or receives goes to its observers (`observe`).
///
/// The table keeps UIKit's settings itself; its state belongs to a few parts
/// (`TableState`): the geometry, the display and reuse pool, the interaction
/// (selection, touch, focus, confirmation, swipe, menu) and the update
/// transaction. Each part owns its invariants and knows how a reload or an
/// update moves it.
public final class TableView {
    /// `style`: plain, grouped or inset grouped, fixed when the table is made.
    public let style: TableStyle

    /// `dataSource`: answers the counts and cells. Held weakly, as in UIKit.
    /// A table without one has no sections; one that needs a cell raises.
    public var dataSource: (any TableViewDataSource)? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            dataSourceMayBeDiffable = newValue is any DiffableDataSourceMarker
        }
    }
    // The settings the engine reads on every message or pass are stored
    // privately behind their public properties: a private property whose
    // every access is a plain load or store the compiler checks for
    // exclusivity statically, where a public stored property is checked at
    // run time at every read.
    private weak var dataSourceStorage: (any TableViewDataSource)?
    /// Whether the data source was a diffable one when set: spares the
    /// other tables a type check at every update call.
    var dataSourceMayBeDiffable = false
    /// `delegate`: heights, selection, editing, menus. Held weakly; without
    /// one the table does what UIKit does without each method.
    public var delegate: (any TableViewDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    private weak var delegateStorage: (any TableViewDelegate)?
    /// `dragDelegate`: a drag begins outside editing only with one
    /// (`TableViewDragDelegate`).
    public weak var dragDelegate: (any TableViewDragDelegate)?
    /// `dropDelegate`: a drag over the table drops only with one.
    public weak var dropDelegate: (any TableViewDropDelegate)?

    // MARK: UIKit's settings, with UIKit's defaults

    // The six height properties default to `automaticDimension`, as in
    // UIKit since iOS 11 (UITableView.h: "default is
    // UITableViewAutomaticDimension, set to 0 to disable"; FIDELITY.md A-01
    // to A-04): rows and headers are estimated, then measured as they come
    // on screen, and rows without a height of their own size to their cell.
    // `estimatedRowHeight = 0` gives the older table, which asks every row's
    // height when it loads.

    /// The height of rows the delegate gives no height for; `automaticDimension`:
    /// the cell's own (self-sizing), or 44 points without estimates.
    public var rowHeight: Double {
        get { rowHeightStorage }
        set {
            let old = rowHeightStorage
            rowHeightStorage = newValue
            if newValue != old { call { rowHeightChanged() } }
        }
    }
    private var rowHeightStorage: Double = automaticDimension
    /// Rows' height until they are measured; 0 turns estimates off (every
    /// row's height is asked at reload); `automaticDimension`: UIKit's own.
    public var estimatedRowHeight: Double {
        get { estimatedRowHeightStorage }
        set { estimatedRowHeightStorage = newValue }
    }
    private var estimatedRowHeightStorage: Double = automaticDimension
    /// `automaticDimension`: the style's default, by whether a title is there.
    public var sectionHeaderHeight: Double {
        get { sectionHeaderHeightStorage }
        set { sectionHeaderHeightStorage = newValue }
    }
    private var sectionHeaderHeightStorage: Double = automaticDimension
    /// `automaticDimension`: the style's default, by whether a title is there.
    public var sectionFooterHeight: Double {
        get { sectionFooterHeightStorage }
        set { sectionFooterHeightStorage = newValue }
    }
    private var sectionFooterHeightStorage: Double = automaticDimension
    /// 0 turns header (footer) estimates off.
    public var estimatedSectionHeaderHeight: Double {
        get { estimatedSectionHeaderHeightStorage }
        set { estimatedSectionHeaderHeightStorage = newValue }
    }
    private var estimatedSectionHeaderHeightStorage: Double = automaticDimension
    /// 0 turns footer estimates off.
    public var estimatedSectionFooterHeight: Double {
        get { estimatedSectionFooterHeightStorage }
        set { estimatedSectionFooterHeightStorage = newValue }
    }
    private var estimatedSectionFooterHeightStorage: Double = automaticDimension

    /// The viewport's height in points: what is on screen. Default 440 (ten
    /// rows of 44).
    public var viewportHeight: Double {
        get { viewportHeightStorage }
        set {
            let old = viewportHeightStorage
            viewportHeightStorage = newValue
            if newValue != old { state.display.needsLayout = true }
        }
    }
    private var viewportHeightStorage: Double = 440

    // MARK: The scroll view's geometry (FIDELITY.md S-01 to S-05)

    /// `contentInset` (top and bottom): room the content may scroll to
    /// around itself; zero by default. Changing it leaves `contentOffset`
    /// where it is (S-02).
    public var contentInset = VerticalInsets.zero {
        didSet {
            adjustedInsetNow = adjustedInset()
            if contentInset != oldValue { call { scrollInsetsChanged(adjustedWas: adjustedInset(contentInset: oldValue), follow: false) } }
        }
    }
    /// The safe area's top and bottom (`safeAreaInsets`, which UIKit derives
    /// from the window, the bars and the view controller): a headless table
    /// has none, so zero by default; set it to stand for a status bar or a
    /// navigation bar. A table resting at the top stays at the top when it
    /// changes (S-02).
    public var safeAreaInsets = VerticalInsets.zero {
        didSet {
            adjustedInsetNow = adjustedInset()
            if safeAreaInsets != oldValue { call { scrollInsetsChanged(adjustedWas: adjustedInset(safeArea: oldValue), follow: true) } }
        }
    }
    /// `contentInsetAdjustmentBehavior` (iOS 11): whether the safe area is
    /// added to `contentInset`; `.automatic` by default (S-01).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet {
            adjustedInsetNow = adjustedInset()
            if contentInsetAdjustmentBehavior != oldValue { call { scrollInsetsChanged(adjustedWas: adjustedInset(behavior: oldValue), follow: true) } }
        }
    }

    /// `adjustedInset()` as the three properties above last left it: the
    /// scrollable range is read several times a frame, and this is one
    /// stored value where the adjusted inset reads three.
    private(set) var adjustedInsetNow = VerticalInsets.zero

    /// `scrollsToTop`: YES; a tap on the status bar scrolls the content to
    /// the top (`tapStatusBar()`, FIDELITY.md S-11).
    public var scrollsToTop = true
    /// `decelerationRate`: how much of its speed decelerating content keeps
    /// each millisecond — `DecelerationRate.normal` (0.998) by default, or
    /// `.fast` (0.99) (FIDELITY.md S-08).
    public var decelerationRate = DecelerationRate.normal

    /// `allowsSelection`: YES; a tap selects a row outside editing (FIDELITY.md B-19).
    public var allowsSelection: Bool {
        get { allowsSelectionStorage }
        set { allowsSelectionStorage = newValue }
    }
    private var allowsSelectionStorage = true
    /// `allowsMultipleSelection`: NO; with it a tap adds a row to the
    /// selection, and a tap on a selected row deselects it (B-14).
    public var allowsMultipleSelection: Bool {
        get { allowsMultipleSelectionStorage }
        set { allowsMultipleSelectionStorage = newValue }
    }
    private var allowsMultipleSelectionStorage = false
    /// `allowsSelectionDuringEditing`: NO; a tap selects nothing while editing (B-20).
    public var allowsSelectionDuringEditing: Bool {
        get { allowsSelectionDuringEditingStorage }
        set { allowsSelectionDuringEditingStorage = newValue }
    }
    private var allowsSelectionDuringEditingStorage = false
    /// `allowsMultipleSelectionDuringEditing`: NO; with it, editing shows
    /// check marks instead of editing controls (B-21).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { allowsMultipleSelectionDuringEditingStorage }
        set { allowsMultipleSelectionDuringEditingStorage = newValue }
    }
    private var allowsMultipleSelectionDuringEditingStorage = false
    /// `sectionIndexMinimumDisplayRowCount`: the section index shows only
    /// with at least this many rows (B-67); 0 by default.
    public var sectionIndexMinimumDisplayRowCount = 0
    /// `separatorStyle`: lines between rows; single line by default.
    public var separatorStyle: SeparatorStyle = .singleLine

    /// `dragInteractionEnabled`: YES, iPhone's default since iOS 15; NO
    /// before it, unless set (UITableView.h: "As of iOS 15, this is true
    /// for both iPhone and iPad by default. Prior to iOS 15, it defaulted
    /// to false on iPhone."). It governs drags outside editing; reordering
    /// while editing is not a drag session and ignores it.
    public var dragInteractionEnabled: Bool {
        get { dragInteractionSetting ?? (iOSVersion >= IOSVersion(15)) }
        set { dragInteractionSetting = newValue }
    }
    /// What the app set `dragInteractionEnabled` to, if anything.
    private var dragInteractionSetting: Bool?

    /// The iOS the table behaves as (tableshell's setting; UIKit's is the
    /// device's): where a rule changed with the version, an older version
    /// gets the older behaviour — `sectionHeaderTopPadding` and filler rows
    /// (iOS 15), `dragInteractionEnabled`'s default (iOS 15), an unanimated
    /// diffable `apply` (iOS 15), prepared cells (iOS 15), the "Invalid
    /// batch updates detected" reason (iOS 16.4). Today's, 18, by default
    /// (FIDELITY.md V-01).
    public var iOSVersion: IOSVersion {
        get { iOSVersionStorage }
        set {
            let oldValue = iOSVersionStorage
            iOSVersionStorage = newValue
            if newValue != oldValue {
                call {
                    headerTopPaddingChanged()
                    if !preparesCells {
                        dropPreparedCells()
                        state.prefetch.cells = ScreenMotion()
                    }
                }
            }
        }
    }
    private var iOSVersionStorage = IOSVersion.current

    /// `selectionFollowsFocus` (iOS 14): NO. UIKit's default is "a system
    /// derived value based on platform"; an iPhone without a keyboard has no
    /// focus to follow (tableshell's choice, FIDELITY.md M-31).
    public var selectionFollowsFocus = false

    /// `sectionHeaderTopPadding` (iOS 15): padding above each section
    /// header. `automaticDimension` (the default) is 22 points in plain
    /// style and 0 in the grouped styles; 0 gives the table before iOS 15,
    /// which an ``iOSVersion`` before 15 gets whatever this says
    /// (FIDELITY.md M-40, M-41).
    public var sectionHeaderTopPadding: Double = automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { call { headerTopPaddingChanged() } } }
    }

    /// `fillerRowHeight` (iOS 15): the height of the empty rows a plain
    /// table shows below its last row when the content does not fill the
    /// viewport. 0, the default since iOS 15, shows none;
    /// `automaticDimension` shows them at the last row's height, as every
    /// plain table did before iOS 15 (an ``iOSVersion`` before 15 gets that
    /// whatever this says); another positive value, that height
    /// (FIDELITY.md F-01).
    public var fillerRowHeight: Double = 0

    /// `selfSizingInvalidation` (iOS 16): `.enabled` by default. Kept, not
    /// acted on: the engine's cells have no intrinsic size to invalidate
    /// (FIDELITY.md F-02).
    public var selfSizingInvalidation = SelfSizingInvalidation.enabled

    /// `editing`: YES while every row edits (`setEditing:animated:`), and
    /// while a swipe has a row open — UIKit's swipe-to-delete mode enters
    /// editing without showing any controls (FIDELITY.md B-43).
    public var isEditing: Bool { editsAllRows || state.interaction.swipe != nil }

    /// Whether `setEditing:YES` put every row in editing mode (controls,
    /// indentation, reorder controls), as opposed to a swipe's one row.
    public internal(set) var editsAllRows: Bool {
        get { editsAllRowsStorage }
        set { editsAllRowsStorage = newValue }
    }
    private var editsAllRowsStorage = false

    /// How many cells the reuse pool keeps after a layout pass; more are let
    /// go, so cells in existence stay at the visible rows, the prepared
    /// cells (at most two) and this.
    public var reusePoolLimit: Int {
        get { reusePoolLimitStorage }
        set { reusePoolLimitStorage = newValue }
    }
    private var reusePoolLimitStorage = 2

    // MARK: Prefetching (FIDELITY.md D-30 to D-35; P-01 to P-05)

    /// `prefetchDataSource`: told which rows are coming on screen. The
    /// table prefetches only from one that implements `prefetchRows`.
    public var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
        get { prefetchDataSourceStorage }
        set { prefetchDataSourceStorage = newValue }
    }
    private weak var prefetchDataSourceStorage: (any TableViewDataSourcePrefetching)?

    /// `isPrefetchingEnabled` (iOS 15; UIKit's default YES): from iOS 15
    /// the table prepares cells ahead of their rows and keeps them a while
    /// after (FIDELITY.md P-01 to P-05), and it prefetches data. Turning it
    /// off forgets the rows prefetched, without cancelling them (choice),
    /// and lets the prepared cells go to the reuse pool, with no message.
    public var isPrefetchingEnabled: Bool {
        get { isPrefetchingEnabledStorage }
        set {
            isPrefetchingEnabledStorage = newValue
            if !newValue {
                state.prefetch.forget()
                call { dropPreparedCells() }
            }
        }
    }
    private var isPrefetchingEnabledStorage = true

    /// Whether the table prepares cells (P-01): `isPrefetchingEnabled`, iOS 15 on.
    public var preparesCells: Bool { isPrefetchingEnabled && iOSVersion >= IOSVersion(15) }

    /// How many rows beyond the screen are prefetched, in the direction of
    /// the scroll; they are asked again when no more than half of that
    /// many are still ahead, and cancelled once more than one and a half
    /// times that many rows from the screen. UIKit's numbers are not
    /// documented: 20 is the fallback of its `_UITableViewPrefetchContext`
    /// (D-31).
    public var prefetchDistance = 20 {
        didSet { prefetchDistance = max(1, prefetchDistance) }
    }

    // MARK: State

    /// Everything the table knows and shows, by owner.
    var state = TableState()
    /// How deep in public calls the table is (a data source calling back
    /// into the table makes it 2).
    var callDepth = 0

    /// Whether the table checks its own invariants — geometry sums, the
    /// cells on screen against the viewport, the selection and the reuse
    /// pool within bounds — each time an outermost call returns, and traps
    /// if one is broken. It costs O(runs of rows + cells) per call, so it is
    /// off by default. The package's own tests and debug builds of the shell
    /// turn it on; a client turns it on here, or for every table by building
    /// with the package's `InvariantChecks` trait
    /// (`.package(path: …, traits: ["InvariantChecks"])`).
    public var checksInvariants: Bool {
        get { checksInvariantsStorage }
        set { checksInvariantsStorage = newValue }
    }
    private var checksInvariantsStorage = TableView.checksInvariantsByDefault

    /// On when this build of TableEngine has the `InvariantChecks` trait.
    static var checksInvariantsByDefault: Bool {
        #if TABLEENGINE_INVARIANT_CHECKS
        true
        #else
        false
        #endif
    }
    /// Inside a diffable data source's update: the table takes its changes.
    var diffableUpdateDepth = 0
    /// The layout pass bringing cells on screen, and the update being
    /// applied, while they run: the app's callbacks inside them
    /// (`cellForRowAt`, `willDisplay`, heights) may not update the table,
    /// and a reload there ends the work it interrupted (FIDELITY.md U-09,
    /// U-12).
    var layoutPass: Interruptible?
    var updateBeingApplied: Interruptible?
    struct Interruptible {
        /// The app reloaded the table from inside it.
        var reloaded = false
    }

    /// Set by a layer whose app code may never return into the table's
    /// open call (the UIKit layer: an exception ends the app's call where
    /// it was made), before the table's first call: each outermost call
    /// then keeps what it found where ``abandonCall()`` can put it back.
    package var callsCanBeAbandoned: Bool {
        get { callsCanBeAbandonedStorage }
        set {
            callsCanBeAbandonedStorage = newValue
            recorder.keepsOutermost = newValue
        }
    }
    private var callsCanBeAbandonedStorage = false
    /// What the outermost call found, while it runs, under a layer that
    /// can abandon it.
    var savedByOutermostCall: TableState?
    /// A drop being finished by the data source's `moveRowAt`: a diffable
    /// data source's subclass may apply a snapshot there (D-18).
    var reorder: Reorder?
    struct Reorder {
        var from: TableIndexPath
        var to: TableIndexPath
        /// The data source applied a snapshot that changes more than the
        /// move: the table took its update instead of the user's move.
        var takenByDataSource = false
    }
    /// Cells and views whose app objects are running one of their methods
    /// (their `super` call not made yet), innermost last.
    var openChanges: [any PendingChangeHolder] = []

    // MARK: Stopping long work

    /// Asked now and then during work that can run long (a reload asking a
    /// million rows their heights): when it returns true the work stops and
    /// the call raises `TableViewException.interrupted`, leaving the table
    /// as it was (`call`). The engine has no clock and hears no signals;
    /// whoever drives it decides (the shell: Ctrl-C, a time limit, a memory
    /// limit).
    public var interruptCheck: (() -> Bool)?

    /// Whether long work must stop; asks `interruptCheck` once every 65,536
    /// steps (a step costs tens of nanoseconds).
    @inline(__always)
    func shouldStop(afterStep step: Int) -> Bool {
        guard step & 0xFFFF == 0xFFFF, let check = interruptCheck else { return false }
        return check()
    }

    let recorder = MessageRecorder()

    /// `initWithFrame:style:`: an empty table, its data source and delegate
    /// not set, nothing loaded until `reloadData()` or `layoutIfNeeded()`.
    public init(style: TableStyle = .plain) {
        self.style = style
    }

    deinit {
        // Cells and their app objects hold each other: let go of them.
        for cell in state.display.allCells { cell.overrides = nil }
        for view in state.display.allViews { view.overrides = nil }
    }

    // MARK: Observing

    /// Receives every message, in the order sent, once the outermost call
    /// has returned.
    public func observe(_ observer: @escaping (TableEvent) -> Void) {
        recorder.add(observer)
    }

    /// Receives the messages it wants, in the order sent, once the
    /// outermost call has returned. `wants` is asked as each message is
    /// sent, before its event is made (an observer that only counts some
    /// messages counts them there and says no, and their events are never
    /// made); `observer` then receives the events it wanted.
    public func observe(wants: @escaping (MessageSelector) -> Bool, _ observer: @escaping (TableEvent) -> Void) {
        recorder.add(observer, wants: wants)
    }

    /// `observe(wants:_:)` for an observer that keeps the events it
    /// receives (the shell's log): an event no later observer wants is
    /// handed over rather than copied.
    package func observeKeeping(wants: @escaping (MessageSelector) -> Bool, _ observer: @escaping (consuming TableEvent) -> Void) {
        recorder.addKeeping(observer, wants: wants)
    }

    /// Removes every observer: no event is made from now on.
    public func removeObservers() { recorder.removeAll() }

    /// Records a message of the app's own objects around the table — a
    /// view controller's lifecycle, a presentation (receiver
    /// `.viewController`) — around `body`, which sends it: the layer that
    /// runs the app's code tells the table's observers, in order with the
    /// table's own messages and nested under the one being sent.
    package func recordAppMessage(_ selector: MessageSelector, target: Value?, _ arguments: [Value] = [],
                                  _ body: () -> Void) {
        recorder.send(selector, target: target, arguments, body)
    }

    /// Whether the observers also see the messages UIKit would have sent
    /// had the data source or delegate implemented the method (events
    /// marked `isUnimplemented`; nothing is sent to the receiver).
    public var reportsUnimplementedMessages: Bool {
        get { recorder.reportsUnimplemented }
        set { recorder.reportsUnimplemented = newValue }
    }

    /// How many messages so far were not sent because the delegate (or
    /// the drag or drop delegate) does not implement the method.
    public var unimplementedDelegateMessageCount: Int { recorder.unimplementedDelegateMessages }

    // MARK: What the table knows

    /// Whether the table has asked its data source for counts: after the
    /// first `reloadData()` or layout pass.
    public var isLoaded: Bool { state.display.hasLoaded }

    /// `contentOffset.y`: how far the content is scrolled, in points;
    /// negative while the top of `adjustedContentInset` (or more) shows.
    /// Set it with `setContentOffset(_:animated:)`: UIKit keeps what the
    /// app sets, in range or not (FIDELITY.md S-03).
    public var contentOffset: Double { state.display.contentOffset }

    /// `numberOfSections`: the table's count, as of its last reload or update
    /// (not the data source's). Sends no message.
    public var numberOfSections: Int { state.geometry.numberOfSections }

    /// `numberOfRowsInSection:` — the table's count, not the data source's.
    /// O(log n).
    ///
    /// - Throws: for a section the table does not have, UIKit's
    ///   `NSInternalInconsistencyException` "Requested the number of rows for
    ///   section (S) which is out of bounds." (FIDELITY.md A-57).
    public func numberOfRows(inSection section: Int) throws(TableViewException) -> Int {
        guard section >= 0, section < state.geometry.numberOfSections else {
            throw .rowsRequestedOutOfBounds(section: section)
        }
        return state.geometry.numberOfRows(in: section)
    }

    /// The table's row count for a section (0 for a section it lacks).
    /// Not UIKit's: never throws. O(log n).
    public func rowCount(_ section: Int) -> Int {
        section >= 0 && section < state.geometry.numberOfSections ? state.geometry.numberOfRows(in: section) : 0
    }

    /// The rows of every section together. O(1).
    public var totalRows: Int { state.geometry.totalRows }

    /// `contentSize.height`: every header, row and footer, measured or
    /// estimated (FIDELITY.md A-58). O(1).
    public var contentHeight: Double { state.geometry.contentHeight }

    /// The largest offset a user can scroll to: the content's end, and
    /// the bottom of `adjustedContentInset`, at the viewport's bottom
    /// (never above ``minContentOffset``).
    public var maxContentOffset: Double { scrollableRange.highest }

    /// `minContentOffset` and `maxContentOffset` together, from one
    /// reading of the adjusted inset.
    var scrollableRange: (lowest: Double, highest: Double) {
        let inset = adjustedInsetNow
        return (-inset.top, max(-inset.top, state.geometry.contentHeight + inset.bottom - viewportHeight))
    }

    /// The smallest offset a user can scroll to: `-adjustedContentInset.top`.
    public var minContentOffset: Double { -adjustedInsetNow.top }

    /// `rectForRowAtIndexPath:` (y and height). O(log n).
    ///
    /// - Throws: for a row the table does not have, UIKit's
    ///   `NSInternalInconsistencyException` "request for rect at invalid index
    ///   path (…)" (FIDELITY.md A-56).
    public func rectForRow(at ip: TableIndexPath) throws(TableViewException) -> (y: Double, height: Double) {
        guard state.geometry.contains(ip) else { throw .rectForInvalidIndexPath(ip) }
        return state.geometry.rect(of: ip)
    }

    /// A section's header or footer extent, without a message (the logged
    /// reads are ``rectForHeader(inSection:)`` and ``rectForFooter(inSection:)``).
    /// O(log n).
    public func rect(of edge: SectionEdge, inSection section: Int) -> (y: Double, height: Double) {
        state.geometry.rect(of: edge, section)
    }

    /// The row at content offset `y`, without a message (the logged read is
    /// ``indexPathForRow(atY:)``). O(log n).
    public func row(atY y: Double) -> TableIndexPath? {
        let geometry = state.geometry
        guard y >= 0, y < geometry.contentHeight, let ip = geometry.indexPath(atOrAfter: y) else { return nil }
        return geometry.rect(of: ip).y <= y ? ip : nil
    }

    /// Whether rows start with an estimate and are measured as they come on
    /// screen: unless `estimatedRowHeight` is 0 and the delegate has no
    /// estimate method (FIDELITY.md ).
    var usesEstimatedRowHeights: Bool {
        estimatedRowHeight != 0 || delegateResponds(.estimatedHeightForRow)
    }

    /// Whether the row's height is known, not estimated.
    public func isRowHeightMeasured(_ ip: TableIndexPath) -> Bool {
        !usesEstimatedRowHeights || state.geometry[ip.section].rows.isMeasured(ip.row)
    }

    /// How many rows hold a height of their own (not the shared base): the
    /// per-row geometry memory in use.
    public var rowsWithOwnHeight: Int {
        state.geometry.storedRowHeights
    }

    /// A new `rowHeight`, when no delegate method gives rows heights of
    /// their own: every row takes it — rows on screen at once (a
    /// self-sizing row its cell's height), the others as their estimate.
    private func rowHeightChanged() {
        guard state.display.hasLoaded, !delegateResponds(.heightForRow), !delegateResponds(.estimatedHeightForRow) else { return }
        let estimated = usesEstimatedRowHeights
        state.geometry.setBaseRowHeight(estimated ? rowEstimate : effectiveRowHeight)
        if estimated {
            for vc in state.display.cells {
                let h = rowHeight >= 0 ? rowHeight : vc.cell.fittingHeight
                state.geometry.setRowHeight(vc.indexPath, h, exact: true)
            }
        }
        clampContentOffset()
        state.display.needsLayout = true
    }
}
