import AppHarness
import TableEngine

/// The app's own messages in the table's log: what UIKit tells a view
/// controller, what the app asks of one (a presentation, a push), and the
/// handlers of the buttons a finger taps — in order with the table's
/// messages, nested under the one being sent. With no table to log to (no
/// app launched by the harness), the body just runs.
@MainActor
enum AppLog {
    /// `selector`, sent to `controller`, around `body`.
    static func send(_ selector: MessageSelector, to controller: UIViewController, _ arguments: [Value] = [],
                     _ body: () -> Void) {
        guard let table = AppThread.current?.logTable else { return body() }
        table.recordAppMessage(selector, target: .string(controller.logName), arguments, body)
    }

    /// A button's handler — an alert's action, a bar button's primary
    /// action — run by a tap on the button titled `title`.
    static func handler(_ title: String?, _ body: () -> Void) {
        guard let table = AppThread.current?.logTable else { return body() }
        table.recordAppMessage(.actionHandler, target: nil, [.string(title ?? "")], body)
    }
}

extension UIViewController {
    /// The controller's class, as the log names it.
    var logName: String { String(describing: type(of: self)) }

    /// The controller as a log argument: its class, and an alert's title
    /// and buttons.
    var logDescription: Value {
        guard let alert = self as? UIAlertController else { return .symbol(logName) }
        let buttons = alert.actions.map { $0.title ?? "" }.joined(separator: "|")
        return .symbol("\(logName) \"\(alert.title ?? "")\" [\(buttons)]")
    }

    /// UIKit loading the controller's view: `viewDidLoad()`, logged.
    package func sendViewDidLoad() { AppLog.send(.viewDidLoad, to: self) { viewDidLoad() } }
    /// UIKit telling the controller it will appear, logged.
    package func sendViewWillAppear(_ animated: Bool) { AppLog.send(.viewWillAppear, to: self, [.bool(animated)]) { viewWillAppear(animated) } }
    /// UIKit telling the controller it appeared, logged.
    package func sendViewDidAppear(_ animated: Bool) { AppLog.send(.viewDidAppear, to: self, [.bool(animated)]) { viewDidAppear(animated) } }
    /// UIKit telling the controller it will disappear, logged.
    package func sendViewWillDisappear(_ animated: Bool) {
        AppLog.send(.viewWillDisappear, to: self, [.bool(animated)]) { viewWillDisappear(animated) }
    }
    /// UIKit telling the controller it disappeared, logged.
    package func sendViewDidDisappear(_ animated: Bool) {
        AppLog.send(.viewDidDisappear, to: self, [.bool(animated)]) { viewDidDisappear(animated) }
    }
    /// UIKit's Edit button (or a driver) calling `setEditing(_:animated:)`, logged.
    package func sendSetEditing(_ editing: Bool, animated: Bool) {
        AppLog.send(.controllerSetEditing, to: self, [.bool(editing), .bool(animated)]) { setEditing(editing, animated: animated) }
    }
}
