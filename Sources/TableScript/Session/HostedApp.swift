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
/// call, the table is put back as it was before the command, and the shell
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
}
