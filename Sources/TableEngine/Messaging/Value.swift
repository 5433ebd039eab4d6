/// A value in a message: an argument or a returned value.
public enum Value: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case indexPath(TableIndexPath)
    case indexPaths([TableIndexPath])
    case sections([Int])
    /// A cell: its number, reuse identifier, and whether it was made for this call.
    case cell(id: Int, reuseIdentifier: String?, isNew: Bool)
    /// A header or footer view.
    case view(id: Int, text: String?)
    /// An enumeration value, printed by name (`delete`, `fade`, `top`).
    case symbol(String)
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
    case `nil`
}
