/// A value in a message: an argument or a returned value.
public enum Value: Hashable, Sendable {
    /// An integer: a section, a count, a level.
    case int(Int)
    /// A number of points: a height, an offset.
    case double(Double)
    /// `YES` or `NO`.
    case bool(Bool)
    /// A string: a title, a reuse identifier.
    case string(String)
    /// An `NSIndexPath` of a row.
    case indexPath(TableIndexPath)
    /// An array of index paths (`insertRowsAtIndexPaths:`, prefetching).
    case indexPaths([TableIndexPath])
    /// An `NSIndexSet` of sections.
    case sections([Int])
    /// A cell: its number, reuse identifier, and whether it was made for this call.
    case cell(id: Int, reuseIdentifier: String?, isNew: Bool)
    /// A header or footer view.
    case view(id: Int, text: String?)
    /// An enumeration value, printed by name (`delete`, `fade`, `top`).
    case symbol(String)
    /// An array of strings (section index titles, swipe action titles).
    case strings([String])
    /// A `UITableViewFocusUpdateContext`.
    case focus(previous: TableIndexPath?, next: TableIndexPath?)
    /// A rectangle of the content: its top and height (the table's width
    /// is the screen's; tableshell has none).
    case rect(y: Double, height: Double)
    /// A list of values (`visibleCells`).
    case values([Value])
    /// A diffable data source's snapshot, by its size.
    case snapshot(sections: Int, items: Int)
    /// `nil`: no object, no index path.
    case `nil`
}
