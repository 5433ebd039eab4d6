import TableEngine

// The names users type for data-source and delegate methods: the short name
// (`heightForRow`), the full Objective-C selector, the Swift name, or the
// selector's first part without `tableView:` (`heightForRowAtIndexPath`).

extension MessageSelector {
    /// The short name users type: the selector's first part without
    /// `tableView:` and without `AtIndexPath` (`heightForRow`).
    public var shortName: String { String(describing: self) }

    /// Looks a selector up by any of its names. Case-sensitive.
    public init?(named name: String) {
        guard let found = Self.lookup[name] else { return nil }
        self = found
    }

    /// Every name `init(named:)` accepts, for completion and "did you mean".
    public static var allNames: [String] { Array(lookup.keys) }

    private static let lookup: [String: MessageSelector] = {
        var table: [String: MessageSelector] = [:]
        // Protocol methods first, so they win a shared name
        // (`setEditing:animated:` is the table's before the cell's).
        let ordered = MessageSelector.allCases.filter(\.isProtocolMethod) + MessageSelector.allCases.filter { !$0.isProtocolMethod }
        for selector in ordered {
            for name in [selector.shortName, selector.objcName, selector.swiftName] where table[name] == nil {
                table[name] = selector
            }
            var first = selector.objcName
            if first.hasPrefix("tableView:") { first.removeFirst("tableView:".count) }
            if let colon = first.firstIndex(of: ":") { first = String(first[..<colon]) }
            if table[first] == nil { table[first] = selector }
        }
        return table
    }()
}

extension MessageSelector {
    /// The short names of the methods a data source or delegate can
    /// implement, for completion and "did you mean".
    package static let protocolMethodNames: [String] = MessageSelector.allCases.filter(\.isProtocolMethod).map(\.shortName)
}
