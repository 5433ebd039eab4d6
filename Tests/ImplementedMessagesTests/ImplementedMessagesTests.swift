import TableEngine
import Testing

/// What the generated tables make `responds(to:)` answer, and what the
/// engine then sends.
@Suite struct ImplementedMessagesTests {
    /// Every protocol message `object` answers `true` for.
    static func responding(_ object: some TableMessageReceiver) -> Set<MessageSelector> {
        Set(MessageSelector.allCases.filter { $0.isProtocolMethod && object.responds(to: $0) })
    }

    /// The messages a table sent (or, marked `-`, would have sent) while
    /// loading and laying out, one name each, first sending only.
    static func load(_ table: TableView) throws -> [String] {
        var sent: [String] = []
        table.reportsUnimplementedMessages = true
        table.observe { event in
            let name = (event.isUnimplemented ? "-" : "") + "\(event.selector)"
            if !sent.contains(name) { sent.append(name) }
        }
        try table.reloadData()
        try table.layoutIfNeeded()
        return sent
    }

    @Test func oneClassIsDataSourceAndDelegateWithMethodsInAnotherFile() throws {
        let controller = ContactsController()
        #expect(Self.responding(controller) == [.numberOfRows, .cellForRow, .heightForRow, .titleForHeader, .didSelectRow])
        let table = TableView()
        table.dataSource = controller
        table.delegate = controller
        let sent = try Self.load(table)
        #expect(sent.contains("heightForRow") && sent.contains("titleForHeader"))
        // What it lacks is not sent (reported as UIKit would have sent it).
        #expect(sent.contains("-numberOfSections") && sent.contains("-willDisplayCell"))
        #expect(table.rectForHeader(inSection: 0).height > 0)
        #expect(try table.rectForRow(at: TableIndexPath(0, 2)).height == 60)
    }

    @Test func aConformanceInAnExtensionInAnotherFile() {
        #expect(Self.responding(SelectionTracker()) == [.willSelectRow, .didSelectRow])
    }

    @Test func subclassesAnswerWithWhatTheyInheritAddAndOverride() {
        let base: Set<MessageSelector> = [.numberOfRows, .cellForRow, .titleForHeader]
        let tall = base.union([.heightForRow, .didSelectRow])
        #expect(Self.responding(BaseList()) == base)
        #expect(Self.responding(PlainList()) == base)
        #expect(Self.responding(TallList()) == tall)
        #expect(Self.responding(TallerList()) == tall)
        // Through the superclass's type, as the table holds it.
        let asBase: BaseList = TallerList()
        #expect(asBase.responds(to: .heightForRow))
        #expect(ImplementedMessages(of: asBase) == ImplementedMessages(tall))
    }

    @Test func theTableSendsWhatASubclassAddsAndNotWhatItsSuperclassLacks() throws {
        for (list, height) in [(TallList(), 60.0), (TallerList(), 80)] {
            let table = TableView()
            table.dataSource = list
            table.delegate = list
            let sent = try Self.load(table)
            #expect(sent.contains("heightForRow"))
            #expect(try table.rectForRow(at: TableIndexPath(0, 1)).height == height)
        }
        // The superclass has no height: none is asked, rows are UIKit's default 44 tall.
        let table = TableView()
        let base = BaseList()
        table.dataSource = base
        let sent = try Self.load(table)
        #expect(!sent.contains("heightForRow"))
        #expect(try table.rectForRow(at: TableIndexPath(0, 1)).height == 44)
    }

    @Test func genericClassesWhateverTheirArguments() throws {
        let base: Set<MessageSelector> = [.numberOfRows, .cellForRow, .titleForFooter]
        #expect(Self.responding(GenericList([1, 2])) == base)
        #expect(Self.responding(GenericList(["a"])) == base)
        #expect(Self.responding(SpacedList([1])) == base.union([.heightForFooter]))
        #expect(Self.responding(SpacedList(["a", "b"])) == base.union([.heightForFooter]))
        let table = TableView()
        let list = SpacedList(["a", "b"])
        table.dataSource = list
        table.delegate = list
        let sent = try Self.load(table)
        #expect(sent.contains("titleForFooter") && sent.contains("heightForFooter"))
        #expect(table.rectForFooter(inSection: 0).height == 50)
    }

    @Test func aPrefetchDataSourceWithOnlyTheRequiredMethod() {
        #expect(Self.responding(ImagePrefetcher()) == [.prefetchRows])
    }

    @Test func aSubclassOfAClassOfAnotherModuleAddsToItsHandWrittenAnswer() throws {
        let table = TableView()
        let source = SettingsDataSource(tableView: table) { _, _, item in
            let cell = TableViewCell(reuseIdentifier: "setting")
            cell.content.text = item
            return cell
        }
        #expect(Self.responding(source) == TableViewDiffableDataSource<String, String>.baseMethods.union([.titleForHeader]))
        var snapshot = DiffableSnapshot<String, String>()
        try snapshot.appendSections(["General"])
        _ = try snapshot.appendItems(["Wi-Fi"])
        try source.applySnapshotUsingReloadData(snapshot)
        try table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height > 0)
    }

    @Test func aHandWrittenAnswerStands() {
        #expect(Self.responding(HandWrittenDelegate()) == [.heightForRow])
        #expect(ImplementedMessages(of: HandWrittenDelegate()).isEmpty)
    }

    @Test func aClassWithoutMethodsImplementsNothing() {
        #expect(Self.responding(SilentDelegate()).isEmpty)
        #expect(ImplementedMessages(of: SilentDelegate()).isEmpty)
    }

    @MainActor @Test func aMainActorClassWithAnIsolatedConformance() {
        let controller = MainActorController()
        #expect(Self.responding(controller) == [.heightForRow])
        #expect(ImplementedMessages(of: controller) == [.heightForRow])
    }

    @Test func everySelectorFitsInTheSet() {
        let all = ImplementedMessages(MessageSelector.allCases)
        #expect(Array(all) == MessageSelector.allCases)
    }
}
