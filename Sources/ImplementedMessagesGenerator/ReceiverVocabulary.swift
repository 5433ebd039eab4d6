import TableEngine

/// The names that make a class a message receiver, for the tool's reports:
/// it writes a table for every class with methods named as messages, but
/// refuses to leave out one it cannot name (a private class) only when it
/// knows the class is a receiver.
package struct ReceiverVocabulary {
    /// Protocols whose conformers receive table messages, and the role each
    /// gives (`nil`: `TableMessageReceiver`, no role of its own).
    var protocols: [String: MessageSelector.Receiver?]
    /// Classes of other modules whose subclasses receive table messages,
    /// and the roles they conform to.
    var baseClasses: [String: Set<MessageSelector.Receiver>]

    /// TableEngine's protocols and classes, and the UIKit-named layer's
    /// (which has the same messages under UIKit's names: issue 26).
    package static let standard = ReceiverVocabulary(
        protocols: [
            "TableMessageReceiver": nil,
            "TableViewDataSource": .dataSource, "UITableViewDataSource": .dataSource,
            "TableViewDelegate": .delegate, "UITableViewDelegate": .delegate,
            "TableViewDataSourcePrefetching": .prefetchDataSource, "UITableViewDataSourcePrefetching": .prefetchDataSource,
            "TableViewDragDelegate": .dragDelegate, "UITableViewDragDelegate": .dragDelegate,
            "TableViewDropDelegate": .dropDelegate, "UITableViewDropDelegate": .dropDelegate,
        ],
        baseClasses: [
            "TableViewDiffableDataSource": [.dataSource], "UITableViewDiffableDataSource": [.dataSource],
            "UITableViewController": [.dataSource, .delegate],
        ])

    /// The receiver protocols and their roles, with the module's own
    /// protocols that refine them (a refinement has the roles of all it refines).
    func protocols(refinedBy declared: [SourceScan.ProtocolFacts]) -> [String: Set<MessageSelector.Receiver>] {
        var roles = protocols.mapValues { role -> Set<MessageSelector.Receiver> in role.map { [$0] } ?? [] }
        var grew = true
        while grew {
            grew = false
            for p in declared where roles[p.name] == nil {
                let refined = p.inherited.compactMap { roles[lastComponent($0)] }
                guard !refined.isEmpty else { continue }
                roles[p.name] = refined.reduce(Set()) { $0.union($1) }
                grew = true
            }
        }
        return roles
    }
}

/// The last part of a dotted name: `Inner` of `Module.Outer.Inner`.
func lastComponent(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
}

/// Table messages by their Swift names, read from TableEngine's declarations.
enum MessageNames {
    /// The protocol methods an app implements, by Swift name.
    static let byName: [String: [MessageSelector]] = Dictionary(
        grouping: MessageSelector.allCases.filter(\.isProtocolMethod), by: \.swiftName)

    /// The messages a method of this Swift name implements.
    static func selectors(named swiftName: String) -> [MessageSelector] { byName[swiftName] ?? [] }
}
