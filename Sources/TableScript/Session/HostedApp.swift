import TableEngine

/// A user's own table code, run by the shell instead of tableshell's
/// scripted app: the shell's gestures, scrolling, `api`, `expect`, the log
/// and `render` drive and read the table the app shows, and the app's own
/// data source and delegate answer.
///
/// The app's code runs on an app thread the shell owns, which stands in for
/// the main thread: ``launch()`` and every command that can reach the app
/// run there, one entry per command. Where UIKit would end the app (an
/// `NSException` from a call the app made), the app's code stops at that
/// call, the table is put back as it was before its call that raised (a
/// gesture is one call), and the shell
/// prints the exception with the app's call site; `expect exception` looks
/// at it as at any other.
///
/// Commands that script tableshell's own app (`answer`, `implement`,
/// `fill`, `insert`, …) refuse to run on a hosted app.
public protocol HostedApp: AnyObject {
    /// The app's name, as the shell's messages and `state` say it:
    /// `ContactsApp`.
    var name: String { get }

    /// Launches the app afresh — its objects made, its table loaded as the
    /// app loads it — and returns the table view it shows. The app keeps
    /// its own objects (a table holds its data source and delegate weakly);
    /// a new launch replaces them. Called on the app thread, when the
    /// session starts and for `new`.
    func launch() -> TableView

    /// The buttons on screen around the table that a finger can tap: the
    /// alert the app presents (its actions), else the navigation bar's
    /// items. Called on the app thread. The default: none.
    func buttons() -> [AppButton]

    /// Taps one of ``buttons()``: its handler runs (an alert is dismissed
    /// first). Returns whether the button was still there. Called on the
    /// app thread.
    func tap(_ button: AppButton) -> Bool
}

/// A button a hosted app shows around its table, which `tap alert` and
/// `tap button` press: an alert's action, or a navigation bar's item.
public struct AppButton: Hashable, Sendable {
    /// Where a button is.
    public enum Place: Hashable, Sendable {
        /// An action of the alert (or action sheet) the app presents.
        case alert
        /// An item of the navigation bar over the table.
        case navigationBar
    }

    /// Where the button is.
    public var place: Place
    /// Its title, as a finger finds it.
    public var title: String

    /// A button titled `title` at `place`.
    public init(place: Place, title: String) {
        self.place = place
        self.title = title
    }
}

extension HostedApp {
    /// No buttons: an app that shows none around its table.
    public func buttons() -> [AppButton] { [] }
    /// No buttons to tap.
    public func tap(_ button: AppButton) -> Bool { false }
}
