/// An exception UIKit raises where the app would crash. The engine throws it
/// and leaves the table view as it was before the call that raised it.
public struct TableViewException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name: UIKit's `NSExceptionName`, word for word.
    public enum Name: String, Sendable {
        /// `NSInternalInconsistencyException`: most of UITableView's assertions.
        case internalInconsistency = "NSInternalInconsistencyException"
        /// `NSRangeException`: an index out of bounds (scrolling to a row that is not there).
        case range = "NSRangeException"
        /// `NSInvalidArgumentException`: an argument UIKit refuses.
        case invalidArgument = "NSInvalidArgumentException"
    }

    /// The exception's name, as UIKit raises it.
    public var name: Name
    /// UIKit's reason, word for word.
    public var reason: String
    /// Whether an update (a block, or a lone insert/delete/reload/move) was
    /// refused, as opposed to another call.
    public var isUpdateFailure: Bool

    /// An exception with UIKit's `name` and `reason`. A data source or
    /// delegate method throws one to crash as an app would.
    public init(_ name: Name, _ reason: String, isUpdateFailure: Bool = false) {
        self.name = name
        self.reason = reason
        self.isUpdateFailure = isUpdateFailure
    }

    /// As UIKit's console shows it: `*** NAME: reason`.
    public var description: String { "*** \(name.rawValue): \(reason)" }
}

// UIKit's reasons (SPEC Appendix A), in one place.
extension TableViewException {
    static func unableToDequeue(_ identifier: String) -> Self {
        .init(.internalInconsistency, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    /// Today's text (iOS 15 and later; FIDELITY.md A-38). UIKit prints the
    /// index path's, the table's and the data source's descriptions, with
    /// addresses; here the index path's path and the class names.
    static func nilCell(_ indexPath: TableIndexPath, dataSource: String) -> Self {
        .init(.internalInconsistency, "UITableView dataSource returned a nil cell for row at index path: \(indexPath.uikitDescription). Table view: <UITableView>, dataSource: <\(dataSource)>")
    }

    package static let dataSourceNotSet = Self(.internalInconsistency, "UITableView dataSource is not set")

    static func dequeuedTwice(_ identifier: String, _ indexPath: TableIndexPath) -> Self {
        .init(.internalInconsistency, "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(identifier), index path: \(indexPath.uikitDescription)")
    }

    static func scrollRowOutOfBounds(row: Int, rows: Int, section: Int) -> Self {
        .init(.range, "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(rows) rows in section \(section).")
    }

    static func scrollSectionOutOfBounds(section: Int, sections: Int) -> Self {
        .init(.range, "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(sections) sections.")
    }

    static func rowsRequestedOutOfBounds(section: Int) -> Self {
        .init(.internalInconsistency, "Requested the number of rows for section (\(section)) which is out of bounds.")
    }

    static func rectForInvalidIndexPath(_ indexPath: TableIndexPath) -> Self {
        .init(.internalInconsistency, "request for rect at invalid index path (\(indexPath.uikitDescription))")
    }

    /// A negative `heightForRowAtIndexPath:` answer (FIDELITY.md A-20).
    static func negativeRowHeight(_ height: Double) -> Self {
        .init(.internalInconsistency, "Invalid row height (\(CFormat.g(height))) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")
    }

    /// A negative estimate from the delegate (FIDELITY.md A-20: inferred).
    static func negativeEstimate(_ element: String, _ height: Double) -> Self {
        .init(.internalInconsistency, "Invalid estimated \(element) height (\(CFormat.g(height))) provided by table delegate. Value must be at least 0.0, or UITableViewAutomaticDimension.")
    }

    static func negativeHeight(_ edge: SectionEdge, section: Int, _ height: Double) -> Self {
        .init(.internalInconsistency, "section \(edge.rawValue) height must not be negative - provided height for section \(section) is \(CFormat.f(height))")
    }

    /// Not an exception of UIKit's: the call stopped because
    /// `TableView.interruptCheck` said so (the table is as it was before).
    public static let interrupted = Self(.internalInconsistency, "The call was interrupted before it finished; the table view is as it was before it.")

    /// An update made from the app's callback inside a layout pass or
    /// another update (FIDELITY.md U-12): UIKit's reported assertion when
    /// its visible rows and cells fall out of step. UIKit lists the cells'
    /// descriptions; here their count.
    static func updateDuringLayout(_ rows: (first: Int, count: Int), cells: Int) -> Self {
        .init(.internalInconsistency, "UITableView internal inconsistency: _visibleRows and _visibleCells must be of same length. _visibleRows: {\(rows.first), \(rows.count)}; _visibleCells.count: \(cells), _visibleCells: (\(cells) cells)", isUpdateFailure: true)
    }

    /// Not one of UIKit's reasons: a count that would take the table past
    /// `TableGeometry.maximumRows` rows (FIDELITY.md A-60).
    static func tooManyRows(_ count: Int) -> Self {
        .init(.internalInconsistency, "Invalid row count (\(count)): a table view cannot have more than \(TableGeometry.maximumRows) rows in all.")
    }

    /// Not one of UIKit's reasons: UIKit has no message for a negative
    /// count (it misbehaves in its own ways); this one says what happened.
    static func negativeCount(_ what: String, _ count: Int) -> Self {
        .init(.internalInconsistency, "Invalid \(what) count (\(count)): a table view cannot have a negative number of \(what)s.")
    }
}

/// printf's `%g` and `%f`, for reasons UIKit formats with them.
enum CFormat {
    /// `%g`: six significant digits, trailing zeros dropped.
    static func g(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        if x == x.rounded(), abs(x) < 1e6 { return String(Int(x)) }
        var exponent = 0, magnitude = abs(x)
        while magnitude >= 10 { magnitude /= 10; exponent += 1 }
        while magnitude > 0 && magnitude < 1 { magnitude *= 10; exponent -= 1 }
        if exponent < -4 || exponent >= 6 {
            let mantissa = x < 0 ? -magnitude : magnitude
            return trimmed(fixed(mantissa, 5)) + "e" + (exponent < 0 ? "-" : "+") + (abs(exponent) < 10 ? "0" : "") + String(abs(exponent))
        }
        return trimmed(fixed(x, max(0, 5 - exponent)))
    }

    /// `%f`: six decimals.
    static func f(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        return fixed(x, 6)
    }

    private static func fixed(_ x: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(x) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var digits = String(fraction)
        digits = String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        return (x < 0 ? "-" : "") + String(whole) + (decimals > 0 ? "." + digits : "")
    }

    private static func trimmed(_ s: String) -> String {
        guard s.contains(".") else { return s }
        var t = s
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }
}
