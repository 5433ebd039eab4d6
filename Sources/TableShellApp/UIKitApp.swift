import AppHarness
import TableEngine
import TableScript
import UIKit

/// A UIKit app the shell runs: its root view controller, made and shown on
/// the app thread as UIKit shows a window's root — the view loaded
/// (`loadView`, `viewDidLoad`), then `viewWillAppear`, the table's layout,
/// `viewDidAppear` — and the table view it shows.
///
/// The table is the root's own (a `UITableViewController`), its top view
/// controller's (a `UINavigationController`), or the first `UITableView`
/// in its view tree.
public final class UIKitApp: HostedApp, @unchecked Sendable {
    // Unchecked: the shell calls `launch()` on the app thread only.
    /// The app's name, as the shell's messages say it.
    public let name: String
    private let makeRoot: @MainActor () -> UIViewController
    /// The root view controller of the last launch.
    public private(set) var root: UIViewController?

    /// An app whose window shows `root()`, called at each launch.
    public init(name: String, root: @escaping @MainActor () -> UIViewController) {
        self.name = name
        makeRoot = root
    }

    /// Makes and shows the root view controller; returns its table's
    /// engine. A root without a table view gets an empty one, so the shell
    /// still has a table to show.
    public func launch() -> TableView {
        onMainActor {
            let root = makeRoot()
            self.root = root
            return UIKitApp.show(root).engineTable
        }
    }

    /// The buttons on screen around the table (an alert's, else the
    /// navigation bar's). On the app thread.
    public func buttons() -> [AppButton] {
        onMainActor { root.map(UIKitApp.buttons(of:)) ?? [] }
    }

    /// Taps one of ``buttons()``. On the app thread.
    public func tap(_ button: AppButton) -> Bool {
        onMainActor { root.map { UIKitApp.tap(button, of: $0) } ?? false }
    }

    /// Shows `root` as a window's root view controller and finds its table.
    @MainActor
    static func show(_ root: UIViewController) -> UITableView {
        let table = tableView(of: root) ?? UITableView(frame: UIScreen.main.bounds, style: .plain)
        AppThread.current?.logTable = table.engineTable
        root.loadViewIfNeeded()
        root.sendViewWillAppear(false)
        table.layoutIfNeeded()
        root.sendViewDidAppear(false)
        return table
    }

    /// The table view a controller shows.
    @MainActor
    static func tableView(of controller: UIViewController) -> UITableView? {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return tableView(of: top)
        }
        if let table = controller as? UITableViewController { return table.tableView }
        return firstTable(in: controller.view)
    }

    @MainActor
    private static func firstTable(in view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews {
            if let table = firstTable(in: subview) { return table }
        }
        return nil
    }
}
