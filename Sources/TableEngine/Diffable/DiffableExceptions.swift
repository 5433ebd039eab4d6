// UIKit's reasons for a diffable data source's snapshot, word for word
// (FIDELITY.md D-01 to D-09). UIKit raises them through NSAssertionHandler:
// every one is an NSInternalInconsistencyException.

extension TableViewException {
    private static func assertion(_ reason: String) -> Self { .init(.internalInconsistency, reason) }

    /// Duplicates in one supplied list (`_UIDiffableDataSourceUpdate.m`):
    /// the duplicates print as an NSSet.
    @usableFromInline static func identifiersNotUnique(items: Bool, _ duplicates: [String]) -> Self {
        assertion("Fatal: supplied \(items ? "item" : "section") identifiers are not unique. Duplicate identifiers: \(NSDescription.set(duplicates))")
    }

    /// Appending or inserting sections the snapshot has already.
    @usableFromInline static func sectionsAlreadyExist(_ identifiers: [String]) -> Self {
        let one = identifiers.count == 1
        let what = one ? "identifier that already exists" : "identifiers that already exist"
        let listed = one ? identifiers[0] : NSDescription.array(identifiers)
        return assertion("Diffable data source detected an attempt to insert or append \(identifiers.count) section \(what) in the snapshot. Identifiers in a snapshot must be unique. Section \(what): \(listed)")
    }

    @usableFromInline static let noSections = assertion("There are currently no sections in the data source. Please add a section first.")

    /// `NSParameterAssert` failing: `section != NSNotFound`, `insertIndex != NSNotFound`, ….
    @usableFromInline static func parameterNotSatisfying(_ condition: String) -> Self {
        assertion("Invalid parameter not satisfying: \(condition)")
    }

    @usableFromInline static func moveToItself(items: Bool, _ identifier: String, update: String) -> Self {
        assertion("Invalid update: destination for \(items ? "item" : "section") move is the same as the source [\(identifier)] for update: \(update).")
    }

    @usableFromInline static func insertionDestinationInList(items: Bool, _ identifier: String, update: String) -> Self {
        items
            ? assertion("Invalid update: destination for insertion operation [\(identifier)] is in the insertion identifier list for update: \(update).")
            : assertion("Invalid update: destination for section operation [\(identifier)] is in the inserted section list for update: \(update)")
    }

    /// `reload`, `reconfigure` of an identifier the snapshot lacks (iOS 15 and later).
    @usableFromInline static func notInSnapshot(_ verb: String, items: Bool, _ identifier: String) -> Self {
        assertion("Attempted to \(verb) \(items ? "item" : "section") identifier that does not exist in the snapshot: \(identifier)")
    }

    /// A direct mutation of a table whose data source is diffable (D-10).
    static let mutationOfDiffableTable = assertion("UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView.")
}

/// What UIKit logs (not raises) when items are appended or inserted that
/// the snapshot has already: it moves them instead (D-03).
@usableFromInline enum DiffableConsole {
    @usableFromInline static func itemsAlreadyExist(_ identifiers: [String]) -> String {
        let one = identifiers.count == 1
        let listed = one ? identifiers[0] : NSDescription.array(identifiers)
        return "Diffable data source detected an attempt to insert or append \(identifiers.count) item \(one ? "identifier that already exists" : "identifiers that already exist") in the snapshot. The existing item \(one ? "identifier" : "identifiers") will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item \(one ? "identifier that already exists" : "identifiers that already exist"): \(listed)"
    }
}
