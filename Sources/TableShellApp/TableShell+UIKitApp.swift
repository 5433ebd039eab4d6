import TableShellCLI
import UIKit

extension TableShell {
    /// The whole tableshell — REPL, script files, `doc`, `test` — around a
    /// UIKit app: gestures, scrolling, `api`, `expect`, the log and
    /// `render` drive and read the table its root view controller shows.
    ///
    /// ```swift
    /// // Sources/ContactsShell/main.swift
    /// import TableShellApp
    /// TableShell.main(name: "Contacts") { ContactsViewController() }
    /// ```
    public static func main(name: String, root: @escaping @MainActor () -> UIViewController) -> Never {
        main(hosting: { UIKitApp(name: name, root: root) })
    }
}
