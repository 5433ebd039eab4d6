import ContactsApp
import TableShellApp

// tableshell around the app: `ContactsShell` (the contacts) or
// `ContactsShell --settings …` is not needed — pick the screen with the
// CONTACTS_SCREEN environment variable (`settings`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

if let screen = getenv("CONTACTS_SCREEN"), String(cString: screen) == "settings" {
    TableShell.main(name: "Settings") { SettingsViewController() }
} else {
    TableShell.main(name: "Contacts") { ContactsViewController() }
}
