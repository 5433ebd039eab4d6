import Foundation
import Testing

/// Every public declaration of the library's TableEngine and TableRender
/// modules has a DocC comment: enum cases and protocol requirements too.
@Suite struct DocCommentTests {
    static let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files under `Sources/NAME`, by their path from the package root.
    static func sources(of module: String) throws -> [(path: String, text: String)] {
        let folder = packageRoot.appending(path: "Sources/\(module)")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? []
        return try files.map { url in
            (String(url.path.dropFirst(packageRoot.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    @Test(arguments: ["TableEngine", "TableRender", "UIKit", "CoreGraphics", "AppHarness", "TableShellApp"])
    func everyPublicDeclarationHasADocComment(_ module: String) throws {
        let files = try Self.sources(of: module)
        #expect(!files.isEmpty, "no sources found for \(module)")
        for file in files {
            for finding in DocCommentScanner.undocumented(in: file.text) {
                Issue.record("\(file.path):\(finding.line): public declaration without a doc comment: \(finding.text)")
            }
        }
    }

    // MARK: The scanner itself

    @Test func theScannerFindsWhatDocCShows() {
        let source = """
            /// Documented.
            public struct A {
                public var undocumented: Int
                /// Documented.
                @inlinable public init() {}
                /// Documented, past an attribute and a plain comment.
                // Inlinable, for speed.
                @inlinable
                public func f() {}
                var internalOne = 0
                private func g() {}
                let s = "public func notADeclaration() {"
            }

            /// Documented.
            public enum E: String {
                case bare
                /// Documented.
                case documented
                var name: String {
                    switch self {
                    case .bare: "b"
                    case .documented: "d"
                    }
                }
            }

            /// Documented.
            public protocol P {
                func requirement()
                /// Documented.
                var documented: Int { get }
            }

            enum Internal {
                case notPublic
            }

            public extension A {
                func member() {}
                private func hidden() {}
            }
            """
        let found = DocCommentScanner.undocumented(in: source).map(\.line)
        #expect(found == [3, 17, 30, 40])
    }

    @Test func stringsAndCommentsDoNotCountAsBraces() {
        let source = #"""
            /// Documented.
            public enum E {
                /// Documented.
                case a
                static let text = """
                    } public func inAString() {
                    """
                // }
                static let brace = "}"
                case b
            }
            """#
        #expect(DocCommentScanner.undocumented(in: source).map(\.line) == [10])
    }
}
