/// An exception UIKit raises where the app would crash. The engine throws it
/// and leaves the table view as it was before the call that raised it.
public struct TableViewException: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Name: String, Sendable {
        case internalInconsistency = "NSInternalInconsistencyException"
        case range = "NSRangeException"
        case invalidArgument = "NSInvalidArgumentException"
    }

    public var name: Name
    /// UIKit's reason, word for word.
    public var reason: String
    /// Whether an update (a block, or a lone insert/delete/reload/move) was
    /// refused, as opposed to another call.
    public var isUpdateFailure: Bool

    public init(_ name: Name, _ reason: String, isUpdateFailure: Bool = false) {
        self.name = name
        self.reason = reason
        self.isUpdateFailure = isUpdateFailure
    }

    public var description: String { "*** \(name.rawValue): \(reason)" }
}

// UIKit's reasons (SPEC Appendix A), in one place.
extension TableViewException {
    static func unableToDequeue(_ identifier: String) -> Self {
        .init(.internalInconsistency, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    static let dataSourceMustReturnCell = Self(.internalInconsistency,
        "UITableView dataSource must return a cell from tableView:cellForRowAtIndexPath:")

    static func dequeuedTwice(_ identifier: String, _ indexPath: IndexPath) -> Self {
        .init(.internalInconsistency, "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(identifier), index path: \(indexPath.uikitDescription)")
    }

    static func scrollRowOutOfBounds(row: Int, rows: Int, section: Int) -> Self {
        .init(.range, "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(rows) rows in section \(section).")
    }

    static func scrollSectionOutOfBounds(section: Int, sections: Int) -> Self {
        .init(.range, "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(sections) sections.")
    }

    static func rowsRequestedOutOfBounds(section: Int) -> Self {
        .init(.range, "Requested the number of rows for section (\(section)) which is out of bounds.")
    }

    static func rectForInvalidIndexPath(_ indexPath: IndexPath) -> Self {
        .init(.range, "request for rect at invalid index path (\(indexPath.uikitDescription))")
    }

    /// Not an exception of UIKit's: the call stopped because
    /// `TableView.interruptCheck` said so (the table is as it was before).
    public static let interrupted = Self(.internalInconsistency, "The call was interrupted before it finished; the table view is as it was before it.")

    /// Not one of UIKit's reasons: UIKit has no message for a negative
    /// count (it misbehaves in its own ways); this one says what happened.
    static func negativeCount(_ what: String, _ count: Int) -> Self {
        .init(.internalInconsistency, "Invalid \(what) count (\(count)): a table view cannot have a negative number of \(what)s.")
    }
}
