import AppHarness
import TableEngine
import TableRender
import TableScript
import UIKit

/// Drives a UIKit app from a test, as the shell does: its code runs on an
/// app thread that stands for the main thread, and each call below is one
/// entry into it — a gesture, a scroll, a closure of app code.
///
/// ```swift
/// @Test func deletingARowThatTheModelKeepsRaises() throws {
///     let app = try AppDriver { ContactsViewController() }
///     try app.swipe(IndexPath(row: 1, section: 0))
///     let error = #expect(throws: AppException.self) { try app.tapSwipeAction("Delete") }
///     #expect(error?.reason.hasPrefix("Invalid update") == true)
///     #expect(app.log.contains("tableView:commitEditingStyle:"))
/// }
/// ```
///
/// Where UIKit would end the app, the call throws ``AppException`` — UIKit's
/// name and reason, and the app's call site — and the table is as it was
/// before the call. A gesture on a row that is not on screen throws
/// `GestureError` and does nothing.
public final class AppDriver: @unchecked Sendable {
    // Unchecked: the driver's state is read and written on the test's
    // thread and on the app thread in turns, never at once (each entry
    // waits for the app thread).
    /// Why the app could not be entered.
    public struct Unavailable: Error, CustomStringConvertible {
        /// Why, in a sentence.
        public var description: String
    }

    private let thread = AppThread()
    /// Seconds an entry may take; nil for no limit.
    private let timeout: Double?

    /// What a launch made, handed from the app thread to the test's.
    private struct Launched: @unchecked Sendable {
        let controller: UIViewController
        let table: UITableView
        let engine: TableView
    }
    /// The root view controller, as the app made it.
    public private(set) var root: UIViewController!
    /// The table view the root shows.
    public private(set) var tableView: UITableView!
    /// Every message the table has sent since launch (or ``clearLog()``),
    /// in UIKit's order, with the app's own around it: its view
    /// controllers' lifecycle, presentations and navigation, and the
    /// handlers of the buttons the driver taps.
    public private(set) var events: [TableEvent] = []

    /// Launches the app: `root()` made and shown on the app thread as a
    /// window's root (its view loaded, `viewWillAppear`, the table laid
    /// out, `viewDidAppear`). ``events`` starts once the view is loaded:
    /// from `viewWillAppear` on.
    ///
    /// With a `timeout`, an entry that has not returned after that many
    /// seconds (app code in an endless loop, waiting for itself) throws
    /// ``Unavailable``, and so does every entry after it: the app's code may
    /// still be running.
    public init(timeout: Double? = nil, root makeRoot: @escaping @MainActor () -> UIViewController) throws {
        self.timeout = timeout
        let made: Launched = try Self.perform(on: thread, timeout: timeout) {
            onMainActor {
                let controller = makeRoot()
                controller.loadViewIfNeeded()
                let table = UIKitApp.tableView(of: controller) ?? UITableView(frame: UIScreen.main.bounds, style: .plain)
                AppThread.current?.track(table.engineTable)
                AppThread.current?.logTable = table.engineTable
                return Launched(controller: controller, table: table, engine: table.engineTable)
            }
        }
        (root, tableView, table) = (made.controller, made.table, made.engine)
        table.observe { [unowned self] event in events.append(event) }
        try perform {
            onMainActor {
                made.controller.sendViewWillAppear(false)
                made.table.layoutIfNeeded()
                made.controller.sendViewDidAppear(false)
            }
        }
    }

    /// The engine under the table view: what renderers and queries read.
    public let table: TableView

    /// The log as text, one message a line, in Objective-C or Swift names
    /// (or JSON), children indented under the message that sent them.
    public func logText(_ style: MessageLogFormatter.Style = .objc) -> String {
        let formatter = MessageLogFormatter(style: style)
        return events.map { formatter.line(for: $0) + "\n" }.joined()
    }

    /// ``logText(_:)`` in Objective-C names.
    public var log: String { logText() }

    /// Forgets the messages logged so far.
    public func clearLog() { events.removeAll() }

    /// What the screen shows, drawn as `render` draws it.
    public func render(_ options: RenderOptions = RenderOptions()) -> String {
        TableRenderer.render(table, options: options)
    }

    // MARK: Driving

    /// A finger taps the row.
    public func tap(_ indexPath: IndexPath) throws {
        try perform { [table] in try table.tap(at: TableIndexPath(indexPath)) }
    }

    /// A finger swipes the row open (trailing by default); returns whether
    /// it opened.
    @discardableResult
    public func swipe(_ indexPath: IndexPath, leading: Bool = false, full: Bool = false) throws -> Bool {
        try perform { [table] in try table.swipe(at: TableIndexPath(indexPath), leading: leading, full: full) }
    }

    /// Taps the open swipe's button with this title; returns whether there
    /// was one.
    @discardableResult
    public func tapSwipeAction(_ title: String) throws -> Bool {
        try perform { [table] in try table.tapSwipeAction(titled: title) }
    }

    /// Drags the content by `dy` points, as a finger does: the scroll
    /// view's dragging messages, a `scrollViewDidScroll(_:)` a frame.
    public func scroll(by dy: Double) throws {
        try perform { [table] in try table.scroll(by: dy) }
    }

    /// Flicks the content: it goes on about `dy` points after the finger
    /// lifts, slowing down (`scrollViewWillBeginDecelerating(_:)`, frames,
    /// `scrollViewDidEndDecelerating(_:)`).
    public func fling(by dy: Double) throws {
        try perform { [table] in try table.fling(by: dy) }
    }

    /// Taps the status bar: the table scrolls to the top, if
    /// `scrollViewShouldScrollToTop(_:)` lets it, and tells
    /// `scrollViewDidScrollToTop(_:)`.
    public func tapStatusBar() throws {
        try perform { [table] in try table.tapStatusBar() }
    }

    /// Drags a row by its reorder control while editing; returns where it
    /// was dropped.
    @discardableResult
    public func drag(from source: IndexPath, to destination: IndexPath) throws -> IndexPath? {
        try perform { [table] in try table.drag(from: TableIndexPath(source), to: TableIndexPath(destination)).map(IndexPath.init) }
    }

    /// The root's Edit button: `setEditing(_:animated:)` on the root view
    /// controller (a table view controller passes it to its table).
    public func setEditing(_ editing: Bool) throws {
        try perform { [root] in onMainActor { root!.sendSetEditing(editing, animated: true) } }
    }

    /// Taps the button titled `title` of the alert the app presents (from
    /// its root, or the root's top view controller): the alert goes, then
    /// the button's handler runs. Returns whether there was such a button.
    @discardableResult
    public func tapAlertAction(_ title: String) throws -> Bool {
        try perform { [root] in onMainActor { UIKitApp.tap(AppButton(place: .alert, title: title), of: root!) } }
    }

    /// Taps the navigation bar's button titled `title` (the top view
    /// controller's `navigationItem`): its primary action runs — the Edit
    /// button calls `setEditing(_:animated:)`. Returns whether there was
    /// such a button, enabled.
    @discardableResult
    public func tapBarButton(_ title: String) throws -> Bool {
        try perform { [root] in onMainActor { UIKitApp.tap(AppButton(place: .navigationBar, title: title), of: root!) } }
    }

    /// Runs app code on the app thread — one entry, however much it does —
    /// and returns what it returns.
    public func run<R>(_ body: @escaping @MainActor () -> R) throws -> R {
        try perform { onMainActor(body) }
    }

    /// Whether an entry also runs the frames of an animated scroll it
    /// started (`scrollToRow(at:at:animated: true)` in the app's code), as
    /// the run loop would right after it: on by default. Off, the animation
    /// waits for ``runScrollAnimation()``, an entry of its own — so that a
    /// test can tell an exception the gesture raised from one the
    /// animation's frames raised later (each puts the table back as it was
    /// before itself: the animation runs after the gesture returned).
    public var runsScrollAnimations = true

    /// Runs the frames of the animated scroll the app started, if one is
    /// due (`table.hasScrollAnimation`): one entry into the app.
    public func runScrollAnimation() throws {
        try Self.perform(on: thread, timeout: timeout) { [table] in try table.runScrollAnimation() }
    }

    /// One entry into the app: `work` on the app thread, then (when
    /// ``runsScrollAnimations``) the run loop's frames for an animated
    /// scroll it started; what it throws, or the exception UIKit raised
    /// there, thrown here.
    private func perform<R>(_ work: @escaping () throws -> R) throws -> R {
        let animates = runsScrollAnimations
        return try Self.perform(on: thread, timeout: timeout) { [table] in
            let value = try work()
            if animates { try table.runScrollAnimation() }
            return value
        }
    }

    private static func perform<R>(on thread: AppThread, timeout: Double?, _ work: @escaping () throws -> R) throws -> R {
        switch thread.perform(timeout: timeout, { Result { try work() } }) {
        case .success(.success(let value)): return value
        case .success(.failure(let exception as TableViewException)): throw AppException(exception, site: nil)
        case .success(.failure(let error)): throw error
        case .failure(.raised(let exception)): throw exception
        case .failure(.timedOut(let seconds)): throw Unavailable(description: "the app did not return within \(seconds) s")
        case .failure(.unavailable(let why)): throw Unavailable(description: why)
        }
    }
}
