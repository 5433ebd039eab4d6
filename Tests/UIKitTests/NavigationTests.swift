import Testing
@testable import UIKit
import AppHarness
import TableEngine
import TableRender

/// A controller that writes down its appearance calls.
@MainActor
private final class Screen: UIViewController {
    let name: String
    var journal: AppearanceJournal
    init(_ name: String, _ journal: AppearanceJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() { super.viewDidLoad(); journal.lines.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); journal.lines.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); journal.lines.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); journal.lines.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); journal.lines.append("\(name) viewDidDisappear") }
}

private final class AppearanceJournal: @unchecked Sendable { var lines: [String] = [] }

/// Navigation, presentation, alerts and bar buttons: inert, in UIKit's order.
@Suite struct NavigationTests {
    private func onApp<R>(_ body: @escaping @MainActor () -> R) -> R {
        let thread = AppThread()
        guard case .success(let value) = thread.perform({ onMainActor(body) }) else { fatalError("the app raised") }
        return value
    }

    @Test func pushAndPopCallTheAppearanceMethodsInUIKitsOrder() {
        let journal = AppearanceJournal()
        let lines: [String] = onApp {
            let a = Screen("A", journal)
            let navigation = UINavigationController(rootViewController: a)
            navigation.loadViewIfNeeded()
            navigation.viewWillAppear(false)
            navigation.viewDidAppear(false)
            journal.lines.removeAll()
            navigation.pushViewController(Screen("B", journal), animated: true)
            journal.lines.append("--")
            navigation.popViewController(animated: true)
            return journal.lines
        }
        #expect(lines == [
            "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
            "--",
            "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
        ])
    }

    @Test func aSheetLeavesThePresenterOnScreenAFullScreenPresentationDoesNot() {
        let journal = AppearanceJournal()
        let lines: [String] = onApp {
            let a = Screen("A", journal)
            a.loadViewIfNeeded()
            journal.lines.removeAll()
            a.present(Screen("Sheet", journal), animated: true)
            a.dismiss(animated: true)
            journal.lines.append("--")
            let cover = Screen("Cover", journal)
            cover.modalPresentationStyle = .fullScreen
            a.present(cover, animated: true)
            return journal.lines
        }
        #expect(lines == [
            "Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear", "Sheet viewWillDisappear", "Sheet viewDidDisappear",
            "--",
            "Cover viewDidLoad", "A viewWillDisappear", "Cover viewWillAppear", "A viewDidDisappear", "Cover viewDidAppear",
        ])
    }

    @Test func anAlertsButtonDismissesItThenRunsItsHandler() {
        let journal = AppearanceJournal()
        let lines: [String] = onApp {
            let a = Screen("A", journal)
            a.loadViewIfNeeded()
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                journal.lines.append("handler, presented: \(a.presentedViewController == nil ? "nothing" : "the alert")")
            })
            a.present(alert, animated: true)
            #expect(!alert.tapAction(titled: "Keep"))
            alert.tapAction(titled: "Delete")
            return journal.lines
        }
        #expect(lines.last == "handler, presented: nothing")
    }

    @Test func theEditButtonTogglesEditingAndBarButtonsRunTheirActions() {
        let result: (Bool, Bool, Int) = onApp {
            let controller = UIViewController()
            controller.editButtonItem.tap()
            let editing = controller.isEditing
            controller.editButtonItem.tap()
            var taps = 0
            let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })
            controller.navigationItem.rightBarButtonItem = add
            controller.navigationItem.rightBarButtonItem?.tap()
            return (editing, controller.isEditing, taps)
        }
        #expect(result == (true, false, 1))
    }

    @Test func theLogShowsWhatUIKitTellsTheControllersAndWhatTheAppAsks() {
        let journal = AppearanceJournal()
        let log: String = onApp {
            let table = TableView(style: .plain)
            var events: [TableEvent] = []
            table.observe { events.append($0) }
            AppThread.current?.logTable = table
            let navigation = UINavigationController(rootViewController: Screen("A", journal))
            navigation.loadViewIfNeeded()
            navigation.sendViewWillAppear(false)
            navigation.pushViewController(Screen("B", journal), animated: true)
            let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
            navigation.topViewController!.present(alert, animated: true)
            alert.tapAction(titled: "OK")
            let formatter = MessageLogFormatter(style: .objc)
            return events.map { formatter.line(for: $0) + "\n" }.joined()
        }
        #expect(log == """
            [vc UINavigationController] viewDidLoad
            [vc UINavigationController] viewWillAppear: NO
              [vc Screen] viewDidLoad
              [vc Screen] viewWillAppear: NO
            [vc UINavigationController] pushViewController:animated: Screen YES
              [vc Screen] viewDidLoad
              [vc Screen] viewWillDisappear: YES
              [vc Screen] viewWillAppear: YES
              [vc Screen] viewDidDisappear: YES
              [vc Screen] viewDidAppear: YES
            [vc Screen] presentViewController:animated:completion: UIAlertController "Sure?" [OK] YES
              [vc UIAlertController] viewDidLoad
              [vc UIAlertController] viewWillAppear: YES
              [vc UIAlertController] viewDidAppear: YES
            [vc UIAlertController] dismissViewControllerAnimated:completion: YES
              [vc UIAlertController] viewWillDisappear: YES
              [vc UIAlertController] viewDidDisappear: YES
            [action] handler "OK"

            """)
    }
}
