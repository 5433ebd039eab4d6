import TableScript

/// tableshell's whole command line — the REPL with line editing, script
/// files, `-c`, `doc` and `test` — behind one entry point, so that an
/// executable of your own becomes tableshell around your app.
///
/// `tableshell` itself is `TableShell.main()`. An executable that links
/// your table code calls it with the app:
///
/// ```swift
/// import TableShellCLI
///
/// TableShell.main(hosting: { ContactsApp() })
/// ```
///
/// Every session — the REPL's, each script's, each walkthrough session of
/// `doc` and `test` — then runs on a new app that `hosting` makes and
/// launches (``HostedApp/launch()``): gestures, scrolling, `api`, `expect`,
/// the log and `render` drive and read its table, and the commands that
/// script tableshell's own app (`answer`, `fill`, …) refuse. `test` runs
/// each file in a child process of the same executable, so the children
/// run your app too.
public enum TableShell {
    /// Parses the process's arguments and runs them, then exits the process
    /// with the command line's exit status (0 success, 1 a failure, 2 a
    /// usage error). With `hosting`, every session runs on an app it makes;
    /// without, on tableshell's scripted app.
    public static func main(hosting: (() -> any HostedApp)? = nil) -> Never {
        HostedAppChoice.maker = hosting
        TableshellCommand.main()
    }
}

/// The app every session of this process runs on: set once, by
/// ``TableShell/main(hosting:)``, before any session starts. The command
/// line is one per process, as its output buffer and Ctrl-C are.
enum HostedAppChoice {
    nonisolated(unsafe) static var maker: (() -> any HostedApp)?

    /// A new app for a session, if the process hosts one.
    static func make() -> (any HostedApp)? { maker?() }
}
