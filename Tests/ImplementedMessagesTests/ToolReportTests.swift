@testable import ImplementedMessagesGenerator
import TableEngine
import Testing

/// The tool on sources given as text: what it writes and what it refuses.
@Suite struct ToolReportTests {
    static func module(_ files: [String: String]) -> ModuleClasses {
        ModuleClasses(scans: files.sorted { $0.key < $1.key }.map { SourceScan(path: $0.key, text: $0.value) }, vocabulary: .standard)
    }

    @Test func methodsAreMatchedByTheirSwiftNames() {
        let module = Self.module(["A.swift": """
            final class A: TableViewDelegate {
                func tableView(_ t: TableView, heightForRowAt ip: TableIndexPath) -> Double { 1 }
                func tableView(_ t: TableView, heightForRowAt ip: TableIndexPath, extra: Int) -> Double { 1 }
                static func tableView(_ t: TableView, didSelectRowAt ip: TableIndexPath) {}
                func helper() { func tableView(_ t: TableView, didDeselectRowAt ip: TableIndexPath) {} }
                struct Inner { func tableView(_ t: TableView, willSelectRowAt ip: TableIndexPath) -> TableIndexPath? { nil } }
            }
            """])
        #expect(module.problems.isEmpty)
        #expect(module.trees.count == 1)
        #expect(module.trees.first?.first?.messages == [.heightForRow])
    }

    @Test func aPrivateReceiverWithMethodsIsAnErrorWithItsPosition() {
        let module = Self.module(["P.swift": """
            import TableEngine

            private final class Hidden: TableViewDelegate {
                func tableView(_ t: TableView, didSelectRowAt ip: TableIndexPath) {}
            }
            """])
        #expect(module.trees.isEmpty)
        #expect(module.problems.count == 1)
        #expect(module.problems.first?.hasPrefix("P.swift:3:21: error: Hidden implements table messages (tableView(_:didSelectRowAt:))") == true)
    }

    @Test func aPrivateClassThatIsNoReceiverIsLeftAlone() {
        let module = Self.module(["P.swift": """
            private final class Other { func numberOfSections(in view: Int) -> Int { 1 } }
            """])
        #expect(module.problems.isEmpty && module.trees.isEmpty)
    }

    @Test func aPrivateClassThatWritesRespondsIsLeftAlone() {
        let module = Self.module(["P.swift": """
            private final class Hidden: TableViewDelegate {
                func responds(to selector: MessageSelector) -> Bool { true }
                func tableView(_ t: TableView, didSelectRowAt ip: TableIndexPath) {}
            }
            """])
        #expect(module.problems.isEmpty && module.trees.isEmpty)
    }

    @Test func aSubclassWritingRespondsUnderAGeneratedOneIsAnError() {
        let module = Self.module(["S.swift": """
            class Base: TableViewDataSource {
                func tableView(_ t: TableView, titleForHeaderInSection s: Int) -> String? { nil }
            }
            """, "T.swift": """
            final class Sub: Base {
                func responds(to selector: MessageSelector) -> Bool { true }
            }
            """])
        #expect(module.problems.count == 1)
        #expect(module.problems.first?.hasPrefix("T.swift:1:13: error: Sub writes responds(to:), but its superclass Base answers it with the default") == true)
    }

    @Test func theSubclassesOfAHandWrittenClassStartTablesOfTheirOwn() {
        let module = Self.module(["H.swift": """
            class Base: TableViewDataSource {
                func responds(to selector: MessageSelector) -> Bool { ImplementedMessages(of: self).contains(selector) }
                func tableView(_ t: TableView, titleForHeaderInSection s: Int) -> String? { nil }
                func tableView(_ t: TableView, titleForFooterInSection s: Int) -> String? { nil }
            }
            class Sub: Base { override func tableView(_ t: TableView, titleForFooterInSection s: Int) -> String? { "" } }
            """])
        #expect(module.problems.isEmpty)
        #expect(module.trees.map { $0.map { module.nodes[$0.node].facts.name } } == [["Sub"]])
        #expect(module.trees.first?.first?.messages == [.titleForFooter])
    }

    @Test func nestedClassesModuleQualifiedExtensionsAndProtocolsThatRefine() {
        let module = Self.module(["N.swift": """
            protocol ListDelegate: TableViewDelegate {}
            enum Screens {
                final class List: ListDelegate {}
                class Base {}
                final class Sub: Base {}
            }
            extension MyModule.Screens.List {
                func tableView(_ t: TableView, didSelectRowAt ip: TableIndexPath) {}
            }
            extension Screens.Sub { func tableView(_ t: TableView, heightForRowAt ip: TableIndexPath) -> Double { 1 } }
            """])
        #expect(module.problems.isEmpty)
        let names = module.trees.map { $0.map { module.nodes[$0.node].facts.name } }
        #expect(names == [["Screens.List"], ["Screens.Base", "Screens.Sub"]])
        #expect(module.nodes.first { $0.facts.name == "Screens.List" }?.isReceiver == true)
    }

    @Test func subclassesAreAskedDeepestFirstAndOnlyWhenTheyAddMethods() {
        let module = Self.module(["D.swift": """
            class A: TableViewDataSource { func tableView(_ t: TableView, titleForHeaderInSection s: Int) -> String? { nil } }
            class B: A, TableViewDelegate { func tableView(_ t: TableView, didDeselectRowAt ip: TableIndexPath) {} }
            class C: B { override func tableView(_ t: TableView, titleForHeaderInSection s: Int) -> String? { nil } }
            class D: C, TableViewDataSourcePrefetching { func tableView(_ t: TableView, prefetchRowsAt ips: [TableIndexPath]) {} }
            """])
        #expect(module.problems.isEmpty)
        let tree = module.trees.first ?? []
        #expect(tree.map { module.nodes[$0.node].facts.name } == ["A", "D", "B"])
        #expect(tree.last?.messages == [.titleForHeader, .didDeselectRow])
        let source = GeneratedSource.text(for: module)
        #expect(source.contains("extension A: nonisolated TableEngine.ImplementedMessagesProviding {"))
        #expect(source.contains("        if self is D.Type { return implementedMessages1 }\n        if self is B.Type { return implementedMessages2 }\n"))
        #expect(!source.contains("Marker"))
    }

    @Test func aGenericSubclassIsFoundByAMarkerProtocol() {
        let module = Self.module(["G.swift": """
            class List<T>: TableViewDataSource {}
            final class Titled<T>: List<T> { override func tableView(_ t: TableView, numberOfRowsInSection s: Int) -> Int { 0 } }
            final class Ints: List<Int> { override func tableView(_ t: TableView, cellForRowAt ip: TableIndexPath) -> TableViewCell? { nil } }
            """])
        #expect(module.problems.isEmpty)
        let source = GeneratedSource.text(for: module)
        #expect(source.contains("private protocol ImplementedMessagesMarker1 {}\n#if compiler(>=6.2)\nextension Titled: nonisolated ImplementedMessagesMarker1 {}\n"))
        #expect(source.contains("        if self is any ImplementedMessagesMarker1.Type { return implementedMessages1 }\n        if self is Ints.Type { return implementedMessages2 }\n        return implementedMessages0\n"))
    }

    @Test func aReceiverWithoutMessagesGetsAnEmptyTableUnlessItIsPrivate() {
        let module = Self.module(["R.swift": """
            final class Quiet: TableViewDelegate {}
            private final class Hidden: TableViewDelegate {}
            final class NotAReceiver {}
            """])
        #expect(module.problems.isEmpty)
        #expect(module.trees.map { $0.map { module.nodes[$0.node].facts.name } } == [["Quiet"]])
        #expect(module.trees.first?.first?.messages.isEmpty == true)
    }

    @Test func aMethodASubclassAddsToItsSuperclassConformanceIsAnError() {
        let module = Self.module(["E.swift": """
            class Base: TableViewDataSource {}
            final class Editable: Base {
                func tableView(_ t: TableView, commit style: EditingStyle, forRowAt ip: TableIndexPath) {}
                override func tableView(_ t: TableView, numberOfRowsInSection s: Int) -> Int { 0 }
            }
            final class Settings: TableViewDiffableDataSource<String, String> {}
            extension Settings { func tableView(_ t: TableView, titleForFooterInSection s: Int) -> String? { nil } }
            """])
        #expect(module.problems == [
            "E.swift:3:10: error: Editable adds tableView(_:commit:forRowAt:) to the dataSource conformance of its superclass Base, "
                + "which does not have it: Swift calls the protocol's default instead, never this method. Declare it in Base and override it here",
            "E.swift:7:27: error: Settings adds tableView(_:titleForFooterInSection:) to the dataSource conformance of its superclass "
                + "TableViewDiffableDataSource, which does not have it: Swift calls the protocol's default instead, never this method. "
                + "Declare it in TableViewDiffableDataSource and override it here",
        ])
    }
}
