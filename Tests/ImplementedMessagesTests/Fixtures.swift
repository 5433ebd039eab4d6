import TableEngine

// Classes the plugin describes. None writes `responds(to:)` (except
// `HandWrittenDelegate`): what each answers comes from the generated table.

/// Both roles in one class, the usual view-controller shape: its data
/// source methods here, its delegate methods here and in
/// `Fixtures+Extensions.swift`.
final class ContactsController: TableViewDataSource, TableViewDelegate {
    var names = ["Ada", "Grace", "Linus"]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = TableViewCell(reuseIdentifier: "contact")
        cell.content.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { 60 }
}

/// A list whose subclasses add a role and override methods.
class BaseList: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        TableViewCell(reuseIdentifier: "row")
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Base" }
}

/// Adds the delegate's role, with a row height and (in
/// `Fixtures+Extensions.swift`) a selection; overrides the header title.
/// (A data source method it added would never be called: Swift bound
/// `BaseList`'s conformance to the protocol's default. The tool refuses
/// it, see `ToolReportTests`.)
class TallList: BaseList, TableViewDelegate {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Tall" }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { 60 }
}

/// Overrides the height; adds nothing.
final class TallerList: TallList {
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { 80 }
}

/// Adds nothing: answers as `BaseList`.
final class PlainList: BaseList {}

/// A generic data source, and a generic subclass that adds the
/// delegate's role with a footer height.
class GenericList<Item: CustomStringConvertible>: TableViewDataSource {
    var items: [Item]
    init(_ items: [Item]) { self.items = items }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) throws(TableViewException) -> TableViewCell? {
        let cell = TableViewCell(reuseIdentifier: "item")
        cell.content.text = items[indexPath.row].description
        return cell
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "\(items.count) items" }
}

final class SpacedList<Item: CustomStringConvertible>: GenericList<Item>, TableViewDelegate {
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { 50 }
}

/// A delegate whose conformance and methods are all in an extension, in
/// another file (`Fixtures+Extensions.swift`).
final class SelectionTracker {
    var selected: [TableIndexPath] = []
}

/// A prefetch data source implementing only the protocol's required method.
final class ImagePrefetcher: TableViewDataSourcePrefetching {
    var asked: [[TableIndexPath]] = []
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath]) { asked.append(indexPaths) }
}

/// A subclass of a class of another module (TableEngine's diffable data
/// source): its table lists what it overrides, and the superclass's
/// hand-written `responds(to:)` unites it with its own.
final class SettingsDataSource: TableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

/// A delegate that writes `responds(to:)` itself: the plugin leaves it
/// alone, and its answer stands even for a method it has.
final class HandWrittenDelegate: TableViewDelegate {
    func responds(to selector: MessageSelector) -> Bool { selector == .heightForRow }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { 30 }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
}

/// A delegate with no method of the protocol: no table, nothing implemented.
final class SilentDelegate: TableViewDelegate {}

/// A main-actor class whose conformance is isolated to the main actor: its
/// generated table is not, so it can be read from anywhere.
@MainActor final class MainActorController: @MainActor TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Double { 10 }
}
