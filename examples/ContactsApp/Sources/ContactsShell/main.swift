import ContactsApp
import Foundation
import TableShellApp

// tableshell around the app: the contacts, or with CONTACTS_SCREEN=settings
// the settings screen (a diffable data source subclass).
if ProcessInfo.processInfo.environment["CONTACTS_SCREEN"] == "settings" {
    TableShell.main(name: "Settings") { SettingsViewController() }
} else {
    TableShell.main(name: "Contacts") { ContactsViewController() }
}
